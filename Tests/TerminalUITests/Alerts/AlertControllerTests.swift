import Foundation
import Testing

@testable import TerminalUI

/// Alerts and action sheets presented over a form: what they look like at 80 and 40 columns, in
/// Japanese and without colors, and how they hold the keys until an action is chosen.
@MainActor @Suite("Alert controller")
struct AlertControllerTests {
    /// "Delete Ada Lovelace?" with a long message, Delete (destructive) and Cancel, and a record of
    /// the handlers that ran.
    @MainActor private final class DeleteAlert {
        var chosen: [String] = []
        let alert = AlertController(
            title: "Delete Ada Lovelace?",
            message: "Her three phone numbers are deleted too. This cannot be undone.", preferredStyle: .alert)

        init() {
            alert.addAction(
                AlertAction(title: "Delete", style: .destructive) { [unowned self] in chosen.append($0.title) })
            alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [unowned self] in chosen.append($0.title) })
        }
    }

    @Test("at 80 columns: a centered box, the message wrapped, Cancel first and focused, the rows beside cleared")
    func wide() {
        let (window, screen) = formWindow()
        let delete = DeleteAlert()
        screen.present(delete.alert)
        #expect(
            window.render().plainText() == """

                  Ada
                              ┌──────────────────────────────────────────────────┐
                              │               Delete Ada Lovelace?               │
                              │                                                  │
                              │  Her three phone numbers are deleted too. This   │
                              │                cannot be undone.                 │
                              │                                                  │
                              │               >Cancel    ! Delete                │
                              └ Esc cancels ─────────────────────────────────────┘


                """)
    }

    @Test("at 40 columns the box keeps two columns of margin and the message wraps over three lines")
    func narrow() {
        let (window, screen) = formWindow(columns: 40)
        let delete = DeleteAlert()
        screen.present(delete.alert)
        #expect(
            window.render().plainText() == """

                  ┌──────────────────────────────────┐
                  │       Delete Ada Lovelace?       │
                  │                                  │
                  │   Her three phone numbers are    │
                  │   deleted too. This cannot be    │
                  │             undone.              │
                  │                                  │
                  │       >Cancel    ! Delete        │
                  └ Esc cancels ─────────────────────┘


                """)
    }

    @Test("an action sheet in Japanese: wide characters wrap by columns, the cancel action last and apart")
    func japaneseActionSheet() {
        let (window, screen) = formWindow(columns: 40)
        let sheet = AlertController(
            title: "名前を削除しますか？", message: "この連絡先の電話番号もすべて削除されます。元に戻すことはできません。",
            preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "削除", style: .destructive))
        sheet.addAction(AlertAction(title: "共有"))
        sheet.addAction(AlertAction(title: "キャンセル", style: .cancel))
        screen.present(sheet)
        #expect(
            window.render().plainText() == """

                 ┌────────────────────────────────────┐
                 │        名前を削除しますか？        │
                 │ この連絡先の電話番号もすべて削除さ │
                 │ れます。元に戻すことはできません。 │
                 ├────────────────────────────────────┤
                 │               ! 削除               │
                 │ >              共有                │
                 ├────────────────────────────────────┤
                 │             キャンセル             │
                 └ Esc cancels ───────────────────────┘

                """)
    }

    @Test("with colors the destructive title is red and has no mark; the focused button is in reverse video")
    func destructiveInColor() throws {
        let (window, screen) = formWindow(colorMode: .trueColor)
        screen.present(DeleteAlert().alert)
        let frame = window.render()
        let row = frame.plainText().split(separator: "\n", omittingEmptySubsequences: false)[8]
        #expect(row == "              │                 Cancel    Delete                 │")
        let delete = try #require(row.range(of: "Delete")).lowerBound
        let column = TerminalWidth.columns(of: row[..<delete])
        #expect(frame[column, 8].style.foreground == .red)
        #expect(!frame[column, 8].style.isInverse)
        #expect(frame[column - 10, 8].character == "C" && frame[column - 10, 8].style.isInverse)
        #expect(frame[column - 10, 8].style.isBold)
        // The form under the alert is dimmed.
        #expect(frame[2, 1].character == "A" && frame[2, 1].style.isDim)
    }

    @Test("NO_COLOR: no color, so the destructive action has a ! and the focus a >")
    func noColor() throws {
        let app = Application(rootViewController: FormScreen(), environment: ["NO_COLOR": "1"])
        app.headlessColorMode = ColorMode.detect(environment: app.environment)
        let screen = try #require(app.window.rootViewController)
        screen.present(DeleteAlert().alert)
        let frame = app.headlessFrame(columns: 40, rows: 12)
        #expect(app.window.colorMode == .monochrome)
        #expect(app.window.render().plainText().contains("│       >Cancel    ! Delete        │"))
        // Bold and dim only: no color at all.
        #expect(!frame.contains("\u{1B}[31") && !frame.contains("\u{1B}[38") && frame.contains("\u{1B}[1m"))
    }

    @Test(
        "the focus is trapped: Tab, Shift-Tab and the arrows move among the buttons only, and no key reaches the screen"
    )
    func focusTrapped() throws {
        let (window, screen) = formWindow()
        window.focus(screen.save)
        let delete = DeleteAlert()
        screen.present(delete.alert)
        let buttons = (delete.alert.view as? AlertView)?.buttons ?? []
        #expect(buttons.map { $0.action?.title } == ["Cancel", "Delete"])
        #expect(window.focusedView === buttons[0])
        var focused: [String?] = []
        for key in [Key.tab, .tab, .backTab, .right, .right, .left, .down, .up] {
            #expect(window.handle(key))
            focused.append((window.focusedView as? AlertActionButton)?.action?.title)
        }
        #expect(focused == ["Delete", "Cancel", "Delete", "Cancel", "Delete", "Cancel", "Delete", "Cancel"])
        // Keys the alert has no use for are taken too: none reaches the form or quits.
        for key in [Key.character("q"), .character("x"), .pageDown, .function(10)] { #expect(window.handle(key)) }
        #expect(screen.keysReceived.isEmpty)
        window.focus(screen.reset)
        #expect(window.focusedView === buttons[0])
        #expect(delete.chosen.isEmpty)
    }

    @Test("Escape chooses the cancel action after dismissing, and the focus goes back where it was")
    func escapeCancels() {
        let (window, screen) = formWindow()
        window.focus(screen.reset)
        let delete = DeleteAlert()
        var presentedWhenHandled: ViewController?
        delete.alert.addAction(
            AlertAction(title: "Later") { _ in presentedWhenHandled = screen.presentedViewController })
        screen.present(delete.alert)
        #expect(window.isPresenting)
        #expect(window.handle(.escape))
        #expect(delete.chosen == ["Cancel"])
        #expect(!window.isPresenting)
        #expect(screen.presentedViewController == nil)
        #expect(delete.alert.presentingViewController == nil)
        #expect(window.focusedView === screen.reset)
        #expect(!window.render().plainText().contains("Delete"))
        // Enter on a focused action: the alert is gone by the time its handler runs.
        screen.present(delete.alert)
        // Three buttons go one per row, Cancel last; the first that is not destructive has the focus.
        #expect(delete.alert.displayedActions.map(\.title) == ["Delete", "Later", "Cancel"])
        #expect((window.focusedView as? AlertActionButton)?.action?.title == "Later")
        window.handle(.enter)
        #expect(!window.isPresenting && presentedWhenHandled == nil)
        #expect(window.focusedView === screen.reset)
    }

    @Test("Enter chooses the focused action; Escape without a cancel action only closes")
    func enterAndEscapeWithoutCancel() {
        let (window, screen) = formWindow()
        var chosen: [String] = []
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Open") { chosen.append($0.title) })
        alert.addAction(AlertAction(title: "Share") { chosen.append($0.title) })
        screen.present(alert)
        #expect(window.render().plainText().contains("│   >Open    Share     │"))
        window.handle(.right)
        window.handle(.enter)
        #expect(chosen == ["Share"])
        screen.present(alert)
        window.handle(.escape)
        #expect(chosen == ["Share"])
        #expect(!window.isPresenting)
        #expect(window.focusedView === screen.nameField)
    }

    @Test("the preferred action is focused; a disabled one is dimmed and skipped; without actions there is an OK")
    func preferredDisabledAndOK() {
        let (window, screen) = formWindow(colorMode: .trueColor)
        let alert = AlertController(title: "Export", message: nil, preferredStyle: .actionSheet)
        let pdf = AlertAction(title: "PDF")
        let csv = AlertAction(title: "CSV")
        let vcard = AlertAction(title: "vCard")
        csv.isEnabled = false
        [pdf, csv, vcard].forEach(alert.addAction)
        alert.preferredAction = vcard
        screen.present(alert)
        #expect((window.focusedView as? AlertActionButton)?.action === vcard)
        window.handle(.up)
        #expect((window.focusedView as? AlertActionButton)?.action === pdf)
        let frame = window.render()
        let csvRow = frame.plainText().split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("CSV")
        }
        #expect(csvRow.map { frame[40, $0].style.isDim } == true)
        alert.dismiss()

        let notice = AlertController(title: "Copied", message: "(555) 017-8547", preferredStyle: .alert)
        screen.present(notice)
        #expect(notice.actions.map(\.title) == ["OK"])
        #expect(window.render().plainText().contains("│          OK          │"))
        window.handle(.enter)
        #expect(!window.isPresenting)
    }

    @Test("presented before its presenter is on screen, an alert shows when it is, and its completion runs then")
    func waitsForAWindow() {
        let screen = FormScreen()
        let alert = AlertController(title: "Welcome", message: nil, preferredStyle: .alert)
        var completed = false
        screen.present(alert) { completed = true }
        #expect(!completed)
        #expect(screen.presentedViewController === alert)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 8))
        window.rootViewController = screen
        #expect(completed)
        #expect(window.presentedViewControllers.count == 1 && window.presentedViewControllers[0] === alert)
        #expect(window.focusedView is AlertActionButton)
    }

    @Test("an alert presented from a presented alert goes over it; dismissing the first takes both")
    func stacked() {
        let (window, screen) = formWindow()
        let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
        let second = AlertController(title: "Second", message: nil, preferredStyle: .alert)
        screen.present(first)
        screen.present(second)
        #expect(first.presentedViewController === second)
        #expect(window.presentedViewControllers.count == 2)
        screen.dismiss()
        #expect(!window.isPresenting)
        #expect(window.focusedView === screen.nameField)
    }

    @Test("on a screen too short for the whole message, it is cut with … and the buttons stay")
    func shortScreen() {
        let (window, screen) = formWindow(columns: 40, rows: 8)
        screen.present(DeleteAlert().alert)
        #expect(
            window.render().plainText() == """
                  ┌──────────────────────────────────┐
                  │       Delete Ada Lovelace?       │
                  │                                  │
                  │ Her three phone numbers are del… │
                  │                                  │
                  │       >Cancel    ! Delete        │
                  └ Esc cancels ─────────────────────┘

                """)
    }

    @Test("? over an alert lists its keys, and the window's; not the screen's")
    func keyHelp() {
        let (window, screen) = formWindow()
        screen.menu = Menu(children: [MenuAction(title: "Reset") { _ in }])
        screen.present(DeleteAlert().alert)
        #expect(
            window.keyHelpOnShow.map { "\($0.keysLabel): \($0.title)" } == [
                "Enter Space: choose the focused button", "← → ↑ ↓: move among the buttons", "Esc: choose Cancel",
                "Tab Shift-Tab: move the focus", "? F1: show these keys",
            ])
    }

    @Test("under an alert the application's q does not quit, and the keys overlay says so")
    func quitKeysUnderAnAlert() throws {
        let app = Application(rootViewController: FormScreen(), environment: [:])
        app.quitKeys = [.character("q")]
        let screen = try #require(app.window.rootViewController)
        #expect(app.window.keyHelpOnShow.last.map { "\($0.keysLabel): \($0.title)" } == "q Ctrl-C: quit")
        screen.present(DeleteAlert().alert)
        #expect(app.window.handle(.character("q")))
        #expect(app.window.isPresenting)
        #expect(
            app.window.keyHelpOnShow.suffix(2).map { "\($0.keysLabel): \($0.title)" } == [
                "Ctrl-Z: suspend (the shell's fg resumes)", "Ctrl-C: quit",
            ])
    }
}
