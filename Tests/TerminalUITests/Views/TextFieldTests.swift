import Foundation
import Testing

@testable import TerminalUI

@Suite struct TextFieldTests {
    private func field(width: Double, height: Double = 1) -> (TextField, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.addSubview(field)
        return (field, window)
    }

    @Test func editsWithKeysAndSendsEditingChanged() {
        let (field, window) = field(width: 20)
        let controller = RecordingController()
        controller.view.addSubview(field)
        field.addAction("recordChange", for: .editingChanged)
        field.addAction("recordReturn", for: .primaryActionTriggered)
        window.addSubview(controller.view)
        window.focus(field)
        for key: Key in [
            .character("a"), .character("c"), .left, .character("b"), .end, .character("!"), .home,
            .delete, .right, .backspace, .enter,
        ] {
            window.handle(key)
        }
        #expect(field.text == "c!")
        #expect(field.cursor == 0)
        #expect(controller.performed == Array(repeating: "recordChange", count: 6) + ["recordReturn"])
    }

    @Test func showsThePlaceholderDimmedAndBracketsForASingleRowBorder() {
        let (field, window) = field(width: 12)
        field.placeholder = "Search"
        field.borderStyle = .line
        let frame = window.render()
        #expect(frame.plainText() == "[Search    ]")
        #expect(frame[1, 0].style.isDim)
    }

    @Test func drawsABoxWhenThreeRowsHigh() {
        let (field, window) = field(width: 8, height: 3)
        field.text = "hi"
        field.borderStyle = .roundedRect
        #expect(window.render().plainText() == "╭──────╮\n│hi    │\n╰──────╯")
    }

    @Test func scrollsToKeepTheCursorInView() {
        let (field, window) = field(width: 5)
        window.focus(field)
        for character in "abcdefgh" { window.handle(.character(character)) }
        let frame = window.render()
        #expect(frame.plainText() == "efgh")
        #expect(frame[4, 0].style.isInverse)
    }
}
