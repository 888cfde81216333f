import CellControllers

/// Where each row before a batch update is after it, read from a changeset by UIKit's rules:
/// deletes, reloads and move sources are positions before the batch; inserts and move destinations
/// positions after it; every other row keeps its order among the rows that stay.
///
/// A changeset that breaks those rules (a position out of range, a row named twice, row counts
/// that do not add up) gives no mapping at all, and the table reloads instead of guessing.
struct RowMapping {
    /// For each section before the batch, each row's position after it; nil for a deleted row.
    private let rows: [[TableIndexPath?]]
    /// Rows, by their position before the batch, whose content changed.
    let reloaded: Set<TableIndexPath>

    /// The row's position after the batch; nil when it was deleted or never existed.
    func newIndexPath(for old: TableIndexPath) -> TableIndexPath? {
        guard rows.indices.contains(old.section), rows[old.section].indices.contains(old.row) else { return nil }
        return rows[old.section][old.row]
    }

    /// Where the first row after `old` (in reading order before the batch) that stays is after the
    /// batch; nil when every later row went.
    func firstStayingRow(after old: TableIndexPath) -> TableIndexPath? {
        var section = max(old.section, 0)
        var row = max(old.row + 1, 0)
        while section < rows.count {
            while row < rows[section].count {
                if let new = rows[section][row] { return new }
                row += 1
            }
            section += 1
            row = 0
        }
        return nil
    }

    /// The mapping for `changeset` from sections of `oldCounts` rows to sections of `newCounts`
    /// rows; nil when the changeset does not fit them.
    init?(_ changeset: TableChangeset, from oldCounts: [Int], to newCounts: [Int]) {
        guard let sectionMap = Self.sectionMap(changeset, oldCount: oldCounts.count, newCount: newCounts.count)
        else { return nil }
        let old = Set(changeset.rowDeletes)
        let reloads = Set(changeset.rowReloads)
        let moveSources = Set(changeset.rowMoves.map(\.from))
        let moveDestinations = Set(changeset.rowMoves.map(\.to))
        let inserts = Set(changeset.rowInserts)
        let isOld = { (path: TableIndexPath) in
            oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.row)
        }
        let isNew = { (path: TableIndexPath) in
            newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.row)
        }
        guard old.count == changeset.rowDeletes.count, reloads.count == changeset.rowReloads.count,
            moveSources.count == changeset.rowMoves.count, moveDestinations.count == changeset.rowMoves.count,
            inserts.count == changeset.rowInserts.count,
            old.allSatisfy(isOld), reloads.allSatisfy(isOld), moveSources.allSatisfy(isOld),
            inserts.allSatisfy(isNew), moveDestinations.allSatisfy(isNew),
            old.isDisjoint(with: reloads), old.isDisjoint(with: moveSources), reloads.isDisjoint(with: moveSources),
            inserts.isDisjoint(with: moveDestinations)
        else { return nil }
        // A row cannot move out of a deleted section or into an inserted one.
        let newSections = Set(sectionMap.compactMap { $0 })
        guard
            changeset.rowMoves.allSatisfy({ sectionMap[$0.from.section] != nil && newSections.contains($0.to.section) })
        else { return nil }

        var rows = oldCounts.map { [TableIndexPath?](repeating: nil, count: $0) }
        for (oldSection, target) in sectionMap.enumerated() {
            guard let newSection = target else { continue }
            let staying = (0..<oldCounts[oldSection]).filter {
                let path = TableIndexPath(row: $0, section: oldSection)
                return !old.contains(path) && !moveSources.contains(path)
            }
            let slots = (0..<newCounts[newSection]).filter {
                let path = TableIndexPath(row: $0, section: newSection)
                return !inserts.contains(path) && !moveDestinations.contains(path)
            }
            guard staying.count == slots.count else { return nil }
            for (from, to) in zip(staying, slots) {
                rows[oldSection][from] = TableIndexPath(row: to, section: newSection)
            }
        }
        for move in changeset.rowMoves { rows[move.from.section][move.from.row] = move.to }
        self.rows = rows
        self.reloaded = reloads
    }

    /// Each old section's position after the batch (nil for a deleted one), or nil when the
    /// section changes do not fit the counts.
    private static func sectionMap(_ changeset: TableChangeset, oldCount: Int, newCount: Int) -> [Int?]? {
        let deletes = Set(changeset.sectionDeletes)
        let inserts = Set(changeset.sectionInserts)
        let sources = Set(changeset.sectionMoves.map(\.from))
        let destinations = Set(changeset.sectionMoves.map(\.to))
        guard deletes.count == changeset.sectionDeletes.count, inserts.count == changeset.sectionInserts.count,
            sources.count == changeset.sectionMoves.count, destinations.count == changeset.sectionMoves.count,
            deletes.allSatisfy({ (0..<oldCount).contains($0) }), sources.allSatisfy({ (0..<oldCount).contains($0) }),
            inserts.allSatisfy({ (0..<newCount).contains($0) }),
            destinations.allSatisfy({ (0..<newCount).contains($0) }),
            deletes.isDisjoint(with: sources), inserts.isDisjoint(with: destinations)
        else { return nil }
        let staying = (0..<oldCount).filter { !deletes.contains($0) && !sources.contains($0) }
        let slots = (0..<newCount).filter { !inserts.contains($0) && !destinations.contains($0) }
        guard staying.count == slots.count else { return nil }
        var map = [Int?](repeating: nil, count: oldCount)
        for (from, to) in zip(staying, slots) { map[from] = to }
        for move in changeset.sectionMoves { map[move.from] = move.to }
        return map
    }
}
