/// The checks behind `TableChangeset.violations(rowCountsBefore:rowCountsAfter:)`, one batch at a
/// time: sections first (their mapping is what the count rule needs), then each kind of row change.
/// A reloaded section is replaced as a whole, as UIKit does (a delete and an insert of the section),
/// so no row change may name it and the count rule does not apply to it.
struct BatchCheck {
    let batch: TableChangeset
    let before: [Int]
    let after: [Int]
    private(set) var problems: [String] = []
    /// Per section before the batch: deleted, or the move that takes it away.
    private var deletedSections: Set<Int> = []
    private var insertedSections: Set<Int> = []
    private var movedSections: [Int: SectionMove] = [:]
    /// Reloaded sections by their index before the batch, and by their index after it (known only
    /// when the sections' changes are consistent).
    private var reloadedSections: Set<Int> = []
    private var reloadedSectionsAfter: Set<Int> = []
    /// Each section's index after the batch, by its index before it, or -1 (deleted); nil when the
    /// sections' changes are inconsistent.
    private var newIndexOfOldSection: [Int]?

    init(batch: TableChangeset, rowCountsBefore: [Int], rowCountsAfter: [Int]) {
        self.batch = batch
        self.before = rowCountsBefore
        self.after = rowCountsAfter
    }

    mutating func run() -> [String] {
        if checkSections(), let map = sectionMap() {
            newIndexOfOldSection = map
            reloadedSectionsAfter = Set(reloadedSections.map { map[$0] })
        }
        let deleted = checkRows(
            batch.rowDeletes, "delete", "deleted", counts: before, when: "before",
            sectionsGoing: deletedSections, reloaded: reloadedSections)
        checkRowReloads(deleted: deleted)
        checkRowMoves(deleted: deleted)
        checkRows(
            batch.rowInserts, "insert", "inserted", counts: after, when: "after",
            sectionsGoing: insertedSections, reloaded: reloadedSectionsAfter)
        if let newIndexOfOldSection { checkRowCounts(newIndexOfOld: newIndexOfOldSection) }
        return problems
    }

    // MARK: Sections

    /// Returns whether the sections' changes are consistent enough to map old sections to new ones.
    private mutating func checkSections() -> Bool {
        let start = problems.count
        for index in batch.sectionDeletes
        where isValidSection(index, "section delete \(index) is out of range:", counts: before, when: "before") {
            if !deletedSections.insert(index).inserted { problems.append("section \(index) is deleted twice") }
        }
        for index in batch.sectionInserts
        where isValidSection(index, "section insert \(index) is out of range:", counts: after, when: "after") {
            if !insertedSections.insert(index).inserted { problems.append("section \(index) is inserted twice") }
        }
        var destinations: [Int: SectionMove] = [:]
        for move in batch.sectionMoves {
            guard
                isValidSection(move.from, "section move \(move) starts out of range:", counts: before, when: "before"),
                isValidSection(move.to, "section move \(move) ends out of range:", counts: after, when: "after")
            else { continue }
            problems += Self.sourceProblem(
                "section", move, isDeleted: deletedSections.contains(move.from), sources: &movedSections)
            problems += Self.destinationProblem(
                "section", move, isInserted: insertedSections.contains(move.to), destinations: &destinations)
        }
        for index in batch.sectionReloads
        where isValidSection(index, "section reload \(index) is out of range:", counts: before, when: "before") {
            if deletedSections.contains(index) {
                problems.append("section \(index) is both deleted and reloaded")
            } else if let move = movedSections[index] {
                problems.append(
                    "section \(index) is both reloaded and moved (\(move)); reload it in a batch of its own")
            } else if !reloadedSections.insert(index).inserted {
                problems.append("section \(index) is reloaded twice")
            }
        }
        let expected = before.count - deletedSections.count + insertedSections.count
        if problems.count == start, expected != after.count {
            problems.append(
                "invalid number of sections: \(after.count) after the batch, but \(before.count) before"
                    + " − \(deletedSections.count) deleted + \(insertedSections.count) inserted = \(expected)")
        }
        return problems.count == start
    }

    // MARK: Rows

