/// One batch update of a table, with UIKit's `performBatchUpdates` semantics.
///
/// Deletes, reloads (of rows and of sections) and the sources of moves are positions **before** the
/// batch; inserts and the destinations of moves are positions **after** it. A host applies the whole batch at once, with
/// its data source already showing the state after the batch.
///
/// ```swift
/// // A table of one section [a, b, c] becomes [c, a, d]:
/// let batch = TableChangeset(
///     rowDeletes: [TableIndexPath(row: 1, section: 0)],
///     rowInserts: [TableIndexPath(row: 2, section: 0)],
///     rowMoves: [RowMove(from: TableIndexPath(row: 2, section: 0), to: TableIndexPath(row: 0, section: 0))])
/// batch.violations(rowCountsBefore: [3], rowCountsAfter: [3])   // [] — a valid batch
/// ```
public struct TableChangeset: Hashable, Sendable {
    /// Sections removed, by their index before the batch; their rows go with them.
    /// `[0]` removes the first section.
    public var sectionDeletes: [Int]
    /// Sections added, by their index after the batch; their rows come with them.
    /// `[0]` adds a section that is first after the batch.
    public var sectionInserts: [Int]
    /// Sections that change place, rows and all. `[SectionMove(from: 0, to: 2)]` makes the first
    /// section the third.
    public var sectionMoves: [SectionMove]
    /// Sections shown again from the data source, header, footer and rows, by their index before
    /// the batch, because what the section carries besides its rows changed (a header title, say).
    /// `[1]` refreshes the second section. UIKit replaces a reloaded section as a whole, so no row
    /// of it is deleted, inserted, moved or reloaded in the same batch.
    public var sectionReloads: [Int]
    /// Rows removed, by their position before the batch. `[TableIndexPath(row: 1, section: 0)]`
    /// removes the second row of the first section.
    public var rowDeletes: [TableIndexPath]
    /// Rows added, by their position after the batch. `[TableIndexPath(row: 0, section: 0)]` adds a
    /// row that is first after the batch.
    public var rowInserts: [TableIndexPath]
    /// Rows that change place, possibly to another section. `[RowMove(from: [0, 0], to: [1, 3])]`
    /// (as `TableIndexPath`s) takes a row from the first section to the second.
    public var rowMoves: [RowMove]
    /// Rows whose cells are configured again from the data source, by their position before the
    /// batch. `[TableIndexPath(row: 2, section: 0)]` refreshes the third row.
    public var rowReloads: [TableIndexPath]

    /// A batch of these changes; every kind defaults to none.
    ///
    /// ```swift
    /// let batch = TableChangeset(sectionInserts: [0], rowReloads: [TableIndexPath(row: 2, section: 0)])
    /// let header = TableChangeset(sectionReloads: [1])   // the second section's title changed
    /// ```
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [SectionMove] = [],
        sectionReloads: [Int] = [], rowDeletes: [TableIndexPath] = [], rowInserts: [TableIndexPath] = [],
        rowMoves: [RowMove] = [], rowReloads: [TableIndexPath] = []
    ) {
        (self.sectionDeletes, self.sectionInserts, self.sectionMoves) = (sectionDeletes, sectionInserts, sectionMoves)
        self.sectionReloads = sectionReloads
        (self.rowDeletes, self.rowInserts) = (rowDeletes, rowInserts)
        (self.rowMoves, self.rowReloads) = (rowMoves, rowReloads)
    }

    /// Whether the batch changes nothing at all.
    ///
    /// ```swift
    /// TableChangeset().isEmpty                    // true
    /// TableChangeset(sectionDeletes: [0]).isEmpty // false
    /// ```
    public var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty && rowReloads.isEmpty
    }
}
