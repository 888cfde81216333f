import StringCoding
import Testing

@testable import TerminalCore

@Suite struct CellBufferFillTests {
    @Test func fillPaintsAndClearsTheClippedArea() {
        var buffer = CellBuffer(width: 5, height: 3)
        for row in 0..<3 { buffer.write("abcde", x: 0, y: row, style: TextStyle(isBold: true)) }
        buffer.fill(
            CellRect(x: 1, y: -1, width: 10, height: 3), background: .blue,
            clip: CellRect(x: 0, y: 0, width: 4, height: 9))
        #expect(buffer.plainText() == "a   e\na   e\nabcde")
        #expect(buffer[1, 0] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[3, 1] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[4, 0] == Cell(character: "e", style: TextStyle(isBold: true)))
        #expect(buffer[1, 2] == Cell(character: "b", style: TextStyle(isBold: true)))
    }

    @Test func fillWithoutClearingKeepsTextAndAttributes() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("ab", x: 0, y: 0, style: TextStyle(foreground: .red, isUnderlined: true))
        buffer.fill(buffer.bounds, background: .yellow, clearing: false)
        #expect(
            buffer[0, 0]
                == Cell(character: "a", style: TextStyle(foreground: .red, background: .yellow, isUnderlined: true)))
        #expect(buffer[3, 0] == Cell(character: " ", style: TextStyle(background: .yellow)))
        #expect(buffer.plainText() == "ab")
    }

    @Test func nilBackgroundPaintsTheDefault() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.fill(buffer.bounds, background: .green)
        buffer.fill(CellRect(x: 1, y: 0, width: 1, height: 1), background: nil)
        #expect(buffer[0, 0].style.background == .green)
        #expect(buffer[1, 0] == .blank)
    }

    @Test func transparentBackgroundKeepsEachCellsBackground() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.fill(CellRect(x: 0, y: 0, width: 2, height: 1), background: .green)
        buffer.write("xyz", x: 0, y: 0, style: TextStyle(isBold: true))
        let clear = Color(white: 0, alpha: 0)
        buffer.fill(buffer.bounds, background: clear, clearing: false)
        #expect(buffer[0, 0] == Cell(character: "x", style: TextStyle(background: .green, isBold: true)))
        buffer.fill(buffer.bounds, background: clear)
        #expect(buffer[0, 0] == Cell(character: " ", style: TextStyle(background: .green)))
        #expect(buffer[2, 0] == .blank)
    }

    @Test func emptyAndOutsideAreasChangeNothing() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.write("abc", x: 0, y: 0, style: .plain)
        let before = buffer
        buffer.fill(CellRect(x: 0, y: 0, width: 0, height: 2), background: .red)
        buffer.fill(CellRect(x: 5, y: 0, width: 3, height: 2), background: .red)
        buffer.fill(buffer.bounds, background: .red, clip: CellRect(x: 0, y: 5, width: 3, height: 1))
        buffer.fill(CellRect(x: Int.max - 1, y: Int.min, width: Int.max, height: Int.max), background: .red)
        #expect(buffer == before)
    }

    @Test func fillCuttingAWideCharacterBreaksIt() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("漢字漢", x: 0, y: 0, style: TextStyle(background: .red))
        buffer.fill(CellRect(x: 1, y: 0, width: 2, height: 1), background: .blue)
        #expect(buffer[0, 0] == Cell(character: " ", style: TextStyle(background: .red)))
        #expect(buffer[1, 0] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[3, 0] == Cell(character: " ", style: TextStyle(background: .red)))
        #expect(buffer[4, 0] == Cell(character: "漢", style: TextStyle(background: .red)))
        #expect(buffer.plainText() == "    漢")
    }

    @Test func recoloringCuttingAWideCharacterBreaksItToo() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("漢字", x: 0, y: 0, style: TextStyle(isBold: true))
        buffer.fill(CellRect(x: 1, y: 0, width: 2, height: 1), background: .blue, clearing: false)
        #expect(buffer[0, 0] == .blank)
        #expect(buffer[1, 0] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[2, 0] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[3, 0] == .blank)
        buffer.write("漢", x: 0, y: 0, style: .plain)
        buffer.fill(CellRect(x: 0, y: 0, width: 2, height: 1), background: .blue, clearing: false)
        #expect(buffer[0, 0] == Cell(character: "漢", style: TextStyle(background: .blue)))
        #expect(buffer[1, 0] == Cell(character: " ", style: TextStyle(background: .blue), isContinuation: true))
    }
}
