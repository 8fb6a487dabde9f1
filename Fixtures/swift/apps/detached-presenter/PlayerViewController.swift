import UIKit

final class PlayerViewController: UIViewController {
    private let controls = PlaybackControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The controls' view joins the player's; the controls themselves have no parent.
        view.addSubview(controls.view)
    }
}
