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
        for (position, key) in before.enumerated() { positionBefore[key] = position }
        for (position, key) in after.enumerated() { positionAfter[key] = position }
        let stayingBefore = before.filter { positionAfter[$0] >= 0 }
        let stayingAfter = after.filter { positionBefore[$0] >= 0 }
        sectionMoved = MovedElements.find(before: stayingBefore, after: stayingAfter, elementCount: plan.keyCount)
        changeset.sectionDeletes = before.enumerated().compactMap { positionAfter[$1] < 0 ? $0 : nil }
        changeset.sectionInserts = after.enumerated().compactMap { positionBefore[$1] < 0 ? $0 : nil }
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
        plan.changed.indices.contains { row in
            plan.changed[row] && (rowMoved[row] || sectionMoved[plan.oldSectionOfRow[row]])
        }
    }

    private func keyOfNewRow(_ row: Int) -> Int { plan.key(ofNew: plan.newSectionOfRow[row]) }

    private mutating func findRowChanges(staying: [Int]) {
        let matches = plan.rows
        // Rows staying in a section keep their order unless the heuristic calls them moved.
        var orderBefore: [Int] = []
        var orderAfter: [Int] = []
        for key in staying where key < plan.oldSectionCount {
            let new = plan.sections.newIndexOfOld[key]
            guard new >= 0 else { continue }
            for row in plan.oldStart[key]..<plan.oldStart[key + 1] {
                let partner = matches.newIndexOfOld[row]
                if partner >= 0, keyOfNewRow(partner) == key { orderBefore.append(row) }
            }
            for row in plan.newStart[new]..<plan.newStart[new + 1] {
                let partner = matches.oldIndexOfNew[row]
                if partner >= 0, plan.oldSectionOfRow[partner] == key { orderAfter.append(partner) }
            }
        }
        rowMoved = MovedElements.find(before: orderBefore, after: orderAfter, elementCount: plan.oldSectionOfRow.count)
        for (row, partner) in matches.newIndexOfOld.enumerated() {
            let section = plan.oldSectionOfRow[row]
            guard partner < 0, plan.sections.newIndexOfOld[section] >= 0 else { continue }
            changeset.rowDeletes.append(
                TableIndexPath(row: row - plan.oldStart[section], section: positionBefore[section]))
        }
        for (row, partner) in matches.oldIndexOfNew.enumerated() {
            let section = plan.newSectionOfRow[row]
            let to = TableIndexPath(row: row - plan.newStart[section], section: positionAfter[plan.key(ofNew: section)])
            if partner < 0 {
                if plan.sections.oldIndexOfNew[section] >= 0 || plan.receivesRows[section] {
                    changeset.rowInserts.append(to)
                }
                continue
            }
            let old = plan.oldSectionOfRow[partner]
            guard old != plan.key(ofNew: section) || rowMoved[partner] else { continue }
            rowMoved[partner] = true
            let from = TableIndexPath(row: partner - plan.oldStart[old], section: positionBefore[old])
            changeset.rowMoves.append(RowMove(from: from, to: to))
        }
    }
}
