import CellControllers
import Foundation
import LoomTestSupport
import Testing

@testable import TerminalUI

/// Mouse events through the window's event handling: hit testing, focus, controls, tables, scroll
/// views and text views.
@MainActor @Suite struct WindowMouseTests {
    private func press(_ window: Window, _ column: Int, _ row: Int, modifiers: MouseEvent.Modifiers = []) -> Bool {
        window.handle(MouseEvent(kind: .press, button: .left, column: column, row: row, modifiers: modifiers))
    }

    private func drag(_ window: Window, _ column: Int, _ row: Int) -> Bool {
        window.handle(MouseEvent(kind: .drag, button: .left, column: column, row: row))
    }

    private func release(_ window: Window, _ column: Int, _ row: Int) -> Bool {
        window.handle(MouseEvent(kind: .release, button: .left, column: column, row: row))
    }

    private func click(_ window: Window, _ column: Int, _ row: Int) {
        #expect(press(window, column, row))
        #expect(release(window, column, row))
    }

    private func wheel(_ window: Window, _ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> Bool {
        window.handle(MouseEvent(kind: kind, column: column, row: row))
    }

    /// A window with a controller's view filling it, the controller counting the actions it gets.
    private func controllerScreen(width: Double = 30, height: Double = 6) -> (Window, CountingController) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let controller = CountingController()
        window.rootViewController = controller
        return (window, controller)
    }

