/// One row's controller: it makes and configures the row's cell and handles what happens to the
/// row, so that a table of unrelated kinds of rows needs no `switch` on the row index.
///
/// Only ``makeCell(for:)`` is required; everything else has a default. A table asks the row's
/// controller through ``TableController``, which routes each question by index path.
///
/// ```swift
/// final class LinkRow: CellController {
///     let title: String
///     let open: () -> Void
///     init(title: String, open: @escaping () -> Void) { (self.title, self.open) = (title, open) }
///
///     func makeCell(for table: any TableHost) -> any TableCell {
///         TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
///     }
///     func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
///         guard let cell = cell as? TableViewCell else { return }
///         cell.textLabel.text = title
///         cell.accessoryType = .disclosureIndicator
///     }
///     var handlesSelection: Bool { true }
///     func didSelect(in table: any TableHost, at indexPath: TableIndexPath) { open() }
/// }
/// ```
///
/// Defaults live in a protocol extension, so a subclass of a conforming class can override only
/// what the class itself implements; implement a requirement in the base class to make it
/// overridable.
@MainActor public protocol CellController: AnyObject {
    /// The name cells made by this kind of controller share for reuse. Default: the controller's
    /// type name.
    var reuseIdentifier: String { get }

    /// A new cell for this row, not yet configured.
    func makeCell(for table: any TableHost) -> any TableCell

    /// Shows this row's data in `cell` (a new cell or one reused from another row of the same
    /// reuse identifier). Also called when the row's data changes while its cell is visible.
    /// Default: does nothing.
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath)

    /// Whether selecting the row does something; a row that does not is neither highlighted nor
    /// told about selection. Default: false.
    var handlesSelection: Bool { get }

    /// The row was selected (Enter in a terminal, a tap on a phone). Called only when
    /// ``handlesSelection`` is true. Default: does nothing.
    func didSelect(in table: any TableHost, at indexPath: TableIndexPath)

    /// The row's height in the host's unit (lines in a terminal); nil for the table's default.
    /// Not asked when the table controller has a constant row height. Default: nil.
    var rowHeight: Double? { get }

    /// The editing control the row shows in editing mode. Default: `.none`.
    var editingStyle: CellEditingStyle { get }

    /// The user confirmed the row's editing control (delete or insert). Default: does nothing.
    func commit(_ editingStyle: CellEditingStyle, in table: any TableHost, at indexPath: TableIndexPath)

    /// The user activated the row's accessory (a detail button). Default: does nothing.
    func accessoryButtonTapped(in table: any TableHost, at indexPath: TableIndexPath)

    /// What stays the same about this row while its data changes, so that applying new sections
    /// can tell a moved or changed row from a removed one. Default: the controller object itself.
    var rowIdentity: AnyHashable { get }

    /// Whether `other`, a row with the same identity, shows the same thing, so its visible cell
    /// need not be reloaded. Default: true only for the same controller object.
    func hasSameContent(as other: any CellController) -> Bool

    /// The texts a table's filter looks in for this row: the row is shown while every word typed
    /// in the filter is in one of them (a host decides how it compares; a terminal table ignores
    /// case and accents). Nil lets the host look in what the row's cell shows. Default: nil.
    ///
    /// ```swift
    /// var searchableTexts: [String]? {
    ///     [entry.displayName, entry.number, entry.number.filter(\.isNumber)]   // "5550100" finds "555-0100"
    /// }
    /// ```
    var searchableTexts: [String]? { get }
}

extension CellController {
    public var reuseIdentifier: String { String(describing: type(of: self)) }
    public func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {}
    public var handlesSelection: Bool { false }
    public func didSelect(in table: any TableHost, at indexPath: TableIndexPath) {}
    public var rowHeight: Double? { nil }
    public var editingStyle: CellEditingStyle { .none }
    public func commit(_ editingStyle: CellEditingStyle, in table: any TableHost, at indexPath: TableIndexPath) {}
    public func accessoryButtonTapped(in table: any TableHost, at indexPath: TableIndexPath) {}
    public var rowIdentity: AnyHashable { AnyHashable(ObjectIdentifier(self)) }
    public func hasSameContent(as other: any CellController) -> Bool { self === other }
    public var searchableTexts: [String]? { nil }

    /// The row's cell: one the table can reuse, or a new one, configured for this row.
    ///
    /// ```swift
    /// let cell = row.cell(for: tableView, at: TableIndexPath(row: 0, section: 1))
    /// ```
    public func cell(for table: any TableHost, at indexPath: TableIndexPath) -> any TableCell {
        let cell = table.dequeueReusableCell(withIdentifier: reuseIdentifier) ?? makeCell(for: table)
        configure(cell, at: indexPath)
        return cell
    }
}

/// A row controller that shows one value of its own, which ``TableController/setRowData(_:at:)``
/// replaces (reconfiguring the row's visible cell) without rebuilding the table.
///
/// ```swift
/// final class ScoreRow: DataCellController {
///     var rowData: Int
///     init(score: Int) { rowData = score }
///     func makeCell(for table: any TableHost) -> any TableCell { TableViewCell(style: .value1) }
///     func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
///         (cell as? TableViewCell)?.detailTextLabel.text = "\(rowData)"
///     }
/// }
/// try controller.setRowData(42, at: TableIndexPath(row: 0, section: 0))
/// ```
public protocol DataCellController: CellController {
    /// The value the row shows.
    associatedtype RowData
    /// The value the row shows; ``TableController/setRowData(_:at:)`` sets it.
    var rowData: RowData { get set }
}
