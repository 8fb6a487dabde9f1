import Modals
import UIKit

final class PagerViewController: UIViewController {
    let page = PageViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(page.view)
    }

    func showFooter() {
        let footer = FooterViewController()
        view.insertSubview(footer.view, at: 0)
    }
}

final class PageViewController: UIViewController {}
final class FooterViewController: UIViewController {}
