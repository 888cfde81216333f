extension TableChangeset {
    /// The problems UIKit would raise for this batch, given each section's row count before and
    /// after it; empty when the batch is valid.
    ///
    /// Checked: every index is in range; no section or row is deleted, inserted, reloaded or moved
    /// twice, or both deleted and moved, or both inserted and the destination of a move; no row is
    /// deleted, reloaded or moved out of a section deleted in the same batch, or inserted or moved
    /// into a section inserted in it; no reloaded row is deleted or moved, or lies in a section that
    /// moves (UIKit turns a reload into a delete and an insert at the same path, which a move
    /// invalidates); no section is both reloaded and deleted or moved, and no row change names a
    /// reloaded section (UIKit replaces it whole); the number of sections adds up; and the count
    /// rule holds for every section that survives the batch and is not reloaded: rows after = rows
    /// before − deleted − moved out + inserted + moved in.
    /// Where UIKit's own checks are looser, these are the stricter reading, so a batch that passes
    /// is safe.
    ///
    /// ```swift
    /// let batch = TableChangeset(rowInserts: [TableIndexPath(row: 0, section: 0)])
    /// batch.violations(rowCountsBefore: [2], rowCountsAfter: [3])   // []
    /// batch.violations(rowCountsBefore: [2], rowCountsAfter: [2])
    /// // ["invalid number of rows in section 0 (section 0 before the batch): 2 after the batch, but
    /// //   2 before − 0 deleted − 0 moved out + 1 inserted + 0 moved in = 3"]
    /// ```
    public func violations(rowCountsBefore: [Int], rowCountsAfter: [Int]) -> [String] {
        var check = BatchCheck(batch: self, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
        return check.run()
    }
}
