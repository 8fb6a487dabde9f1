/// preferredContentSize chains of self-sizing presentations (docs/design/rules.md §4).
///
/// A style with `sizing: content` reads the presented view controller's preferredContentSize.
/// Sizes are pushed up: a view controller knows a size when it sets one (not [0, 0]) or when it
/// forwards its children's (overrides preferredContentSizeDidChange(forChildContentContainer:))
/// and a contained child knows one. Each presented subtree is visited once, bottom-up, and then
/// searched for the sizes that do not arrive; nothing outside presented subtrees is visited.
public struct SizeChains: Sendable {
    /// A swift-modals modal presentation whose style sizes it from content.
    public struct Subject: Sendable {
        public var site: PresentationSite
        public var presented: ControllerID
        public var style: ModalStyle
    }

    /// A size set below the presented view controller that does not reach it.
    public struct BrokenChain: Sendable {
        public var subject: Subject
        /// From the view controller that sets the size up to the presented one.
        public var links: [ControllerID]
        /// The first link that stops the size: it does not forward, or (`notContained`) it is a
        /// child whose view was added without addChild(_:), so its parent is never told.
        public var breaking: ControllerID
        public var notContained: Bool
        /// Every link that stops it: links that do not forward, children that are not contained.
        public var nonForwarding: Set<ControllerID>
        public var uncontained: Set<ControllerID>
        /// Other view controllers in the subtree whose size is cut off too.
        public var otherSources: Int
    }

    public enum Unknown: Sendable {
        case notOptedIn
        case noSource
        case brokenChain(at: ControllerID)
    }

    public private(set) var brokenChains: [BrokenChain] = []
    public private(set) var withoutSource: [Subject] = []
    /// Self-sizing presentations whose size is unknown, and why (for `fallback: false`).
    public private(set) var unknownSizes: [(subject: Subject, why: Unknown)] = []

    public init(snapshot: Snapshot, replay: PresentationReplay) {
        var subjects: [Subject] = []
        var contentSizedStyles = StyleLookup(snapshot.styles) { $0?.sizing == .content ? $0 : nil }
        for event in replay.events {
            // Toast styles have no preferredContentSize opt-in: only modals size from content.
            guard case .modalPresent(let site, _, let presented, false, _, _) = event,
                  let name = LifetimeFacts.modalStyleName(at: site, snapshot: snapshot),
                  let style = contentSizedStyles.fact(named: name) else { continue }
            subjects.append(Subject(site: site, presented: presented, style: style))
        }
        guard !subjects.isEmpty else { return }
        var known = Array(repeating: false, count: snapshot.controllers.count)
        var visited = Array(repeating: false, count: snapshot.controllers.count)
        // Reused by every subtree's walk.
        var scratch: (preOrder: [ControllerID], stack: [ControllerID]) = ([], [])
        // A snapshot that never mentions preferredContentSize (one imported from _printHierarchy,
        // which prints no sizes, or one written to check something else) says nothing about
        // sizes: "nothing sets a size" is only claimed where sizes are described.
        var describesSizes: Bool?
        var searched: [ControllerID: Unknown] = [:]
        for subject in subjects {
            if !subject.style.usesPreferredContentSize {
                unknownSizes.append((subject, .notOptedIn))
                continue
            }
            if !visited[subject.presented] {
                visited[subject.presented] = true
                Self.computeKnownSizes(below: subject.presented, snapshot: snapshot, into: &known, scratch: &scratch)
            }
            if known[subject.presented] { continue }
            // One search per presented view controller, however many times it is presented.
            let why: Unknown
            if let earlier = searched[subject.presented] {
                why = earlier
            } else if let chain = Self.brokenChain(subject, snapshot: snapshot, known: known) {
                brokenChains.append(chain)
                why = .brokenChain(at: chain.breaking)
                searched[subject.presented] = why
            } else if !(describesSizes ?? Self.mentionsSizes(snapshot, &describesSizes)) {
                continue
            } else {
                withoutSource.append(subject)
                why = .noSource
                searched[subject.presented] = why
            }
            unknownSizes.append((subject, why))
        }
    }

    /// Whether a view controller overrides preferredContentSizeDidChange(forChildContentContainer:).
    public static func forwards(_ vc: ViewController) -> Bool {
        if let written = vc.forwardsPreferredContentSize { return written }
        return KnownClasses.forwardsPreferredContentSize.contains { vc.is($0) }
    }

    static func setsSize(_ vc: ViewController) -> Bool {
        vc.preferredContentSize.map { !$0.isUnknown } ?? false
    }

    static func mentionsSizes(_ snapshot: Snapshot, _ memo: inout Bool?) -> Bool {
        let answer = snapshot.controllers.contains { $0.preferredContentSize != nil }
        memo = answer
        return answer
    }

    /// Whether each view controller in `top`'s containment subtree knows its preferredContentSize,
    /// children before parents (explicit stack: input depth never reaches the call stack).
    static func computeKnownSizes(below top: ControllerID, snapshot: Snapshot, into known: inout [Bool],
                                  scratch: inout (preOrder: [ControllerID], stack: [ControllerID])) {
        let controllers = snapshot.controllers
        scratch.preOrder.removeAll(keepingCapacity: true)
        scratch.stack.removeAll(keepingCapacity: true)
        scratch.stack.append(top)
        while let vc = scratch.stack.popLast() {
            scratch.preOrder.append(vc)
            scratch.stack.append(contentsOf: controllers[vc].children)
        }
        for vc in scratch.preOrder.reversed() {
            let childKnown = controllers[vc].children.contains { known[$0] && controllers[$0].contained }
            known[vc] = setsSize(controllers[vc]) || (childKnown && forwards(controllers[vc]))
        }
    }

    /// The first size in the presented subtree (document order) that does not reach the top, or
    /// nil when nothing below sets one. The top is known to lack a size.
    static func brokenChain(_ subject: Subject, snapshot: Snapshot, known: [Bool]) -> BrokenChain? {
        let controllers = snapshot.controllers
        // The topmost view controllers that know a size: their size stops right above them.
        var cutOff: [ControllerID] = []
        var stack = Array(controllers[subject.presented].children.reversed())
        while let vc = stack.popLast() {
            if known[vc] {
                cutOff.append(vc)
            } else {
                stack.append(contentsOf: controllers[vc].children.reversed())
            }
        }
        guard let top = cutOff.first else { return nil }
        // Down to the view controller that sets the size (forwarders pass on a known child's).
        var source = top
        while !setsSize(controllers[source]),
              let next = controllers[source].children.first(where: { known[$0] && controllers[$0].contained }) {
            source = next
        }
        var links = [source]
        var current = source
        while current != subject.presented, let parent = snapshot.writtenParent(current) {
            links.append(parent)
            current = parent
        }
        // Below `top` every link passes the size on; from `top` up, every link lacks it.
        var nonForwarding: Set<ControllerID> = []
        var uncontained: Set<ControllerID> = []
        var above = false
        for (position, link) in links.enumerated() {
            if above, !forwards(controllers[link]) { nonForwarding.insert(link) }
            if link == top { above = true }
            if above, position < links.count - 1, !controllers[link].contained { uncontained.insert(link) }
        }
        let notContained = !controllers[top].contained
        return BrokenChain(subject: subject, links: links, breaking: notContained ? top : snapshot.writtenParent(top)!,
                           notContained: notContained, nonForwarding: nonForwarding, uncontained: uncontained,
                           otherSources: cutOff.count - 1)
    }
}