    /// Positions far outside any screen, given to the public hit test and mouse handlers, used to
    /// trap converting to `Int`; they now find nothing or the nearest cell.
    @Test func locationsFarOutsideTheScreenDoNotTrap() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        field.text = "Ada"
        let text = TextView(frame: CGRect(x: 0, y: 1, width: 10, height: 3))
        text.text = "one\ntwo"
        for view in [field, text] as [View] { window.addSubview(view) }
        #expect(window.hitTest(CGPoint(x: 1e300, y: 0)) == nil)
        #expect(window.hitTest(CGPoint(x: 0, y: -1e300)) == nil)
        let far = CGPoint(x: 1e300, y: 1e300)
        #expect(field.handleMouse(MouseEvent(kind: .press, button: .left, column: 0, row: 0), at: far))
        #expect(field.cursor == 3)
        #expect(text.handleMouse(MouseEvent(kind: .press, button: .left, column: 0, row: 1), at: far))
    }

    @Test func aButtonFiresWhenReleasedOverItLikeTouchUpInside() {
        let (window, controller) = controllerScreen()
        let other = Button(title: "Other")
        other.frame.origin = CGPoint(x: 0, y: 0)
        let save = Button(title: "Save")
        save.frame.origin = CGPoint(x: 10, y: 2)
        save.addAction("save", for: .primaryActionTriggered)
        save.addAction("down", for: .touchDown)
        save.addAction("outside", for: .touchUpOutside)
        controller.view.addSubview(other)
        controller.view.addSubview(save)
        window.focus(other)

        #expect(press(window, 12, 2))
        #expect(window.focusedView === save)
        #expect(save.isHighlighted)
        #expect(controller.actions == ["down"])
        #expect(drag(window, 20, 2))
        #expect(!save.isHighlighted)
        #expect(drag(window, 13, 2))
        #expect(save.isHighlighted)
        #expect(release(window, 13, 2))
        #expect(!save.isHighlighted)
        #expect(controller.actions == ["down", "save"])

        // Released elsewhere: no click.
        #expect(press(window, 10, 2))
        #expect(release(window, 25, 5))
        #expect(controller.actions == ["down", "save", "down", "outside"])

        // A release with no press before it (the press was on nothing) does nothing.
        #expect(!press(window, 25, 5))
        #expect(!release(window, 12, 2))
        #expect(controller.actions == ["down", "save", "down", "outside"])
    }

    @Test func otherButtonsAndMovesDoNothing() {
        let (window, controller) = controllerScreen()
        let save = Button(title: "Save")
        save.addAction("save", for: .allEvents)
        controller.view.addSubview(save)
        for button: MouseEvent.Button in [.right, .middle] {
            #expect(!window.handle(MouseEvent(kind: .press, button: button, column: 1, row: 0)))
            #expect(!window.handle(MouseEvent(kind: .release, button: button, column: 1, row: 0)))
        }
        #expect(!window.handle(MouseEvent(kind: .move, column: 1, row: 0)))
        #expect(controller.actions == [])
    }

    @Test func aDisabledButtonTakesTheClickAndDoesNothing() {
        let (window, controller) = controllerScreen()
        let save = Button(title: "Save")
        save.addAction("save", for: .allEvents)
        save.isEnabled = false
        controller.view.addSubview(save)
        click(window, 1, 0)
        #expect(controller.actions == [])
        #expect(!save.isHighlighted)
        #expect(window.focusedView == nil)
    }

    @Test func clickingASwitchFlipsItAndClickingAStepperSignSteps() {
        let (window, controller) = controllerScreen()
        let favorite = Switch(frame: CGRect(x: 2, y: 1, width: 3, height: 1))
        favorite.addAction("flipped", for: .valueChanged)
        let copies = Stepper(frame: CGRect(x: 2, y: 3, width: 8, height: 1))
        copies.value = 5
        copies.addAction("stepped", for: .valueChanged)
        controller.view.addSubview(favorite)
        controller.view.addSubview(copies)

        click(window, 3, 1)
        #expect(favorite.isOn)
        #expect(window.focusedView === favorite)
        click(window, 2, 1)
        #expect(!favorite.isOn)
        #expect(controller.actions == ["flipped", "flipped"])

        click(window, 9, 3)  // "]", beside the "+"
        #expect(copies.value == 6)
        #expect(window.focusedView === copies)
        click(window, 8, 3)  // "+"
        click(window, 3, 3)  // "-"
        click(window, 2, 3)  // "["
        #expect(copies.value == 5)
        click(window, 5, 3)  // the number: focuses, steps nothing
        #expect(copies.value == 5)
        #expect(controller.actions == ["flipped", "flipped", "stepped", "stepped", "stepped", "stepped"])
        #expect(window.render().plainText() == "\n  [ ]\n\n  [- 5  +]\n\n")
    }

    @Test func clickingATextFieldPutsTheCursorUnderTheMouse() {
        let (window, controller) = controllerScreen()
        let field = TextField(frame: CGRect(x: 1, y: 1, width: 12, height: 1))
        field.borderStyle = .line
        field.text = "Ada Lovelace"
        let other = Button(title: "Other")
        other.frame.origin = CGPoint(x: 0, y: 3)
        controller.view.addSubview(other)
        controller.view.addSubview(field)
        window.focus(other)
        // "[" at column 1, the text from column 2; the field shows the text's end, where the cursor is not.
        click(window, 5, 1)
        #expect(window.focusedView === field)
        #expect(field.cursor == 3)
        click(window, 2, 1)
        #expect(field.cursor == 0)
        click(window, 12, 1)
        #expect(field.cursor == 10)
        window.handle(.character("!"))
        #expect(field.text == "Ada Lovela!ce")
    }

    @Test func aClickOnATableRowSelectsItAndTheWheelScrollsThreeLines() {
        let sections = [
            TableSection(headerTitle: "First", rows: numberedRows(3)),
            TableSection(headerTitle: "Second", rows: numberedRows(20)),
        ]
        let (table, window, _) = makeTable(sections, width: 20, height: 6)
        _ = window.render()
        #expect(table.indexPathForSelectedRow == nil)

        click(window, 3, 2)  // " Row 1"
        #expect(window.focusedView === table)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        click(window, 3, 4)  // the "Second" header: the selection stays
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 1, section: 0))
        #expect(press(window, 3, 5))  // a drag over the rows moves the selection with it
        #expect(drag(window, 3, 3))
        #expect(release(window, 3, 3))
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 2, section: 0))
        // Choosing a row stays with Enter.
        #expect((sections[0].rows[2] as? TextRow)?.selections == 0)

        #expect(wheel(window, .wheelDown, 3, 3))
        #expect(table.contentOffset == 3)
        #expect(screen(window) == [" Row 2", " Second", " Row 0", " Row 1", " Row 2", " Row 3"])
        click(window, 3, 2)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 1))
        for _ in 0..<20 { _ = wheel(window, .wheelDown, 3, 3) }
        #expect(table.contentOffset == 25 - 6)
        #expect(wheel(window, .wheelUp, 3, 3))
        #expect(table.contentOffset == 16)
        for _ in 0..<20 { _ = wheel(window, .wheelUp, 3, 3) }
        #expect(table.contentOffset == 0)
        #expect(table.indexPathForSelectedRow == TableIndexPath(row: 0, section: 1))
    }

    @Test func aClickOnAKeptFilterEditsItWhereClicked() {
        let (table, window, _) = makeTable([TableSection(rows: numberedRows(12))], width: 20, height: 5)
        table.filterText = "Row 1"
        #expect(screen(window) == [" Row 1", " Row 10", " Row 11", "", " / Row 1    3 of 12"])
        #expect(!table.isEditingFilter)
        click(window, 5, 4)  // on the "w" of "Row 1"
        #expect(table.isEditingFilter)
        window.handle(.character("!"))
        #expect(table.filterText == "Ro!w 1")
    }

    @Test func theWheelScrollsTheInnermostViewThatCanScroll() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 6))
        let outer = ScrollView(frame: window.bounds)
        // Each as wide as it shows beside its vertical indicator: they scroll up and down only.
        outer.contentSize = CGSize(width: 19, height: 40)
        let inner = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        inner.contentSize = CGSize(width: 9, height: 8)
        let short = ScrollView(frame: CGRect(x: 0, y: 3, width: 10, height: 3))
        short.contentSize = CGSize(width: 10, height: 3)
        outer.addSubview(inner)
        outer.addSubview(short)
        window.addSubview(outer)
        _ = window.render()

        #expect(wheel(window, .wheelDown, 1, 1))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 3))
        #expect(outer.contentOffset == .zero)
        #expect(wheel(window, .wheelDown, 1, 1))
        #expect(wheel(window, .wheelDown, 1, 1))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 5))  // clamped: 8 rows, 3 shown
        // The short one has nothing to scroll: its superview scrolls.
        #expect(wheel(window, .wheelDown, 1, 4))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 3))
        // Now the inner one is scrolled out of view: the cell shows the outer one's content.
        #expect(wheel(window, .wheelUp, 1, 1))
        #expect(outer.contentOffset == .zero)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 5))
        // A hidden view is not under the mouse.
        inner.isHidden = true
        #expect(wheel(window, .wheelDown, 1, 1))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 3))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 5))
        // Sideways, where there is nothing wider to scroll: no view takes it.
        #expect(!wheel(window, .wheelRight, 15, 1))
    }

    @Test func aClickReachesAButtonWhereAScrolledViewShowsIt() {
        let (window, controller) = controllerScreen(width: 20, height: 4)
        let scroll = ScrollView(frame: CGRect(x: 2, y: 1, width: 12, height: 3))
        // One column narrower than the view: the scroll indicator's, so none shows at the bottom.
        scroll.contentSize = CGSize(width: 11, height: 20)
        let buttons = (0..<10).map { index in
            let button = Button(title: "B\(index)")
            button.frame.origin = CGPoint(x: 0, y: Double(index * 2))
            button.addAction("b\(index)", for: .primaryActionTriggered)
            scroll.addSubview(button)
            return button
        }
        controller.view.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        _ = window.render()
        #expect(window.hitTest(CGPoint(x: 3, y: 1)) === buttons[5])
        #expect(window.hitTest(CGPoint(x: 3, y: 3)) === buttons[6])
        #expect(window.hitTest(CGPoint(x: 3, y: 2)) === scroll)
        #expect(window.hitTest(CGPoint(x: 1, y: 1)) === controller.view)
        #expect(window.hitTest(CGPoint(x: 20, y: 1)) == nil)
        click(window, 3, 3)
        #expect(controller.actions == ["b6"])
    }

    @Test func aClickPlacesTheCursorAndADragSelectsInATextView() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        let notes = TextView(frame: CGRect(x: 0, y: 0, width: 12, height: 3))
        notes.text = "one two\nthree four\nfive six\nseven\neight"
        window.addSubview(notes)
        _ = window.render()

        click(window, 4, 1)
        #expect(window.focusedView === notes)
        #expect(notes.selectedRange == 12..<12)  // "three |four"
        #expect(press(window, 4, 0))
        #expect(drag(window, 6, 1))
        #expect(release(window, 6, 1))
        #expect(notes.selectedText == "two\nthree ")
        // Shift-click extends the selection.
        #expect(press(window, 3, 2, modifiers: .shift))
        #expect(release(window, 3, 2))
        #expect(notes.selectedText == "two\nthree four\nfiv")
        // Dragging below the view scrolls it a row at a time, selecting on.
        #expect(press(window, 0, 0))
        #expect(drag(window, 2, 5))
        #expect(notes.contentOffset == CGPoint(x: 0, y: 1))
        #expect(drag(window, 2, 5))
        #expect(release(window, 2, 5))
        #expect(notes.contentOffset == CGPoint(x: 0, y: 2))
        #expect(notes.selectedText == "one two\nthree four\nfive six\nseven\nei")
        // Past the end of a row: the end of the row.
        click(window, 11, 0)
        #expect(notes.selectedRange == 27..<27)
        #expect(notes.selectedText == "")
        window.handle(.character("!"))
        #expect(notes.text == "one two\nthree four\nfive six!\nseven\neight")
    }

    @Test func theWheelScrollsATextViewWithoutMovingItsCursor() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let log = TextView(frame: window.bounds)
        log.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        window.addSubview(log)
        _ = window.render()
        #expect(wheel(window, .wheelDown, 2, 1))
        #expect(window.render().plainText() == "line 4   │\nline 5   █\nline 6   │")
        for _ in 0..<5 { _ = wheel(window, .wheelDown, 2, 1) }
        #expect(log.contentOffset == CGPoint(x: 0, y: 7))
        #expect(log.selectedRange == 0..<0)
    }

    @Test func aPressWhileTheKeysOverlayIsShownClosesIt() {
        let (window, controller) = controllerScreen()
        let save = Button(title: "Save")
        save.addAction("save", for: .allEvents)
        controller.view.addSubview(save)
        window.showKeyHelp()
        #expect(press(window, 1, 0))
        #expect(!release(window, 1, 0))
        #expect(!window.isShowingKeyHelp)
        #expect(controller.actions == [])
    }
}

