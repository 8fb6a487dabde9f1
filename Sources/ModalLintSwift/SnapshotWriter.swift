import ModalLint

/// Writes what Swift files say as a format-1 snapshot: the model's own words, so the same
/// rules read it. Each line remembers the Swift range it came from (findings move back
/// there) and the enclosing declaration (line-independent names for baselines).
///
/// Only facts the code shows completely are written; a value whose type or configuration
/// comes from elsewhere is left out, so it can never become a finding.
struct SnapshotWriter {
    struct Origin {
        var file: String
        var range: SourceRange
        var logical: String
        /// A line that says where a call is made from (a path from a window root, written in
        /// the run's other files or elsewhere in this one): its own findings are reported
        /// where its fact is written, not here.
        var context = false
    }

    private(set) var lines: [(text: String, origin: Origin?)] = []
    var owners = 0
    var ownerLines: [(text: String, origin: Origin?)] = []
    var callLines: [(text: String, origin: Origin?)] = []
    /// The run's presentation graph, from the first call that needs it: `sharedGraph` when
    /// given (one for every file of a lint), else built with `index`.
    var graph: PresentationGraph?
    var sharedGraph: PresentationGraph?
    /// Views added without addChild(_:) (`owner>child` types): written alone under a stand-in
    /// host (their ranges in `ownerLines`), and written on a window's path.
    var uncontainedStandIns: [String: [Range<Int>]] = [:]
    var uncontainedOnPaths: Set<String> = []
    var writtenWindowIDs: Set<String> = []
    /// `ownerLines` left out of the snapshot.
    var droppedOwnerLines: Set<Int> = []
    var styleLines: [(text: String, origin: Origin?)] = []
    /// Styles already in `styleLines` (one entry per name).
    var writtenStyles: Set<String> = []
    /// The file being added, and the types it declares (where a fact's line is this file's).
    var file = ""
    var fileTypes: [String: TypeFacts] = [:]
    var swiftUILinks: [(owner: String, target: LinkTarget, text: String, origin: Origin)] = []
    var hasOwnRoots = false
    /// Set when the snapshot is one file's (lint), nil for the whole run (extract).
    var ownFile: String?
    private var workflowLines: [(text: String, origin: Origin?)] = []
    let index: ProjectIndex

    /// The device the facts are judged on: iPad, the width where an unanchored popover
    /// raises, unless the configuration's `environment` names another (an iPhone-only app's
    /// action sheets never become popovers: AltStore's five were reported before it could).
    var idiom: Idiom

    init(index: ProjectIndex, idiom: Idiom? = nil) {
        self.index = index
        self.idiom = idiom ?? .pad
    }

    var isEmpty: Bool {
        ownerLines.isEmpty && callLines.isEmpty && styleLines.isEmpty && workflowLines.isEmpty && swiftUILinks.isEmpty && !hasOwnRoots
    }

    static let maxNameLength = 1_000

    /// Characters `quote` writes as a space: a value holding one is not written as it is.
    static func isFolded(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
    }

