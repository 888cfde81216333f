import Bindings
import KeyCoding
import Observation
import StringCoding
import TerminalUI

@Observable @Keyed final class Fruit {
    var name = "apple"
    var color: Color = .red
}

let card = View()
let label = Label()
card.addSubview(label)
card.dataObject = Fruit()
try label.bind("text", to: "@superview.dataObject.name")
try label.setValue("textColor", forKeyPath: "bindTo.@superview.dataObject.color")   // the runtime-attribute form
// snippet.hide
let (text, color) = (label.text, label.textColor)
precondition(text == "apple" && color == .red, "\(String(describing: text)) \(String(describing: color))")
