import Foundation
import TerminalUI

final class HelloController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        let greeting = Label(text: "Hello, terminal!")
        greeting.frame.origin = CGPoint(x: 2, y: 1)
        view.addSubview(greeting)
    }
}

let app = Application(rootViewController: NavigationController(rootViewController: HelloController()))
try await app.run()  // Ctrl-C quits; the terminal is always restored
// snippet.hide
let screen = app.headlessFrame(columns: 24, rows: 3)
precondition(screen == "         Hello\n\n  Hello, terminal!", "the screen is:\n\(screen)")
