import Foundation

@testable import TerminalUI

/// A screen with a name field and two buttons, from which alerts and menus are presented.
@MainActor final class FormScreen: ViewController {
    let nameField = TextField(frame: CGRect(x: 2, y: 1, width: 20, height: 1))
    let save = Button(title: "Save")
    let reset = Button(title: "Reset")
    /// What the screen offers with `m`; nil offers nothing.
    var menu: Menu?
    /// The keys the screen got, to show that none arrives while an alert shows.
    var keysReceived: [Key] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        save.frame.origin = CGPoint(x: 2, y: 3)
        reset.frame.origin = CGPoint(x: 10, y: 3)
        nameField.text = "Ada"
        for control in [nameField, save, reset] { view.addSubview(control) }
        let note = Label(text: "Everything here is dimmed under an alert.")
        note.frame.origin = CGPoint(x: 2, y: 5)
        view.addSubview(note)
    }

    override func handleKey(_ key: Key) -> Bool {
        keysReceived.append(key)
        return false
    }

    override var contextMenu: Menu? { menu }
}

/// A window of `columns` × `rows` showing a form, in plain text unless told otherwise.
@MainActor func formWindow(columns: Int = 80, rows: Int = 12, colorMode: ColorMode? = nil) -> (Window, FormScreen) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: columns, height: rows))
    window.colorMode = colorMode
    let screen = FormScreen()
    window.rootViewController = screen
    return (window, screen)
}
