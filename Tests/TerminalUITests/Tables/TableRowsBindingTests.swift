import Bindings
import CellControllers
import Foundation
import LoomTestSupport
import Observation
import Testing

@testable import TerminalUI

@Observable @Keyed final class Jar {
    var name: String
    var shelf: String
    init(_ name: String, shelf: String = "top") {
        self.name = name
        self.shelf = shelf
    }
}

@Observable @Keyed final class Pantry {
    var jars: [Jar]
    var chosen: Jar?
    var label = "pantry"
    init(_ names: String...) { jars = names.map { Jar($0) } }
}

/// A model whose pantry, in the middle of the rows' key path, can be replaced.
@Observable @Keyed final class Kitchen {
    var pantry = Pantry("salt", "sugar")
}

/// A model that is not `@Observable`: its array cannot be followed.
@Keyed final class Cupboard {
    var jars = [Jar("rice")]
}

/// A table host between a controller and its table view: it records the batches and passes
/// everything on, as CellControllers' tests record them.
@MainActor final class BatchRecordingHost: TableHost {
    let table: TableView
    private(set) var batches: [TableChangeset] = []
    private(set) var reloads = 0

    /// Records what `table`'s controller tells the table from now on.
    init(recording table: TableView) {
        self.table = table
        table.tableController?.host = self
    }

    func reloadData() {
        reloads += 1
        table.reloadData()
    }
    func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) {
        batches.append(changeset)
        table.performBatchUpdates(changeset, animation: animation)
    }
    func reconfigureRows(at indexPaths: [TableIndexPath]) { table.reconfigureRows(at: indexPaths) }
    func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? {
        table.dequeueReusableCell(withIdentifier: identifier)
    }
    var indexPathForSelectedRow: TableIndexPath? { table.indexPathForSelectedRow }
    func selectRow(at indexPath: TableIndexPath?) { table.selectRow(at: indexPath) }
    var reloadSemantics: ReloadSemantics { table.reloadSemantics }
}

/// A table's rows bound to a model array found through the view tree: from a description file's
/// `rows` attribute, and in code with a path.
@MainActor @Suite struct TableRowsBindingTests {
    init() {
        TableRowFactory.register(TableRowFactory(name: "JarRow") { (jar: Jar) in TextRow(jar.name, id: jar.name) })
    }

    static let pantryPage = """
        type: View
        frame: "0 0 12 4"
        children:
          - type: TableView
            frame: "0 0 12 4"
            attributes:
              "bindTo.@rootview.dataObject.jars": "rows | row=JarRow | selection=chosen"
        """

    /// The page built from `yaml` with `pantry` as its data object, the view of a view controller
    /// (its `@rootview`) on a window.
    private func page(_ yaml: String = pantryPage, pantry: Pantry? = nil, height: Int = 4) throws -> (TableView, Window)
    {
        let description = try ViewDescription(data: Data(yaml.utf8), source: "pantry.yaml")
        let controller = ViewController()
        let made = try pantry.map { try description.makeView(dataObject: $0) } ?? description.makeView()
        controller.view = made
        let window = Window(frame: CGRect(x: 0, y: 0, width: 12, height: height))
        window.rootViewController = controller
        return (try #require(controller.view.subviews.first as? TableView), window)
    }

    @Test func aDescriptionFilesTableFollowsAnInsertAndARemovalAsOneBatchWithoutAnyCall() async throws {
        let pantry = Pantry("salt", "sugar", "tea")
        let (table, window) = try page(pantry: pantry)
        #expect(screen(window) == [" salt", " sugar", " tea", ""])
        let host = BatchRecordingHost(recording: table)
        let tea = table.cellForRow(at: TableIndexPath(row: 2, section: 0))
        pantry.jars.insert(Jar("rice"), at: 1)
        pantry.jars.remove(at: 0)
        // No applyPending(), no update(): the change arrives on the main actor's next turn.
        #expect(await Patience.waitSuspending { !host.batches.isEmpty })
        #expect(
            host.batches == [
                TableChangeset(
                    rowDeletes: [TableIndexPath(row: 0, section: 0)], rowInserts: [TableIndexPath(row: 0, section: 0)])
            ])
        #expect(host.reloads == 0)
        #expect(screen(window) == [" rice", " sugar", " tea", ""])
        #expect(table.cellForRow(at: TableIndexPath(row: 2, section: 0)) === tea)
        #expect(table.boundRows?.path == "@rootview.dataObject.jars")
        #expect(table.boundRows?.keyPath == "jars")
        #expect(table.boundRows?.selectionKeyPath == "chosen")
    }

