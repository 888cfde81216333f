import CellControllers
import Testing

/// `ListDiff`: a plain list's stages, exactly; the randomized tests check that they are always
/// `SectionedDiff`'s for the same rows as one section.
@Suite struct ListDiffTests {
    func rows(_ text: String) -> [TestRow] { text.split(separator: " ").map { TestRow(String($0)) } }

    func stages(_ old: String, _ new: String, reloads: ReloadSemantics = .byOldPosition) -> [TableStage<[TestRow]>] {
        ListDiff.stages(from: rows(old), to: rows(new), rowID: \.id, rowContentEqual: ==, reloads: reloads)
    }

    /// The example in `ListDiff.stages`' documentation.
    @Test func documentedExample() {
        let stages = ListDiff.stages(from: ["a", "b", "c"], to: ["c", "a", "d"], rowID: { $0 }, rowContentEqual: ==)
        #expect(
            stages == [
                TableStage(
                    changeset: .init(
                        rowDeletes: [path(0, 1)], rowInserts: [path(0, 2)], rowMoves: [move(0, 0, to: 0, 1)]),
                    sections: [["c", "a", "d"]])
            ])
    }

    @Test func unchangedListNeedsNoStages() {
        #expect(stages("a b a", "a b a").isEmpty)
        #expect(stages("", "").isEmpty)
    }

    @Test func duplicatesMatchInOrder() {
        #expect(
            stages("a b a", "b a") == [
                TableStage(
                    changeset: .init(rowDeletes: [path(0, 2)], rowMoves: [move(0, 0, to: 0, 1)]),
                    sections: [rows("b a")])
            ])
    }

    /// A reloaded row that also moves is reloaded first, at its old position.
    @Test func movedAndChangedRowIsReloadedFirst() {
        #expect(
            stages("a b", "b a*") == [
                TableStage(changeset: .init(rowReloads: [path(0, 0)]), sections: [rows("a* b")]),
                TableStage(changeset: .init(rowMoves: [move(0, 0, to: 0, 1)]), sections: [rows("b a*")]),
            ])
    }

    @Test func reloadsForEitherKindOfHost() {
        #expect(
            stages("a b c", "b c*") == [
                TableStage(
                    changeset: .init(rowDeletes: [path(0, 0)], rowReloads: [path(0, 2)]), sections: [rows("b c*")])
            ])
        #expect(
            stages("a b c", "b c*", reloads: .asDeleteAndInsert) == [
                TableStage(changeset: .init(rowReloads: [path(0, 2)]), sections: [rows("a b c*")]),
                TableStage(changeset: .init(rowDeletes: [path(0, 0)]), sections: [rows("b c*")]),
            ])
        #expect(
            stages("a b", "a* b", reloads: .asDeleteAndInsert) == [
                TableStage(changeset: .init(rowReloads: [path(0, 0)]), sections: [rows("a* b")])
            ])
    }

    @Test func identifiableRowsNeedNoClosures() {
        struct Item: Identifiable, Equatable {
            var id: String
            var title: String
        }
        let old = [Item(id: "x", title: "X"), Item(id: "y", title: "Y")]
        let new = [Item(id: "y", title: "Why"), Item(id: "x", title: "X")]
        #expect(
            ListDiff.stages(from: old, to: new).map(\.changeset) == [
                .init(rowMoves: [move(0, 0, to: 0, 1)], rowReloads: [path(0, 1)])
            ])
    }
}
