/// Every type of the run's Swift files, merged across files and extensions: what a name
/// derives from or conforms to, and what the type body says about itself.
struct ProjectIndex: Sendable {
    private var types: [String: TypeFacts] = [:]
    /// When set, every name looked up is recorded in it (`SwiftFrontEnd.settle`).
    var queries: TypeQueries?
    /// Modal Presenter roots of every file, in file order; whether any is not written literally.
    private(set) var swiftUIRoots: [(file: String, root: SwiftUIFacts.Root)] = []
    private(set) var swiftUIUnknownRoots = false
    /// Item-driven modal methods -> whether they cache the item (nil: declarations disagree).
    private(set) var itemMethods: [String: Bool?] = [:]
    /// SwiftUI view types of the run -> what their declarations show of editing.
    private(set) var swiftUIViews: [String: SwiftUIPresentationFacts.View] = [:]
    /// Some file names swift-modals' module: only then does a view controller look for a modal host.
    private(set) var usesModals = false
    /// Some file imports `Modals` or `WorkflowModals`: only then is a `modalPresenter` swift-modals'.
    private(set) var importsModals = false
    /// Members of the run that read the device's idiom or size class, by name.
    private(set) var idiomMembers: Set<String> = []
    /// Every `window.rootViewController = ...` of the run, in file order.
    private(set) var windowRoots: [WindowRootFact] = []

    init(_ files: [FileFacts]) {
        types.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
        for file in files {
            swiftUIRoots += file.swiftUI.roots.map { (file.file, $0) }
            swiftUIUnknownRoots = swiftUIUnknownRoots || file.swiftUI.unknownRoots
            itemMethods.merge(file.swiftUI.itemMethods) { old, new -> Bool? in old == new ? old : nil }
            for (name, view) in file.swiftUI.presentations.views { swiftUIViews[name, default: .init()].merge(view) }
            usesModals = usesModals || file.namesModals
            importsModals = importsModals || file.importsModals
            windowRoots += file.windowRoots
            idiomMembers.formUnion(file.idiomMembers)
            for type in file.types { add(type) }
        }
    }

    /// The entries of `names` read again from `files` (in file order, as `init` reads them),
    /// after files declaring them joined `files`: what `init(files)` would give, when the files
    /// that joined add types only (no Modal Presenter facts).
    mutating func update(_ names: Set<String>, from files: [FileFacts]) {
        for name in names { types[name] = nil }
        for file in files {
            for type in file.types where names.contains(type.name) { add(type) }
        }
    }

    /// A declaration, merged in place with those of the type already seen (the index is built
    /// on one thread, between the parallel parts).
    private mutating func add(_ type: TypeFacts) {
        if let at = types.index(forKey: type.name) {
            Self.merge(type, into: &types.values[at])
        } else {
            types[type.name] = type
        }
    }

    /// What the run knows of the type `name`: every lookup goes through here, so that a lazy
    /// parse learns which declarations an answer can depend on.
    func type(_ name: String) -> TypeFacts? {
        queries?.names.insert(name)
        return types[name]
    }

    /// Another declaration or extension of a type already seen, added to what is known of it.
    private static func merge(_ type: TypeFacts, into known: inout TypeFacts) {
        if known.kind == .extension, type.kind != .extension {
            known.kind = type.kind
            known.nameRange = type.nameRange
            // The declaration's clause first: its first entry is the superclass.
            known.inherited = type.inherited + known.inherited.filter { !type.inherited.contains($0) }
        }
        known.inherited += type.inherited.filter { !known.inherited.contains($0) }
        known.storedProperties.merge(type.storedProperties) { old, _ in old }
        known.containedChildren.formUnion(type.containedChildren)
        known.addsUnknownChild = known.addsUnknownChild || type.addsUnknownChild
        known.stopsObserving = known.stopsObserving || type.stopsObserving
        known.propertiesSetToNil.formUnion(type.propertiesSetToNil)
        known.readsPreferredContentSize = known.readsPreferredContentSize || type.readsPreferredContentSize
        known.behaviorPreferences += type.behaviorPreferences
        known.configuresOwnPresentation = known.configuresOwnPresentation || type.configuresOwnPresentation
        known.search.merge(type.search)
        known.sizes.merge(type.sizes)
        known.makesSaveButton = known.makesSaveButton || type.makesSaveButton
        known.makesCancelButton = known.makesCancelButton || type.makesCancelButton
        known.editsText = known.editsText || type.editsText
        known.firstResponders.formUnion(type.firstResponders)
        known.entersEditing = known.entersEditing || type.entersEditing
        known.handlesDismissAttempt = known.handlesDismissAttempt || type.handlesDismissAttempt
        known.declaresPresent = known.declaresPresent || type.declaresPresent
        known.overridesViewLifecycle = known.overridesViewLifecycle || type.overridesViewLifecycle
        known.sheets.merge(type.sheets) { old, new in old == new ? old : MadeController(type: old.type, actionSheet: nil) }
        known.popoverConfigured.formUnion(type.popoverConfigured)
        known.presentHelpers.merge(type.presentHelpers) { old, _ in old }
        known.laysOutOthersModals = known.laysOutOthersModals || type.laysOutOthersModals
        known.laysOutOwnModals = known.laysOutOwnModals || type.laysOutOwnModals
        known.edges += type.edges
        known.initStores.merge(type.initStores) { old, new in old == new ? old : "" }
        known.propertyValues.merge(type.propertyValues) { old, new in old == new ? old : .unknown }
        known.methodEvents.merge(type.methodEvents) { old, _ in old }
        known.tokenPresents.merge(type.tokenPresents) { old, _ in old }
    }

