/// The staging of a sectioned diff, on indices only.
///
/// Everything happens in one core batch (section and row deletes, inserts and moves, reloads),
/// except what UIKit forbids in one batch, which gets a stage of its own:
/// - **before** the core batch, sections that are new but receive rows moved from elsewhere are
///   inserted empty (a row cannot move into a section inserted in the same batch), and all reloads
///   happen here, at old positions, when any reloaded row also moves or sits in a moving section;
/// - **after** it, sections that are gone but gave rows away are deleted (a row cannot move out of
///   a section deleted in the same batch); until then they hold their unmatched rows.
///
/// Sections in the core batch are identified by a key: an old section's index, or for a new
/// section inserted before the core batch, `oldSectionCount` + its index.
@usableFromInline
final class StagePlan {
    let oldCounts: [Int]
    let newCounts: [Int]
    let sections: OccurrenceMatch
    let rows: OccurrenceMatch
    /// For each old row, whether it has a partner whose content differs.
    let changed: [Bool]
    @usableFromInline let oldStart: [Int]
    let newStart: [Int]
    let oldSectionOfRow: [Int]
    let newSectionOfRow: [Int]
    /// Old sections without a partner that still give rows to other sections.
    let givesRows: [Bool]
    /// New sections without a partner that receive rows from other sections.
    let receivesRows: [Bool]
    /// Each new section's key in the core batch.
    let keyOfNew: [Int]

    @usableFromInline
    init(oldRowCounts: [Int], newRowCounts: [Int], sections: OccurrenceMatch, rows: OccurrenceMatch, changed: [Bool]) {
        oldCounts = oldRowCounts
        newCounts = newRowCounts
        self.sections = sections
        self.rows = rows
        self.changed = changed
        (oldStart, oldSectionOfRow) = Self.layout(oldRowCounts)
        (newStart, newSectionOfRow) = Self.layout(newRowCounts)
        var givesRows = [Bool](repeating: false, count: oldRowCounts.count)
        var receivesRows = [Bool](repeating: false, count: newRowCounts.count)
        let partners = rows.newIndexOfOld
        for oldRow in partners.indices where partners[oldRow] >= 0 {
            let old = oldSectionOfRow[oldRow]
            let new = newSectionOfRow[partners[oldRow]]
            if sections.newIndexOfOld[old] < 0 { givesRows[old] = true }
            if sections.oldIndexOfNew[new] < 0 { receivesRows[new] = true }
        }
        self.givesRows = givesRows
        self.receivesRows = receivesRows
        let oldCount = oldRowCounts.count
        keyOfNew = sections.oldIndexOfNew.indices.map { new in
            let old = sections.oldIndexOfNew[new]
            return old >= 0 ? old : oldCount + new
        }
    }

    /// Each section's first flat row index (plus the total at the end) and each flat row's section.
    private static func layout(_ counts: [Int]) -> (start: [Int], sectionOfRow: [Int]) {
        var start = [Int](repeating: 0, count: counts.count + 1)
        for section in counts.indices { start[section + 1] = start[section] + counts[section] }
        var sectionOfRow = [Int](repeating: 0, count: start[counts.count])
        for section in counts.indices {
            for row in start[section]..<start[section + 1] { sectionOfRow[row] = section }
        }
        return (start, sectionOfRow)
    }

    var oldSectionCount: Int { oldCounts.count }
    var keyCount: Int { oldCounts.count + newCounts.count }

