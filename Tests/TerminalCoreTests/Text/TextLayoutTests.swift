import Testing

@testable import TerminalCore

@Suite struct TextLayoutTests {
    private func lines(
        _ text: String, _ width: Int, lines: Int = 0, _ mode: LineBreakMode = .byWordWrapping
    ) -> [String] {
        TextLayout.lines(of: text, width: width, maximumLines: lines, lineBreakMode: mode)
    }

    @Test func wrapsAtWordsAndBreaksWordsLongerThanALine() {
        #expect(lines("one two three", 7) == ["one two", "three"])
        #expect(lines("a verylongword b", 5) == ["a", "veryl", "ongwo", "rd b"])
        #expect(lines("  spaced   out  ", 20) == ["spaced out"])
    }

    @Test func wrapsAtCharacters() {
        #expect(lines("abcdefg", 3, .byCharWrapping) == ["abc", "def", "g"])
    }

    @Test func newlinesAlwaysBreakAndEmptyLinesStay() {
        #expect(lines("a\n\nb\r\nc", 10) == ["a", "", "b", "c"])
    }

    @Test func truncatesTheOnlyLineByMode() {
        let text = "Johnny Appleseed"
        #expect(lines(text, 10, lines: 1, .byTruncatingTail) == ["Johnny Ap…"])
        #expect(lines(text, 10, lines: 1, .byTruncatingHead) == ["…Appleseed"])
        #expect(lines(text, 10, lines: 1, .byTruncatingMiddle) == ["Johnn…seed"])
        #expect(lines(text, 10, lines: 1, .byClipping) == ["Johnny App"])
        #expect(lines(text, 10, lines: 1, .byWordWrapping) == ["Johnny App"])
        #expect(lines("fits", 10, lines: 1, .byTruncatingTail) == ["fits"])
    }

    @Test func cutsToTheLineLimitAndMarksTheLastLineWhenTruncatingTail() {
        #expect(lines("one two three four", 8, lines: 2, .byTruncatingTail) == ["one two", "three…"])
        #expect(lines("one two three four", 8, lines: 2, .byWordWrapping) == ["one two", "three"])
    }

    @Test func measuresWideCharactersInColumns() {
        #expect(lines("日本語のテキスト", 6, .byCharWrapping) == ["日本語", "のテキ", "スト"])
        #expect(lines("日本語", 5, lines: 1, .byTruncatingTail) == ["日本…"])
        #expect(TextLayout.size(of: ["日本", "abc"]) == (4, 2))
    }

    @Test func givesNoLinesForNoWidth() {
        #expect(lines("text", 0) == [])
    }
}
