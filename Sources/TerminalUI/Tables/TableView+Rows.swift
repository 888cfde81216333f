import CellControllers
import Foundation

/// What the table shows: its rows as last laid out (brought up to date first), and their cells.
extension TableView {
    /// The number of sections, as the table shows them.
    ///
    /// ```swift
    /// table.numberOfSections   // 2
    /// ```
    public var numberOfSections: Int {
        updateRows()
        return geometry.sections.count
    }

    /// The number of rows in `section`, as the table shows them; 0 for no such section.
    ///
    /// ```swift
    /// table.numberOfRows(inSection: 1)
    /// ```
    public func numberOfRows(inSection section: Int) -> Int {
        updateRows()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
    }

    /// The cells on screen, top to bottom.
    ///
    /// ```swift
    /// table.visibleCells.map(\.textLabel.text)
    /// ```
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { cells[$0] }
    }

    /// The rows with at least one line on screen, top to bottom.
    ///
    /// ```swift
    /// table.indexPathsForVisibleRows.first   // the top row
    /// ```
    public var indexPathsForVisibleRows: [TableIndexPath] {
        updateRows()
        return geometry.indexPaths(in: visibleLines)
    }

    /// The cell of a row on screen; nil for a row off screen or that does not exist.
    ///
    /// ```swift
    /// table.cellForRow(at: TableIndexPath(row: 0, section: 0))?.textLabel.text
    /// ```
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        updateRows()
        return cells[indexPath]
    }

    /// The row's rectangle in the content (y counts lines from the top of the content, not of the
    /// screen); `.zero` for a row that does not exist.
    ///
    /// ```swift
    /// table.rectForRow(at: TableIndexPath(row: 3, section: 0))   // (0, 3, 40, 1) in a plain table
    /// ```
    public func rectForRow(at indexPath: TableIndexPath) -> CGRect {
        updateRows()
        return contentRect(ofRow: indexPath) ?? .zero
    }
}
