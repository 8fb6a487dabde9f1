import ModalLintRecorder

/// A view controller without UIKit: the members UIKit gives `RecordableViewController`,
/// stored, and `present` choosing the presenter as UIKit does (docs/design/rules.md §5): the nearest
/// ancestor defining the presentation context for currentContext styles, else the root of
/// the caller's containment tree. Subclasses give the recorded class names.
@MainActor
class FakeViewController: RecordableViewController, ModalLintUnsavedChangesReporting {
    typealias ModalLintNode = FakeViewController

    private(set) var children: [FakeViewController] = []
    private(set) weak var parent: FakeViewController?
    var presentedViewController: FakeViewController?
    weak var presentingViewController: FakeViewController?
    var isViewLoaded = true
    var definesPresentationContext = false
    var isModalInPresentation = false
    var modalLintPresentationStyle: RecordedPresentationStyle = .automatic
    var modalLintPreferredContentSize = RecordedSize(width: 0, height: 0)
    var modalLintIsInWindow = true
    var modalLintState: RecordedState = .appeared
    var modalLintIsModalHost = false
    var modalLintSuperclassNames: [String] = []
    var modalLintHasUnsavedChanges = false

    init() {}

    @discardableResult
    func add(_ children: FakeViewController...) -> Self {
        for child in children {
            child.parent = self
            self.children.append(child)
        }
        return self
    }

    func present(_ presented: FakeViewController, style: RecordedPresentationStyle) {
        presented.modalLintPresentationStyle = style
        var presenter = self
        if style == .currentContext || style == .overCurrentContext {
            var context: FakeViewController? = self
            while let candidate = context, !candidate.definesPresentationContext { context = candidate.parent }
            presenter = context ?? root
        } else {
            presenter = root
        }
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        // UIKit answers presentedViewController on the caller too.
        presentedViewController = presented
        if style == .fullScreen || style == .currentContext { presenter.modalLintIsInWindow = false }
    }

    /// The root of its containment tree: a window's root, or a presented view controller.
    var root: FakeViewController {
        var node = self
        while let parent = node.parent { node = parent }
        return node
    }
}

final class AppRootViewController: FakeViewController {
    override init() {
        super.init()
        modalLintIsModalHost = true
    }
}
final class UINavigationController: FakeViewController {}
final class UITabBarController: FakeViewController {}
final class SettingsViewController: FakeViewController {}
final class EditorViewController: FakeViewController {}
final class ColorPickerViewController: FakeViewController {}
final class HomeViewController: FakeViewController {}
final class ProfileViewController: FakeViewController {}
final class OnboardingViewController: FakeViewController {}
final class ModalHostContainerViewController: FakeViewController {}
final class Box<Content>: FakeViewController {}
final class Éditeur: FakeViewController {}
enum Outer {
    final class Inner: FakeViewController {}
}

// The classes of the objc.io debugging case study's `_printHierarchy` (Fixtures/import/01.txt).
final class PSPDFNavigationController: FakeViewController {}
final class PSCatalogViewController: FakeViewController {}
final class PSPDFViewController: FakeViewController {}
final class PSPDFContinuousScrollViewController: FakeViewController {}
final class PSPDFContainerViewController: FakeViewController {}
final class PSPDFStampViewController: FakeViewController {}
