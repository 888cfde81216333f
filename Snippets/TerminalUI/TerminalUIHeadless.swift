import TerminalUI

let label = Label(text: "Hello")
let text = label.renderedBuffer().plainText()   // "Hello"
// snippet.hide
precondition(text == "Hello", "the label shows \(text.debugDescription)")
