import Foundation
import Testing

@testable import TerminalUI

/// A screen with a title and two buttons in a column.
final class FormController: ViewController {
    let save = Button(title: "Save")
    let cancel = Button(title: "Cancel")

    init(title: String) {
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = StackView(axis: .vertical, arrangedSubviews: [Label(text: "Form \(title ?? "")"), save, cancel])
        column.alignment = .leading
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
    }
}

@MainActor @Suite struct WindowTests {
    @Test func tabMovesTheFocusAroundTheFocusableViews() {
        let form = FormController(title: "A")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        window.rootViewController = form
        #expect(window.focusedView === form.save)
        window.handle(.tab)
        #expect(window.focusedView === form.cancel)
        window.handle(.tab)
        #expect(window.focusedView === form.save)
        window.handle(.backTab)
        #expect(window.focusedView === form.cancel)
        form.cancel.isHidden = true
        window.handle(.tab)
        #expect(window.focusedView === form.save)
    }

    @Test func tabAndShiftTabReachEveryKindOfFocusableViewInTreeOrder() {
        let controller = ViewController()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let table = TableView(frame: CGRect(x: 0, y: 1, width: 10, height: 2))
        let disabled = Button(title: "Off")
        disabled.isEnabled = false
        let button = Button(title: "Go")
        let row = StackView(axis: .horizontal, arrangedSubviews: [disabled, Label(text: "-"), button])
        row.frame = CGRect(x: 0, y: 3, width: 10, height: 1)
        for view in [field, table, row] { controller.view.addSubview(view) }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
        window.rootViewController = controller
        var forward: [View?] = [window.focusedView]
        for _ in 0..<3 {
            window.handle(.tab)
            forward.append(window.focusedView)
        }
        let expected: [View] = [field, table, button, field]
        #expect(forward.map { $0.map(ObjectIdentifier.init) } == expected.map(ObjectIdentifier.init))
        var backward: [View?] = []
        for _ in 0..<3 {
            window.handle(.backTab)
            backward.append(window.focusedView)
        }
        #expect(backward.map { $0.map(ObjectIdentifier.init) } == [button, table, field].map(ObjectIdentifier.init))
    }

    @Test func aRemovedFocusedViewGivesTheFocusBack() {
        let form = FormController(title: "A")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        window.rootViewController = form
        form.save.removeFromSuperview()
        #expect(window.focusedView === form.cancel)
    }

    @Test func navigationPushesAndPopsWithATitleBar() {
        let navigation = NavigationController(rootViewController: FormController(title: "Contacts"))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        window.rootViewController = navigation
        #expect(window.render().plainText() == "           Contacts\nForm Contacts\n Save\n Cancel")
        let detail = FormController(title: "Detail")
        navigation.pushViewController(detail)
        #expect(window.render().plainText() == " ‹ Contacts Detail\nForm Detail\n Save\n Cancel")
        #expect(window.focusedView === detail.save)
        #expect(navigation.topViewController === detail)
        #expect(detail.navigationController === navigation)
        window.handle(.escape)
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.navigationController == nil)
        #expect(window.render().plainText().hasPrefix("           Contacts\nForm Contacts"))
        #expect(!window.handle(.escape))
    }

    @Test func withNothingFocusedKeysReachThePushedScreenThenGoBack() {
        final class KeyPage: ViewController {
            var keys: [Key] = []
            override func handleKey(_ key: Key) -> Bool {
                guard key == .character("f") else { return super.handleKey(key) }
                keys.append(key)
                return true
            }
        }
        let navigation = NavigationController(rootViewController: FormController(title: "Contacts"))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 4))
        window.rootViewController = navigation
        let page = KeyPage()
        navigation.pushViewController(page)
        #expect(window.focusedView == nil)
        #expect(window.handle(.character("f")))
        #expect(page.keys == [.character("f")])
        #expect(window.handle(.escape))
        #expect(navigation.topViewController !== page)
    }

    @Test func changesMarkTheWindowForDrawing() {
        let label = Label(text: "a")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 5, height: 1))
        window.addSubview(label)
        _ = window.render()
        #expect(!window.needsDisplay)
        label.text = "b"
        #expect(window.needsDisplay)
        _ = window.render()
        label.text = "b"
        #expect(!window.needsDisplay)
    }

    @Test func theQuitActionReachesTheApplication() throws {
        let form = FormController(title: "A")
        let app = Application(rootViewController: form, environment: [:])
        try form.save.setValue("quit", forKey: "touchUpInside")
        #expect(form.save.sendAction("quit", sender: form.save) === app.window)
    }

    @Test func withoutATerminalTheApplicationWritesOneFrameAsText() {
        let app = Application(rootViewController: FormController(title: "A"), environment: ["COLUMNS": "12"])
        #expect(app.headlessFrame(columns: 12, rows: 3) == "Form A\n Save\n Cancel")
    }
}
