import ModalLint

/// The lazy parse: which of the files `scan(lazily: true)` left unparsed the project index needs.
extension SwiftFrontEnd {
    /// `files`' indices, the largest unparsed file first.
    static func largestFirst(_ scanned: [ScannedFile], _ files: [Int]) -> [Int] {
        files.map { (at: $0, size: scanned[$0].unparsed?.bytes.count ?? 0) }.sorted { $0.size > $1.size }.map(\.at)
    }

    /// Each file's facts written in the model's words (`write`), against a project index that
    /// parses the files `scan(lazily: true)` left unparsed only as far as it is asked about a
    /// type they may declare: most files of an app add nothing but declarations that no fact
    /// of the run ever looks up.
    ///
    /// Writing a file's facts is a function of its facts and of the index's answers about the
    /// type names it asks (an answer depends only on the declarations of the name asked; a walk
    /// up an inheritance chain asks each name on the way). Each round writes files, recording
    /// the names each asks, and parses each unparsed file that may declare one of them
    /// (`DeclaredNames`: a superset). The next round writes the files just parsed and those
    /// that asked about a name they declare; every other file would ask the same and be
    /// answered the same. In a round that parses nothing, every name asked has all of its
    /// declarations in the index, so every written fact is what parsing every file gives.
    /// What is lost: a syntax error in a file never parsed is not reported (the file adds
    /// nothing either way).
    /// `idioms`: each file's, for `write`.
    func settle(_ scanned: inout [ScannedFile], jobs: Int, idioms: [Idiom?]) -> [SourceFacts?] {
        var written = [SourceFacts?](repeating: nil, count: scanned.count)
        var asked = [Set<String>](repeating: [], count: scanned.count)
        // An unparsed file's facts are empty: writing them writes and asks nothing.
        var writing = scanned.indices.filter { scanned[$0].facts != nil && scanned[$0].unparsed == nil }
        var index = ProjectIndex(scanned.compactMap(\.facts))
        while true {
            let waiting = scanned.indices.filter { scanned[$0].unparsed != nil }
            let records = !waiting.isEmpty
            let files = scanned, asking = index
            // The presentation graph once a round, not once a file: a file whose write reads it
            // asked every name the graph asked.
            var graphIndex = index
            let graphQueries = TypeQueries()
            if records { graphIndex.queries = graphQueries }
            let graph = PresentationGraph(index: graphIndex)
            let results = BigStackParallel.map(writing, jobs: jobs) { at -> (SourceFacts?, Set<String>) in
                guard let facts = files[at].facts else { return (nil, []) }
                guard records else {
                    return (Self.write(facts, file: files[at].display, index: asking, idiom: idioms[at], graph: graph).facts, [])
                }
                var recording = asking
                let queries = TypeQueries()
                recording.queries = queries
                let written = Self.write(facts, file: files[at].display, index: recording, idiom: idioms[at], graph: graph)
                return (written.facts, written.readGraph ? queries.names.union(graphQueries.names) : queries.names)
            }
            for (at, result) in zip(writing, results) { (written[at], asked[at]) = result }
            guard records else { return written }
            let queried = DeclaredNames.Queries(asked.reduce(into: Set<String>()) { $0.formUnion($1) })
            let pulled = waiting.filter { scanned[$0].unparsed?.declarations?.mayDeclare(anyOf: queried) == true }
            // The bytes of the files left unparsed go with `scanned`, not freed here one by one
            // on one thread.
            guard !pulled.isEmpty else { return written }
            // Largest first, so that both threads end together.
            let bySize = Self.largestFirst(scanned, pulled)
            let parsed = BigStackParallel.map(bySize.map { scanned[$0] }, jobs: jobs) { Self.parse($0) }
            for (at, file) in zip(bySize, parsed) { scanned[at] = file }
            let declared = Set(parsed.flatMap { $0.facts?.types.map(\.name) ?? [] })
            index.update(declared, from: scanned.compactMap(\.facts))
            let isPulled = Set(pulled)
            writing = scanned.indices.filter { isPulled.contains($0) || !asked[$0].isDisjoint(with: declared) }
        }
    }
}
