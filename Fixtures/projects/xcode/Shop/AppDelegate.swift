import UIKit

// Referenced from the project root (`sourceTree = SOURCE_ROOT`), compiled by Shop.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {}
