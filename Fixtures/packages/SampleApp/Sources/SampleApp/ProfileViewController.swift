// UIKit only where it exists: the package builds on Linux too, and modallint reads the code
// inside the #if all the same.
#if canImport(UIKit)
import Modals
import UIKit

final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header.view)
    }
}

final class ProfileHeaderViewController: UIViewController {}
#endif
