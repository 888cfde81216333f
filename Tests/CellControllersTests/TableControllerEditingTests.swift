import CellControllers
import Testing

/// The 2010 revision's animated editing, with its forgiving indices.
@MainActor @Suite struct TableControllerEditingTests {
    func attached(_ groups: [[TitleRow]]) -> (ListController, RecordingHost) {
        let controller = ListController(groups)
        let host = RecordingHost()
        host.controller = controller
        controller.host = host
        return (controller, host)
    }

    func path(_ row: Int, _ section: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    @Test func insertingRowsClampsAndAppends() {
        let (controller, host) = attached([[TitleRow("a")], [TitleRow("b")]])
        controller.insertRow(TitleRow("first"), at: path(-3, 0), animation: .fade)
        controller.insertRow(TitleRow("end"), at: path(99, 1))
        controller.insertRow(TitleRow("last section"), at: path(0, 7))
        controller.appendRow(TitleRow("appended"), toSection: 0)
        #expect(titles(controller) == [["first", "a", "appended"], ["last section", "b", "end"]])
        #expect(
            host.calls == [
                .batch(TableChangeset(rowInserts: [path(0, 0)]), .fade),
                .batch(TableChangeset(rowInserts: [path(1, 1)]), .automatic),
                .batch(TableChangeset(rowInserts: [path(0, 1)]), .automatic),
                .batch(TableChangeset(rowInserts: [path(2, 0)]), .automatic),
            ])
        #expect(host.snapshots[0] == [["first", "a"], ["b"]])
    }

    @Test func insertingIntoATableWithoutSectionsAddsOne() {
        let (controller, host) = attached([])
        controller.insertRow(TitleRow("only"), at: path(4, 4))
        #expect(titles(controller) == [["only"]])
        #expect(host.calls == [.batch(TableChangeset(sectionInserts: [0]), .automatic)])
    }

    @Test func removalsOutOfRangeDoNothing() {
        let (controller, host) = attached([[TitleRow("a"), TitleRow("b")]])
        controller.removeRow(at: path(2, 0))
        controller.removeRow(at: path(0, 1))
        controller.removeRow(at: path(-1, 0))
        controller.removeSection(at: 3)
        controller.emptySection(at: -1)
        #expect(host.calls.isEmpty)
        controller.removeRow(at: path(0, 0), animation: .left)
        #expect(titles(controller) == [["b"]])
        #expect(host.calls == [.batch(TableChangeset(rowDeletes: [path(0, 0)]), .left)])
    }

    @Test func sectionsAreAddedRemovedAndEmptied() {
        let (controller, host) = attached([[TitleRow("a"), TitleRow("b")]])
        controller.addSection(TableSection(headerTitle: "Top", rows: [TitleRow("t")]), at: -2)
        controller.addSection(TableSection(headerTitle: "End"), at: 40)
        controller.addSection(TableSection(headerTitle: "Appended"))
        #expect(controller.sections.map(\.headerTitle) == ["Top", "Group 0", "End", "Appended"])
        controller.emptySection(at: 1)
        controller.emptySection(at: 1)
        controller.removeSection(at: 0)
        #expect(titles(controller) == [[], [], []])
        #expect(
            host.calls == [
                .batch(TableChangeset(sectionInserts: [0]), .automatic),
                .batch(TableChangeset(sectionInserts: [2]), .automatic),
                .batch(TableChangeset(sectionInserts: [3]), .automatic),
                .batch(TableChangeset(rowDeletes: [path(0, 1), path(1, 1)]), .automatic),
                .batch(TableChangeset(sectionDeletes: [0]), .automatic),
            ])
    }

    @Test func settingRowDataReconfiguresTheVisibleCellInPlace() throws {
        let row = TitleRow("score", data: 1)
        let (controller, host) = attached([[row]])
        try controller.setRowData(42, at: path(0, 0))
        #expect(row.rowData == 42)
        #expect(host.calls == [.reconfigure([path(0, 0)])])
        try controller.setRowData(7, at: path(5, 0))
        #expect(host.calls.count == 1)
    }

    @Test func settingRowDataOfTheWrongTypeNamesBothTypes() {
        final class PlainRow: CellController {
            func makeCell(for table: any TableHost) -> any TableCell { TextCell(reuseIdentifier: nil) }
        }
        let controller = TableController()
        controller.setSections([TableSection(rows: [TitleRow("score"), PlainRow()])])
        let mismatch = #expect(throws: TableControllerError.self) {
            try controller.setRowData("42", at: TableIndexPath(row: 0, section: 0))
        }
        #expect(
            mismatch?.description == "row [0, 0] (TitleRow) shows Int data; cannot set it to a value of type String")
        let noData = #expect(throws: TableControllerError.self) {
            try controller.setRowData(1, at: TableIndexPath(row: 1, section: 0))
        }
        #expect(
            noData?.description
                == "row [0, 1] (PlainRow) has no data to set (it is not a DataCellController); given a value of type Int"
        )
    }
}
