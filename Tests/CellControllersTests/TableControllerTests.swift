import CellControllers
import Testing

@MainActor @Suite struct TableControllerTests {
    @Test func constructsLazilyOnceAndDefaultsToOneEmptySection() {
        let plain = TableController()
        #expect(plain.numberOfSections == 1)
        #expect(plain.numberOfRows(inSection: 0) == 0)

        let controller = ListController([[TitleRow("a")]])
        #expect(controller.constructions == 0)
        #expect(controller.numberOfRows(inSection: 0) == 1)
        #expect(controller.numberOfSections == 1)
        #expect(controller.constructions == 1)
    }

    @Test func updateAndReloadRebuildsAndReloadsTheHost() {
        let controller = ListController([[TitleRow("a")]])
        let host = RecordingHost()
        host.controller = controller
        controller.host = host
        controller.groups = [[TitleRow("a"), TitleRow("b")]]
        controller.updateAndReload()
        #expect(host.calls == [.reloadData])
        #expect(host.snapshots == [[["a", "b"]]])
        #expect(controller.constructions == 1)
    }

    @Test func questionsAreRoutedToTheRowsController() {
        let link = TitleRow("link", selectable: true, height: 2)
        let phone = TitleRow("phone")
        let controller = ListController([[link], [phone]])
        let host = RecordingHost()
        let linkPath = TableIndexPath(row: 0, section: 0)
        let phonePath = TableIndexPath(row: 0, section: 1)

        #expect(controller.shouldHighlightRow(at: linkPath))
        #expect(!controller.shouldHighlightRow(at: phonePath))
        #expect(controller.didSelectRow(at: linkPath, in: host))
        #expect(!controller.didSelectRow(at: phonePath, in: host))
        #expect(link.selections == [linkPath])
        #expect(controller.heightForRow(at: linkPath) == 2)
        #expect(controller.heightForRow(at: phonePath) == nil)
        #expect(controller.headerTitle(forSection: 1) == "Group 1")
        #expect(controller.footerTitle(forSection: 1) == nil)
        #expect(controller.editingStyleForRow(at: linkPath) == .none)
        let cell = controller.cell(forRowAt: phonePath, in: host) as? TextCell
        #expect(cell?.text == "phone 0")
        #expect(cell?.reuseIdentifier == "TitleRow")
    }

    @Test func constantRowHeightIsUsedWithoutAskingRows() {
        let controller = ListController([[TitleRow("a", height: 3)]])
        controller.constantRowHeight = 1
        #expect(controller.heightForRow(at: TableIndexPath(row: 0, section: 0)) == 1)
    }

    @Test func cellsAreReusedBeforeNewOnesAreMade() {
        let controller = ListController([[TitleRow("a"), TitleRow("b")]])
        let host = RecordingHost()
        let spare = TextCell(reuseIdentifier: "TitleRow")
        host.reusable["TitleRow"] = [spare]
        let first = controller.cell(forRowAt: TableIndexPath(row: 1, section: 0), in: host)
        let second = controller.cell(forRowAt: TableIndexPath(row: 0, section: 0), in: host)
        #expect(first === spare)
        #expect(second !== spare)
        #expect(spare.text == "b 0")
    }

    @Test func positionsOutOfRangeGetTheAnswerForNoRow() {
        let controller = ListController([[TitleRow("a", selectable: true)]])
        let host = RecordingHost()
        for path in [
            TableIndexPath(row: 1, section: 0), TableIndexPath(row: 0, section: 1),
            TableIndexPath(row: -1, section: 0), TableIndexPath(row: 0, section: -1),
        ] {
            #expect(controller.cellController(at: path) == nil)
            #expect(controller.cell(forRowAt: path, in: host) == nil)
            #expect(!controller.didSelectRow(at: path, in: host))
            #expect(!controller.shouldHighlightRow(at: path))
            #expect(!controller.commit(.delete, forRowAt: path, in: host))
            #expect(!controller.accessoryButtonTapped(forRowAt: path, in: host))
        }
        #expect(controller.numberOfRows(inSection: 5) == 0)
        #expect(controller.headerTitle(forSection: -1) == nil)
    }

