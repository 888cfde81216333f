import CellControllers
import Testing

@Suite struct TableIndexPathTests {
    @Test func printsLikeNSIndexPath() {
        #expect(TableIndexPath(row: 4, section: 1).description == "[1, 4]")
        #expect(SectionMove(from: 0, to: 2).description == "0 → 2")
        #expect(move(0, 0, to: 1, 3).description == "[0, 0] → [1, 3]")
    }

    @Test func ordersBySectionThenRow() {
        let paths = [path(1, 0), path(0, 7), path(1, 2), path(0, 0)]
        #expect(paths.sorted() == [path(0, 0), path(0, 7), path(1, 0), path(1, 2)])
    }

    @Test func emptyChangeset() {
        #expect(TableChangeset().isEmpty)
        #expect(!TableChangeset(rowReloads: [path(0, 0)]).isEmpty)
    }
}
