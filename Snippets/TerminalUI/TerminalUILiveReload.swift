import Foundation
import TerminalUI

// snippet.hide
@Keyed final class Person { var name = "Ada" }
let person = Person()
// snippet.show
let form = ViewController()
let app = Application(rootViewController: NavigationController(rootViewController: form))
let theme = try app.watch(stylesheet: URL(filePath: "theme.yaml"))  // restyles on every save
try app.watch(description: URL(filePath: "form.yaml"), for: form) { view in
    view.dataObject = person  // the same model after every rebuild
}
try await app.run()
// snippet.hide
precondition((form.view.view(withIdentifier: "name") as? Label)?.text == "Ada", "the form was not built")

// A broken edit: the last good sheet stays, and the bottom row says why.
try Data("Label..title: { font: bold }\n".utf8).write(to: URL(filePath: "theme.yaml"))
theme.check()
let expected = #"theme.yaml:1: invalid selector "Label..title" at column 7: expected a class name after ".", found ".""#
precondition(app.window.liveReloadProblem == expected, "\(String(describing: app.window.liveReloadProblem))")
precondition(app.window.stylesheet?.rules.count == 1, "the last good sheet was not kept")
