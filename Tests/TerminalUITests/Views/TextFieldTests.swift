import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct TextFieldTests {
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

    @Test func aCombiningMarkTypedAfterALetterJoinsItAndTheCursorStaysAfterIt() {
        let (field, window) = field(width: 20)
        window.focus(field)
        // Devanagari typed as a terminal sends it: one code point at a time, the vowel sign and the
        // virama joining the letter before them into one character.
        for scalar in "शर्मा".unicodeScalars { window.handle(.character(Character(scalar))) }
        #expect(field.text == "शर्मा")
        #expect(field.cursor == field.text.count)
        window.handle(.character("!"))
        #expect(field.text == "शर्मा!")
        window.handle(.home)
        window.handle(.character("e"))
        window.handle(.character("\u{301}"))  // a combining acute accent: "é"
        #expect(field.text == "e\u{301}शर्मा!")
        #expect(field.cursor == 1)
        window.handle(.backspace)
        #expect(field.text == "शर्मा!")
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
