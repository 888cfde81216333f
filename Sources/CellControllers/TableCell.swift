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
public protocol TableCell: AnyObject {
    /// The name cells of one kind share, so a table can hand a cell that scrolled away to the next
    /// row of the same kind instead of making a new one.
    var reuseIdentifier: String? { get }
}
