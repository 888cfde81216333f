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
    /// Rows, by their position before the batch, whose content changed: those reloaded, and every
    /// row of a reloaded section.
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
    /// rows; nil when the changeset does not fit them, that is when it has `violations`: a batch
    /// without any names only positions in range, each once, and leaves in every section that
    /// stays exactly as many rows as there are slots for them.
    init?(_ changeset: TableChangeset, from oldCounts: [Int], to newCounts: [Int]) {
        guard changeset.violations(rowCountsBefore: oldCounts, rowCountsAfter: newCounts).isEmpty else { return nil }
        let sectionMap = Self.sectionMap(changeset, oldCount: oldCounts.count, newCount: newCounts.count)
        let leaving = Set(changeset.rowDeletes + changeset.rowMoves.map(\.from))
        let arriving = Set(changeset.rowInserts + changeset.rowMoves.map(\.to))
        var rows = oldCounts.map { [TableIndexPath?](repeating: nil, count: $0) }
        for (oldSection, target) in sectionMap.enumerated() {
            guard let newSection = target else { continue }
            let staying = (0..<oldCounts[oldSection]).filter {
                !leaving.contains(TableIndexPath(row: $0, section: oldSection))
            }
            let slots = (0..<newCounts[newSection]).filter {
                !arriving.contains(TableIndexPath(row: $0, section: newSection))
            }
            for (from, to) in zip(staying, slots) {
                rows[oldSection][from] = TableIndexPath(row: to, section: newSection)
            }
        }
        for move in changeset.rowMoves { rows[move.from.section][move.from.row] = move.to }
        self.rows = rows
        // A reloaded section is shown again whole: each of its rows is configured again.
        let rowsOfReloadedSections = changeset.sectionReloads.flatMap { section in
            (0..<oldCounts[section]).map { TableIndexPath(row: $0, section: section) }
        }
        self.reloaded = Set(changeset.rowReloads + rowsOfReloadedSections)
    }

    /// Each old section's position after the batch, nil for a deleted one; the sections that stay
    /// keep their order in the slots that inserts and moves leave.
    private static func sectionMap(_ changeset: TableChangeset, oldCount: Int, newCount: Int) -> [Int?] {
        let leaving = Set(changeset.sectionDeletes + changeset.sectionMoves.map(\.from))
        let arriving = Set(changeset.sectionInserts + changeset.sectionMoves.map(\.to))
        let staying = (0..<oldCount).filter { !leaving.contains($0) }
        let slots = (0..<newCount).filter { !arriving.contains($0) }
        var map = [Int?](repeating: nil, count: oldCount)
        for (from, to) in zip(staying, slots) { map[from] = to }
        for move in changeset.sectionMoves { map[move.from] = move.to }
        return map
    }
}
