// The example's dialogs screen, shown when EXAMPLE_SCREEN=dialogs: a draft with a context menu
// (m or F10) whose Delete asks for confirmation in an alert, and a line saying what was chosen.
import Foundation
import TerminalUI

final class DialogsController: ViewController {
    let draft = Label(text: "Draft: Shopping list")
    let outcome = Label(text: "Last choice: none")
    let actions = Button(title: "Actions…")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dialogs"
        draft.frame.origin = CGPoint(x: 2, y: 1)
        actions.frame.origin = CGPoint(x: 2, y: 3)
        outcome.frame = CGRect(x: 2, y: 5, width: 36, height: 1)
        actions.addAction("showActions", for: .primaryActionTriggered)
        for subview in [draft, actions, outcome] { view.addSubview(subview) }
        handle(action: "showActions") { [weak self] _ in self?.view.window?.showContextMenu() }
    }

    override var contextMenu: Menu? {
        Menu(
            title: "Draft",
            children: [
                MenuAction(title: "Rename") { [weak self] _ in self?.outcome.text = "Last choice: Rename" },
                MenuAction(title: "Archive", attributes: .disabled) { _ in },
                MenuAction(title: "Delete…", attributes: .destructive) { [weak self] _ in self?.confirmDelete() },
            ])
    }

    private func confirmDelete() {
        let alert = AlertController(
            title: "Delete the draft?", message: "Shopping list is deleted for good.", preferredStyle: .alert)
        alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                self?.outcome.text = "Last choice: kept"
            })
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.draft.text = "Draft: (deleted)"
                self?.outcome.text = "Last choice: Delete"
            })
        present(alert)
    }
}
