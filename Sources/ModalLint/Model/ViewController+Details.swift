extension ViewController {
    /// The keys whose place in the file a rule may point at (`keyRange`).
    enum RangedKey: UInt8, Sendable {
        case hostFilter = 1, contained, preferredContentSize, forwardsPreferredContentSize, modalInPresentation, unsavedChanges

        init?(name: String) {
            switch name {
            case "hostFilter": self = .hostFilter
            case "contained": self = .contained
            case "preferredContentSize": self = .preferredContentSize
            case "forwardsPreferredContentSize": self = .forwardsPreferredContentSize
            case "modalInPresentation": self = .modalInPresentation
            case "unsavedChanges": self = .unsavedChanges
            default: return nil
            }
        }
    }

    /// What most view controllers lack, in one box: of 1,000,000 view controllers, hundreds of
    /// thousands have an id or a preferredContentSize (and its key's range), few anything else.
    /// Those two, one key range and `presented` are kept here (72 bytes, a 96-byte allocation);
    /// the rest in a box of its own (`Rare`). With everything in one box and the ranges in an
    /// array, a view controller with a size took 256 bytes in two allocations.
    ///
    /// The fields are flat, in this order, for the layout: an optional `Size` or a nested struct
    /// would add padding.
    struct Details: Sendable {
        var id: String?
        @Boxed private var rare: Rare?
        /// Key ranges past the first, looked up by comparing: a few keys at most.
        private var moreKeyRanges: [(key: RangedKey, range: CompactRange)] = []
        private var preferredSize = Size(width: 0, height: 0)
        private var firstKeyRange = CompactRange(SourceRange.fileStart)
        private var firstKey: RangedKey?
        private var hasPreferredSize = false
        /// `ViewController.presented` when it is set (its flag says whether it is).
        var presentedIndex: Int32 = 0

        init() {}

        struct Rare: Sendable {
            var modals: [ControllerID] = []
            var toasts: [ControllerID] = []
            var observers: [Observer] = []
            /// `address:` as written (`0x...`, lowercased).
            var address: String?
            var declaredTraits: [String] = []
            var hostFilter: HostFilter?
            var forwardsPreferredContentSize: Bool?
            var searchController: SearchControllerInfo?
        }

        var preferredContentSize: Size? {
            get { hasPreferredSize ? preferredSize : nil }
            set {
                hasPreferredSize = newValue != nil
                preferredSize = newValue ?? Size(width: 0, height: 0)
            }
        }

        func keyRange(_ key: RangedKey) -> SourceRange? {
            if firstKey == key { return firstKeyRange.range }
            return moreKeyRanges.first { $0.key == key }?.range.range
        }

        mutating func setKeyRange(_ key: RangedKey, _ range: SourceRange) {
            if firstKey == nil || firstKey == key {
                (firstKey, firstKeyRange) = (key, CompactRange(range))
            } else if let position = moreKeyRanges.firstIndex(where: { $0.key == key }) {
                moreKeyRanges[position].range = CompactRange(range)
            } else {
                moreKeyRanges.append((key, CompactRange(range)))
            }
        }

        // The rare parts read as if stored here. `_modify` changes them in place (the decoder
        // appends to `modals` one at a time: a get and a set would copy the list each time).
        var modals: [ControllerID] {
            get { _rare.storage?.value.modals ?? [] }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.modals }
        }

        var toasts: [ControllerID] {
            get { _rare.storage?.value.toasts ?? [] }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.toasts }
        }

        var observers: [Observer] {
            get { _rare.storage?.value.observers ?? [] }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.observers }
        }

        var address: String? {
            get { _rare.storage?.value.address }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.address }
        }

        var declaredTraits: [String] {
            get { _rare.storage?.value.declaredTraits ?? [] }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.declaredTraits }
        }

        var hostFilter: HostFilter? {
            get { _rare.storage?.value.hostFilter }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.hostFilter }
        }

        var forwardsPreferredContentSize: Bool? {
            get { _rare.storage?.value.forwardsPreferredContentSize }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.forwardsPreferredContentSize }
        }

        var searchController: SearchControllerInfo? {
            get { _rare.storage?.value.searchController }
            _modify { yield &_rare.uniqueStorage(default: Rare()).value.searchController }
        }
    }
}
