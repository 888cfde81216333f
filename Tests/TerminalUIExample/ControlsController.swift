// The example's third screen, shown when EXAMPLE_SCREEN=controls: a switch, a stepper and a text
// field bound two-way to one order, whose validation refuses fewer than one copy and caps them at 10.
import Bindings
import Foundation
import KeyCoding
import Observation
import TerminalUI

@Observable @Keyed final class Order {
    var copies = 2
    var giftWrap = false

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        guard key == "copies", let copies = value as? Int else { return }
        guard copies >= 1 else {
            throw KeyCodingError.invalidValue(
                type: "Order", key: key, keyPath: key, reason: "at least one copy, not \(copies)")
        }
        value = min(copies, 10)
    }
}

final class ControlsController: ViewController {
    let order = Order()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order"
        view.dataObject = order
        let rows: [(String, View)] = [
            ("Gift wrap", Switch(frame: CGRect(x: 12, y: 1, width: 3, height: 1))),
            ("Copies", Stepper(frame: CGRect(x: 12, y: 3, width: 8, height: 1))),
            ("Typed", TextField(frame: CGRect(x: 12, y: 5, width: 8, height: 1))),
        ]
        for (title, control) in rows {
            let label = Label(text: title)
            label.frame = CGRect(x: 1, y: control.frame.origin.y, width: 10, height: 1)
            view.addSubview(label)
            view.addSubview(control)
        }
        let copiesAsDouble = BindingTransformer(name: "copiesAsDouble") { (copies: Int) in
            Double(copies)
        } reverse: { (value: Double) in
            Int(value)
        }
        BindingTransformer.register(copiesAsDouble)
        do {
            try rows[0].1.bind("isOn", to: "@rootview.dataObject.giftWrap", twoWay: true)
            try rows[1].1.bind(
                "value", to: "@rootview.dataObject.copies", transformer: "copiesAsDouble", twoWay: true)
            try rows[2].1.bind("text", to: "@rootview.dataObject.copies", twoWay: true)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
    }
}
