/// Sectioned diffing between two snapshots of a table, into batch updates that are safe to apply.
///
/// ```swift
/// struct Row { var id: Int; var title: String }
/// struct Group { var id: String; var rows: [Row] }
///
/// let stages = SectionedDiff.stages(
///     from: shown, to: next,
///     sectionID: \.id, rows: \.rows, rowID: \.id,
///     rowContentEqual: { $0.title == $1.title },
///     rebuild: { group, rows in Group(id: group.id, rows: rows) })
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
    /// - Matched rows whose content differs (`rowContentEqual` is false) are reloaded.
    /// - Moves are few but not always the fewest: finding the fewest needs a longest increasing
    ///   subsequence (n log n), and this runs in linear time in the number of rows and sections.
    ///   One row moved far gives one move; a block of rows swapped with a longer one moves the
    ///   shorter block.
    /// - As few stages as UIKit needs, usually one; never an empty one. A stage before the main
    ///   batch inserts, empty, the new sections that receive moved rows, and reloads rows at their
    ///   old positions when a reloaded row also moves (UIKit forbids both in one batch); a stage
    ///   after it deletes the removed sections that gave rows away. The last stage's `sections` is
    ///   `new`, element for element; earlier ones are made with `rebuild`.
    ///
    /// Section properties other than identity and rows (a header title, say) are not compared: when
    /// only those change, there are no stages and the caller just shows `new`.
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
        rebuild: (Section, [Row]) -> Section
    ) -> [TableStage<Section>] {
        let oldRows = old.map(rows)
        let newRows = new.map(rows)
        if isUnchanged(old, new, oldRows, newRows, sectionID, rowID, rowContentEqual) { return [] }
        let oldFlat = flattened(oldRows)
        let newFlat = flattened(newRows)
        let rowMatch = OccurrenceMatch(old: oldFlat.map(rowID), new: newFlat.map(rowID))
        let partners = rowMatch.newIndexOfOld
        var changed = [Bool](repeating: false, count: oldFlat.count)
        for row in partners.indices where partners[row] >= 0 {
            changed[row] = !rowContentEqual(oldFlat[row], newFlat[partners[row]])
        }
        let plan = StagePlan(
            oldRowCounts: oldRows.map(\.count), newRowCounts: newRows.map(\.count),
            sections: OccurrenceMatch(old: old.map(sectionID), new: new.map(sectionID)), rows: rowMatch,
            changed: changed)
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
                    case .oldWithNewContents(let index):
                        let start = plan.oldStart[index]
                        let updated = oldRows[index].indices.map { row in
                            changed[start + row] ? newFlat[rowMatch.newIndexOfOld[start + row]] : oldRows[index][row]
                        }
                        return rebuild(old[index], updated)
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
        _ sectionID: (Section) -> SectionID, _ rowID: (Row) -> RowID, _ rowContentEqual: (Row, Row) -> Bool
    ) -> Bool {
        guard old.count == new.count else { return false }
        for section in old.indices {
            guard sectionID(old[section]) == sectionID(new[section]) else { return false }
            let before = oldRows[section]
            let after = newRows[section]
            guard before.count == after.count else { return false }
            for row in before.indices {
                guard rowID(before[row]) == rowID(after[row]), rowContentEqual(before[row], after[row]) else {
                    return false
                }
            }
        }
        return true
    }
}

extension SectionedDiff {
    /// The stages that take a table from `old` to `new`, for rows that are `Identifiable` and
    /// `Equatable`: rows match by `id` and are reloaded when `==` says they changed.
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
        rebuild: (Section, [Row]) -> Section
    ) -> [TableStage<Section>] {
        stages(from: old, to: new, sectionID: sectionID, rows: rows, rowID: \.id, rowContentEqual: ==, rebuild: rebuild)
    }
}
