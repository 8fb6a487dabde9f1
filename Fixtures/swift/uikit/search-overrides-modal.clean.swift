import UIKit

final class TagPickerViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
        // The search controller is guarded too.
        searchController.isModalInPresentation = true
        navigationItem.searchController = searchController
    }
}

final class NotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // A search controller without isModalInPresentation: nothing to override.
        navigationItem.searchController = UISearchController(searchResultsController: nil)
    }
}
