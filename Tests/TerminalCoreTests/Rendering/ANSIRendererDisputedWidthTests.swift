import Testing

@testable import TerminalCore

/// Characters whose width terminals disagree on are written so that a terminal measuring one
/// otherwise can misplace nothing but that character.
@Suite struct ANSIRendererDisputedWidthTests {
    let blue = TextStyle(background: .blue)

    func frame(_ width: Int, _ rows: [String]) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: rows.count)
        for (row, text) in rows.enumerated() { buffer.write(text, x: 0, y: row, style: .plain) }
        return buffer
    }

    @Test func aClusterThatMayShowNarrowerIsBlankedFirstAndTheCursorPlacedAfterIt() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(8, ["नि ab"])
        // The two cells as spaces, back to the start, the cluster, then an absolute move on.
        #expect(renderer.update(to: buffer) == "\u{1B}[0m\u{1B}[2J\u{1B}[1H  \u{1B}[1Hनि\u{1B}[1;4Hab")
        buffer.write("र्मा", x: 3, y: 0, style: blue)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;4H\u{1B}[44m   \u{1B}[1;4Hर्मा\u{1B}[0m")
    }

    @Test func theCellsAWiderReadingCouldCoverAreWrittenAgainUnchanged() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(6, ["─abc"])
        _ = renderer.update(to: buffer)
        buffer.write("━", x: 0, y: 0, style: .plain)
        // "a" did not change, but a terminal showing "━" in two columns wrote over it.
        #expect(renderer.update(to: buffer) == "\u{1B}[1H━\u{1B}[1;2Ha")
        buffer.write("🇯🇵", x: 2, y: 0, style: .plain)
        // A flag may be four columns: the two cells after it are written again.
        #expect(renderer.update(to: buffer) == "\u{1B}[1;3H  \u{1B}[1;3H🇯🇵\u{1B}[1;5H  ")
    }

    @Test func aChangeWhereAnUnchangedClusterMayReachWritesTheClusterAgainFirst() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(6, ["★ab", "❤\u{FE0F}cd"])
        _ = renderer.update(to: buffer)
        buffer.write("x", x: 1, y: 0, style: .plain)
        buffer.write("y", x: 1, y: 1, style: .plain)
        // Writing "x" into a two-column "★" would cut it: "★" is written again, then "x".
        #expect(renderer.update(to: buffer) == "\u{1B}[1H★\u{1B}[1;2Hx\u{1B}[2H❤\u{FE0F}\u{1B}[2;2Hy")
        // A change out of its reach leaves it alone.
        buffer.write("z", x: 2, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;3Hz")
    }

    @Test func latinGreekCyrillicAndCJKTextNeedsNoCursorMoves() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        let text = "Zoë Müller – Иван, Γιώργος, 漢字 … ok"
        var buffer = frame(40, [text])
        #expect(renderer.update(to: buffer) == "\u{1B}[0m\u{1B}[2J\u{1B}[1H" + text)
        buffer.write("é", x: 2, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;3Hé")
    }

    @Test(arguments: [InterpretedScreen.TerminalModel.graphemeClusters, .ambiguousWide, .codePoints])
    func everyOtherCellIsRightWhateverTheTerminalMeasures(model: InterpretedScreen.TerminalModel) {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var screen = InterpretedScreen(width: 8, height: 3, model: model)
        var buffer = frame(8, ["abcdefgh", "12345678", "ABCDEFGH"])
        screen.apply(renderer.update(to: buffer))
        // Narrower in a grapheme-aware terminal, wider in one or the other, and at the row's end.
        buffer.write("नि", x: 1, y: 0, style: blue)
        buffer.write("❤\u{FE0F}─", x: 5, y: 0, style: .plain)
        buffer.write("👨‍👩‍👧", x: 1, y: 1, style: .plain)
        buffer.write("★", x: 7, y: 2, style: .plain)
        screen.apply(renderer.update(to: buffer))
        #expect(screen.problems == [])
        #expect(screen.differences(from: buffer, mode: .palette16) == [])
        let shown = (0..<3).map { row in String((0..<8).map { screen[$0, row].character }) }
        switch model {
        case .codePoints:
            #expect(shown == ["aनि de❤\u{FE0F}─h", "1👨‍👩‍👧     8", "ABCDEFG★"])
            #expect(screen[2, 0].isContinuation && screen[6, 1].isContinuation)
        case .graphemeClusters:
            // "नि" in one column and a blank; "❤️" in two, cut by "─" written after it; the family
            // in two and four blanks.
            #expect(shown == ["aनि de¿─h", "1👨‍👩‍👧     8", "ABCDEFG★"])
            #expect(screen[2, 0] == .init(character: " ", style: .init(expecting: blue, mode: .palette16)))
            #expect(screen[2, 1].isContinuation && !screen[3, 1].isContinuation)
        case .ambiguousWide:
            // "─" in two columns, cut by the "h" written again after it; "★" cut by the edge.
            #expect(shown == ["aनि de❤\u{FE0F}¿h", "1👨‍👩‍👧     8", "ABCDEFG★"])
        }
        // A later change beside them keeps them where they are.
        buffer.write("XY", x: 3, y: 0, style: .plain)
        buffer.write("Z", x: 7, y: 1, style: .plain)
        screen.apply(renderer.update(to: buffer))
        #expect(screen.problems == [])
        #expect(screen.differences(from: buffer, mode: .palette16) == [])
    }
}
