import UIKit

/// Done alone closes a screen that holds nothing to lose (no Cancel: nothing to discard).
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
    }

    @objc private func close() { dismiss(animated: true) }
}

final class SettingsViewController: UIViewController {
    func showAbout() {
        present(UINavigationController(rootViewController: AboutViewController()), animated: true)
    }
}
