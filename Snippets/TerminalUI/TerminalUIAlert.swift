// snippet.hide
import Foundation
// snippet.show
import TerminalUI

final class DraftController: ViewController {
    var isDeleted = false

    override var contextMenu: Menu? {
        Menu(
            title: "Draft",
            children: [
                MenuAction(title: "Rename") { _ in },
                MenuAction(title: "Delete…", attributes: .destructive) { [weak self] _ in self?.confirmDelete() },
            ])
    }

    func confirmDelete() {
        let alert = AlertController(title: "Delete the draft?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.isDeleted = true })
        present(alert)
    }
}

let draft = DraftController()
let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 7))
window.colorMode = nil  // plain text, as without a terminal
window.rootViewController = draft
window.handle(.character("m"))  // opens the menu, "Rename" highlighted
window.handle(.down)
window.handle(.enter)  // chooses "Delete…": the menu closes and the alert shows
print(window.render().plainText())
window.handle(.right)
window.handle(.enter)  // chooses "Delete"
// draft.isDeleted is now true
// snippet.hide
precondition(draft.isDeleted, "the draft was not deleted")
precondition(!window.isPresenting, "the alert still shows")
