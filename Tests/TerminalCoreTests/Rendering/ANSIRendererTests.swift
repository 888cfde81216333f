import StringCoding
import Testing

@testable import TerminalCore

@Suite struct ANSIRendererTests {
    let bold = TextStyle(isBold: true)

    func frame(_ width: Int, _ height: Int, _ rows: [String] = []) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        for (row, text) in rows.enumerated() { buffer.write(text, x: 0, y: row, style: .plain) }
        return buffer
    }

    @Test func firstFrameClearsAndWritesEverythingThatIsNotBlank() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(3, 2, ["ab"])
        buffer.write("c", x: 2, y: 1, style: bold)
        #expect(renderer.update(to: buffer) == "\u{1B}[0m\u{1B}[2J\u{1B}[1Hab\u{1B}[2;3H\u{1B}[1mc\u{1B}[0m")
        #expect(renderer.update(to: buffer) == "")
        #expect(renderer.update(to: buffer) == "")
    }

    @Test func blankFirstFrameOnlyClears() {
        var renderer = ANSIRenderer(colorMode: .trueColor)
        #expect(renderer.update(to: frame(4, 3)) == "\u{1B}[0m\u{1B}[2J")
        #expect(renderer.update(to: frame(4, 3)) == "")
        #expect(renderer.update(to: frame(0, 0)) == "\u{1B}[0m\u{1B}[2J")
    }

    @Test func oneChangedCellIsACursorMoveAndTheCell() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(3, 2, ["abc", "def"])
        _ = renderer.update(to: buffer)
        buffer.write("x", x: 1, y: 1, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[2;2Hx")
        buffer.write("y", x: 0, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1Hy")
    }

    @Test func styleChangeRewritesTheCellAndResets() {
        var renderer = ANSIRenderer(colorMode: .palette256)
        var buffer = frame(3, 1, ["abc"])
        _ = renderer.update(to: buffer)
        buffer.write("b", x: 1, y: 0, style: TextStyle(foreground: .red))
        #expect(renderer.update(to: buffer) == "\u{1B}[1;2H\u{1B}[38;5;196mb\u{1B}[0m")
        buffer.fill(buffer.bounds, background: .blue, clearing: false)
        #expect(renderer.update(to: buffer) == "\u{1B}[1H\u{1B}[48;5;21ma\u{1B}[38;5;196mb\u{1B}[39mc\u{1B}[0m")
    }

    @Test func stylesThatLookTheSameInTheModeAreNotRewritten() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(2, 1)
        buffer.write("ab", x: 0, y: 0, style: TextStyle(foreground: Color(hex: 0xFF0000)))
        _ = renderer.update(to: buffer)
        buffer.write("ab", x: 0, y: 0, style: TextStyle(foreground: Color(hex: 0xFA0505)))
        #expect(renderer.update(to: buffer) == "")
        var monochrome = ANSIRenderer(colorMode: .monochrome)
        _ = monochrome.update(to: buffer)
        buffer.fill(buffer.bounds, background: .green, clearing: false)
        #expect(monochrome.update(to: buffer) == "")
    }

    @Test func wideCharactersAreWrittenWhole() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(4, 1, ["abcd"])
        _ = renderer.update(to: buffer)
        buffer.write("漢", x: 1, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;2H漢")
        buffer.write("字", x: 2, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;2H 字")
        buffer.write("xy", x: 1, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;2Hxy ")
        buffer.write("😀", x: 2, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;3H😀")
    }

    @Test func aChangedContinuationRewritesItsWideCharacter() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(3, 1, ["漢"])
        _ = renderer.update(to: buffer)
        buffer.fill(CellRect(x: 0, y: 0, width: 2, height: 1), background: .red, clearing: false)
        #expect(renderer.update(to: buffer) == "\u{1B}[1H\u{1B}[101m漢\u{1B}[0m")
    }

    @Test func sizeChangeClearsAndRedraws() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        _ = renderer.update(to: frame(3, 1, ["abc"]))
        #expect(renderer.update(to: frame(2, 1, ["ab"])) == "\u{1B}[0m\u{1B}[2J\u{1B}[1Hab")
        #expect(renderer.update(to: frame(2, 2, ["ab"])) == "\u{1B}[0m\u{1B}[2J\u{1B}[1Hab")
    }

    @Test func invalidateRedrawsEverything() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        let buffer = frame(3, 1, ["abc"])
        _ = renderer.update(to: buffer)
        renderer.invalidate()
        #expect(renderer.update(to: buffer) == "\u{1B}[0m\u{1B}[2J\u{1B}[1Habc")
        #expect(renderer.update(to: buffer) == "")
    }

    @Test func shortUnchangedGapsAreRewrittenAndLongOnesSkipped() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(20, 1, ["abcdefghijklmnopqrst"])
        _ = renderer.update(to: buffer)
        buffer.write("A", x: 0, y: 0, style: .plain)
        buffer.write("C", x: 2, y: 0, style: .plain)
        buffer.write("G", x: 6, y: 0, style: .plain)
        buffer.write("M", x: 12, y: 0, style: .plain)
        buffer.write("T", x: 19, y: 0, style: .plain)
        // Rewriting "def" (3 bytes) beats "ESC[3C" (4 bytes); "ESC[5C" beats "hijkl".
        #expect(renderer.update(to: buffer) == "\u{1B}[1HAbCdefG\u{1B}[5CM\u{1B}[6CT")
    }

    @Test func gapsInAnotherStyleAreSkipped() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(3, 1, ["abc"])
        buffer.write("b", x: 1, y: 0, style: bold)
        _ = renderer.update(to: buffer)
        buffer.write("A", x: 0, y: 0, style: .plain)
        buffer.write("C", x: 2, y: 0, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1HA\u{1B}[CC")
    }

    @Test func afterTheLastColumnTheCursorIsPlacedAgain() {
        var renderer = ANSIRenderer(colorMode: .palette16)
        var buffer = frame(3, 2, ["abc", "def"])
        _ = renderer.update(to: buffer)
        buffer.write("C", x: 2, y: 0, style: .plain)
        buffer.write("D", x: 0, y: 1, style: .plain)
        #expect(renderer.update(to: buffer) == "\u{1B}[1;3HC\u{1B}[2HD")
    }

    @Test func oneWordChangeOnABusyScreenIsSmall() {
        var renderer = ANSIRenderer(colorMode: .trueColor)
        var buffer = CellBuffer(width: 200, height: 60)
        func draw(_ word: String) {
            for row in 0..<60 {
                buffer.fill(
                    CellRect(x: 0, y: row, width: 200, height: 1), background: Color(white: Double(row % 3) / 10))
                for column in stride(from: 0, to: 200, by: 20) {
                    let style = TextStyle(foreground: Color(hex: UInt32(row * 997 + column)), isBold: column % 40 == 0)
                    buffer.write("label \(row)-\(column)", x: column, y: row, style: style)
                }
            }
            buffer.write(word, x: 100, y: 30, style: TextStyle(foreground: .white))
        }
        draw("before")
        let full = renderer.update(to: buffer)
        buffer = CellBuffer(width: 200, height: 60)
        draw("after!")
        let change = renderer.update(to: buffer)
        #expect(change == "\u{1B}[31;101H\u{1B}[38;2;255;255;255;48;2;0;0;0mafter!\u{1B}[0m")
        #expect(change.utf8.count * 100 <= full.utf8.count * 2)
    }
}