    @Test func resultBuildersWriteSectionsDeclaratively() {
        final class Built: TableController {
            var showExtra = false
            @TableBuilder override func constructTableGroups() -> [TableSection] {
                TableSection(id: "links", headerTitle: "Links") { TitleRow("link") }
                TableSection(id: "numbers") {
                    for name in ["x", "y"] { TitleRow(name) }
                    if showExtra { TitleRow("extra") } else { [TitleRow("p"), TitleRow("q")] }
                }
                if showExtra { TableSection(headerTitle: "More") }
            }
        }
        let controller = Built()
        #expect(titles(controller) == [["link"], ["x", "y", "p", "q"]])
        #expect(controller.sections.map(\.id) == ["links", "numbers"])
        controller.showExtra = true
        controller.updateAndReload()
        #expect(titles(controller) == [["link"], ["x", "y", "extra"], []])
        #expect(controller.sections[2].id == AnyHashable("More"))
    }
}

@MainActor @Suite struct TableControllerDiffingTests {
    @Test func newSectionsArriveAsStagedBatchesThatEndInTheNewRows() {
        let controller = ListController([[TitleRow("a"), TitleRow("b"), TitleRow("c")], [TitleRow("d")]])
        let host = RecordingHost()
        host.controller = controller
        controller.host = host
        _ = controller.sections
        controller.groups = [[TitleRow("c"), TitleRow("a", data: 1)], [TitleRow("d"), TitleRow("e")]]
        controller.update(animation: .fade)
        #expect(titles(controller) == [["c", "a"], ["d", "e"]])
        #expect(host.snapshots.last == [["c", "a"], ["d", "e"]])
        for call in host.calls {
            guard case .batch(_, let animation) = call else {
                Issue.record("expected only batches, got \(call)")
                continue
            }
            #expect(animation == .fade)
        }
        let changes = host.calls.compactMap { call -> TableChangeset? in
            if case .batch(let changeset, _) = call { return changeset }
            return nil
        }
        #expect(changes.flatMap(\.rowDeletes) == [TableIndexPath(row: 1, section: 0)])
        #expect(changes.flatMap(\.rowInserts) == [TableIndexPath(row: 1, section: 1)])
        #expect(changes.flatMap(\.rowReloads) == [TableIndexPath(row: 0, section: 0)])
    }

    /// A host like UICollectionView gets the reload in a batch of its own, before the delete that
    /// shifts the reloaded row.
    @Test func cautiousHostGetsReloadsApart() {
        let controller = ListController([[TitleRow("a"), TitleRow("b"), TitleRow("c")]])
        let host = RecordingHost()
        host.controller = controller
        host.reloadSemantics = .asDeleteAndInsert
        controller.host = host
        _ = controller.sections
        controller.groups = [[TitleRow("b"), TitleRow("c", data: 1)]]
        controller.update()
        #expect(
            host.calls == [
                .batch(TableChangeset(rowReloads: [TableIndexPath(row: 2, section: 0)]), .automatic),
                .batch(TableChangeset(rowDeletes: [TableIndexPath(row: 0, section: 0)]), .automatic),
            ])
        #expect(host.snapshots == [[["a", "b", "c"]], [["b", "c"]]])
        #expect(controller.sections[0].rows.compactMap { ($0 as? TitleRow)?.rowData } == [0, 1])
    }

    @Test func nothingChangedMeansNoCall() {
        let controller = ListController([[TitleRow("a")]])
        let host = RecordingHost()
        controller.host = host
        _ = controller.sections
        controller.update()
        #expect(host.calls.isEmpty)
    }

    /// Before issue 20 this reloaded the whole table: the diff did not compare titles.
    @Test func aChangedTitleReloadsItsSection() {
        final class Titled: TableController {
            var header = "One"
            override func constructTableGroups() -> [TableSection] {
                [TableSection(id: "only", headerTitle: header, rows: [TitleRow("a")])]
            }
        }
        let controller = Titled()
        let host = RecordingHost()
        controller.host = host
        _ = controller.sections
        controller.header = "Two"
        controller.update()
        #expect(host.calls == [.batch(TableChangeset(sectionReloads: [0]), .automatic)])
        #expect(controller.headerTitle(forSection: 0) == "Two")
    }
}
