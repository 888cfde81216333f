import CellControllers
import Testing

/// `TableChangeset.violations`: each problem UIKit would raise, word for word.
@Suite struct ViolationsTests {
    @Test func validBatchesHaveNone() {
        let batch = TableChangeset(
            sectionDeletes: [0], sectionInserts: [2], sectionMoves: [SectionMove(from: 2, to: 0)],
            rowDeletes: [path(1, 0)], rowInserts: [path(1, 1)], rowMoves: [move(1, 1, to: 0, 0)],
            rowReloads: [path(1, 2)])
        // Before: X[2 rows], Y[3], Z[1]. After: Z[2], Y[2], new[4].
        #expect(batch.violations(rowCountsBefore: [2, 3, 1], rowCountsAfter: [2, 2, 4]) == [])
        #expect(TableChangeset().violations(rowCountsBefore: [], rowCountsAfter: []) == [])
        // The example in TableChangeset's documentation: [a, b, c] becomes [c, a, d].
        let documented = TableChangeset(
            rowDeletes: [path(0, 1)], rowInserts: [path(0, 2)], rowMoves: [move(0, 2, to: 0, 0)])
        #expect(documented.violations(rowCountsBefore: [3], rowCountsAfter: [3]) == [])
    }

    @Test func countRule() {
        let batch = TableChangeset(rowInserts: [path(0, 0)])
        #expect(
            batch.violations(rowCountsBefore: [2], rowCountsAfter: [2]) == [
                "invalid number of rows in section 0 (section 0 before the batch): 2 after the batch, but 2 before"
                    + " − 0 deleted − 0 moved out + 1 inserted + 0 moved in = 3"
            ])
        let across = TableChangeset(sectionInserts: [0], rowMoves: [move(0, 0, to: 2, 0)])
        #expect(
            across.violations(rowCountsBefore: [3, 1], rowCountsAfter: [5, 3, 1]) == [
                "invalid number of rows in section 1 (section 0 before the batch): 3 after the batch, but 3 before"
                    + " − 0 deleted − 1 moved out + 0 inserted + 0 moved in = 2",
                "invalid number of rows in section 2 (section 1 before the batch): 1 after the batch, but 1 before"
                    + " − 0 deleted − 0 moved out + 0 inserted + 1 moved in = 2",
            ])
    }

    @Test func sectionCount() {
        #expect(
            TableChangeset(sectionInserts: [0]).violations(rowCountsBefore: [1], rowCountsAfter: [1]) == [
                "invalid number of sections: 1 after the batch, but 1 before − 0 deleted + 1 inserted = 2"
            ])
    }

    @Test func indicesOutOfRange() {
        #expect(
            TableChangeset(sectionDeletes: [0]).violations(rowCountsBefore: [], rowCountsAfter: []) == [
                "section delete 0 is out of range: the table has 0 sections before the batch (valid: none)"
            ])
        #expect(
            TableChangeset(
                sectionInserts: [3], sectionMoves: [SectionMove(from: 2, to: 0), SectionMove(from: 0, to: 4)]
            )
            .violations(rowCountsBefore: [1, 1], rowCountsAfter: [1, 1, 1]) == [
                "section insert 3 is out of range: the table has 3 sections after the batch (valid: 0...2)",
                "section move 2 → 0 starts out of range: the table has 2 sections before the batch (valid: 0...1)",
                "section move 0 → 4 ends out of range: the table has 3 sections after the batch (valid: 0...2)",
            ])
        #expect(
            TableChangeset(rowDeletes: [path(0, 5)]).violations(rowCountsBefore: [3], rowCountsAfter: [2]) == [
                "row delete [0, 5] is out of range: section 0 has 3 rows before the batch (valid: 0...2)"
            ])
        #expect(
            TableChangeset(rowInserts: [path(2, 0)]).violations(rowCountsBefore: [1], rowCountsAfter: [1]) == [
                "row insert [2, 0] names section 2, but the table has 1 section after the batch (valid: 0...0)"
            ])
        #expect(
            TableChangeset(rowMoves: [move(0, 1, to: 0, 0)], rowReloads: [path(0, -1)])
                .violations(rowCountsBefore: [1], rowCountsAfter: [0]) == [
                    "row reload [0, -1] is out of range: section 0 has 1 row before the batch (valid: 0...0)",
                    "the source of row move [0, 1] → [0, 0] is out of range: section 0 has 1 row before the batch"
                        + " (valid: 0...0)",
                    "invalid number of rows in section 0 (section 0 before the batch): 0 after the batch, but 1 before"
                        + " − 0 deleted − 1 moved out + 0 inserted + 1 moved in = 1",
                ])
        #expect(
            TableChangeset(rowMoves: [move(0, 0, to: 0, 1)]).violations(rowCountsBefore: [1], rowCountsAfter: [1]) == [
                "the destination of row move [0, 0] → [0, 1] is out of range: section 0 has 1 row after the batch"
                    + " (valid: 0...0)"
            ])
    }

    @Test func sameSectionTwice() {
        let batch = TableChangeset(
            sectionDeletes: [0, 0], sectionInserts: [1, 1],
            sectionMoves: [SectionMove(from: 0, to: 2), SectionMove(from: 1, to: 2), SectionMove(from: 1, to: 1)])
        #expect(
            batch.violations(rowCountsBefore: [1, 1, 1], rowCountsAfter: [1, 1, 1]) == [
                "section 0 is deleted twice",
                "section 1 is inserted twice",
                "section 0 is both deleted and moved (0 → 2)",
                "section 2 after the batch is the destination of two moves (0 → 2 and 1 → 2)",
                "section 1 is the source of two moves (1 → 2 and 1 → 1)",
                "section 1 after the batch is both inserted and the destination of a move (1 → 1)",
            ])
    }

    @Test func sameRowTwice() {
        let batch = TableChangeset(
            rowDeletes: [path(0, 0), path(0, 0)], rowInserts: [path(0, 1), path(0, 1)],
            rowMoves: [move(0, 1, to: 0, 0), move(0, 1, to: 0, 2), move(0, 2, to: 0, 0), move(0, 0, to: 0, 1)],
            rowReloads: [path(0, 3), path(0, 3), path(0, 0), path(0, 2)])
        #expect(
            batch.violations(rowCountsBefore: [4], rowCountsAfter: [4]) == [
                "row [0, 0] is deleted twice",
                "row [0, 3] is reloaded twice",
                "row [0, 0] is both deleted and reloaded",
                "row [0, 2] is both reloaded and moved ([0, 2] → [0, 0]); reload it in a batch of its own",
                "row [0, 1] is the source of two moves ([0, 1] → [0, 0] and [0, 1] → [0, 2])",
                "row [0, 0] after the batch is the destination of two moves ([0, 1] → [0, 0] and [0, 2] → [0, 0])",
                "row [0, 0] is both deleted and moved ([0, 0] → [0, 1])",
                "row [0, 1] after the batch is both inserted and the destination of a move ([0, 0] → [0, 1])",
                "row [0, 1] is inserted twice",
            ])
    }

    @Test func rowsInDeletedOrInsertedSections() {
        let batch = TableChangeset(
            sectionDeletes: [1], sectionInserts: [1],
            rowDeletes: [path(1, 0)], rowInserts: [path(1, 0)], rowMoves: [move(1, 1, to: 0, 1), move(0, 0, to: 1, 1)],
            rowReloads: [path(1, 2)])
        #expect(
            batch.violations(rowCountsBefore: [2, 3], rowCountsAfter: [2, 2]) == [
                "row delete [1, 0] is in section 1, which is deleted in the same batch",
                "row reload [1, 2] is in section 1, which is deleted in the same batch",
                "row move [1, 1] → [0, 1] starts in section 1, which is deleted in the same batch;"
                    + " move the row in an earlier batch",
                "row move [0, 0] → [1, 1] ends in section 1, which is inserted in the same batch;"
                    + " move the row in a later batch",
                "row insert [1, 0] is in section 1, which is inserted in the same batch",
            ])
    }

    /// A reloaded section maps like one that stays, and its rows may number anything after it.
    @Test func validSectionReloads() {
        let batch = TableChangeset(sectionInserts: [0], sectionReloads: [1], rowDeletes: [path(0, 0)])
        #expect(batch.violations(rowCountsBefore: [2, 3], rowCountsAfter: [0, 1, 5]) == [])
    }

    @Test func sectionReloadProblems() {
        let batch = TableChangeset(
            sectionDeletes: [0], sectionMoves: [SectionMove(from: 1, to: 0)], sectionReloads: [3, 0, 1, 2, 2])
        #expect(
            batch.violations(rowCountsBefore: [1, 1, 1], rowCountsAfter: [1, 1]) == [
                "section reload 3 is out of range: the table has 3 sections before the batch (valid: 0...2)",
                "section 0 is both deleted and reloaded",
                "section 1 is both reloaded and moved (1 → 0); reload it in a batch of its own",
                "section 2 is reloaded twice",
            ])
    }

    /// Section 0 is reloaded, and is section 1 after the batch: no row change may name it.
    @Test func rowsInAReloadedSection() {
        let batch = TableChangeset(
            sectionInserts: [0], sectionReloads: [0], rowDeletes: [path(0, 0)], rowInserts: [path(1, 0)],
            rowMoves: [move(0, 1, to: 2, 0), move(1, 0, to: 1, 1)], rowReloads: [path(0, 2)])
        #expect(
            batch.violations(rowCountsBefore: [3, 1], rowCountsAfter: [0, 3, 1]) == [
                "row delete [0, 0] is in section 0, which is reloaded in the same batch",
                "row reload [0, 2] is in section 0, which is reloaded in the same batch",
                "row move [0, 1] → [2, 0] starts in section 0, which is reloaded in the same batch;"
                    + " reload the section in a batch of its own",
                "row move [1, 0] → [1, 1] ends in section 1, which is reloaded in the same batch;"
                    + " reload the section in a batch of its own",
                "row insert [1, 0] is in section 1, which is reloaded in the same batch",
            ])
    }

    @Test func reloadInAMovingSection() {
        let batch = TableChangeset(
            sectionMoves: [SectionMove(from: 0, to: 1), SectionMove(from: 1, to: 0)], rowReloads: [path(0, 0)])
        #expect(
            batch.violations(rowCountsBefore: [1, 1], rowCountsAfter: [1, 1]) == [
                "row reload [0, 0] is in section 0, which moves in the same batch (0 → 1); reload it in a batch of its own"
            ])
    }
}
