import UIKit

// Compiled by Notes and by NotesWidget, which sets no device family: XcodeGen's iOS preset
// builds it for iPhone and iPad, so this is judged on iPad.
final class ShareButtonViewController: UIViewController {
    func share(_ text: String) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        present(activity, animated: true)
    }
}