/// An application run on events takes mouse events as the terminal's decoder reports them.
@MainActor @Suite struct ApplicationMouseTests {
    @Test func aClickEventPressesTheButtonUnderIt() async throws {
        let controller = ViewController()
        let greet = Button(title: "Greet")
        greet.frame.origin = CGPoint(x: 4, y: 1)
        greet.addAction("greet", for: .primaryActionTriggered)
        let greeting = Label(text: "")
        greeting.frame = CGRect(x: 0, y: 2, width: 20, height: 1)
        controller.view.addSubview(greet)
        controller.view.addSubview(greeting)
        controller.handle(action: "greet") { _ in greeting.text = "Hello!" }
        let app = Application(rootViewController: controller, environment: [:])
        let (events, input) = AsyncStream.makeStream(of: ApplicationEvent.self)
        let run = Task { await app.run(events: events, columns: 20, rows: 3) }
        input.yield(contentsOf: ApplicationEvent.click(column: 6, row: 1))
        #expect(await Patience.waitSuspending { app.lastFrame?.plainText() == "\n     Greet\nHello!" })
        input.finish()
        await run.value
    }
}

/// A controller that records the actions sent up to it.
private final class CountingController: ViewController {
    var actions: [String] = []

    override func perform(action name: String, sender: Responder?) -> Bool {
        actions.append(name)
        return true
    }
}
