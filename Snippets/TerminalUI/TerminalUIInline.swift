import Foundation
import TerminalUI

final class ConfirmController: ViewController {
    let answer = Label(text: "y: yes   n: no")

    override func viewDidLoad() {
        super.viewDidLoad()
        answer.frame.origin = CGPoint(x: 0, y: 1)
        view.addSubview(Label(text: "Deploy build 142 to production?"))
        view.addSubview(answer)
    }

    override func handleKey(_ key: Key) -> Bool {
        guard key == .character("y") || key == .character("n") else { return super.handleKey(key) }
        answer.text = key == .character("y") ? "Deploying." : "Cancelled."
        sendAction(Application.quitAction, sender: self)
        return true
    }
}

let app = Application(rootViewController: ConfirmController())
app.presentation = .inline(rows: 2)  // the two lines below the prompt
try await app.run()  // the question and its answer stay above the next prompt
// snippet.hide
precondition(app.presentation.rows(inTerminalOf: 24) == 2, "rows: \(app.presentation.rows(inTerminalOf: 24))")
