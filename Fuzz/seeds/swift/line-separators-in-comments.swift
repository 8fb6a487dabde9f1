import UIKit
// a b cd
class A: UIViewController {
    func f() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
