/// A row's position in a table: its section, then its row within that section.
///
/// Foundation's `IndexPath` has no `row` or `section` on Linux, so the table types use this
/// instead. Paths order by section first, then row, as a table shows them.
///
/// ```swift
/// let path = TableIndexPath(row: 4, section: 1)
/// print(path)                                          // [1, 4]
/// TableIndexPath(row: 9, section: 0) < path            // true
/// ```
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index, from 0: `TableIndexPath(row: 4, section: 1).section` is 1.
    public var section: Int
    /// The row's index within its section, from 0: `TableIndexPath(row: 4, section: 1).row` is 4.
    public var row: Int

    /// A path to `row` of `section`, in UIKit's argument order.
    ///
    /// ```swift
    /// let first = TableIndexPath(row: 0, section: 0)
    /// ```
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// `[section, row]`, the way `NSIndexPath` prints, e.g. `[1, 4]`.
    ///
    /// ```swift
    /// TableIndexPath(row: 4, section: 1).description      // "[1, 4]"
    /// ```
    public var description: String { "[\(section), \(row)]" }

    /// Section first, then row.
    ///
    /// ```swift
    /// TableIndexPath(row: 7, section: 0) < TableIndexPath(row: 0, section: 1)   // true
    /// ```
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}
