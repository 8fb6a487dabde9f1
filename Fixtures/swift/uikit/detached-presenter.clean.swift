import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: PlayerViewController())
        window?.makeKeyAndVisible()
        return true
    }
}

final class PlayerViewController: UIViewController {
    private let controls = PlaybackControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(controls)
        view.addSubview(controls.view)
        controls.didMove(toParent: self)
    }
}

final class PlaybackControlsViewController: UIViewController {
    @objc func showSpeedOptions() {
        let options = SpeedOptionsViewController()
        options.modalPresentationStyle = .formSheet
        present(options, animated: true)
    }
}

final class SpeedOptionsViewController: UIViewController {}
