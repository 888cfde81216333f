import CellControllers
import Testing

/// 100,000 random edit sequences, replayed stage by stage with UIKit's batch semantics.
@Suite struct RandomizedDiffTests {
    static let casesPerBatch = 25_000

    /// Four batches of cases so that swift-testing can run them on several cores.
    @Test(arguments: 0..<4)
    func randomEditsReplayToTheNewTable(batch: Int) {
        for index in 0..<Self.casesPerBatch {
            let seed = UInt64(batch * Self.casesPerBatch + index)
            var edits = RandomTableEdits(seed: seed)
            let old = edits.table()
            let new = edits.edited(old)
            if let problem = check(old, new) {
                Issue.record("seed \(seed): \(old) → \(new): \(problem)")
                return
            }
        }
    }

    /// The first problem with the stages from `old` to `new`, or nil.
    func check(_ old: [TestSection], _ new: [TestSection]) -> String? {
        let result = stages(old, new)
        if old == new { return result.isEmpty ? nil : "unchanged tables give stages \(result)" }
        guard let last = result.last else { return "changed tables give no stages" }
        guard last.sections == new else { return "the last stage shows \(last.sections)" }
        guard result.count <= 3 else { return "\(result.count) stages" }
        var shown = old
        var deletedRows = 0
        var insertedRows = 0
        for (number, stage) in result.enumerated() {
            let batch = stage.changeset
            let problems = batch.violations(
                rowCountsBefore: shown.map(\.rows.count), rowCountsAfter: stage.sections.map(\.rows.count))
            guard !batch.isEmpty else { return "stage \(number) is empty" }
            guard problems.isEmpty else { return "stage \(number) \(batch): \(problems)" }
            let replayed = replay(batch, on: shown, dataSource: stage.sections)
            guard replayed == stage.sections else {
                return "stage \(number) \(batch) replays to \(replayed.map(\.description) ?? "nothing"),"
                    + " not \(stage.sections)"
            }
            deletedRows += batch.rowDeletes.count + batch.sectionDeletes.reduce(0) { $0 + shown[$1].rows.count }
            insertedRows +=
                batch.rowInserts.count + batch.sectionInserts.reduce(0) { $0 + stage.sections[$1].rows.count }
            shown = stage.sections
        }
        // Rows with a partner must move, never be deleted and inserted again.
        let matched = matchedRowCount(old, new)
        let oldRows = old.reduce(0) { $0 + $1.rows.count }
        let newRows = new.reduce(0) { $0 + $1.rows.count }
        guard deletedRows == oldRows - matched, insertedRows == newRows - matched else {
            return
                "\(deletedRows) rows deleted and \(insertedRows) inserted, but \(matched) of \(oldRows) have partners"
        }
        return nil
    }

    /// How many rows have a partner: for each identity, the fewer of its occurrences in either table.
    func matchedRowCount(_ old: [TestSection], _ new: [TestSection]) -> Int {
        var occurrences = [Int](repeating: 0, count: 128)
        for section in old { for row in section.rows { occurrences[row.id] += 1 } }
        var matched = 0
        for section in new {
            for row in section.rows where occurrences[row.id] > 0 {
                occurrences[row.id] -= 1
                matched += 1
            }
        }
        return matched
    }
}
