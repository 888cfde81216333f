/// The core batch of a staged update (see `StagePlan`): every section and row delete, insert and
/// move, between the sections before it and after it, given as keys.
struct CoreBatch {
    let plan: StagePlan
    var changeset = TableChangeset()
    /// Each key's section index before and after the batch, or -1 where it is absent.
    let positionBefore: [Int]
    let positionAfter: [Int]
    /// By key: whether the section moves.
    let sectionMoved: [Bool]
    /// By old row: whether the row moves, within its section or to another one.
    private(set) var rowMoved: [Bool] = []

    init(plan: StagePlan, before: [Int], after: [Int]) {
        self.plan = plan
        var positionBefore = [Int](repeating: -1, count: plan.keyCount)
        var positionAfter = [Int](repeating: -1, count: plan.keyCount)
        for position in before.indices { positionBefore[before[position]] = position }
        for position in after.indices { positionAfter[after[position]] = position }
        let stayingBefore = before.filter { positionAfter[$0] >= 0 }
        let stayingAfter = after.filter { positionBefore[$0] >= 0 }
        sectionMoved = MovedElements.find(before: stayingBefore, after: stayingAfter, elementCount: plan.keyCount)
        changeset.sectionDeletes = before.indices.filter { positionAfter[before[$0]] < 0 }
        changeset.sectionInserts = after.indices.filter { positionBefore[after[$0]] < 0 }
        changeset.sectionMoves = stayingAfter.compactMap { [sectionMoved] key in
            sectionMoved[key] ? SectionMove(from: positionBefore[key], to: positionAfter[key]) : nil
        }
        self.positionBefore = positionBefore
        self.positionAfter = positionAfter
        findRowChanges(staying: stayingAfter)
    }

    /// Whether a row to reload moves, or sits in a section that moves, so reloads need a stage of
    /// their own before this batch.
    func reloadsConflict() -> Bool {
        let changed = plan.changed
        let oldSectionOfRow = plan.oldSectionOfRow
        return changed.indices.contains { row in
            changed[row] && (rowMoved[row] || sectionMoved[oldSectionOfRow[row]])
        }
    }

    /// By key: whether the batch moves the section, or deletes, inserts or moves any of its rows,
    /// so that it cannot be reloaded in this batch. `before` and `after` are the keys in order, as
    /// given to `init`.
    func touchedSections(before: [Int], after: [Int]) -> [Bool] {
        var touched = sectionMoved
        for path in changeset.rowDeletes { touched[before[path.section]] = true }
        for path in changeset.rowInserts { touched[after[path.section]] = true }
        for move in changeset.rowMoves {
            touched[before[move.from.section]] = true
            touched[after[move.to.section]] = true
        }
        return touched
    }

    private mutating func findRowChanges(staying: [Int]) {
        // Locals: the plan's arrays, read once per row.
        let oldStart = plan.oldStart
        let newStart = plan.newStart
        let oldSectionOfRow = plan.oldSectionOfRow
        let newSectionOfRow = plan.newSectionOfRow
        let keyOfNew = plan.keyOfNew
        let newIndexOfOld = plan.rows.newIndexOfOld
        let oldIndexOfNew = plan.rows.oldIndexOfNew
        let newSectionOfOld = plan.sections.newIndexOfOld
        // Rows staying in a section keep their order unless the heuristic calls them moved.
        var orderBefore: [Int] = []
        var orderAfter: [Int] = []
        for key in staying where key < plan.oldSectionCount {
            let new = newSectionOfOld[key]
            guard new >= 0 else { continue }
            for row in oldStart[key]..<oldStart[key + 1] {
                let partner = newIndexOfOld[row]
                if partner >= 0, keyOfNew[newSectionOfRow[partner]] == key { orderBefore.append(row) }
            }
            for row in newStart[new]..<newStart[new + 1] {
                let partner = oldIndexOfNew[row]
                if partner >= 0, oldSectionOfRow[partner] == key { orderAfter.append(partner) }
            }
        }
        var rowMoved = MovedElements.find(before: orderBefore, after: orderAfter, elementCount: oldSectionOfRow.count)
        var changeset = changeset
        for row in newIndexOfOld.indices where newIndexOfOld[row] < 0 {
            let section = oldSectionOfRow[row]
            guard newSectionOfOld[section] >= 0 else { continue }
            changeset.rowDeletes.append(TableIndexPath(row: row - oldStart[section], section: positionBefore[section]))
        }
        let receivesRows = plan.receivesRows
        let oldSectionOfNew = plan.sections.oldIndexOfNew
        for row in oldIndexOfNew.indices {
            let section = newSectionOfRow[row]
            let key = keyOfNew[section]
            let to = TableIndexPath(row: row - newStart[section], section: positionAfter[key])
            let partner = oldIndexOfNew[row]
            if partner < 0 {
                if oldSectionOfNew[section] >= 0 || receivesRows[section] { changeset.rowInserts.append(to) }
                continue
            }
            let old = oldSectionOfRow[partner]
            guard old != key || rowMoved[partner] else { continue }
            rowMoved[partner] = true
            let from = TableIndexPath(row: partner - oldStart[old], section: positionBefore[old])
            changeset.rowMoves.append(RowMove(from: from, to: to))
        }
        self.changeset = changeset
        self.rowMoved = rowMoved
    }
}