    /// The stages, in order; none is empty.
    @usableFromInline
    func stages() -> [PlannedStage] {
        let before = orderBeforeCore()
        let after = orderAfterCore()
        var core = CoreBatch(plan: self, before: before, after: after)
        let reloadsFirst = core.reloadsConflict()
        var stages: [PlannedStage] = []
        let insertedFirst = before.indices.filter { before[$0] >= oldSectionCount }
        if !insertedFirst.isEmpty || reloadsFirst {
            let reloads = reloadsFirst ? changedRows(section: { $0 }) : []
            let sectionsWithReloads = Set(reloads.map(\.section))
            let recipes = before.map { key -> SectionRecipe in
                guard key < oldSectionCount else { return .emptyNew(key - oldSectionCount) }
                return sectionsWithReloads.contains(key) ? .oldWithNewContents(key) : .old(key)
            }
            stages.append(
                PlannedStage(
                    changeset: TableChangeset(sectionInserts: insertedFirst, rowReloads: reloads), recipes: recipes))
        }
        if !reloadsFirst {
            core.changeset.rowReloads = changedRows(section: { core.positionBefore[$0] })
        }
        let deletedLast = after.indices.filter { after[$0] < oldSectionCount && givesRows[after[$0]] }
        let recipes = after.map { key -> SectionRecipe in
            if key >= oldSectionCount { return .new(key - oldSectionCount) }
            let new = sections.newIndexOfOld[key]
            return new >= 0 ? .new(new) : .oldUnmatchedRows(key)
        }
        if !core.changeset.isEmpty { stages.append(PlannedStage(changeset: core.changeset, recipes: recipes)) }
        if !deletedLast.isEmpty {
            stages.append(
                PlannedStage(
                    changeset: TableChangeset(sectionDeletes: deletedLast), recipes: newCounts.indices.map { .new($0) })
            )
        }
        return stages
    }

    /// The rows to reload, at their old row index in the section `section` gives for an old index.
    private func changedRows(section: (Int) -> Int) -> [TableIndexPath] {
        let changed = changed
        return changed.indices.compactMap { row in
            guard changed[row] else { return nil }
            let old = oldSectionOfRow[row]
            return TableIndexPath(row: row - oldStart[old], section: section(old))
        }
    }

    /// The sections before the core batch: the old ones, each followed by the new sections that
    /// receive rows and follow its partner in the new order (those before any partner come first).
    func orderBeforeCore() -> [Int] {
        var following = [[Int]](repeating: [], count: oldSectionCount + 1)
        var anchor = 0
        for new in newCounts.indices {
            let old = sections.oldIndexOfNew[new]
            if old >= 0 {
                anchor = old + 1
            } else if receivesRows[new] {
                following[anchor].append(oldSectionCount + new)
            }
        }
        var order = following[0]
        for old in oldCounts.indices {
            order.append(old)
            order.append(contentsOf: following[old + 1])
        }
        return order
    }

    /// The sections after the core batch: the new ones, with the old sections that give rows away
    /// each placed after the new sections that follow its nearest matched predecessor, as
    /// `orderBeforeCore` places new sections before them, so that neither needs a section move.
    func orderAfterCore() -> [Int] {
        var following = [[Int]](repeating: [], count: oldSectionCount + 1)
        var anchor = 0
        for old in oldCounts.indices {
            if sections.newIndexOfOld[old] >= 0 {
                anchor = old + 1
            } else if givesRows[old] {
                following[anchor].append(old)
            }
        }
        var order: [Int] = []
        anchor = 0
        for new in newCounts.indices {
            let old = sections.oldIndexOfNew[new]
            if old >= 0 {
                order.append(contentsOf: following[anchor])
                anchor = old + 1
            }
            order.append(old >= 0 ? old : oldSectionCount + new)
        }
        order.append(contentsOf: following[anchor])
        return order
    }
}

/// How to build one section of a stage's snapshot from the two snapshots being diffed, so that the
/// staging works on indices only and the sections are built once, at the end.
@usableFromInline
enum SectionRecipe: Equatable {
    /// The new snapshot's section at this index, as given.
    case new(Int)
    /// The old snapshot's section at this index, as given.
    case old(Int)
    /// The old section with each row whose content changed replaced by its new version.
    case oldWithNewContents(Int)
    /// The old section keeping only its rows that have no partner in the new snapshot.
    case oldUnmatchedRows(Int)
    /// The new snapshot's section at this index, with no rows yet.
    case emptyNew(Int)
}

/// A stage as indices: its batch and the recipe of each of its sections.
@usableFromInline
struct PlannedStage {
    @usableFromInline var changeset: TableChangeset
    @usableFromInline var recipes: [SectionRecipe]
}
