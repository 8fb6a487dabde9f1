import ModalLint

/// Styles and preferredContentSize chains (`size/*`): a style is written when its opt-in is a
/// literal; a presented view controller's chain only when every class on it is in the run.
extension SnapshotWriter {
    /// The `styles` entry of a `ModalPresentationStyle` declared (not extended) here, when its one
    /// behaviorPreferences(for:) returns a literal opt-in.
    func styleEntry(declaredIn type: TypeFacts) -> String? {
        // The declaration's own facts first: the index is asked only about a type that can be a
        // style, so a lazy parse reads no other file for the others.
        guard type.kind != .extension, type.kind != .protocol, type.behaviorPreferences.count == 1,
              let uses = type.behaviorPreferences[0].usesPreferredContentSize,
              index.is(type.name, "ModalPresentationStyle"),
              let merged = index.type(type.name), merged.behaviorPreferences.count == 1 else { return nil }
        let sizing = merged.readsPreferredContentSize ? "content" : "fixed"
        return "  \(Self.quote(type.name)): {sizing: \(sizing), usesPreferredContentSize: \(uses)}"
    }

    /// The style a `style:` argument names, when it is one style of the run that sizes from
    /// content and opts in (the only case the size chain is judged in).
    func resolveSelfSizingStyle(_ reference: StyleReference) -> String? {
        let candidates: [String]
        switch reference {
        case .unknown: return nil
        case .constructed(let name): candidates = [name]
        case .member(let name): candidates = index.type("ModalPresentationStyleProvider")?.sizes.providerStatics[name] ?? []
        }
        let styles = Set(candidates.filter { index.is($0, "ModalPresentationStyle") })
        guard styles.count == 1, let name = styles.first, let merged = index.type(name), merged.readsPreferredContentSize,
              merged.behaviorPreferences.count == 1, merged.behaviorPreferences[0].usesPreferredContentSize == true else { return nil }
        return name
    }

    /// A style declared in another file: written at the present that uses it. It sizes from
    /// content and opts in, so no style rule reports it here.
    mutating func addForeignStyle(_ name: String, origin: Origin) {
        if writtenStyles.contains(name) { return }
        if let declared = fileTypes[name], styleEntry(declaredIn: declared) != nil { return }
        writtenStyles.insert(name)
        styleLines.append(("  \(Self.quote(name)): {sizing: content, usesPreferredContentSize: true}", origin))
    }

    /// The lines under a presented `type` that describe its size chain: whether it forwards its
    /// children's size, and its contained children that set a literal size. nil when the code
    /// does not show the chain: a class on it comes from outside the run, it sets its own size,
    /// or no contained child sets one.
    func sizeChainLines(below type: String, origin: Origin) -> [(String, Origin)]? {
        guard let chain = index.classChain(type), !chain.contains(where: { $0.sizes.sets }) else { return nil }
        var childTypes: [String] = []
        for declared in chain {
            for name in declared.containedChildren.sorted() {
                if let owner = chain.first(where: { $0.storedProperties[name] != nil }), let childType = owner.storedProperties[name] ?? nil {
                    childTypes.append(childType)
                }
            }
            childTypes += declared.sizes.containedChildTypes.sorted()
        }
        var lines: [(String, Origin)] = []
        var seen: Set<String> = []
        for child in childTypes where seen.insert(child).inserted {
            // The nearest class on the child's chain that sets the size decides it.
            guard index.isViewController(child), let childChain = index.classChain(child),
                  let setter = childChain.first(where: { $0.sizes.sets }), let size = setter.sizes.literal else { continue }
            let here = fileTypes[setter.name]?.sizes.literal.map { $0.range == size.range } == true
                ? Origin(file: file, range: size.range, logical: "Swift:" + setter.name) : origin
            lines.append(("        - class: \(Self.quote(child))", origin))
            if let traits = traits(child) { lines.append(("          is: \(traits)", origin)) }
            lines.append(("          preferredContentSize: [\(Size.format(size.width)), \(Size.format(size.height))]", here))
        }
        guard !lines.isEmpty else { return nil }
        var result: [(String, Origin)] = []
        if chain.contains(where: { $0.sizes.forwards }) { result.append(("      forwardsPreferredContentSize: true", origin)) }
        result.append(("      children:", origin))
        return result + lines
    }
}
