/// Sectioned diffing between two snapshots of a table, into batch updates that are safe to apply.
///
/// ```swift
/// struct Row { var id: Int; var title: String }
/// struct Group { var id: String; var header: String; var rows: [Row] }
///
/// let stages = SectionedDiff.stages(
///     from: shown, to: next,
///     sectionID: \.id, rows: \.rows, rowID: \.id,
///     rowContentEqual: { $0.title == $1.title },
///     sectionContentEqual: { $0.header == $1.header },   // a changed header reloads the section
///     reloads: table.reloadSemantics,
///     rebuild: { group, rows in Group(id: group.id, header: group.header, rows: rows) })
/// for stage in stages {
///     dataSource = stage.sections              // what the table shows after this batch
///     table.performBatchUpdates(stage.changeset)
/// }
/// ```
public enum SectionedDiff {
    /// The stages that take a table from `old` to `new`, each one batch that satisfies UIKit's
    /// rules (`TableChangeset.violations` is empty for it); empty when nothing changed.
    ///
    /// - Sections match by identity, rows match by identity **across all sections**: the k-th
    ///   occurrence of an identity in `old` matches its k-th occurrence in `new`, so duplicates
    ///   never trap and no row is lost; unmatched ones are deleted or inserted. Matched sections and
    ///   rows that change place are moved, also a row into a new section or out of a removed one.
    /// - Matched rows whose content differs (`rowContentEqual` is false) are reloaded, and so are
    ///   matched sections whose own content differs (`sectionContentEqual` is false: a header or
    ///   footer title, say; by default sections have none), so the host shows it again. A reloaded
    ///   section is replaced whole, rows included, so its row reloads are left out of that batch.
    /// - `reloads` is how the host applies a reload (``ReloadSemantics``): by default as
    ///   UITableView does, by old position in the same batch as the other changes; with
    ///   ``ReloadSemantics/asDeleteAndInsert`` every reload comes first, in a stage of its own.
    /// - Moves are few but not always the fewest: finding the fewest needs a longest increasing
    ///   subsequence (n log n), and this runs in linear time in the number of rows and sections.
    ///   One row moved far gives one move; a block of rows swapped with a longer one moves the
    ///   shorter block.
    /// - As few stages as UIKit needs, usually one; never an empty one. A stage before the main
    ///   batch inserts, empty, the new sections that receive moved rows, reloads rows at their
    ///   old positions when a reloaded row also moves (UIKit forbids both in one batch), and
    ///   reloads the changed sections that the main batch moves or changes rows of; a stage after
    ///   it deletes the removed sections that gave rows away. With
    ///   ``ReloadSemantics/asDeleteAndInsert``, one more stage may come first, holding the reloads.
    ///   The last stage's `sections` is `new`, element for element; earlier ones are made with
    ///   `rebuild`, which is given the new section (for its own content) once that section has
    ///   been reloaded, else the old one.
    ///
    /// For a plain list (one section), ``ListDiff`` does the same job with less bookkeeping.
    ///
    /// ```swift
    /// let stages = SectionedDiff.stages(
    ///     from: [["a", "b", "c"]], to: [["c", "a", "d"]],
    ///     sectionID: { _ in 0 }, rows: { $0 }, rowID: { $0 }, rowContentEqual: ==, rebuild: { $1 })
    /// stages[0].changeset.rowDeletes    // [[0, 1]]
    /// stages[0].changeset.rowInserts    // [[0, 2]]
    /// stages[0].changeset.rowMoves      // [[0, 0] → [0, 1]]: a moves after c (as good as c before a)
    /// ```
    @inlinable
    public static func stages<Section, Row, SectionID: Hashable, RowID: Hashable>(
        from old: [Section], to new: [Section],
        sectionID: (Section) -> SectionID,
        rows: (Section) -> [Row],
        rowID: (Row) -> RowID,
        rowContentEqual: (Row, Row) -> Bool,
        sectionContentEqual: (Section, Section) -> Bool = { _, _ in true },
        reloads: ReloadSemantics = .byOldPosition,
        rebuild: (Section, [Row]) -> Section
    ) -> [TableStage<Section>] {
        let oldRows = old.map(rows)
        let newRows = new.map(rows)
        if isUnchanged(old, new, oldRows, newRows, sectionID, rowID, rowContentEqual, sectionContentEqual) {
            return []
        }
        let oldFlat = flattened(oldRows)
        let newFlat = flattened(newRows)
        let rowMatch = OccurrenceMatch(old: oldFlat.map(rowID), new: newFlat.map(rowID))
        let partners = rowMatch.newIndexOfOld
        var changed = [Bool](repeating: false, count: oldFlat.count)
        for row in partners.indices where partners[row] >= 0 {
            changed[row] = !rowContentEqual(oldFlat[row], newFlat[partners[row]])
        }
        let sectionMatch = OccurrenceMatch(old: old.map(sectionID), new: new.map(sectionID))
        let sectionPartners = sectionMatch.newIndexOfOld
        let sectionChanged = old.indices.map { index in
            sectionPartners[index] >= 0 && !sectionContentEqual(old[index], new[sectionPartners[index]])
        }
        let plan = StagePlan(
            oldRowCounts: oldRows.map(\.count), newRowCounts: newRows.map(\.count),
            sections: sectionMatch, rows: rowMatch, changed: changed, sectionChanged: sectionChanged, reloads: reloads)
        return plan.stages().map { stage in
            TableStage(
                changeset: stage.changeset,
                sections: stage.recipes.map { recipe in
                    switch recipe {
                    case .new(let index): return new[index]
                    case .old(let index): return old[index]
                    case .emptyNew(let index): return rebuild(new[index], [])
                    case .oldUnmatchedRows(let index):
                        let start = plan.oldStart[index]
                        let kept = oldRows[index].indices.filter { rowMatch.newIndexOfOld[start + $0] < 0 }
                        return rebuild(old[index], kept.map { oldRows[index][$0] })
                    case .oldRefreshed(let index, let ownContent, let rowContents):
                        let start = plan.oldStart[index]
                        let updated = oldRows[index].indices.map { row in
                            rowContents && changed[start + row]
                                ? newFlat[rowMatch.newIndexOfOld[start + row]] : oldRows[index][row]
                        }
                        return rebuild(ownContent ? new[sectionPartners[index]] : old[index], updated)
                    }
                })
        }
    }

