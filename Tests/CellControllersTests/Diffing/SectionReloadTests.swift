import CellControllers
import Testing

/// Section reloads, and reloads for a host that applies them as deletes and inserts. `S("A*", "a")`
/// is section A with a changed header (its own content) and row a.
@Suite struct SectionReloadTests {
    typealias S = TestSection

    /// Before issue 20 a changed header gave no stage at all.
    @Test func changedHeaderReloadsTheSection() {
        let new = [S("A", "a"), S("B*", "b")]
        #expect(
            stages([S("A", "a"), S("B", "b")], new) == [
                TableStage(changeset: .init(sectionReloads: [1]), sections: new)
            ])
    }

    /// The section's changed rows are refreshed by its reload: no row reload of it in that batch.
    @Test func sectionWithOnlyReloadedRowsIsReloadedInTheMainBatch() {
        let new = [S("A*", "a b*"), S("B", "c d")]
        #expect(
            stages([S("A", "a b"), S("B", "c")], new) == [
                TableStage(changeset: .init(sectionReloads: [0], rowInserts: [path(1, 1)]), sections: new)
            ])
    }

    /// Rows that change in a reloaded section would be replaced by the reload: the section is
    /// reloaded in a stage before them.
    @Test func sectionWhoseRowsChangeIsReloadedFirst() {
        let new = [S("A*", "a c")]
        #expect(
            stages([S("A", "a b")], new) == [
                TableStage(changeset: .init(sectionReloads: [0]), sections: [S("A*", "a b")]),
                TableStage(changeset: .init(rowDeletes: [path(0, 1)], rowInserts: [path(0, 1)]), sections: new),
            ])
    }

    @Test func movingSectionIsReloadedFirst() {
        let new = [S("B", "b"), S("A*", "a")]
        #expect(
            stages([S("A", "a"), S("B", "b")], new) == [
                TableStage(changeset: .init(sectionReloads: [0]), sections: [S("A*", "a"), S("B", "b")]),
                TableStage(changeset: .init(sectionMoves: [SectionMove(from: 0, to: 1)]), sections: new),
            ])
    }

    /// A section that stays while another moves past it is reloaded in the same batch, by its old
    /// index.
    @Test func sectionStayingWhileAnotherMovesIsReloadedInTheSameBatch() {
        let new = [S("B*", "b"), S("A", "a")]
        #expect(
            stages([S("A", "a"), S("B", "b")], new) == [
                TableStage(
                    changeset: .init(sectionMoves: [SectionMove(from: 0, to: 1)], sectionReloads: [1]), sections: new)
            ])
    }

    /// The first stage inserts the section that receives b, reloads A (whose b moves away) and
    /// shows b's new content in it; b's own reload is part of A's.
    @Test func reloadedSectionGivingARowToANewSection() {
        let new = [S("A*", "a"), S("B", "b*")]
        #expect(
            stages([S("A", "a b")], new) == [
                TableStage(
                    changeset: .init(sectionInserts: [1], sectionReloads: [0]), sections: [S("A*", "a b*"), S("B", "")]),
                TableStage(changeset: .init(rowMoves: [move(0, 1, to: 1, 0)]), sections: new),
            ])
    }

    // MARK: Reloads as deletes and inserts

    @Test func reloadsComeFirstInAStageOfTheirOwn() {
        let old = [S("A", "a b c")]
        let new = [S("A", "b c*")]
        #expect(
            stages(old, new) == [
                TableStage(changeset: .init(rowDeletes: [path(0, 0)], rowReloads: [path(0, 2)]), sections: new)
            ])
        #expect(
            stages(old, new, reloads: .asDeleteAndInsert) == [
                TableStage(changeset: .init(rowReloads: [path(0, 2)]), sections: [S("A", "a b c*")]),
                TableStage(changeset: .init(rowDeletes: [path(0, 0)]), sections: new),
            ])
    }

    /// When nothing else changes, the reloads are the one stage, as for UITableView.
    @Test func onlyReloadsNeedOneStage() {
        let new = [S("A*", "a"), S("B", "b*")]
        #expect(
            stages([S("A", "a"), S("B", "b")], new, reloads: .asDeleteAndInsert) == [
                TableStage(changeset: .init(sectionReloads: [0], rowReloads: [path(1, 0)]), sections: new)
            ])
    }

    /// Reloads, then the new section that receives b, then the move: each stage holds one kind.
    @Test func reloadsBeforeAnInsertedSection() {
        let new = [S("A*", "a"), S("B", "b*")]
        #expect(
            stages([S("A", "a b")], new, reloads: .asDeleteAndInsert) == [
                TableStage(changeset: .init(sectionReloads: [0]), sections: [S("A*", "a b*")]),
                TableStage(changeset: .init(sectionInserts: [1]), sections: [S("A*", "a b*"), S("B", "")]),
                TableStage(changeset: .init(rowMoves: [move(0, 1, to: 1, 0)]), sections: new),
            ])
    }

    /// Why the cautious kind needs its own stages: UITableView's batch, applied by a host that
    /// turns the reload of [0, 1] into a delete and an insert at [0, 1], refreshes the row that
    /// the insert at [0, 0] pushed there (a), and b* never shows.
    @Test func tableViewBatchOnACautiousHostRefreshesTheWrongRow() {
        let old = [S("A", "a b c")]
        let new = [S("A", "x a b*")]
        let result = stages(old, new)
        #expect(
            result == [
                TableStage(
                    changeset: .init(rowDeletes: [path(0, 2)], rowInserts: [path(0, 0)], rowReloads: [path(0, 1)]),
                    sections: new)
            ])
        #expect(replay(result[0].changeset, on: old, dataSource: new) == new)
        #expect(
            replay(result[0].changeset, on: old, dataSource: new, reloads: .asDeleteAndInsert) == [S("A", "x a a")])
        let cautious = stages(old, new, reloads: .asDeleteAndInsert)
        #expect(
            cautious.map(\.changeset) == [
                .init(rowReloads: [path(0, 1)]), .init(rowDeletes: [path(0, 2)], rowInserts: [path(0, 0)]),
            ])
        #expect(
            replay(cautious[0].changeset, on: old, dataSource: cautious[0].sections, reloads: .asDeleteAndInsert) == [
                S("A", "a b* c")
            ])
        #expect(
            replay(cautious[1].changeset, on: cautious[0].sections, dataSource: new, reloads: .asDeleteAndInsert) == new
        )
    }
}
