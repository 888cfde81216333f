import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct TextViewTests {
    /// A focused text view filling a window of the given size.
    private func textView(_ text: String, width: Double, height: Double) -> (TextView, Window) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let view = TextView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        view.text = text
        window.addSubview(view)
        window.focus(view)
        return (view, window)
    }

    private func type(_ text: String, into window: Window) {
        for scalar in text.unicodeScalars {
            window.handle(scalar == "\n" ? .enter : .character(Character(scalar)))
        }
    }

    @Test func wrapsAtWordsByDisplayWidthKeepingEverySpace() {
        let (_, window) = textView("The quick brown fox jumps over\n\nthe lazy dog", width: 12, height: 6)
        #expect(
            window.render().plainText() == """
                The quick
                brown fox
                jumps over

                the lazy dog

                """)
    }

    @Test func wideAndCombiningCharactersWrapByTheirColumns() {
        // 日本語 takes six columns; é written with a combining accent takes one.
        let (view, window) = textView("日本語のテキスト ok", width: 7, height: 4)
        #expect(window.render().plainText() == "日本語\nのテキ\nスト ok\n")
        view.text = "cafe\u{301} cafe\u{301} cafe\u{301}"
        #expect(window.render().plainText() == "café\ncafé\ncafé\n")
    }

    @Test func aWordLongerThanTheRowBreaksInsideItAndAFullLastRowLeavesRoomForTheCursor() {
        let (view, window) = textView("abcdefgh", width: 4, height: 4)
        #expect(window.render().plainText() == "abcd\nefgh\n\n")
        window.handle(.down)
        window.handle(.end)
        #expect(view.selectedRange == 8..<8)
        let frame = window.render()
        // The cursor stands alone on the third row, after the text.
        #expect(frame[0, 2].style.isInverse)
    }

    @Test func typingEnterBackspaceAndDeleteEditAcrossLines() {
        let (view, window) = textView("", width: 20, height: 4)
        type("Hello\nworld", into: window)
        #expect(view.text == "Hello\nworld")
        #expect(view.selectedRange == 11..<11)
        window.handle(.home)
        window.handle(.backspace)  // joins the lines
        #expect(view.text == "Helloworld")
        #expect(view.selectedRange == 5..<5)
        type(", ", into: window)
        window.handle(.end)
        window.handle(.delete)  // nothing after the end
        window.handle(.left)
        window.handle(.delete)
        #expect(view.text == "Hello, worl")
        #expect(window.render().plainText() == "Hello, worl\n\n\n")
    }

    @Test func upAndDownKeepTheColumnThroughShorterLines() {
        let (view, window) = textView("a long line\nab\nanother line", width: 20, height: 4)
        for _ in 0..<8 { window.handle(.right) }
        window.handle(.down)
        #expect(view.selectedRange == 14..<14)  // the end of "ab"
        window.handle(.down)
        #expect(view.selectedRange == 23..<23)  // column 8 of "another line"
        window.handle(.up)
        window.handle(.up)
        #expect(view.selectedRange == 8..<8)
        window.handle(.up)  // past the first row: the start of the text
        #expect(view.selectedRange == 0..<0)
    }

    @Test func upAndDownMoveByColumnsAcrossWideCharacters() {
        let (view, window) = textView("日本語\nabcdef", width: 20, height: 4)
        window.handle(.down)
        for _ in 0..<3 { window.handle(.right) }  // column 3
        window.handle(.up)
        // Column 3 is inside 本: the cursor stops before it, at column 2.
        #expect(view.selectedRange == 1..<1)
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let (view, window) = textView("Hello world\nsecond", width: 20, height: 4)
        for _ in 0..<6 { window.handle(.right) }
        window.handle(.shift(.end))
        #expect(view.selectedText == "world")
        window.handle(.shift(.down))
        #expect(view.selectedText == "world\nsecond")
        window.handle(.shift(.up))
        #expect(view.selectedText == "world")
        let frame = window.render()
        #expect((6..<11).allSatisfy { frame[$0, 0].style.isInverse })
        #expect(!frame[5, 0].style.isInverse)
        #expect(frame[11, 0].style.isUnderlined)  // the cursor, after the selection
        type("there", into: window)
        #expect(view.text == "Hello there\nsecond")
        #expect(view.selectedText.isEmpty)
        window.handle(.shift(.left))
        window.handle(.shift(.left))
        window.handle(.escape)
        #expect(view.selectedText.isEmpty)
        #expect(view.selectedRange == 9..<9)
        window.handle(.shift(.home))
        window.handle(.backspace)
        #expect(view.text == "re\nsecond")
    }

    @Test func aSelectedNewlineShowsAsACellAfterTheLine() {
        let (view, window) = textView("ab\ncd", width: 10, height: 3)
        view.selectedRange = 1..<4
        let frame = window.render()
        #expect((0..<3).map { frame[$0, 0].style.isInverse } == [false, true, true])
        #expect((0..<2).map { frame[$0, 1].style.isInverse } == [true, false])
    }

    @Test func leftAndRightCollapseASelectionToItsEnds() {
        let (view, window) = textView("abcdef", width: 10, height: 2)
        view.selectedRange = 2..<4
        window.handle(.left)
        #expect(view.selectedRange == 2..<2)
        view.selectedRange = 2..<4
        window.handle(.right)
        #expect(view.selectedRange == 4..<4)
    }

    @Test func pageDownScrollsAPageDrawingOnlyTheRowsInViewWithAnIndicator() {
        let text = (1...10_000).map { "Line \($0)" }.joined(separator: "\n")
        let (view, window) = textView(text, width: 12, height: 4)
        window.colorMode = .monochrome
        #expect(window.render().plainText() == "Line 1     #\nLine 2     |\nLine 3     |\nLine 4     |")
        window.handle(.pageDown)
        #expect(view.contentOffset == CGPoint(x: 0, y: 4))
        let line5 = "Line 1\nLine 2\nLine 3\nLine 4\n".count
        #expect(view.selectedRange == line5..<line5)
        #expect(window.render().plainText() == "Line 5     |\nLine 6     #\nLine 7     |\nLine 8     |")
        window.handle(.shift(.pageDown))
        #expect(view.selectedText == "Line 5\nLine 6\nLine 7\nLine 8\n")
        window.handle(.end)
        for _ in 0..<3_000 { window.handle(.pageDown) }
        #expect(window.render().plainText() == "Line 9997  |\nLine 9998  |\nLine 9999  |\nLine 10000 #")
        #expect(view.selectedRange.lowerBound == view.text.count)
    }

    @Test func editsReachBindingsAndTextDidChangeButCodeChangesDoNot() {
        final class CountingTextView: TextView {
            var changes = 0
            override func textDidChange() {
                super.textDidChange()
                changes += 1
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let view = CountingTextView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        window.addSubview(view)
        window.focus(view)
        var observed = 0
        #expect(view.observeUserEdits(ofKey: "text") { observed += 1 })
        #expect(!view.observeUserEdits(ofKey: "font") {})
        view.text = "set in code"
        #expect(observed == 0 && view.changes == 0)
        window.handle(.character("x"))
        window.handle(.enter)
        window.handle(.backspace)
        window.handle(.left)  // moves, does not edit
        #expect(observed == 3 && view.changes == 3)
    }

    @Test func aReadOnlyViewMovesAndSelectsButDoesNotEdit() throws {
        let (view, window) = textView("fixed", width: 10, height: 2)
        try view.setValue(fromString: "NO", forKeyPath: "isEditable")
        window.handle(.character("x"))
        window.handle(.shift(.right))
        window.handle(.backspace)
        #expect(view.text == "fixed")
        #expect(view.selectedText == "f")
    }

    @Test func combiningMarksTypedOneCodePointAtATimeJoinTheirLetter() {
        let (view, window) = textView("", width: 20, height: 2)
        type("शर्मा", into: window)
        #expect(view.text == "शर्मा")
        #expect(view.selectedRange == view.text.count..<view.text.count)
        window.handle(.home)
        type("e\u{301}", into: window)
        #expect(view.text == "e\u{301}शर्मा")
        #expect(view.selectedRange == 1..<1)
    }

    @Test func lineEndingsReadAsNewlinesAndSetFromAString() throws {
        let (view, window) = textView("", width: 10, height: 3)
        try view.setValue(fromString: "one\r\ntwo\rthree", forKeyPath: "text")
        #expect(view.text == "one\ntwo\nthree")
        #expect(window.render().plainText() == "one\ntwo\nthree")
    }
}
