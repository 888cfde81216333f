import Bindings
import KeyCoding
import Observation
import TerminalUI

@Observable @Keyed final class Fruit {
    var name: String
    init(_ name: String) { self.name = name }
}

@Observable @Keyed final class Stall {
    var nickname: String? = nil
    var selectedFruits: [Fruit] = []
}

let stall = Stall()
let screen = View()
let nickname = Label()
let chosen = Label()
screen.addSubview(nickname)
screen.addSubview(chosen)
screen.dataObject = stall
try nickname.bind("text", to: "@superview.dataObject.nickname", placeholders: BindingPlaceholders(whenNil: "none"))
try chosen.setValue(   // the description-file form: options after the property
    "text | noSelection=Pick a fruit | multipleValues=Several",
    forKeyPath: "bindTo.@rootview.dataObject.selectedFruits.@each.name")
print(nickname.text, "/", chosen.text)  // Prints "none / Pick a fruit"

stall.selectedFruits = [Fruit("pear"), Fruit("plum")]
BindingUpdates.applyPending()
print(chosen.text)  // Prints "Several"
