/// The batches of a list diff (``ListDiff``), on indices only: the deletes, inserts and moves that
/// match the rows, and where the reloads go.
@usableFromInline
struct ListBatch {
    /// Every change but the reloads when they need a stage of their own (`reloadStage`), else all.
    @usableFromInline var core = TableChangeset()
    /// The reloads, when they come in a stage of their own before `core`.
    @usableFromInline var reloadStage: TableChangeset?

    /// `changedOldRows`: the old rows, in increasing order, whose partner's content differs.
    @usableFromInline
    init(match: OccurrenceMatch, changedOldRows: [Int], reloads: ReloadSemantics) {
        let newIndexOfOld = match.newIndexOfOld
        let oldIndexOfNew = match.oldIndexOfNew
        var orderBefore: [Int] = []
        orderBefore.reserveCapacity(newIndexOfOld.count)
        for row in newIndexOfOld.indices {
            if newIndexOfOld[row] >= 0 {
                orderBefore.append(row)
            } else {
                core.rowDeletes.append(TableIndexPath(row: row, section: 0))
            }
        }
        var orderAfter: [Int] = []
        orderAfter.reserveCapacity(orderBefore.count)
        for row in oldIndexOfNew.indices where oldIndexOfNew[row] >= 0 { orderAfter.append(oldIndexOfNew[row]) }
        let moved = MovedElements.find(before: orderBefore, after: orderAfter, elementCount: newIndexOfOld.count)
        for row in oldIndexOfNew.indices {
            let partner = oldIndexOfNew[row]
            if partner < 0 {
                core.rowInserts.append(TableIndexPath(row: row, section: 0))
            } else if moved[partner] {
                core.rowMoves.append(
                    RowMove(from: TableIndexPath(row: partner, section: 0), to: TableIndexPath(row: row, section: 0)))
            }
        }
        let reloaded = changedOldRows.map { TableIndexPath(row: $0, section: 0) }
        let apart =
            !reloaded.isEmpty
            && reloads.separatesReloads(
                conflict: changedOldRows.contains { moved[$0] }, otherChanges: !core.isEmpty)
        if apart {
            reloadStage = TableChangeset(rowReloads: reloaded)
        } else {
            core.rowReloads = reloaded
        }
    }
}