    @Test func aDescriptionFilesSelectionIsBoundBothWays() async throws {
        let pantry = Pantry("salt", "sugar", "tea")
        let (table, window) = try page(pantry: pantry)
        window.focus(table)  // selects the first row, which goes into the model
        #expect(pantry.chosen === pantry.jars[0])
        window.handle(.down)
        #expect(pantry.chosen === pantry.jars[1])
        pantry.chosen = pantry.jars[2]
        #expect(await Patience.waitSuspending { table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0) })
        pantry.jars.remove(at: 2)  // the selected tea: sugar, before it, takes the selection
        #expect(await Patience.waitSuspending { table.numberOfRows(inSection: 0) == 2 })
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(pantry.chosen === pantry.jars[1])
        #expect(table.boundRows?.lastError == nil)
    }

    @Test func everyProblemOfADescriptionFilesTablesIsReportedAtOnceWithItsLine() throws {
        let yaml = """
            type: View
            frame: "0 0 12 4"
            children:
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.jar": "rows | row=JarRow" }
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.label": "rows | row=JarRow" }
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.jars": "rows | row=JarRw" }
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.jars": "rows | row=JarRow | selection=label" }
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.jars": "rows | row=JarRow | sorted" }
              - type: TableView
                attributes: { "bindTo.@rootview.dataObject.jars": "rows | row=JarRow | groupBy=colour" }
            """
        let description = try ViewDescription(data: Data(yaml.utf8), source: "pantry.yaml")
        let error = try #require(throws: ViewDescriptionError.self) { try description.makeView(dataObject: Pantry()) }
        #expect(
            error.description == """
                6 problems in pantry.yaml:
                  pantry.yaml:5: View > TableView[0]: attributes.bindTo.@rootview.dataObject.jar: cannot bind \
                TableView.rows to "@rootview.dataObject.jar": Pantry has no key "jar"; did you mean "jars"?
                  pantry.yaml:7: View > TableView[1]: attributes.bindTo.@rootview.dataObject.label: cannot bind \
                TableView.rows to "@rootview.dataObject.label": Pantry.label: it holds a value of type String, \
                expected [Jar]
                  pantry.yaml:9: View > TableView[2]: attributes.bindTo.@rootview.dataObject.jars: cannot bind \
                TableView.rows to "@rootview.dataObject.jars": no row factory is named "JarRw"; did you mean \
                "JarRow"? (registered: JarRow)
                  pantry.yaml:11: View > TableView[3]: attributes.bindTo.@rootview.dataObject.jars: cannot bind \
                TableView.selection to "@rootview.dataObject.jars": Pantry.label: it is declared String, expected \
                Jar? or Jar, the rows' element type
                  pantry.yaml:13: View > TableView[4]: attributes.bindTo.@rootview.dataObject.jars: cannot bind \
                TableView.rows to "@rootview.dataObject.jars": unknown option "sorted" for rows; the options are \
                row=<row factory>, selection=<key path>, sections=arrays and groupBy=<key>
                  pantry.yaml:15: View > TableView[5]: attributes.bindTo.@rootview.dataObject.jars: cannot bind \
                TableView.rows to "@rootview.dataObject.jars": groupBy=colour: Jar has no key "colour"
                """)
    }

    @Test func theRowsFollowTheDataObjectSetAfterTheFileIsBuiltAndEachOneAfterIt() async throws {
        let (table, window) = try page()
        #expect(screen(window) == ["", "", "", ""])
        let root = try #require(table.superview)
        root.dataObject = Pantry("salt", "tea")
        #expect(screen(window) == [" salt", " tea", "", ""])
        let other = Pantry("rice")
        root.dataObject = other
        #expect(screen(window) == [" rice", "", "", ""])
        other.jars.append(Jar("oats"))
        #expect(await Patience.waitSuspending { table.numberOfRows(inSection: 0) == 2 })
        #expect(screen(window) == [" rice", " oats", "", ""])
        root.dataObject = nil
        #expect(screen(window) == ["", "", "", ""])
        #expect(table.boundRows?.contentBinding == nil)
    }

    @Test func aDataObjectSetLaterWithoutTheArrayIsReported() throws {
        let (table, window) = try page()
        var heard: [BindingError] = []
        table.boundRows?.errorHandler = { heard.append($0) }
        table.superview?.dataObject = Kitchen()
        let expected = BindingError(
            kind: .unknownDataKey, view: "TableView", viewKey: "rows", path: "@rootview.dataObject.jars",
            reason: #"Kitchen has no key "jars""#)
        #expect(heard == [expected])
        #expect(table.boundRows?.lastError == expected)
        #expect(table.bindings.all.first?.lastError == expected)
        withExtendedLifetime(window) {}
    }

    @Test func groupingAndArraysOfArraysMakeSections() throws {
        let yaml = """
            type: View
            frame: "0 0 12 6"
            children:
              - type: TableView
                frame: "0 0 12 6"
                attributes: { "bindTo.@rootview.dataObject.jars": "rows | row=JarRow | groupBy=shelf" }
            """
        let pantry = Pantry("salt", "tea", "rice")
        pantry.jars[1].shelf = "low"
        let (table, window) = try page(yaml, pantry: pantry, height: 6)
        #expect(table.numberOfSections == 2)
        #expect(screen(window) == [" top", " salt", " rice", " low", " tea", ""])
    }

    @Test func codeBindsRowsThroughAViewTreePathAndFollowsTheMiddleObjectReplaced() async throws {
        let kitchen = Kitchen()
        let card = View(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        card.dataObject = kitchen
        let table = TableView(frame: card.bounds, style: .plain)
        card.addSubview(table)
        let window = Window(frame: card.frame)
        window.addSubview(card)
        let rows = try table.bindRows(to: "@superviewWithClass[UIView].dataObject.pantry.jars") { (jar: Jar) in
            TextRow(jar.name, id: jar.name)
        }
        #expect(rows.keyPath == "pantry.jars")
        #expect(screen(window) == [" salt", " sugar", ""])
        let host = BatchRecordingHost(recording: table)
        kitchen.pantry = Pantry("salt", "tea")
        #expect(await Patience.waitSuspending { !host.batches.isEmpty })
        #expect(screen(window) == [" salt", " tea", ""])
        kitchen.pantry.jars.append(Jar("oats"))
        #expect(await Patience.waitSuspending { host.batches.count >= 2 })
        #expect(host.batches.last == TableChangeset(rowInserts: [TableIndexPath(row: 2, section: 0)]))
        #expect(screen(window) == [" salt", " tea", " oats"])
    }

    @Test func codeBindingsRefuseWhatCannotBeFollowed() throws {
        let card = View(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        let table = TableView(frame: card.bounds, style: .plain)
        card.addSubview(table)
        card.dataObject = Cupboard()
        let makeRow = { (jar: Jar) in TextRow(jar.name) as any CellController }
        #expect(
            throws: BindingError(
                kind: .typeMismatch, view: "TableView", viewKey: "rows", path: "@superview.dataObject.jars",
                reason: "Cupboard is not an @Observable class, so the rows could not follow its jars; declare it "
                    + "@Observable @Keyed final class Cupboard")
        ) { try table.bindRows(to: "@superview.dataObject.jars", makeRow: makeRow) }
        #expect(
            throws: BindingError(
                kind: .invalidPath, view: "TableView", viewKey: "rows", path: "@superview.dataObject",
                reason: #"the path ends at the data object; go on to its array, as in "@superview.dataObject.items""#)
        ) { try table.bindRows(to: "@superview.dataObject", makeRow: makeRow) }
        #expect(
            throws: BindingError(
                kind: .unresolvedView, view: "TableView", viewKey: "rows", path: "@cell.dataObject.jars",
                reason: "no cell contains TableView")
        ) { try table.bindRows(to: "@cell.dataObject.jars", makeRow: makeRow) }
        #expect(table.boundRows == nil)
        #expect(table.bindings.all.isEmpty)
    }
}
