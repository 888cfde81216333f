import Foundation
import TerminalUI

final class HelloController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hello"
        let greet = Button(title: "Greet")
        try? greet.setValue("greet", forKey: "touchUpInside")     // an action, sent up the responder chain
        greet.frame.origin = CGPoint(x: 2, y: 1)
        view.addSubview(greet)
        handle(action: "greet") { _ in greet.setTitle("Hello!", for: .normal) }
    }
}

let app = Application(rootViewController: NavigationController(rootViewController: HelloController()))
try await app.run()  // raw mode and the alternate screen; Ctrl-C quits; the terminal is always restored
// snippet.hide
let screen = app.headlessFrame(columns: 20, rows: 3)
precondition(screen == "       Hello\n\n   Greet", "the screen is:\n\(screen)")
guard let greet = app.window.firstView(where: { $0 is Button }) as? Button else { preconditionFailure("no button") }
greet.sendActions(for: .touchUpInside)
precondition(greet.currentTitle == "Hello!", "after a press the button says \(String(describing: greet.currentTitle))")
