import Foundation
import TerminalUI

/// An 80×24 screen filled by a focused text view of 10,000 lines.
@MainActor final class TextViewScreen {
    nonisolated static let columns = 80, rows = 24, lines = 10_000

    let window = Window(frame: CGRect(x: 0, y: 0, width: columns, height: rows))
    let textView = TextView(frame: CGRect(x: 0, y: 0, width: columns, height: rows))

    init() {
        textView.text = (1...Self.lines).map { "Line \($0): the quick brown fox jumps over the lazy dog" }
            .joined(separator: "\n")
        window.addSubview(textView)
        window.focus(textView)
    }
}

/// An 80×24 screen filled by a focused table of 100,000 one-line rows.
@MainActor final class TableScreen {
    nonisolated static let columns = 80, rows = 24, tableRows = 100_000

    let window = Window(frame: CGRect(x: 0, y: 0, width: columns, height: rows))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: columns, height: rows))

    init() {
        table.tableController = NumberedRows(count: Self.tableRows)
        window.addSubview(table)
        window.focus(table)
    }
}

/// A table controller of `count` rows titled "Row 1" … in one section.
private final class NumberedRows: TableController {
    private let count: Int

    init(count: Int) {
        self.count = count
        super.init()
    }

    override func constructTableGroups() -> [TableSection] {
        [TableSection(rows: (1...count).map { NumberedRow(number: $0) })]
    }
}

private final class NumberedRow: CellController {
    let number: Int

    init(number: Int) { self.number = number }

    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }

    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = "Row \(number)"
    }

    var handlesSelection: Bool { true }
}