    static func quote(_ text: String) -> String {
        // The format has no empty names: a name not written yet (half-typed code) is said so.
        if text.isEmpty { return "\"(not written yet)\"" }
        // A name past a thousand characters is cut: the format's scalars are bounded.
        var scalars = Substring(text).unicodeScalars
        var cut = false
        if let end = scalars.index(scalars.startIndex, offsetBy: maxNameLength, limitedBy: scalars.endIndex), end != scalars.endIndex {
            scalars = scalars[..<end]
            cut = true
        }
        var result = "\""
        for scalar in scalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if isFolded(scalar) {
                    result += " "
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + (cut ? "…\"" : "\"")
    }

    func traits(_ type: String) -> String? {
        let ancestors = index.ancestors(type)
        return ancestors.isEmpty ? nil : "[" + ancestors.map(Self.quote).joined(separator: ", ") + "]"
    }

    /// The type a presented value has, as far as the run shows.
    func resolve(_ type: PresentedType) -> String? {
        switch type {
        case .known(let name): name
        case .property(let owner, let name): owner.flatMap { index.type($0)?.storedProperties[name] ?? nil }
        case .unknown: nil
        }
    }

    /// A view controller node for the owner of a fact: one per fact, so that facts never
    /// interact (a second UIKit present from the same node would be "already presenting").
    mutating func owner(_ name: String?, origin: Origin, extra: [String] = []) -> String {
        owners += 1
        let id = "o\(owners)"
        let className = name ?? "(top level)"
        // A window each, under a stand-in modal host: a UIKit present from one owner must not
        // find another's presentation in its way.
        ownerLines.append(("  - root:", nil))
        ownerLines.append(("      class: ModalHostContainerViewController", nil))
        ownerLines.append(("      children:", nil))
        ownerLines.append(("        - class: \(Self.quote(className))", origin))
        ownerLines.append(("          id: \(id)", origin))
        if let name, let traits = traits(name) { ownerLines.append(("          is: \(traits)", origin)) }
        if let name, omitsOwnModals(name) { ownerLines.append(("          showsOwnModals: false", origin)) }
        for line in extra { ownerLines.append((line, origin)) }
        return id
    }

    mutating func add(_ facts: FileFacts, file: String) {
        func origin(_ range: SourceRange, _ logical: String) -> Origin { Origin(file: file, range: range, logical: "Swift:" + logical) }
        self.file = file
        fileTypes = Dictionary(facts.types.map { ($0.name, $0) }) { first, _ in first }
        for present in facts.presents { addPresent(present, origin: origin(present.range, present.member)) }
        for call in facts.helperCalls {
            if let present = presentThroughHelper(call) { addPresent(present, origin: origin(call.range, call.member)) }
        }
        for observer in facts.observers { addObserver(observer, file: file) }
        if index.importsModals {
            for type in facts.types where !type.methodEvents.isEmpty { addDoubleDismisses(type, file: file) }
        }
        // Without swift-modals no modal host is looked for: a view added without addChild(_:)
        // loses UIKit's callbacks only, which this rule does not claim alone (pocket-casts-ios).
        for fact in facts.uncontained where index.usesModals {
            guard let childType = fact.childType ?? (index.type(fact.owner)?.storedProperties[fact.child] ?? nil),
                  index.isViewController(childType), index.isViewController(fact.owner), let owner = index.type(fact.owner),
                  !owner.containedChildren.contains(fact.child), !owner.addsUnknownChild else { continue }
            let at = origin(fact.range, fact.member)
            var extra = ["          children:", "            - class: \(Self.quote(childType))"]
            if let traits = traits(childType) { extra.append("              is: \(traits)") }
            extra.append("              contained: false")
            let key = "\(fact.owner)>\(childType)"
            // A whole run's snapshot (extract) that already has this view on a window's path
            // says it there: once is one finding.
            if ownFile == nil, uncontainedOnPaths.contains(key) { continue }
            let first = ownerLines.count
            _ = self.owner(fact.owner, origin: at, extra: extra)
            uncontainedStandIns[key, default: []].append(first..<ownerLines.count)
        }
        for type in facts.types where type.kind != .protocol {
            addSearch(type, origin: { origin($0, type.name) })
        }
        addSwiftUI(facts, origin: origin)
        for render in facts.renders {
            let at = origin(render.renders[0].range, render.member)
            workflowLines.append(("  - name: \(Self.quote(render.workflow))", at))
            workflowLines.append(("    renders:", at))
            for (state, screen, range) in render.renders {
                let here = origin(range, render.member)
                workflowLines.append(("      - state: \(Self.quote(state))", here))
                workflowLines.append(("        screen: \(screen.yaml)", here))
            }
        }
        for type in facts.types where !writtenStyles.contains(type.name) {
            guard let entry = styleEntry(declaredIn: type) else { continue }
            writtenStyles.insert(type.name)
            styleLines.append((entry, origin(type.behaviorPreferences[0].range, type.name)))
        }
    }

    mutating func addPresent(_ present: PresentFact, origin: Origin) {
        let type = resolve(present.presented.type)
        var presented = [("      class: \(Self.quote(type ?? present.presented.text))", origin)]
        if let type, let traits = traits(type) { presented.append(("      is: \(traits)", origin)) }
        var keys: [String]
        switch present.via {
        case .modals, .toasts:
            guard isSwiftModalsPresent(present) else { return }
            var style = "full"
            // A self-sizing style the run declares, and what the code shows of the presented
            // view controller's size chain.
            if present.via == .modals, let type, !present.presented.sizeSetElsewhere,
               let sizing = resolveSelfSizingStyle(present.style), let chain = sizeChainLines(below: type, origin: origin) {
                style = Self.quote(sizing)
                presented += chain
                addForeignStyle(sizing, origin: origin)
            }
            keys = ["    via: \(present.via.rawValue)", "    style: \(style)"]
            if present.lifetime == .discarded { keys.append("    lifetime: discarded") }
        case .uikit:
            if let detached = detachedPresenter(present) {
                addDetachedPresent(present, type: type, node: detached, origin: origin)
                return
            }
            // Only what the UIKit rules can judge from the code alone: a popover-prone or split
            // view controller, its anchor and style set (or not) right where it is presented.
            guard let type, !present.checksIdiom, index.idiomMembers.isDisjoint(with: present.namesAsked),
                  index.type(type)?.configuresOwnPresentation != true,
                  reachesUIKitPresent(present) else { return }
            var present = present
            judgeKeptInProperties(&present.presented, owner: present.owner)
            let isActivity = index.is(type, "UIActivityViewController")
            let isSheet = index.is(type, "UIAlertController") && present.presented.actionSheet == true
            let isSplit = index.is(type, "UISplitViewController")
            // Any view controller given the popover style where it is presented.
            let isPopover = present.presented.uikitStyle == .some(.some(UIKitStyle.popover.rawValue))
            let editing = isActivity || isSheet || isSplit || isPopover ? nil : editingScreenLines(present, type: type, origin: origin)
            guard isActivity || isSheet || isSplit || isPopover || editing != nil else { return }
            presented += editing ?? []
            var style: String?
            switch present.presented.uikitStyle {
            case .some(.some(let written)): style = written
            case .some(.none): return
            case .none: style = nil
            }
            if isActivity || isSheet || isPopover, present.presented.anchored == nil { return }
            if isSheet { presented.append(("      actionSheet: true", origin)) }
            keys = ["    via: uikit"]
            if let style { keys.append("    style: \(style)") }
            if present.presented.anchored != false { keys.append("    anchored: true") }
        }
        let from = present.via == .uikit ? owner(present.owner, origin: origin) : presenterOnPath(present, origin: origin)
        callLines.append(("  - present:", origin))
        callLines += presented.map { ($0.0, $0.1) }
        callLines.append(("    from: \(from)", origin))
        for line in keys { callLines.append((line, origin)) }
    }

    /// Whether a `present(_:animated:)` call is UIKit's: on another value it is taken to be; on
    /// `self` only from a view controller (its classes declared in the run, up to UIKit's) none
    /// of whose declarations has a `present(_:animated:)` of its own (a helper that anchors the
    /// popover first would be judged in its place).
    func reachesUIKitPresent(_ present: PresentFact) -> Bool {
        guard present.onSelf else { return true }
        guard let owner = present.owner else { return false }
        if ProjectIndex.viewControllerRoots.contains(owner) { return index.type(owner)?.declaresPresent != true }
        guard let chain = index.classChain(owner) else { return index.isViewControllerBeyondRun(owner) }
        return !chain.contains { $0.declaresPresent }
    }

    /// A view controller guarding itself with isModalInPresentation and showing a plain
    /// UISearchController in its navigation item: inside the sheet's navigation controller
    /// (where a navigation item's search bar shows), with the search active.
    /// Both facts must be in this file (their lines are this file's); the whole type must not
    /// touch isModalInPresentation otherwise nor assign a second search controller.
    private mutating func addSearch(_ type: TypeFacts, origin: (SourceRange) -> Origin) {
        let name = type.name
        // The file's own facts first: most types have none, and the index's walk up the
        // inheritance chain is the dear part.
        guard let modal = type.search.modalTrue, let assigned = type.search.searchAssigned,
              let merged = index.type(name), !merged.search.otherModal,
              case .some(let all) = merged.search.searchAssigned.map(\.value), !all.isUnknown,
              index.isViewController(name) else { return }
        switch assigned.value {
        case .unknown: return
        case .constructed: break
        case .property(let property):
            guard merged.storedProperties[property] == .some("UISearchController") else { return }
        }
        ownerLines.append(("  - root:", nil))
        ownerLines.append(("      class: UIViewController", nil))
        ownerLines.append(("      presented:", nil))
        ownerLines.append(("        class: UINavigationController", nil))
        ownerLines.append(("        style: pageSheet", nil))
        ownerLines.append(("        children:", nil))
        ownerLines.append(("          - class: \(Self.quote(name))", origin(type.nameRange)))
        if let traits = traits(name) { ownerLines.append(("            is: \(traits)", origin(type.nameRange))) }
        ownerLines.append(("            modalInPresentation: true", origin(modal)))
        ownerLines.append(("            searchController: {active: true, modalInPresentation: false}", origin(assigned.range)))
    }

    private mutating func addObserver(_ observer: ObserverFact, file: String) {
        let logical = "Swift:" + observer.member
        let at = Origin(file: file, range: observer.range, logical: logical)
        var token = "discarded"
        var stops = true
        var strong = false
        switch observer.token {
        case .unknown: return
        case .discarded: break
        case .property(let name):
            guard let owner = observer.owner, let type = index.type(owner), type.storedProperties[name] != nil else { return }
            token = "retained"
            stops = !observer.hasClosure || type.stopsObserving || type.propertiesSetToNil.contains(name)
            // Only a class instance keeps a token and is kept by a closure: a cycle.
            strong = observer.strongSelf && index.isClass(owner)
        }
        let extra = [
            "          observers:",
            "            - workflow: \(Self.quote(observer.workflow))",
        ]
        let id = owner(observer.owner, origin: at, extra: extra)
        _ = id
        ownerLines.append(("              token: \(token)", Origin(file: file, range: observer.tokenRange, logical: logical)))
        ownerLines.append(("              capture: \(strong ? "strong" : "weak")",
                           Origin(file: file, range: observer.closureRange, logical: logical)))
        ownerLines.append(("              stopsOnDone: \(stops)", at))
    }

    /// The snapshot: header, styles, a window for each owner, then the calls. `comments`: a `# FILE:LINE` comment on each fact's first line.
    func render(comments: Bool) -> (text: String, origins: [Int: Origin]) {
        var all: [(text: String, origin: Origin?)] = [("modallint: 1", nil)]
        // The rules that read the environment (popovers, split views) are judged where they
        // fail, iPad, unless the configuration says otherwise (`idiom`); a configured `width`
        // applies as it does to any snapshot.
        all.append(("environment: {idiom: \(idiom.rawValue)}", nil))
        if !styleLines.isEmpty {
            all.append(("styles:", nil))
            all += styleLines
        }
        all.append(("windows:", nil))
        if ownerLines.isEmpty {
            all.append(("  - root: {class: ModalHostContainerViewController}", nil))
        }
        all += ownerLines.indices.lazy.filter { !droppedOwnerLines.contains($0) }.map { ownerLines[$0] }
        if !callLines.isEmpty {
            all.append(("calls:", nil))
            all += callLines
        }
        if !workflowLines.isEmpty {
            all.append(("workflows:", nil))
            all += workflowLines
        }
        // One file's links are judged per type (`swiftUIParts`); the whole run's all together.
        all += renderSwiftUI(ownFile: ownFile, links: ownFile == nil ? swiftUILinks : [])
        var text = ""
        var origins: [Int: Origin] = [:]
        var previous: Origin?
        for (number, line) in all.enumerated() {
            text += line.text
            if let origin = line.origin {
                origins[number + 1] = origin
                if comments, previous.map({ $0.file != origin.file || $0.range != origin.range }) ?? true {
                    // A file name may hold a line break (LF, CR, NEL, LS, PS all end a YAML
                    // comment): escaped, it cannot add a line to the snapshot.
                    text += "  # \(TerminalText.escape(origin.file)):\(origin.range.start.line)"
                }
            }
            previous = line.origin
            text += "\n"
        }
        return (text, origins)
    }
}
