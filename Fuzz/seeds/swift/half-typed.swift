import UIKit
import Modals

class Home: UIViewController, {
    override func viewDidLoad() {
        super.viewDidLoad()
        modalPresenter.present(Detail(), style: .)
    }
}

class : X {}

struct Links: View {
    var body: some View {
        ModalPresenterLink(rootID: , linkID: "a") { Text("x") }
    }
}
