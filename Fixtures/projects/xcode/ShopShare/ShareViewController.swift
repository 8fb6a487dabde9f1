import UIKit

// The share extension's entry point (iPhone and iPad).
final class ShareViewController: UIViewController {}
