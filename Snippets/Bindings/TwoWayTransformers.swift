// snippet.hide
import Bindings
import KeyCoding
import Observation
import TerminalUI

@Observable @Keyed final class Song {
    var title = "Blue"
    var plays = 3
}

let screen = View()
screen.dataObject = Song()
let stepper = Stepper()
let field = TextField()
screen.addSubview(stepper)
screen.addSubview(field)
// snippet.show
BindingTransformer.register(
    BindingTransformer(name: "playsAsDouble") { (plays: Int) in Double(plays) } reverse: { (value: Double) in
        Int(value)
    })
try stepper.bind("value", to: "@rootview.dataObject.plays", transformer: "playsAsDouble", twoWay: true)
do {
    try field.bind("text", to: "@rootview.dataObject.title", transformer: "uppercase", twoWay: true)
} catch {
    print(error)   // "uppercase" has no reverse
}
// snippet.hide
precondition(stepper.value == 3, "\(stepper.value)")
