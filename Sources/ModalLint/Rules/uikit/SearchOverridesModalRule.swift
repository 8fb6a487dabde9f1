/// `uikit/search-overrides-modal`: an active search controller lifts isModalInPresentation.
public struct SearchOverridesModalRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/search-overrides-modal", severity: .warning,
        summary: "a sheet relies on isModalInPresentation, but an active search controller lets it be swiped away while searching",
        explanation: """
            isModalInPresentation on a screen inside a sheet (for example a view controller pushed on the \
            presented navigation controller) stops swipe-to-dismiss. But while that sheet's search bar is \
            active, the UISearchController (which UIKit presents) decides instead: unless the search controller \
            itself is modal in presentation, the sheet can be swiped away during a search. Setting \
            isModalInPresentation on the presented view controller itself is not affected. Reported for UIKit \
            sheets that can be swiped away (iOS 13 and later, linked against the iOS 13 SDK).
            """,
        fix: "set isModalInPresentation on the presented view controller itself (e.g. the presented navigation controller), or on the UISearchController while the screen has to stay",
        source: "https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e, \"Don't Swipe me Bro!\" (search bars); https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation",
        triggeringExample: """
            windows:
              - root:
                  class: NotesViewController
                  presented:
                    class: UINavigationController
                    style: pageSheet
                    children:
                      - class: TagPickerViewController
                        modalInPresentation: true
                        searchController: {active: true, modalInPresentation: false}
            """,
        cleanExample: """
            windows:
              - root:
                  class: NotesViewController
                  presented:
                    class: UINavigationController
                    style: pageSheet
                    modalInPresentation: true
                    children:
                      - class: TagPickerViewController
                        searchController: {active: true, modalInPresentation: false}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        return context.uikit.interactiveDismissals.flatMap { dismissal -> [Diagnostic] in
            let contents = dismissal.contents
            guard dismissal.isUIKit, let guarded = contents.modalInPresentation.first,
                  !contents.modalInPresentation.contains(dismissal.presented) else { return [] }
            let presented = context.name(dismissal.presented)
            return contents.unguardedSearch.map { searcher in
                let range = snapshot.controllers[searcher].searchController?.range ?? snapshot.controllers[searcher].classRange
                var path = UIKitFindings.subtreePath(dismissal, to: guarded, in: context, note: "modalInPresentation")
                if searcher != guarded {
                    path.append(PathStep(range: snapshot.controllers[searcher].classRange,
                                         note: "\(context.name(searcher)) (active search controller)"))
                }
                return context.diagnostic(
                    metadata, at: range,
                    "\(presented) relies on isModalInPresentation of \(context.name(guarded)) to block swipe-to-dismiss, but \(context.name(searcher))'s search controller is active and not modal in presentation: while searching, the \(dismissal.describedStyle) can be swiped away",
                    path: path,
                    fix: "set isModalInPresentation on \(presented) itself, or on \(context.name(searcher))'s UISearchController",
                    logicalLocation: snapshot.logicalName(searcher) + "/searchController")
            }
        }
    }
}
