import CellControllers
import Testing

/// Small diffs whose stages are known exactly. `TestSection("A", "a b*")` is section A with rows
/// a and a changed b.
@Suite struct SectionedDiffTests {
    typealias S = TestSection

    @Test func unchangedTablesNeedNoStages() {
        let old = [S("A", "a b"), S("B", "c")]
        let new = [S("A", "a b"), S("B", "c")]
        #expect(stages(old, new).isEmpty)
        #expect(stages([], []).isEmpty)
    }

    @Test func insertedRow() {
        let new = [S("A", "a c b")]
        #expect(stages([S("A", "a b")], new) == [TableStage(changeset: .init(rowInserts: [path(0, 1)]), sections: new)])
    }

    @Test func deletedRow() {
        let new = [S("A", "a c")]
        #expect(
            stages([S("A", "a b c")], new) == [TableStage(changeset: .init(rowDeletes: [path(0, 1)]), sections: new)])
    }

    @Test func rowMovedFarIsOneMove() {
        let new = [S("A", "b c d a")]
        #expect(
            stages([S("A", "a b c d")], new) == [
                TableStage(changeset: .init(rowMoves: [move(0, 0, to: 0, 3)]), sections: new)
            ])
    }

    @Test func oneRowMovedAcrossManyIsOneMove() {
        let letters = "bcdefghijklmnopqrstuvwxyz".map { String($0) }.joined(separator: " ")
        let result = stages([S("A", "a " + letters)], [S("A", letters + " a")])
        #expect(result.map(\.changeset) == [.init(rowMoves: [move(0, 0, to: 0, 25)])])
    }

    /// Two rows moved before three: the two move, not the three.
    @Test func swappedBlocksMoveTheShorterOne() {
        let result = stages([S("A", "a b c d e")], [S("A", "d e a b c")])
        #expect(result.map(\.changeset) == [.init(rowMoves: [move(0, 3, to: 0, 0), move(0, 4, to: 0, 1)])])
    }

    /// 8,000 rows in 4 sections; 400 deleted, 400 inserted and 100 moved anywhere: the moves found
    /// stay close to the 100 made (each made move can displace at most one other row).
    @Test func largeEditsGiveFewMoves() {
        var edits = RandomTableEdits(seed: 42)
        let old = (0..<4).map { section in
            TestSection(id: section, rows: (0..<2_000).map { TestRow(id: 1_000 + section * 2_000 + $0, version: 0) })
        }
        var new = old
        func anyRow() -> (section: Int, row: Int) {
            let section = edits.pick(0..<4)
            return (section, edits.pick(0..<new[section].rows.count))
        }
        func insert(_ row: TestRow) {
            let section = edits.pick(0..<4)
            new[section].rows.insert(row, at: edits.pick(0...new[section].rows.count))
        }
        for _ in 0..<400 {
            let (section, row) = anyRow()
            new[section].rows.remove(at: row)
        }
        for id in 10_000..<10_400 { insert(TestRow(id: id, version: 0)) }
        for _ in 0..<100 {
            let (section, row) = anyRow()
            insert(new[section].rows.remove(at: row))
        }
        let result = stages(old, new)
        #expect(result.count == 1)
        #expect(result.first?.changeset.rowDeletes.count == 400)
        #expect(result.first?.changeset.rowInserts.count == 400)
        #expect((result.first?.changeset.rowMoves.count ?? 0) <= 200)
        #expect(result.first.flatMap { replay($0.changeset, on: old, dataSource: new) } == new)
    }

    @Test func rowMovedToAnotherSection() {
        let new = [S("A", "a"), S("B", "b c")]
        #expect(
            stages([S("A", "a b"), S("B", "c")], new) == [
                TableStage(changeset: .init(rowMoves: [move(0, 1, to: 1, 0)]), sections: new)
            ])
    }

    @Test func insertedSectionBringsItsRows() {
        let new = [S("A", "a"), S("B", "b c")]
        #expect(stages([S("A", "a")], new) == [TableStage(changeset: .init(sectionInserts: [1]), sections: new)])
    }

    @Test func deletedSectionTakesItsRows() {
        let new = [S("B", "b")]
        #expect(
            stages([S("A", "a c"), S("B", "b")], new) == [
                TableStage(changeset: .init(sectionDeletes: [0]), sections: new)
            ])
    }

    @Test func movedSection() {
        let new = [S("C", "c"), S("A", "a"), S("B", "b")]
        #expect(
            stages([S("A", "a"), S("B", "b"), S("C", "c")], new) == [
                TableStage(changeset: .init(sectionMoves: [SectionMove(from: 2, to: 0)]), sections: new)
            ])
    }

    @Test func changedContentIsReloaded() {
        let new = [S("A", "a b*")]
        #expect(stages([S("A", "a b")], new) == [TableStage(changeset: .init(rowReloads: [path(0, 1)]), sections: new)])
    }

    /// UIKit forbids reloading a row that moves in the same batch: reload first, then move.
    @Test func changedRowThatMovesIsReloadedFirst() {
        let new = [S("A", "c* a b")]
        #expect(
            stages([S("A", "a b c")], new) == [
                TableStage(changeset: .init(rowReloads: [path(0, 2)]), sections: [S("A", "a b c*")]),
                TableStage(changeset: .init(rowMoves: [move(0, 2, to: 0, 0)]), sections: new),
            ])
    }

    /// UIKit turns a reload into a delete and an insert at one path, which a section move breaks.
    @Test func changedRowInAMovingSectionIsReloadedFirst() {
        let new = [S("B", "b"), S("A", "a*")]
        #expect(
            stages([S("A", "a"), S("B", "b")], new) == [
                TableStage(changeset: .init(rowReloads: [path(0, 0)]), sections: [S("A", "a*"), S("B", "b")]),
                TableStage(changeset: .init(sectionMoves: [SectionMove(from: 0, to: 1)]), sections: new),
            ])
    }

    @Test func changedRowsStayInTheBatchWhenNothingMovesThem() {
        let new = [S("A", "a* c")]
        #expect(
            stages([S("A", "a b")], new) == [
                TableStage(
                    changeset: .init(rowDeletes: [path(0, 1)], rowInserts: [path(0, 1)], rowReloads: [path(0, 0)]),
                    sections: new)
            ])
    }

    /// The k-th `a` before matches the k-th `a` after; the extra one is deleted.
    @Test func duplicateRowsMatchByOccurrence() {
        let new = [S("A", "b a")]
        #expect(
            stages([S("A", "a a b")], new) == [
                TableStage(changeset: .init(rowDeletes: [path(0, 1)], rowMoves: [move(0, 0, to: 0, 1)]), sections: new)
            ])
        let more = [S("A", "a b a a")]
        #expect(
            stages([S("A", "a b a")], more) == [TableStage(changeset: .init(rowInserts: [path(0, 3)]), sections: more)])
    }

    @Test func duplicateSectionsMatchByOccurrence() {
        let new = [S("A", "b"), S("A", "a")]
        #expect(
            stages([S("A", "a"), S("A", "b")], new) == [
                TableStage(changeset: .init(rowMoves: [move(1, 0, to: 0, 0), move(0, 0, to: 1, 0)]), sections: new)
            ])
        let fewer = [S("A", "a")]
        #expect(
            stages([S("A", "a"), S("A", "")], fewer) == [
                TableStage(changeset: .init(sectionDeletes: [1]), sections: fewer)
            ])
    }

    @Test func emptyToFull() {
        let new = [S("A", "a"), S("B", "b c")]
        #expect(stages([], new) == [TableStage(changeset: .init(sectionInserts: [0, 1]), sections: new)])
    }

    @Test func fullToEmpty() {
        #expect(
            stages([S("A", "a"), S("B", "b c")], []) == [
                TableStage(changeset: .init(sectionDeletes: [0, 1]), sections: [])
            ])
    }

    /// A row cannot move into a section inserted in the same batch: the section comes first, empty.
    @Test func rowMovedIntoANewSection() {
        let new = [S("A", "a"), S("B", "b c")]
        #expect(
            stages([S("A", "a b")], new) == [
                TableStage(changeset: .init(sectionInserts: [1]), sections: [S("A", "a b"), S("B", "")]),
                TableStage(changeset: .init(rowInserts: [path(1, 1)], rowMoves: [move(0, 1, to: 1, 0)]), sections: new),
            ])
    }

    /// A row cannot move out of a section deleted in the same batch: the section goes last.
    @Test func rowMovedOutOfARemovedSection() {
        let new = [S("A", "a b")]
        #expect(
            stages([S("A", "a"), S("B", "c b")], new) == [
                TableStage(changeset: .init(rowMoves: [move(1, 1, to: 0, 1)]), sections: [S("A", "a b"), S("B", "c")]),
                TableStage(changeset: .init(sectionDeletes: [1]), sections: new),
            ])
    }

    /// A section with a new identity: its rows move from the old one to the new one.
    @Test func renamedSectionKeepsItsRows() {
        let new = [S("B", "a b*")]
        #expect(
            stages([S("A", "a b")], new) == [
                TableStage(
                    changeset: .init(sectionInserts: [0], rowReloads: [path(0, 1)]),
                    sections: [S("B", ""), S("A", "a b*")]
                ),
                TableStage(
                    changeset: .init(rowMoves: [move(1, 0, to: 0, 0), move(1, 1, to: 0, 1)]),
                    sections: [S("B", "a b*"), S("A", "")]),
                TableStage(changeset: .init(sectionDeletes: [1]), sections: new),
            ])
    }

    /// The example in `SectionedDiff.stages`' documentation.
    @Test func documentedExample() {
        let stages = SectionedDiff.stages(
            from: [["a", "b", "c"]], to: [["c", "a", "d"]],
            sectionID: { _ in 0 }, rows: { $0 }, rowID: { $0 }, rowContentEqual: ==, rebuild: { $1 })
        #expect(
            stages.map(\.changeset) == [
                .init(rowDeletes: [path(0, 1)], rowInserts: [path(0, 2)], rowMoves: [move(0, 0, to: 0, 1)])
            ])
        #expect(stages.last?.sections == [["c", "a", "d"]])
    }

    @Test func identifiableRowsNeedNoClosures() {
        struct Item: Identifiable, Equatable {
            var id: String
            var title: String
        }
        let old = [[Item(id: "x", title: "X"), Item(id: "y", title: "Y")]]
        let new = [[Item(id: "y", title: "Why"), Item(id: "x", title: "X")]]
        let result = SectionedDiff.stages(from: old, to: new, sectionID: { _ in 0 }, rows: { $0 }, rebuild: { $1 })
        // A tie: x is called moved, so y is reloaded where it stays, in the same batch.
        #expect(result.map(\.changeset) == [.init(rowMoves: [move(0, 0, to: 0, 1)], rowReloads: [path(0, 1)])])
        #expect(result.last?.sections.map { $0.map(\.title) } == [["Why", "X"]])
    }
}
