// snippet.hide
import TerminalUI

let greet = Button(title: "Greet")
// snippet.show
try greet.setValue("greet", forKey: "touchUpInside")
// snippet.hide
precondition(greet.actions(for: .touchUpInside) == ["greet"], "\(greet.actions(for: .touchUpInside))")
