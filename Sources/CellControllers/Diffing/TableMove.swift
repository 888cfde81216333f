/// A section or a row that moves in a batch update: `from` is its place before the batch, `to`
/// after it. A ``SectionMove``'s places are section indices; a ``RowMove``'s are index paths, so a
/// row may move to another section.
///
/// ```swift
/// let move = RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 1))
/// print(move)                          // [0, 0] → [1, 3]
/// print(SectionMove(from: 0, to: 2))   // 0 → 2: the first section becomes the third
/// ```
public struct TableMove<Place: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// The place before the batch: 0 in `SectionMove(from: 0, to: 2)`, `[0, 0]` in `[0, 0] → [1, 3]`.
    public var from: Place
    /// The place after the batch: 2 in `SectionMove(from: 0, to: 2)`, `[1, 3]` in `[0, 0] → [1, 3]`.
    public var to: Place

    /// A move of the section or row at `from` (before the batch) to `to` (after it).
    ///
    /// ```swift
    /// let down = RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 5, section: 0))
    /// let first = SectionMove(from: 3, to: 0)
    /// ```
    public init(from: Place, to: Place) {
        self.from = from
        self.to = to
    }

    /// `from → to`, e.g. `[0, 0] → [1, 3]` or `0 → 2`.
    ///
    /// ```swift
    /// RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 1)).description
    /// // "[0, 0] → [1, 3]"
    /// SectionMove(from: 0, to: 2).description   // "0 → 2"
    /// ```
    public var description: String { "\(from) → \(to)" }
}

/// A row that moves in a batch update, possibly to another section.
///
/// ```swift
/// let move = RowMove(from: TableIndexPath(row: 0, section: 0), to: TableIndexPath(row: 3, section: 1))
/// ```
public typealias RowMove = TableMove<TableIndexPath>

/// A section that moves in a batch update, with its rows.
///
/// ```swift
/// let move = SectionMove(from: 0, to: 2)   // the first section becomes the third
/// ```
public typealias SectionMove = TableMove<Int>
