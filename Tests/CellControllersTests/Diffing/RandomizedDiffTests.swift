import CellControllers
import Testing

/// 100,000 random edit sequences, replayed stage by stage with UIKit's batch semantics, and again
/// for a host that applies reloads as deletes and inserts (UICollectionView's); a one-section
/// table also through `ListDiff`, which must give the same stages.
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
            for reloads in [ReloadSemantics.byOldPosition, .asDeleteAndInsert] {
                if let problem = check(old, new, reloads: reloads) {
                    Issue.record("seed \(seed), \(reloads): \(old) → \(new): \(problem)")
                    return
                }
            }
            if let problem = checkList(old.first?.rows ?? [], new.first?.rows ?? []) {
                Issue.record("seed \(seed), ListDiff: \(problem)")
                return
            }
        }
    }

    /// Lists of up to 100 rows, mostly of distinct identities, after a few edits that keep most of
    /// their order: where `ListDiff` pairs rows by following the old order and looks up the rest,
    /// which short random tables seldom reach. Each case is replayed as a one-section table and must
    /// give `SectionedDiff`'s stages.
    @Test(arguments: 0..<2)
    func editedLongListsReplayToTheNewList(batch: Int) {
        for index in 0..<2_000 {
            let seed = UInt64(batch * 2_000 + index)
            var edits = RandomListEdits(seed: seed)
            let old = edits.list()
            let new = edits.edited(old)
            let table = (old: [TestSection(id: 0, rows: old)], new: [TestSection(id: 0, rows: new)])
            for reloads in [ReloadSemantics.byOldPosition, .asDeleteAndInsert] {
                if let problem = check(table.old, table.new, reloads: reloads) {
                    Issue.record("seed \(seed), \(reloads): \(old) → \(new): \(problem)")
                    return
                }
            }
            if let problem = checkList(old, new) {
                Issue.record("seed \(seed), ListDiff: \(problem)")
                return
            }
        }
    }

    /// The first problem with the stages from `old` to `new` for a host with `reloads` semantics,
    /// or nil.
    func check(_ old: [TestSection], _ new: [TestSection], reloads: ReloadSemantics) -> String? {
        let result = stages(old, new, reloads: reloads)
        if old == new { return result.isEmpty ? nil : "unchanged tables give stages \(result)" }
        guard let last = result.last else { return "changed tables give no stages" }
        guard last.sections == new else { return "the last stage shows \(last.sections)" }
        guard result.count <= (reloads == .byOldPosition ? 3 : 4) else { return "\(result.count) stages" }
        var shown = old
        var deletedRows = 0
        var insertedRows = 0
        for (number, stage) in result.enumerated() {
            let batch = stage.changeset
            let problems = batch.violations(
                rowCountsBefore: shown.map(\.rows.count), rowCountsAfter: stage.sections.map(\.rows.count))
            guard !batch.isEmpty else { return "stage \(number) is empty" }
            guard problems.isEmpty else { return "stage \(number) \(batch): \(problems)" }
            if reloads == .asDeleteAndInsert, !batch.rowReloads.isEmpty || !batch.sectionReloads.isEmpty {
                let reloadsOnly = TableChangeset(sectionReloads: batch.sectionReloads, rowReloads: batch.rowReloads)
                guard batch == reloadsOnly else { return "stage \(number) \(batch) mixes reloads with other changes" }
            }
            let replayed = replay(batch, on: shown, dataSource: stage.sections, reloads: reloads)
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

    /// The first difference between `ListDiff`'s stages from `old` to `new` and those of
    /// `SectionedDiff` for the same rows as one section, for either reload semantics; or nil.
    func checkList(_ old: [TestRow], _ new: [TestRow]) -> String? {
        for reloads in [ReloadSemantics.byOldPosition, .asDeleteAndInsert] {
            let list = ListDiff.stages(from: old, to: new, rowID: \.id, rowContentEqual: ==, reloads: reloads)
            let sectioned = stages([TestSection(id: 0, rows: old)], [TestSection(id: 0, rows: new)], reloads: reloads)
            let expected = sectioned.map { stage in
                TableStage(changeset: stage.changeset, sections: stage.sections.map(\.rows))
            }
            guard list == expected else { return "\(old) → \(new), \(reloads): \(list), not \(expected)" }
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
