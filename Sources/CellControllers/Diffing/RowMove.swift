/// A row that moves in a batch update, possibly to another section: `from` is its position before
/// the batch, `to` after it.
///
/// ```swift
/// let move = RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 1))
/// print(move)   // [0, 0] → [1, 3]
/// ```
public struct RowMove: Hashable, Sendable, CustomStringConvertible {
    /// The row's position before the batch, e.g. `[0, 0]` in `[0, 0] → [1, 3]`.
    public var from: TableIndexPath
    /// The row's position after the batch, e.g. `[1, 3]` in `[0, 0] → [1, 3]`.
    public var to: TableIndexPath

    /// A move of the row at `from` (before the batch) to `to` (after it).
    ///
    /// ```swift
    /// let down = RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 5, section: 0))
    /// ```
    public init(from: TableIndexPath, to: TableIndexPath) {
        self.from = from
        self.to = to
    }

    /// `from → to`, e.g. `[0, 0] → [1, 3]`.
    ///
    /// ```swift
    /// RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 1)).description
    /// // "[0, 0] → [1, 3]"
    /// ```
    public var description: String { "\(from) → \(to)" }
}
