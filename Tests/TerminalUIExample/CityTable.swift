// The gallery's table: cities in several scripts, filtered as typed after `/`.
import Foundation
import TerminalUI

/// A row showing a city and, at the right, its country.
final class CityRow: CellController {
    let city: String
    let country: String

    init(_ city: String, _ country: String) { (self.city, self.country) = (city, country) }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        guard let cell = cell as? TableViewCell else { return }
        cell.textLabel.text = city
        cell.detailTextLabel.text = country
    }

    var handlesSelection: Bool { true }
}

final class CityTable: TableController {
    static let cities = [
        ("Αθήνα", "Greece"), ("Kraków", "Poland"), ("Москва", "Russia"), ("München", "Germany"),
        ("Reykjavík", "Iceland"), ("São Paulo", "Brazil"), ("東京", "Japan"), ("Zürich", "Switzerland"),
    ]

    override func constructTableGroups() -> [TableSection] {
        [TableSection { for (city, country) in Self.cities { CityRow(city, country) } }]
    }

    /// A table showing the cities.
    @MainActor static func make() -> TableView {
        let table = TableView(frame: .zero, style: .plain)
        table.tableController = CityTable()
        return table
    }
}
