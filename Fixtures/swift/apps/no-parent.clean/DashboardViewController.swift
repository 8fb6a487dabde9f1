import UIKit

final class DashboardViewController: UIViewController {
    private let summary = SummaryCardViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)
    }
}