    private mutating func checkRowReloads(deleted: Set<TableIndexPath>) {
        var reloaded: Set<TableIndexPath> = []
        let moveSources = Dictionary(batch.rowMoves.map { ($0.from, $0) }, uniquingKeysWith: { first, _ in first })
        for path in batch.rowReloads where isValid(path, "row reload \(path)", counts: before, when: "before") {
            if deletedSections.contains(path.section) {
                problems.append(
                    "row reload \(path) is in section \(path.section), which is deleted in the same batch")
            } else if reloadedSections.contains(path.section) {
                problems.append(
                    "row reload \(path) is in section \(path.section), which is reloaded in the same batch")
            } else if let move = movedSections[path.section] {
                problems.append(
                    "row reload \(path) is in section \(path.section), which moves in the same batch (\(move));"
                        + " reload it in a batch of its own")
            } else if deleted.contains(path) {
                problems.append("row \(path) is both deleted and reloaded")
            } else if let move = moveSources[path] {
                problems.append("row \(path) is both reloaded and moved (\(move)); reload it in a batch of its own")
            } else if !reloaded.insert(path).inserted {
                problems.append("row \(path) is reloaded twice")
            }
        }
    }

    private mutating func checkRowMoves(deleted: Set<TableIndexPath>) {
        var sources: [TableIndexPath: RowMove] = [:]
        var destinations: [TableIndexPath: RowMove] = [:]
        let inserted = Set(batch.rowInserts)
        for move in batch.rowMoves {
            guard isValid(move.from, "the source of row move \(move)", counts: before, when: "before"),
                isValid(move.to, "the destination of row move \(move)", counts: after, when: "after")
            else { continue }
            if deletedSections.contains(move.from.section) {
                problems.append(
                    "row move \(move) starts in section \(move.from.section), which is deleted in the same batch;"
                        + " move the row in an earlier batch")
            } else if reloadedSections.contains(move.from.section) {
                problems.append(
                    "row move \(move) starts in section \(move.from.section), which is reloaded in the same batch;"
                        + " reload the section in a batch of its own")
            } else {
                problems += Self.sourceProblem("row", move, isDeleted: deleted.contains(move.from), sources: &sources)
            }
            if insertedSections.contains(move.to.section) {
                problems.append(
                    "row move \(move) ends in section \(move.to.section), which is inserted in the same batch;"
                        + " move the row in a later batch")
            } else if reloadedSectionsAfter.contains(move.to.section) {
                problems.append(
                    "row move \(move) ends in section \(move.to.section), which is reloaded in the same batch;"
                        + " reload the section in a batch of its own")
            } else {
                problems += Self.destinationProblem(
                    "row", move, isInserted: inserted.contains(move.to), destinations: &destinations)
            }
        }
    }

    /// Row deletes or inserts (`change` is "delete" or "insert", `changed` its past): each in range,
    /// not twice, and not in a section that the same batch deletes or inserts (`sectionsGoing`) or
    /// reloads (`reloaded`, as indices on the same side of the batch as `paths`). Returns the rows.
    @discardableResult
    private mutating func checkRows(
        _ paths: [TableIndexPath], _ change: String, _ changed: String, counts: [Int], when: String,
        sectionsGoing: Set<Int>, reloaded: Set<Int>
    ) -> Set<TableIndexPath> {
        var seen: Set<TableIndexPath> = []
        for path in paths where isValid(path, "row \(change) \(path)", counts: counts, when: when) {
            if sectionsGoing.contains(path.section) || reloaded.contains(path.section) {
                let fate = sectionsGoing.contains(path.section) ? changed : "reloaded"
                problems.append(
                    "row \(change) \(path) is in section \(path.section), which is \(fate) in the same batch")
            } else if !seen.insert(path).inserted {
                problems.append("row \(path) is \(changed) twice")
            }
        }
        return seen
    }

    /// Records `move` as the one that takes its section or row (`noun`) away, or says why it
    /// cannot: the same batch deletes it, or another move takes it already.
    private static func sourceProblem<Place>(
        _ noun: String, _ move: TableMove<Place>, isDeleted: Bool, sources: inout [Place: TableMove<Place>]
    ) -> [String] {
        if isDeleted { return ["\(noun) \(move.from) is both deleted and moved (\(move))"] }
        if let earlier = sources[move.from] {
            return ["\(noun) \(move.from) is the source of two moves (\(earlier) and \(move))"]
        }
        sources[move.from] = move
        return []
    }

