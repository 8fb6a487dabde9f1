import UIKit

final class PlaybackControlsViewController: UIViewController {
    @objc func showSpeedOptions() {
        let options = SpeedOptionsViewController()
        options.modalPresentationStyle = .formSheet
        present(options, animated: true)
    }
}

final class SpeedOptionsViewController: UIViewController {}
