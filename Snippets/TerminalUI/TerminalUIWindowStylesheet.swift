import Foundation
import TerminalUI

// snippet.hide
let window = Window()
let root = View()
root.restorationIdentifier = "root"
let name = Label(text: "Ada")
name.restorationIdentifier = "name"
root.addSubview(name)
window.addSubview(root)
// snippet.show
var themeProblems: [SelectorStylesheetError] = []           // to show on a status line, say
window.stylesheet = try SelectorStylesheet(contentsOf: URL(filePath: "theme.yaml"))
window.stylesheetErrorHandler = { themeProblems.append($0) }   // optional
// snippet.hide
precondition(name.textColor == .white, "the label is \(String(describing: name.textColor))")

// The report of a declaration that fails, further down.
let misspelled = Data(##""#root Label": { textColr: red }"##.utf8)
window.stylesheet = try SelectorStylesheet(data: misspelled, source: "theme.yaml")
for problem in themeProblems { print(problem) }
