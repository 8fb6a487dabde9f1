import UIKit

// Compiled by Shop (iPhone) and by ShopShare (iPhone and iPad): judged on iPad, where the
// unanchored activity view controller raises.
final class ShareSheetViewController: UIViewController {
    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        present(activity, animated: true)
    }
}
