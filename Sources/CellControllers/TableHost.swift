/// The table a ``TableController`` drives: a terminal table view, or a UIKit one.
///
/// The host asks its controller every data-source and delegate question (how many rows, which
/// cell, what happens on selection); the controller tells the host what changed, either all of it
/// (``reloadData()``) or as batches that follow UIKit's rules
/// (``performBatchUpdates(_:animation:)``).
///
/// ```swift
/// final class TableView: View, TableHost {
///     var tableController: TableController? { didSet { tableController?.host = self; reloadData() } }
///     func reloadData() { setNeedsLayout() }
///     func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) { … }
///     func reconfigureRows(at indexPaths: [TableIndexPath]) { … }
///     func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? { … }
///     var indexPathForSelectedRow: TableIndexPath?
///     func selectRow(at indexPath: TableIndexPath?) { … }
/// }
/// ```
@MainActor public protocol TableHost: AnyObject {
    /// Forgets every row shown and asks the controller again.
    func reloadData()

    /// Shows one batch of changes. When it is called, the controller already answers with the data
    /// after the batch; deletes, reloads and move sources in `changeset` are positions before it,
    /// inserts and move destinations positions after it.
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation)

    /// Configures the visible cells of these rows again, in place, because their data changed but
    /// their identity did not (no cell is replaced, so nothing flickers or loses its state).
    func reconfigureRows(at indexPaths: [TableIndexPath])

    /// A cell that scrolled out of view and was made with `identifier`, ready to be configured for
    /// another row; nil when there is none and the controller must make one.
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)?

    /// The selected row; nil when none is.
    var indexPathForSelectedRow: TableIndexPath? { get }

    /// Selects the row (nil: none), as code does: the row's controller is not told it was
    /// selected, but the table controller hears of the change
    /// (``TableController/selectionDidChange(to:)``), as of any change of the selected row. A row
    /// that does not exist is ignored.
    ///
    /// ```swift
    /// table.selectRow(at: TableIndexPath(row: 0, section: 0))
    /// ```
    func selectRow(at indexPath: TableIndexPath?)

    /// How this table applies a reload in ``performBatchUpdates(_:animation:)``, so the controller
    /// puts reloads where they refresh the right rows. Default: ``ReloadSemantics/byOldPosition``,
    /// UITableView's; a host that turns a reload into a delete and an insert at one index path,
    /// as UICollectionView does, returns ``ReloadSemantics/asDeleteAndInsert``.
    ///
    /// ```swift
    /// var reloadSemantics: ReloadSemantics { .asDeleteAndInsert }
    /// ```
    var reloadSemantics: ReloadSemantics { get }
}

extension TableHost {
    /// UITableView's: reloads by old position, in the same batch as the other changes.
    public var reloadSemantics: ReloadSemantics { .byOldPosition }
}

/// A row's view as the table shows it: whatever the table host draws rows with.
///
/// CellControllers knows nothing about terminals or UIKit; a host's cell class conforms, and a
/// ``CellController`` makes and configures cells of the host's class.
///
/// ```swift
/// final class TableViewCell: View, TableCell {
///     let reuseIdentifier: String?
/// }
/// ```
@MainActor public protocol TableCell: AnyObject {
    /// The name cells of one kind share, so a table can hand a cell that scrolled away to the next
    /// row of the same kind instead of making a new one.
    var reuseIdentifier: String? { get }
}
