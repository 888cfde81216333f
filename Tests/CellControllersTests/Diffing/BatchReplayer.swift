import CellControllers

/// What a table shows after one batch, replayed the way a host with `reloads` semantics applies
/// it. With UIKit's `performBatchUpdates` semantics (`.byOldPosition`): the rows it keeps or moves
/// still show their contents from before the batch; inserted sections and rows, reloaded sections
/// and reloaded rows' contents come from the data source, which already shows the state after the
/// batch. With `.asDeleteAndInsert`, each reload is a delete and an insert at the same index path,
/// as UICollectionView applies it, so a reload among changes that shift rows refreshes the wrong
/// one. Nil when the batch does not fit (which `violations` reports).
func replay(
    _ batch: TableChangeset, on shown: [TestSection], dataSource: [TestSection],
    reloads: ReloadSemantics = .byOldPosition
) -> [TestSection]? {
    guard reloads == .byOldPosition else {
        var converted = batch
        converted.sectionDeletes += batch.sectionReloads
        converted.sectionInserts += batch.sectionReloads
        converted.rowDeletes += batch.rowReloads
        converted.rowInserts += batch.rowReloads
        (converted.sectionReloads, converted.rowReloads) = ([], [])
        let counts = (shown.map(\.rows.count), dataSource.map(\.rows.count))
        guard converted.violations(rowCountsBefore: counts.0, rowCountsAfter: counts.1).isEmpty else { return nil }
        return replay(converted, on: shown, dataSource: dataSource)
    }
    let deletedSections = Set(batch.sectionDeletes)
    let insertedSections = Set(batch.sectionInserts)
    let reloadedSections = Set(batch.sectionReloads)
    var sourceOfSection = [Int?](repeating: nil, count: dataSource.count)
    for move in batch.sectionMoves { sourceOfSection[move.to] = move.from }
    let movedFrom = Set(batch.sectionMoves.map(\.from))
    var freeSlots = dataSource.indices.filter { !insertedSections.contains($0) && sourceOfSection[$0] == nil }[...]
    for old in shown.indices where !deletedSections.contains(old) && !movedFrom.contains(old) {
        guard let slot = freeSlots.popFirst() else { return nil }
        sourceOfSection[slot] = old
    }
    guard freeSlots.isEmpty else { return nil }

    let deletedRows = Set(batch.rowDeletes)
    let reloadedRows = Set(batch.rowReloads)
    let movedOut = Set(batch.rowMoves.map(\.from))
    var result: [TestSection] = []
    for new in dataSource.indices {
        let section = dataSource[new]
        // A reloaded section is shown again whole, from the data source.
        guard let old = sourceOfSection[new], !reloadedSections.contains(old) else {
            result.append(section)
            continue
        }
        var slots = [TestRow?](repeating: nil, count: section.rows.count)
        for path in batch.rowInserts where path.section == new {
            guard path.row < slots.count else { return nil }
            slots[path.row] = section.rows[path.row]
        }
        for move in batch.rowMoves where move.to.section == new {
            guard move.to.row < slots.count else { return nil }
            slots[move.to.row] = shown[move.from.section].rows[move.from.row]
        }
        var slot = 0
        for row in shown[old].rows.indices {
            let shownRow = shown[old].rows[row]
            let here = path(old, row)
            guard !deletedRows.contains(here), !movedOut.contains(here) else { continue }
            while slot < slots.count, slots[slot] != nil { slot += 1 }
            guard slot < slots.count else { return nil }
            var kept = shownRow
            // A reload shows the data source's content in the row the table already has there.
            if reloadedRows.contains(here) { kept.version = section.rows[slot].version }
            slots[slot] = kept
        }
        let rows = slots.compactMap { $0 }
        guard rows.count == slots.count else { return nil }
        // The header stays the one shown: only a reload (or an insert) shows the data source's.
        result.append(TestSection(id: shown[old].id, header: shown[old].header, rows: rows))
    }
    return result
}
