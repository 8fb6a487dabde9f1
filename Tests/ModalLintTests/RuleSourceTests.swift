import Foundation
import Testing
@testable import ModalLint

/// Every rule's `source` names something a reader can open: a framework file by repository and
/// path, a documentation page by URL, or a file of this repository. "rules.md section N" named a
/// design note that is not in the repository; this keeps such citations out.
enum RuleSources {
    /// Files whose existence was checked in the repositories, at the versions the rules were
    /// checked against (swift-modals 3.0.0, workflow-swift 0061902f, VCore's main branch,
    /// libyaml 0.2.5). Add a path here only after opening it there.
    static let frameworkFiles: [String: Set<String>] = [
        "square/swift-modals": [
            "Documentation/tips.md",
            "Modals/Sources/ModalBehaviorPreferences.swift",
            "Modals/Sources/ModalHostContainerViewController.swift",
            "Modals/Sources/ModalHostValidation.swift",
            "Modals/Sources/ModalListObserver.swift",
            "Modals/Sources/ModalPresentationContext.swift",
            "Modals/Sources/ModalPresenter.swift",
            "Modals/Sources/TrampolineModalListObserver.swift",
            "Modals/Sources/TrampolineModalPresenter.swift",
            "Modals/Sources/UIViewController+Modals.swift",
            "WorkflowModals/Sources/AnyModalToastContainer.swift",
            "WorkflowModals/Sources/ModalHostContainer.swift",
            "WorkflowModals/Sources/ModalListObserver+Workflow.swift",
            "WorkflowModals/Sources/PresentedModalsManager.swift",
            "WorkflowModals/Sources/WorkflowModalListProvider.swift",
        ],
        "square/workflow-swift": [
            "WorkflowUI/Sources/Hosting/WorkflowHostingController.swift",
            "WorkflowUI/Sources/ViewControllerDescription/ViewControllerDescription.swift",
        ],
        "VakhoKontridze/VCore": ["Documentation/Modal Presenter.md"],
        "yaml/libyaml": ["include/yaml.h"],
    ]
    /// Documentation sites and the article the UIKit rules were checked against.
    static let urlPrefixes = [
        "https://developer.apple.com/documentation/uikit/",
        "https://developer.apple.com/documentation/swiftui/",
        // WWDC21 "Demystify SwiftUI": identity and lifetime, which the documentation pages do not state.
        "https://developer.apple.com/videos/play/wwdc2021/10022/",
        "https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-",
        "https://yaml.org/spec/1.2.2/",
        "https://pubs.opengroup.org/onlinepubs/",
    ]
    static let localFiles = ["man/modallint.1", "man/modallint.5", "README.md", "docs/rules.md"]

    /// What is wrong with one source text (empty: nothing).
    static func problems(_ source: String, root: URL) -> [String] {
        var problems: [String] = []
        var citations = 0
        for (repository, files) in frameworkFiles {
            var rest = Substring(source)
            while let found = rest.range(of: repository + " ") {
                let after = rest[found.upperBound...]
                if files.contains(where: { after.hasPrefix($0) }) {
                    citations += 1
                } else {
                    problems.append("\(repository) \(after.prefix(60)): not a file known to exist there")
                }
                rest = after
            }
        }
        for url in source.split(separator: " ").filter({ $0.hasPrefix("http") }) {
            if urlPrefixes.contains(where: { url.hasPrefix($0) }) { citations += 1 } else { problems.append("unknown site \(url)") }
        }
        for path in localFiles where source.contains(path) {
            citations += 1
            if !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
                problems.append("\(path) is not in the repository")
            }
        }
        if source.contains("rules.md section") { problems.append("cites rules.md sections, which are not in the repository") }
        if citations == 0 { problems.append("cites no framework file, documentation page or repository file") }
        return problems
    }
}

@Test func everyRuleSourceNamesSomethingReal() {
    for rule in RuleRegistry.metadata {
        let problems = RuleSources.problems(rule.source, root: Fixtures.root)
        #expect(problems.isEmpty, "\(rule.id): \(problems)")
    }
}

@Test func ruleSourceCheckRejectsWhatDoesNotExist() {
    #expect(!RuleSources.problems("rules.md section 1", root: Fixtures.root).isEmpty)
    #expect(!RuleSources.problems("square/swift-modals Modals/Sources/NoSuchFile.swift", root: Fixtures.root).isEmpty)
    #expect(!RuleSources.problems("https://example.com/", root: Fixtures.root).isEmpty)
    #expect(RuleSources.problems("square/swift-modals Documentation/tips.md, \"The Modal Host\"", root: Fixtures.root).isEmpty)
}
