import UIKit

final class TagPickerViewController: UITableViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        // Unsaved edits: the sheet must not be swiped away...
        isModalInPresentation = true
        // ...but while searching, the search controller decides.
        navigationItem.searchController = searchController
    }
}
