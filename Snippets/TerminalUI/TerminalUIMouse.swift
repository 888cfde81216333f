// snippet.hide
import Foundation
import TerminalUI

let controller = ViewController()
var saved = 0
// snippet.show
let save = Button(title: "Save")
save.frame.origin = CGPoint(x: 2, y: 1)  // "Save" in columns 3 to 6 of row 1
save.addAction("save", for: .touchUpInside)
controller.handle(action: "save") { _ in saved += 1 }
controller.view.addSubview(save)

let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
window.rootViewController = controller
window.handle(MouseEvent(kind: .press, button: .left, column: 4, row: 1))  // focused, highlighted
window.handle(MouseEvent(kind: .release, button: .left, column: 4, row: 1))  // saved is 1
// snippet.hide
precondition(saved == 1, "saved \(saved) times")
precondition(window.focusedView === save, "the focus is on \(String(describing: window.focusedView))")
