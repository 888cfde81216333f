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

    /// A hostile identity type, whose hash is the same for every value: the result is still
    /// `SectionedDiff`'s, and the work is quadratic in the number of distinct identities, as a
    /// `Dictionary`'s would be: every identity shares one run of the table, so building it compares
    /// each with all those before it, n(n - 1) / 2 comparisons, and a lookup walks the run.
    @Test func constantHashGivesTheSameStages() {
        let comparisons = ComparisonCounter()
        func row(_ id: Int, _ version: Int = 0) -> CollidingRow {
            CollidingRow(id: CollidingID(value: id, comparisons: comparisons), version: version)
        }
        let old = (0..<300).map { row($0) } + [row(7)]
        var new = old.filter { $0.id.value % 10 != 3 }
        for id in 300..<330 { new.insert(row(id), at: id % 7 * 40) }
        new.insert(new.remove(at: 5), at: 200)
        new.insert(new.remove(at: 250), at: 0)
        new[100].version = 1
        let sectioned = SectionedDiff.stages(
            from: [old], to: [new], sectionID: { _ in 0 }, rows: { $0 }, rowID: \.id, rowContentEqual: ==,
            rebuild: { $1 })
        comparisons.count = 0
        let list = ListDiff.stages(from: old, to: new, rowID: \.id, rowContentEqual: ==)
        #expect(list.map(\.changeset) == sectioned.map(\.changeset))
        #expect(list.map(\.sections) == sectioned.map(\.sections))
        #expect(list.count == 1 && list[0].changeset.rowDeletes.count == 30 && list[0].changeset.rowInserts.count == 30)
        #expect(comparisons.count >= 300 * 299 / 2 && comparisons.count <= 2 * 300 * 300)
    }
}

/// Counts the comparisons of `CollidingID`s.
final class ComparisonCounter {
    var count = 0
}

/// An identity whose hash is constant, so that every value collides with every other.
struct CollidingID: Hashable {
    var value: Int
    let comparisons: ComparisonCounter

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.comparisons.count += 1
        return lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

struct CollidingRow: Equatable {
    var id: CollidingID
    var version: Int
}
