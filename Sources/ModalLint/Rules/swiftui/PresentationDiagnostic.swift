extension LintContext {
    /// A finding at a SwiftUI presentation, its message opened by what is presented: "the sheet
    /// (EditView) " + `message`; named by the presentation's line-independent name.
    func diagnostic(_ rule: RuleMetadata, at presentation: SwiftUIPresentation, _ message: String) -> Diagnostic {
        let content = presentation.content.map { " (\($0))" } ?? ""
        return diagnostic(rule, at: presentation.range, "the \(presentation.kind.rawValue)\(content) " + message,
                          logicalLocation: presentation.logicalName)
    }
}
