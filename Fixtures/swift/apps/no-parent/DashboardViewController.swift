import UIKit

final class DashboardViewController: UIViewController {
    private let summary = SummaryCardViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The card's view joins the hierarchy, the card itself does not: no addChild(_:).
        view.addSubview(summary.view)
    }
}
