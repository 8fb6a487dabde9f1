import UIKit

final class PlayerViewController: UIViewController {
    private let controls = PlaybackControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        view.addSubview(controls.view)
        controls.didMove(toParent: self)
    }
}
