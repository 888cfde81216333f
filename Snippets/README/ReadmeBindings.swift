import Bindings
import KeyCoding
import Observation
import StringCoding
import TerminalUI

@Observable @Keyed final class Track {
    var title = "Blue"
    var plays = 0
    var color: Color = .orange
}

let card = View()
let title = Label()
let plays = TextField()
card.addSubview(title)
card.addSubview(plays)
card.dataObject = Track()
try title.bind("text", to: "@superview.dataObject.title", transformer: "uppercase")   // "BLUE", at once
try title.setValue("textColor", forKeyPath: "bindTo.@superview.dataObject.color")   // runtime-attribute form
try plays.bind("text", to: "@superview.dataObject.plays", twoWay: true)             // "0"; typing edits the model
// snippet.hide
guard let track = card.dataObject as? Track else { preconditionFailure("the card has no track") }
precondition(title.text == "BLUE", "title shows \(String(describing: title.text))")
precondition(title.textColor == .orange, "title is \(String(describing: title.textColor))")
precondition(plays.text == "0", "plays shows \(plays.text)")
_ = plays.handleKey(.character("7"))
precondition(track.plays == 70, "typing 7 after 0 set plays to \(track.plays)")
track.title = "Red"
BindingUpdates.applyPending()
precondition(title.text == "RED", "after a change the title shows \(String(describing: title.text))")