    /// All rows of all sections, in order, indexed as the staging counts them.
    @inlinable
    static func flattened<Row>(_ sections: [[Row]]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.count })
        for section in sections { rows.append(contentsOf: section) }
        return rows
    }

    /// Whether both snapshots have the same sections and rows, by identity and content: the
    /// common case of a table rebuilt without changes, answered without hashing anything.
    @inlinable
    static func isUnchanged<Section, Row, SectionID: Hashable, RowID: Hashable>(
        _ old: [Section], _ new: [Section], _ oldRows: [[Row]], _ newRows: [[Row]],
        _ sectionID: (Section) -> SectionID, _ rowID: (Row) -> RowID, _ rowContentEqual: (Row, Row) -> Bool,
        _ sectionContentEqual: (Section, Section) -> Bool
    ) -> Bool {
        guard old.count == new.count else { return false }
        for section in old.indices {
            guard sectionID(old[section]) == sectionID(new[section]),
                sectionContentEqual(old[section], new[section]),
                isUnchanged(oldRows[section], newRows[section], rowID, rowContentEqual)
            else { return false }
        }
        return true
    }

    /// Whether both lists have the same rows, by identity and content, in the same order.
    @inlinable
    static func isUnchanged<Row, RowID: Hashable>(
        _ before: [Row], _ after: [Row], _ rowID: (Row) -> RowID, _ rowContentEqual: (Row, Row) -> Bool
    ) -> Bool {
        guard before.count == after.count else { return false }
        for row in before.indices {
            guard rowID(before[row]) == rowID(after[row]), rowContentEqual(before[row], after[row]) else {
                return false
            }
        }
        return true
    }
}

extension SectionedDiff {
    /// The stages that take a table from `old` to `new`, for rows that are `Identifiable` and
    /// `Equatable`: rows match by `id` and are reloaded when `==` says they changed. The other
    /// parameters are those of the general `stages`.
    ///
    /// ```swift
    /// struct Contact: Identifiable, Equatable { var id: UUID; var name: String }
    /// let stages = SectionedDiff.stages(
    ///     from: shown, to: next, sectionID: \.title, rows: \.contacts,
    ///     rebuild: { section, rows in ContactSection(title: section.title, contacts: rows) })
    /// ```
    @inlinable
    public static func stages<Section, Row: Identifiable & Equatable, SectionID: Hashable>(
        from old: [Section], to new: [Section],
        sectionID: (Section) -> SectionID,
        rows: (Section) -> [Row],
        sectionContentEqual: (Section, Section) -> Bool = { _, _ in true },
        reloads: ReloadSemantics = .byOldPosition,
        rebuild: (Section, [Row]) -> Section
    ) -> [TableStage<Section>] {
        stages(
            from: old, to: new, sectionID: sectionID, rows: rows, rowID: \.id, rowContentEqual: ==,
            sectionContentEqual: sectionContentEqual, reloads: reloads, rebuild: rebuild)
    }
}
