/// The staging of a sectioned diff, on indices only.
///
/// Everything happens in one core batch (section and row deletes, inserts and moves, reloads),
/// except what UIKit forbids in one batch, which gets a stage of its own:
/// - **before** the core batch, sections that are new but receive rows moved from elsewhere are
///   inserted empty (a row cannot move into a section inserted in the same batch); row reloads
///   happen here, at old positions, when any reloaded row also moves or sits in a moving section;
///   and a section whose own content changed is reloaded here when the core batch moves it or
///   changes its rows (a reloaded section is replaced whole, so no row change may name it);
/// - **after** it, sections that are gone but gave rows away are deleted (a row cannot move out of
///   a section deleted in the same batch); until then they hold their unmatched rows.
///
/// For a host whose reloads are deletes and inserts at one path (``ReloadSemantics``), every
/// reload instead comes first, in a stage that holds nothing else.
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
    /// For each old section, whether it has a partner whose own content (not its rows) differs.
    let sectionChanged: [Bool]
    let reloads: ReloadSemantics
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
    init(
        oldRowCounts: [Int], newRowCounts: [Int], sections: OccurrenceMatch, rows: OccurrenceMatch, changed: [Bool],
        sectionChanged: [Bool], reloads: ReloadSemantics
    ) {
        oldCounts = oldRowCounts
        newCounts = newRowCounts
        self.sections = sections
        self.rows = rows
        self.changed = changed
        self.sectionChanged = sectionChanged
        self.reloads = reloads
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
        let insertedFirst = before.indices.filter { before[$0] >= oldSectionCount }
        let deletedLast = after.indices.filter { after[$0] < oldSectionCount && givesRows[after[$0]] }
        let changedSections = oldCounts.indices.filter { sectionChanged[$0] }
        let hasChangedRows = changed.contains(true)
        let otherChanges = !core.changeset.isEmpty || !insertedFirst.isEmpty || !deletedLast.isEmpty
        let reloadsApart =
            (hasChangedRows || !changedSections.isEmpty)
            && reloads.separatesReloads(
                conflict: hasChangedRows && core.reloadsConflict(), otherChanges: otherChanges)
        var stages: [PlannedStage] = []
        switch reloads {
        case .asDeleteAndInsert:
            if reloadsApart {
                let everySection = Array(oldCounts.indices)
                stages.append(reloadStage(sections: changedSections, rows: true, inserts: [], order: everySection))
            } else {
                // Nothing but reloads changes (or there are none): they are the core batch.
                core.changeset.sectionReloads = changedSections.map { core.positionBefore[$0] }
                core.changeset.rowReloads = changedRows(
                    excluding: Set(changedSections), section: { core.positionBefore[$0] })
            }
            if !insertedFirst.isEmpty {
                stages.append(
                    reloadStage(
                        sections: [], rows: false, inserts: insertedFirst, order: before, refreshed: reloadsApart))
            }
        case .byOldPosition:
            let touched = changedSections.isEmpty ? [] : core.touchedSections(before: before, after: after)
            let reloadedFirst = changedSections.filter { touched[$0] }
            let reloadedInCore = changedSections.filter { !touched[$0] }
            if !insertedFirst.isEmpty || reloadsApart || !reloadedFirst.isEmpty {
                stages.append(
                    reloadStage(sections: reloadedFirst, rows: reloadsApart, inserts: insertedFirst, order: before))
            }
            core.changeset.sectionReloads = reloadedInCore.map { core.positionBefore[$0] }
            if !reloadsApart {
                core.changeset.rowReloads = changedRows(
                    excluding: Set(reloadedInCore), section: { core.positionBefore[$0] })
            }
        }
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

    /// A stage before the core batch, at old positions: it inserts `inserts` (new sections, empty),
    /// reloads the old sections `sections` and, when `rows` is true, the changed rows outside them.
    /// Its sections are the old ones in `order` (keys), showing what has been reloaded by the end of
    /// the stage: all of it when `refreshed` is true (the reloads came in an earlier stage).
    private func reloadStage(
        sections reloaded: [Int], rows: Bool, inserts: [Int], order: [Int], refreshed: Bool = false
    ) -> PlannedStage {
        let reloadedSections = Set(reloaded)
        let rowReloads = rows ? changedRows(excluding: reloadedSections, section: { $0 }) : []
        let rowsShowNew = rows || refreshed
        var sectionsWithChangedRows = [Bool](repeating: false, count: oldSectionCount)
        for row in changed.indices where changed[row] { sectionsWithChangedRows[oldSectionOfRow[row]] = true }
        let recipes = order.map { key -> SectionRecipe in
            guard key < oldSectionCount else { return .emptyNew(key - oldSectionCount) }
            let ownContent = refreshed ? sectionChanged[key] : reloadedSections.contains(key)
            let rowContents = rowsShowNew && sectionsWithChangedRows[key]
            return ownContent || rowContents
                ? .oldRefreshed(key, ownContent: ownContent, rowContents: rowContents) : .old(key)
        }
        return PlannedStage(
            changeset: TableChangeset(sectionInserts: inserts, sectionReloads: reloaded, rowReloads: rowReloads),
            recipes: recipes)
    }

    /// The rows to reload, at their old row index in the section `section` gives for an old index,
    /// except those in the old sections `excluded` (reloaded whole).
    private func changedRows(excluding excluded: Set<Int>, section: (Int) -> Int) -> [TableIndexPath] {
        let changed = changed
        return changed.indices.compactMap { row in
            guard changed[row] else { return nil }
            let old = oldSectionOfRow[row]
            guard !excluded.contains(old) else { return nil }
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
    /// The old section's rows, each whose content changed replaced by its new version when
    /// `rowContents` is true, in the new partner's section when `ownContent` is true (its header,
    /// say), else in the old one.
    case oldRefreshed(Int, ownContent: Bool, rowContents: Bool)
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