    /// Records `move` as the one that brings its section or row (`noun`) to its place after the
    /// batch, or says why it cannot: the same batch inserts there, or another move comes there.
    private static func destinationProblem<Place>(
        _ noun: String, _ move: TableMove<Place>, isInserted: Bool, destinations: inout [Place: TableMove<Place>]
    ) -> [String] {
        let place = "\(noun) \(move.to) after the batch"
        if isInserted { return ["\(place) is both inserted and the destination of a move (\(move))"] }
        if let earlier = destinations[move.to] {
            return ["\(place) is the destination of two moves (\(earlier) and \(move))"]
        }
        destinations[move.to] = move
        return []
    }

    /// Each section's index after the batch, by its index before it (-1 for a deleted one): sections
    /// that stay where they are fill, in order, the places after the batch that no insert or move
    /// takes. Nil when they do not fit those places.
    private func sectionMap() -> [Int]? {
        var newIndexOfOld = [Int](repeating: -1, count: before.count)
        var taken = [Bool](repeating: false, count: after.count)
        for index in insertedSections { taken[index] = true }
        for move in movedSections.values {
            newIndexOfOld[move.from] = move.to
            taken[move.to] = true
        }
        var slot = 0
        for old in before.indices where !deletedSections.contains(old) && movedSections[old] == nil {
            while slot < taken.count, taken[slot] { slot += 1 }
            guard slot < taken.count else { return nil }
            newIndexOfOld[old] = slot
            slot += 1
        }
        return newIndexOfOld
    }

    /// The count rule, for every section that is neither deleted, inserted nor reloaded.
    private mutating func checkRowCounts(newIndexOfOld: [Int]) {
        var deletes = [Int](repeating: 0, count: before.count)
        var movesOut = [Int](repeating: 0, count: before.count)
        var inserts = [Int](repeating: 0, count: after.count)
        var movesIn = [Int](repeating: 0, count: after.count)
        for path in batch.rowDeletes where inRange(path.section, before.count) { deletes[path.section] += 1 }
        for path in batch.rowInserts where inRange(path.section, after.count) { inserts[path.section] += 1 }
        for move in batch.rowMoves
        where inRange(move.from.section, before.count) && inRange(move.to.section, after.count) {
            movesOut[move.from.section] += 1
            movesIn[move.to.section] += 1
        }
        for old in before.indices {
            let new = newIndexOfOld[old]
            guard new >= 0, !reloadedSections.contains(old) else { continue }
            // Wrapping: counts are the caller's, and an absurd one must give a message, not a trap.
            let expected = before[old] &- deletes[old] &- movesOut[old] &+ inserts[new] &+ movesIn[new]
            guard after[new] != expected else { continue }
            problems.append(
                "invalid number of rows in section \(new) (section \(old) before the batch): \(after[new]) after the"
                    + " batch, but \(before[old]) before − \(deletes[old]) deleted − \(movesOut[old]) moved out"
                    + " + \(inserts[new]) inserted + \(movesIn[new]) moved in = \(expected)")
        }
    }

    // MARK: Wording

    /// Checks that `path` names an existing section and row in `counts`, reporting `subject` if not
    /// (worded only then: valid batches are the common case).
    private mutating func isValid(
        _ path: TableIndexPath, _ subject: @autoclosure () -> String, counts: [Int], when: String
    ) -> Bool {
        let section = path.section
        guard isValidSection(section, "\(subject()) names section \(section), but", counts: counts, when: when) else {
            return false
        }
        let rows = counts[path.section]
        guard inRange(path.row, rows) else {
            problems.append(
                "\(subject()) is out of range: section \(path.section) has \(rows == 1 ? "1 row" : "\(rows) rows")"
                    + " \(when) the batch (valid: \(valid(rows)))")
            return false
        }
        return true
    }

    /// Checks that `index` names a section in `counts`; if not, reports `subject` followed by how
    /// many sections the table has `when` ("before" or "after") the batch.
    private mutating func isValidSection(
        _ index: Int, _ subject: @autoclosure () -> String, counts: [Int], when: String
    ) -> Bool {
        guard !inRange(index, counts.count) else { return true }
        problems.append(
            "\(subject()) the table has \(sections(counts.count)) \(when) the batch"
                + " (valid: \(valid(counts.count)))")
        return false
    }

    private func inRange(_ index: Int, _ count: Int) -> Bool { index >= 0 && index < count }
    private func sections(_ count: Int) -> String { count == 1 ? "1 section" : "\(count) sections" }
    private func valid(_ count: Int) -> String { count > 0 ? "0...\(count - 1)" : "none" }
}
