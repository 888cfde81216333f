// A small TerminalUI app for the end-to-end tests, which run it inside tmux: a form that asks for a
// name, a greeting page pushed on a navigation stack whose second line a task writes after a pause
// (no key or timer wakes the loop for it), and a counter that a timer advances; or, with
// EXAMPLE_SCREEN=widgets, a text view, a progress bar and a spinner (WidgetsController.swift); or,
// with EXAMPLE_SCREEN=controls, a switch, a stepper and a text field bound two-way to a validating
// order (ControlsController.swift); or, with EXAMPLE_SCREEN=dialogs, a context menu and an alert
// (DialogsController.swift); or, with EXAMPLE_SCREEN=gallery, every widget at once
// (GalleryController.swift). With EXAMPLE_INLINE_ROWS=n, the screen is drawn inline, in the n lines
// below the shell's prompt, instead of on the alternate screen.
import Bindings
import Foundation
import KeyCoding
import Observation
import TerminalUI

/// What the timer advances; the "Ticks" label is bound to it, so it updates with no code of its own.
@Observable @Keyed final class Clock {
    var ticks = 0
}

final class GreetingController: ViewController {
    private let name: String

    init(name: String) {
        self.name = name
        super.init()
        title = "Greeting"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let greeting = Label(text: "Hello, \(name.isEmpty ? "stranger" : name)!")
        greeting.frame.origin = CGPoint(x: 2, y: 1)
        view.addSubview(greeting)
        let letters = Label(text: "")
        letters.frame = CGRect(x: 2, y: 2, width: 30, height: 1)
        view.addSubview(letters)
        let count = name.count
        Task {
            // Work that takes a while, as a lookup would; the loop draws its result when it comes.
            try? await Task.sleep(for: .milliseconds(200))
            letters.text = "\(count) letters, counted later"
        }
    }
}

final class FormController: ViewController {
    let nameField = TextField()
    let clock = Clock()
    let ticks = Label(text: "Ticks: 0")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"
        nameField.placeholder = "Your name"
        nameField.borderStyle = .line
        let greet = Button(title: "Greet")
        greet.addAction("greet", for: .primaryActionTriggered)
        let quit = Button(title: "Quit")
        quit.addAction(Application.quitAction, for: .primaryActionTriggered)
        let column = StackView(
            axis: .vertical, spacing: 1,
            arrangedSubviews: [
                Label(text: "Name:"), nameField,
                StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [greet, quit]), ticks,
            ])
        column.frame = CGRect(x: 2, y: 1, width: 24, height: 7)
        view.addSubview(column)
        view.dataObject = clock
        BindingTransformer.register(BindingTransformer(name: "ticks") { (count: Int) in "Ticks: \(count)" })
        do {
            try ticks.bind(
                "text", to: "@superviewWithClass[StackView].@superview.dataObject.ticks", transformer: "ticks")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        }
        handle(action: "greet") { [weak self] _ in
            guard let self else { return }
            navigationController?.pushViewController(GreetingController(name: nameField.text))
        }
    }

    func tick() {
        clock.ticks += 1
    }
}

let form = FormController()
let widgets = WidgetsController()
let gallery = GalleryController()
let first: ViewController
let tick: @MainActor () -> Void
switch ProcessInfo.processInfo.environment["EXAMPLE_SCREEN"] {
case "widgets": (first, tick) = (widgets, widgets.tick)
case "controls": (first, tick) = (ControlsController(), {})
case "dialogs": (first, tick) = (DialogsController(), {})
case "gallery": (first, tick) = (gallery, gallery.tick)
default: (first, tick) = (form, form.tick)
}
let app = Application(rootViewController: NavigationController(rootViewController: first))
app.quitKeys = [.character("q")]
if let rows = ProcessInfo.processInfo.environment["EXAMPLE_INLINE_ROWS"].flatMap(Int.init) {
    app.presentation = .inline(rows: rows)
}
if let interval = ProcessInfo.processInfo.environment["EXAMPLE_TICK_MS"].flatMap(Int.init) {
    app.schedule(every: .milliseconds(interval), tick)
}
do {
    try await app.run()
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
