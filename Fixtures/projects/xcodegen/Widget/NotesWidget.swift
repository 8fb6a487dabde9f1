import UIKit

// The widget extension's own file.
final class NotesWidgetViewController: UIViewController {}
