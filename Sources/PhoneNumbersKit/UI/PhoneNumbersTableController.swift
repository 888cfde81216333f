import CellControllers

/// The seed article's table controller, whose only job is `constructTableGroups`: a link to
/// another page on top, then one row per phone number of the address book.
final class PhoneNumbersTableController: TableController {
    private let phoneNumbers: [PhoneNumberEntry]
    private let favorites: FavoritesStore
    /// What selecting the rows does; set by the page that shows the table.
    var openPlainPage: () -> Void = {}
    var openDetail: (PhoneNumberEntry) -> Void = { _ in }

    init(phoneNumbers: [PhoneNumberEntry], favorites: FavoritesStore) {
        self.phoneNumbers = phoneNumbers
        self.favorites = favorites
        super.init()
        constantRowHeight = 1  // every row is one line: the table need not ask 400 rows their height
    }

    @TableBuilder override func constructTableGroups() -> [TableSection] {
        TableSection(id: "links") {
            LinkRowCellController(label: "Link to another page") { [weak self] in self?.openPlainPage() }
        }
        TableSection(id: "phone numbers") {
            for entry in phoneNumbers {
                PhoneNumberCellController(entry: entry, isFavorite: favorites.contains(entry.id)) { [weak self] in
                    self?.openDetail($0)
                }
            }
        }
    }
}
