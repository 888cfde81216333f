/// Diffing between two snapshots of a plain list (a table of one section) into batch updates that
/// are safe to apply: ``SectionedDiff``'s algorithm without its sections' bookkeeping.
///
/// ```swift
/// struct Contact { var id: Int; var name: String }
///
/// let stages = ListDiff.stages(from: shown, to: next, rowID: \.id, rowContentEqual: { $0.name == $1.name })
/// for stage in stages {
///     dataSource = stage.sections[0]              // the list after this batch
///     table.performBatchUpdates(stage.changeset)
/// }
/// ```
public enum ListDiff {
    /// The stages that take a list from `old` to `new`, as a table whose one section is the list:
    /// each stage's `sections` is `[rows]`, and its changeset names section 0. The result is the
    /// one ``SectionedDiff`` gives for the same rows as one section, found with less work:
    ///
    /// - rows match by identity, the k-th occurrence of an identity in `old` with its k-th in
    ///   `new`; the others are deleted or inserted; matched rows that change order are moved (few
    ///   moves, in linear time), and those whose content differs (`rowContentEqual` is false) are
    ///   reloaded;
    /// - usually one stage. With ``ReloadSemantics/byOldPosition`` (UITableView's, the default),
    ///   reloads come in a stage of their own before the others only when a reloaded row also
    ///   moves; with ``ReloadSemantics/asDeleteAndInsert``, whenever anything else changes.
    ///
    /// ```swift
    /// let stages = ListDiff.stages(
    ///     from: ["a", "b", "c"], to: ["c", "a", "d"], rowID: { $0 }, rowContentEqual: ==)
    /// stages[0].changeset.rowDeletes    // [[0, 1]]
    /// stages[0].changeset.rowInserts    // [[0, 2]]
    /// stages[0].changeset.rowMoves      // [[0, 0] → [0, 1]]
    /// stages[0].sections                // [["c", "a", "d"]]
    /// ```
    @inlinable
    public static func stages<Row, RowID: Hashable>(
        from old: [Row], to new: [Row],
        rowID: (Row) -> RowID,
        rowContentEqual: (Row, Row) -> Bool,
        reloads: ReloadSemantics = .byOldPosition
    ) -> [TableStage<[Row]>] {
        if SectionedDiff.isUnchanged(old, new, rowID, rowContentEqual) { return [] }
        let match = OccurrenceMatch(list: old.map(rowID), new: new, newID: rowID)
        let partners = match.newIndexOfOld
        var changed: [Int] = []
        for row in partners.indices where partners[row] >= 0 {
            if !rowContentEqual(old[row], new[partners[row]]) { changed.append(row) }
        }
        let batch = ListBatch(match: match, changedOldRows: changed, reloads: reloads)
        guard let first = batch.reloadStage else { return [TableStage(changeset: batch.core, sections: [new])] }
        var refreshed = old
        for row in changed { refreshed[row] = new[partners[row]] }
        // Reloads come apart only when something else changes, so the core batch is never empty.
        return [
            TableStage(changeset: first, sections: [refreshed]), TableStage(changeset: batch.core, sections: [new]),
        ]
    }

    /// The stages that take a list of `Identifiable` and `Equatable` rows from `old` to `new`: rows
    /// match by `id` and are reloaded when `==` says they changed.
    ///
    /// ```swift
    /// struct Contact: Identifiable, Equatable { var id: UUID; var name: String }
    /// let stages = ListDiff.stages(from: shown, to: next)
    /// ```
    @inlinable
    public static func stages<Row: Identifiable & Equatable>(
        from old: [Row], to new: [Row], reloads: ReloadSemantics = .byOldPosition
    ) -> [TableStage<[Row]>] {
        stages(from: old, to: new, rowID: \.id, rowContentEqual: ==, reloads: reloads)
    }
}
