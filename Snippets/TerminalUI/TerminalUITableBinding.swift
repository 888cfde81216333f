import CellControllers
import Foundation
import Observation
import TerminalUI

@Observable @Keyed final class Fruit {
    var name: String
    init(_ name: String) { self.name = name }
}

@Observable @Keyed final class Basket {
    var fruits = [Fruit("apple"), Fruit("pear")]
    var chosen: Fruit?
}

final class FruitRow: CellController {
    let fruit: Fruit
    init(_ fruit: Fruit) { self.fruit = fruit }
    func makeCell(for table: any TableHost) -> any TableCell {
        TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
    }
    func configure(_ cell: any TableCell, at indexPath: TableIndexPath) {
        (cell as? TableViewCell)?.textLabel.text = fruit.name
    }
    var handlesSelection: Bool { true }
}

TableRowFactory.register(TableRowFactory(name: "FruitRow") { (fruit: Fruit) in FruitRow(fruit) })

let basket = Basket()
let page = ViewController()
page.view = try ViewDescription(contentsOf: URL(filePath: "basket.yaml")).makeView(dataObject: basket)
let window = Window(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
window.rootViewController = page

basket.fruits.insert(Fruit("fig"), at: 1)  // the table inserts one row, on the main actor's next turn
basket.chosen = basket.fruits[2]  // and selects the pear
// snippet.hide
guard let table = page.view.subviews.first as? TableView else { preconditionFailure("no table") }
for _ in 0..<10_000 where table.numberOfRows(inSection: 0) < 3 { await Task.yield() }
let shown = window.render().plainText()
precondition(shown == " apple\n fig\n pear", shown.debugDescription)
precondition(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0), "the pear is not selected")
let written = try String(contentsOf: URL(filePath: "basket.yaml"), encoding: .utf8)
let misspelt = try ViewDescription(
    data: Data(written.replacingOccurrences(of: "row=FruitRow", with: "row=FruitRw").utf8), source: "basket.yaml")
do {
    _ = try misspelt.makeView(dataObject: basket)
    preconditionFailure("a misspelt row factory was taken")
} catch {
    let expected = """
        1 problem in basket.yaml:
          basket.yaml:7: View > TableView[0]: attributes.bindTo.@rootview.dataObject.fruits: cannot bind TableView.rows to \
        "@rootview.dataObject.fruits": no row factory is named "FruitRw"; did you mean "FruitRow"? (registered: FruitRow)
        """
    precondition("\(error)" == expected, "\(error)")
}
