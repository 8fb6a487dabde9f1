import Modals
import UIKit

final class PagerViewController: UIViewController {
    let page = PageViewController()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
        view.addSubview(label)
    }

    func showFooter() {
        let footer = FooterViewController()
        addChild(footer)
        view.insertSubview(footer.view, at: 0)
        footer.didMove(toParent: self)
    }

    // A type outside the run: it may be a view, not a view controller.
    func showBanner(_ banner: BannerHost) {
        view.addSubview(banner.view)
    }
}

final class PageViewController: UIViewController {}
final class FooterViewController: UIViewController {}

// A view cannot call addChild(_:): its owner's view controller must; not judged here.
final class CardView: UIView {
    let content = PageViewController()
    func setUp() {
        addSubview(content.view)
    }
}

final class ReaderViewController: UIViewController {
    var pages: PageViewController!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pages.view)
        addChild(pages!)
    }
}
