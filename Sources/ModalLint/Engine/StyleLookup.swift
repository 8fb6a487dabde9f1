/// What a caller needs of `snapshot.styles[name]`, asked for each of thousands of
/// presentations, most naming one of a few styles: the names asked last are compared before the
/// dictionary is searched (hashing a String is costly), and only the fact is kept, not the
/// whole style (copying one out retained its strings).
struct StyleLookup<Fact> {
    private let styles: [String: ModalStyle]
    private let fact: (ModalStyle?) -> Fact
    // Two arrays, not one of pairs: comparing a pair's name copied the pair out.
    private var recentNames: [String] = []
    private var recentFacts: [Fact] = []
    private static var remembered: Int { 4 }

    init(_ styles: [String: ModalStyle], fact: @escaping (ModalStyle?) -> Fact) {
        self.styles = styles
        self.fact = fact
    }

    mutating func fact(named name: String) -> Fact {
        if let position = recentNames.firstIndex(of: name) { return recentFacts[position] }
        let answer = fact(styles[name])
        if recentNames.count == Self.remembered {
            recentNames.removeFirst()
            recentFacts.removeFirst()
        }
        recentNames.append(name)
        recentFacts.append(answer)
        return answer
    }
}