    /// Everything `name` derives from or conforms to, nearest first; bounded, and safe
    /// against cycles written in broken code.
    func ancestors(_ name: String) -> [String] {
        var result: [String] = []
        var pending = type(name)?.inherited ?? []
        var next = 0
        while next < pending.count, result.count < 64 {
            let candidate = pending[next]
            next += 1
            // At most 64 names: searching them is cheaper than hashing each into a set.
            guard candidate != name, !result.contains(candidate) else { continue }
            result.append(candidate)
            pending += type(candidate)?.inherited ?? []
        }
        return result
    }

    /// Whether `name` is `trait` or derives from or conforms to it, as far as the run shows.
    func `is`(_ name: String, _ trait: String) -> Bool {
        name == trait || ancestors(name).contains(trait)
    }

    static let viewControllerRoots: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UIPageViewController", "UITabBarController", "UISplitViewController", "UIHostingController",
        "UIAlertController", "UIActivityViewController", "ModalHostContainerViewController",
    ]

    /// Framework classes that are not view controllers, as superclasses are commonly written.
    static let plainBaseClasses: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIControl", "UIButton", "UIWindow", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UILabel",
        "UIImageView", "UITextField", "UITextView", "UIGestureRecognizer", "Operation", "NSCoder", "CALayer",
    ]

    /// A class whose superclass chain leaves the run before reaching UIKit (a third-party form
    /// or collection controller) is a view controller when its code shows it is one: it
    /// overrides a view controller's life-cycle method, and none of the run's classes on its
    /// chain declares a `present(_:animated:)` of its own.
    func isViewControllerBeyondRun(_ name: String) -> Bool {
        var current = name
        var shows = false
        for _ in 0..<64 {
            guard let facts = type(current) else {
                return shows && !Self.plainBaseClasses.contains(current) && current != name
            }
            guard facts.kind == .class || (facts.kind == .extension && current != name), !facts.declaresPresent,
                  let superclass = facts.inherited.first else { return false }
            shows = shows || facts.overridesViewLifecycle
            current = superclass
        }
        return false
    }

    /// Whether `name` is a swift-modals modal host: the framework's, or a type the run shows
    /// conforming to `ModalHost`.
    func isModalHost(_ name: String) -> Bool {
        self.is(name, "ModalHostContainerViewController") || self.is(name, "ModalHost")
    }

    /// Whether the run shows `name` to be a view controller (a UIKit one, or a subclass).
    func isViewController(_ name: String) -> Bool {
        Self.viewControllerRoots.contains(name) || ancestors(name).contains { Self.viewControllerRoots.contains($0) }
    }

    /// `name` and its superclasses declared in the run, nearest first, up to a UIKit view
    /// controller class; nil when the chain leaves the run before reaching one (a superclass
    /// from elsewhere may do anything).
    func classChain(_ name: String) -> [TypeFacts]? {
        var chain: [TypeFacts] = []
        var current = name
        while chain.count < 64 {
            if Self.viewControllerRoots.contains(current) { return chain.isEmpty ? nil : chain }
            guard let facts = type(current), facts.kind == .class, let superclass = facts.inherited.first else { return nil }
            chain.append(facts)
            current = superclass
        }
        return nil
    }

    /// `name` and the superclasses the run declares up to UIKit's (`classChain`), or `name`
    /// alone where the chain leaves the run: where what a view controller does is written.
    func declaringClasses(_ name: String) -> [String] {
        classChain(name)?.map(\.name) ?? [name]
    }

    func isClass(_ name: String) -> Bool {
        type(name)?.kind == .class || isViewController(name)
    }
}

/// The type names an index was asked about. Filled by one thread at a time: each task that
/// writes with an index has its own copy of the index and of this.
final class TypeQueries: @unchecked Sendable {
    var names: Set<String> = []
}
