import Testing

@testable import TerminalCore

/// Frames drawn inline: in the lines below the shell's output, with no row addressed by its place
/// on the screen, and left in the scrollback at the end.
@Suite struct ANSIRendererInlineTests {
    func frame(_ width: Int, _ rows: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { buffer.write(text, x: 0, y: row, style: .plain) }
        return buffer
    }

    @Test func theFirstUpdateMakesRoomErasesAndLeavesTheCursorAtTheRegionsCorner() {
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 2))
        #expect(renderer.update(to: frame(20, ["Pick one", ""])) == "\u{1B}[0m\r\n\u{1B}[A\u{1B}[JPick one\r")
        #expect(renderer.leave() == "\u{1B}[B\r\n")
    }

    @Test func changesMoveUpAndDownFromTheCornerAndComeBackToIt() {
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 3))
        _ = renderer.update(to: frame(20, ["Fruit", "> Apples", "  Pears"]))
        #expect(renderer.update(to: frame(20, ["Fruit", "> Apples", "  Pears"])) == "")
        #expect(
            renderer.update(to: frame(20, ["Fruit", "  Apples", "> Pears"])) == "\u{1B}[B\r \u{1B}[B\r>\u{1B}[2A\r")
        // After the last column, where terminals disagree on the cursor's column, only the row
        // is known; a carriage return is all it takes.
        #expect(renderer.update(to: frame(5, ["Fruit", "", ""])) != "")
        #expect(renderer.update(to: frame(5, ["Fruix", "", ""])) == "Fruix\r")
    }

    @Test func nearTheBottomTheShellsLinesScrollUpAndStayAboveTheFrame() {
        var screen = InterpretedScreen(width: 12, height: 5, showing: ["$ ls", "a b c", "$ pick"])
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 3))
        screen.apply(renderer.update(to: frame(12, ["Fruit", "> Apples", "  Pears"])))
        #expect(screen.lines == ["a b c", "$ pick", "Fruit", "> Apples", "  Pears"])
        #expect(screen.scrollback == ["$ ls"])
        #expect(screen.row == 2 && screen.column == 0)
        screen.apply(renderer.update(to: frame(12, ["Fruit", "  Apples", "> Pears"])))
        screen.apply(renderer.leave())
        // The frame stays; the cursor is on the line after it, for the prompt.
        #expect(screen.lines == ["$ pick", "Fruit", "  Apples", "> Pears", ""])
        #expect(screen.scrollback == ["$ ls", "a b c"])
        #expect(screen.row == 4 && screen.column == 0)
        #expect(screen.problems == [])
    }

    @Test func afterAResizeTheRegionIsErasedAndDrawnAgainWhereItIs() {
        var screen = InterpretedScreen(width: 12, height: 6, showing: ["$ pick"])
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 3))
        screen.apply(renderer.update(to: frame(12, ["Fruit ------", "> Apples", "  Pears"])))
        renderer.invalidate()
        screen.apply(renderer.update(to: frame(8, ["Fruit", "> Apples"])))
        #expect(screen.lines == ["$ pick", "Fruit", "> Apples", "", "", ""])
        #expect(screen.row == 1 && screen.column == 0)
        screen.apply(renderer.leave())
        #expect(screen.row == 3 && screen.column == 0)
        #expect(screen.problems == [])
    }

    @Test func wideAndNonLatinTextIsDrawnInPlace() {
        var screen = InterpretedScreen(width: 10, height: 4, showing: ["$ pick"])
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 2))
        let first = frame(10, ["東京 Łódź", "привет"])
        screen.apply(renderer.update(to: first))
        let second = frame(10, ["大阪 Łódź", "привет!"])
        screen.apply(renderer.update(to: second))
        #expect(screen.lines == ["$ pick", "大阪 Łódź", "привет!", ""])
        #expect(screen.problems == [])
    }

    @Test func afterLeavingOrStartingOverTheNextFrameStartsAtTheCursorsLine() {
        var screen = InterpretedScreen(width: 10, height: 8, showing: ["$ pick"])
        var renderer = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 2))
        screen.apply(renderer.update(to: frame(10, ["one", "two"])))
        screen.apply(renderer.leave())
        #expect(renderer.leave() == "")
        screen.apply("[1] Stop\r\n$ fg\r\n")
        screen.apply(renderer.update(to: frame(10, ["one", "two"])))
        #expect(screen.lines == ["$ pick", "one", "two", "[1] Stop", "$ fg", "one", "two", ""])
        renderer.startOverAtCursor()
        screen.apply(renderer.update(to: frame(10, ["three", ""])))
        #expect(screen.lines == ["$ pick", "one", "two", "[1] Stop", "$ fg", "three", "", ""])
        #expect(screen.problems == [])
    }

    @Test func nothingDrawnLeavesNothingAndFullScreenLeavesItToTheSession() {
        var inline = ANSIRenderer(colorMode: .monochrome, presentation: .inline(rows: 2))
        #expect(inline.leave() == "")
        var fullScreen = ANSIRenderer(colorMode: .monochrome)
        _ = fullScreen.update(to: frame(4, ["ab"]))
        #expect(fullScreen.leave() == "")
        // Leaving forgets the frame: the next update clears the screen and draws it whole.
        #expect(fullScreen.update(to: frame(4, ["ab"])) == "\u{1B}[0m\u{1B}[2J\u{1B}[1Hab")
    }

    @Test func theRegionIsAtMostTheTerminalsHeightAndAtLeastOneRow() {
        #expect(TerminalPresentation.inline(rows: 5).rows(inTerminalOf: 24) == 5)
        #expect(TerminalPresentation.inline(rows: 40).rows(inTerminalOf: 24) == 24)
        #expect(TerminalPresentation.inline(rows: 0).rows(inTerminalOf: 24) == 1)
        #expect(TerminalPresentation.inline(rows: -3).rows(inTerminalOf: 0) == 1)
        #expect(TerminalPresentation.fullScreen.rows(inTerminalOf: 24) == 24)
    }
}
