import CellControllers
import Foundation
import LoomTestSupport
import Observation
import Testing

@testable import TerminalUI

@Observable @Keyed final class FruitBowl {
    var fruits = ["apple", "banana", "cherry"]
    var chosen: String?
}

/// A table view whose rows and selection are bound to a model: the model's changes show without
/// any call, and the keyboard's selection goes back into the model.
@MainActor @Suite struct TableViewBindingTests {
    private func boundTable(_ bowl: FruitBowl) throws -> (TableView, Window) {
        let controller = TableController()
        try controller.bindRows(to: "fruits", of: bowl, rowID: { $0 }, rowContentEqual: ==) { (fruit: String) in
            TextRow(fruit, id: fruit)
        }
        .bindSelection(to: "chosen")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 12, height: 4))
        let table = TableView(frame: window.bounds, style: .plain)
        table.tableController = controller
        window.addSubview(table)
        return (table, window)
    }

    @Test func theModelsChangesShowWithoutAnyCallAndRowsThatStayKeepTheirCells() async throws {
        let bowl = FruitBowl()
        let (table, window) = try boundTable(bowl)
        #expect(screen(window) == [" apple", " banana", " cherry", ""])
        let cherry = table.cellForRow(at: TableIndexPath(row: 2, section: 0))
        bowl.fruits.insert("kiwi", at: 1)
        #expect(await Patience.waitSuspending { table.numberOfRows(inSection: 0) == 4 })
        #expect(screen(window) == [" apple", " kiwi", " banana", " cherry"])
        #expect(table.cellForRow(at: TableIndexPath(row: 3, section: 0)) === cherry)
    }

    @Test func theKeyboardsSelectionIsWrittenIntoTheModelAndTheModelsSelectsItsRow() async throws {
        let bowl = FruitBowl()
        let (table, window) = try boundTable(bowl)
        window.focus(table)  // selects the first row
        #expect(bowl.chosen == "apple")
        window.handle(.down)
        #expect(bowl.chosen == "banana")
        bowl.chosen = "cherry"
        #expect(await Patience.waitSuspending { table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0) })

        bowl.fruits.removeLast()  // the selected cherry: banana, before it, takes the selection
        #expect(await Patience.waitSuspending { table.numberOfRows(inSection: 0) == 2 })
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(bowl.chosen == "banana")
        #expect(table.tableController?.rowsBinding?.lastError == nil)
    }
}
