import Bindings
import KeyCoding
import Observation
import TerminalUI

@Observable @Keyed final class Fruit {
    var name = "apple"
}

let fruit = Fruit()
let card = View()
let label = Label()
card.addSubview(label)
card.dataObject = fruit
try label.bind("text", to: "@superview.dataObject.name")

fruit.name = "pear"                 // on any thread or task; the main actor's next turn shows it
BindingUpdates.applyPending()       // or now, on the main actor
print(label.text)  // Prints "pear"
