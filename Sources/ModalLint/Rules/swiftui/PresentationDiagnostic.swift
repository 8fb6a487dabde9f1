extension LintContext {
    /// A finding at a SwiftUI presentation, its message opened by what is presented: "the sheet
    /// (EditView) " + `message` (an alert or dialog by its title); named by the presentation's
    /// line-independent name.
    func diagnostic(_ rule: RuleMetadata, at presentation: SwiftUIPresentation, _ message: String, fix: String? = nil) -> Diagnostic {
        let shown = presentation.shownName.map { " (\($0))" } ?? ""
        return diagnostic(rule, at: presentation.range, "the \(presentation.kind.rawValue)\(shown) " + message,
                          fix: fix, logicalLocation: presentation.logicalName)
    }
}
