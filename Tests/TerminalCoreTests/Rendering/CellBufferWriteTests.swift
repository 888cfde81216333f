import StringCoding
import Testing

@testable import TerminalCore

@Suite struct CellBufferWriteTests {
    let bold = TextStyle(isBold: true)

    @Test func sizesAreClampedAndOutsideIsBlank() {
        let buffer = CellBuffer(width: -3, height: 2)
        #expect(buffer.width == 0 && buffer.height == 2)
        #expect(buffer.bounds == CellRect(x: 0, y: 0, width: 0, height: 2))
        #expect(buffer.plainText() == "\n")
        #expect(CellBuffer(width: 1_000_000, height: Int.max).width == CellBuffer.maximumDimension)
        var small = CellBuffer(width: 2, height: 1)
        #expect(small[5, 0] == .blank && small[-1, 0] == .blank && small[0, 1] == .blank)
        small[5, 0] = Cell(character: "x")
        small[0, -1] = Cell(character: "x")
        #expect(small.plainText() == "")
        #expect(small == CellBuffer(width: 2, height: 1))
    }

    @Test func writesTextAndReturnsTheAdvance() {
        var buffer = CellBuffer(width: 10, height: 2)
        let used = buffer.write("Name: ", x: 0, y: 0, style: bold)
        #expect(used == 6)
        #expect(buffer.write("Ada", x: used, y: 0, style: .plain) == 3)
        #expect(buffer.plainText() == "Name: Ada\n")
        #expect(buffer[0, 0] == Cell(character: "N", style: bold))
        #expect(buffer[6, 0] == Cell(character: "A"))
        #expect(buffer[9, 0] == .blank)
    }

    @Test func controlCharactersAndLoneCombiningMarksAreSkipped() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("a\tb\nc\r\nd\u{7F}", x: 0, y: 0, style: .plain) == 4)
        #expect(buffer.plainText() == "abcd")
        #expect(buffer.write("\u{301}x\u{200B}y", x: 5, y: 0, style: .plain) == 2)
        #expect(buffer.plainText() == "abcd xy")
    }

    @Test func clustersStayInOneCellAndCoverTheirWidth() {
        var buffer = CellBuffer(width: 14, height: 1)
        #expect(buffer.write("cafe\u{301} 👨‍👩‍👧!", x: 0, y: 0, style: .plain) == 12)
        #expect(buffer[3, 0].character == "e\u{301}")
        #expect(buffer[5, 0].character == "👨‍👩‍👧")
        #expect((6...10).allSatisfy { buffer[$0, 0].isContinuation })
        #expect(buffer[11, 0].character == "!")
        #expect(buffer.plainText() == "cafe\u{301} 👨‍👩‍👧!")
    }

    @Test func aThreeColumnClusterTakesTwoContinuations() {
        var buffer = CellBuffer(width: 8, height: 1)
        #expect(buffer.write("र्मा x", x: 0, y: 0, style: bold) == 5)
        #expect(buffer[0, 0] == Cell(character: Character("र्मा"), style: bold))
        #expect(buffer[1, 0] == Cell(character: " ", style: bold, isContinuation: true))
        #expect(buffer[2, 0] == Cell(character: " ", style: bold, isContinuation: true))
        #expect(buffer[4, 0] == Cell(character: "x", style: bold))
        // Writing over its middle blanks the rest of it.
        buffer.write("y", x: 1, y: 0, style: .plain)
        #expect(buffer.plainText() == " y  x")
        #expect(!buffer[2, 0].isContinuation)
        // One that does not fit before the clip's edge leaves spaces up to it and stops.
        buffer.write("ab", x: 0, y: 0, style: .plain)
        #expect(buffer.write("र्मा!", x: 6, y: 0, style: .plain) == 2)
        #expect(buffer.plainText() == "ab  x")
        // One cut by the left edge leaves spaces in its visible part.
        #expect(buffer.write("र्मा!", x: 1, y: 0, style: .plain, clip: CellRect(x: 3, y: 0, width: 5, height: 1)) == 4)
        #expect(buffer.plainText() == "ab  !")
        // A cell set to it takes its continuations, or a space where it does not fit.
        buffer[5, 0] = Cell(character: Character("र्मा"))
        #expect(buffer[7, 0].isContinuation)
        buffer[6, 0] = Cell(character: Character("र्मा"))
        #expect(buffer[5, 0].character == " " && buffer[6, 0].character == " " && !buffer[7, 0].isContinuation)
    }

    @Test func wideCharactersTakeACellAndAContinuation() {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("漢a字", x: 0, y: 0, style: bold) == 5)
        #expect(buffer[0, 0] == Cell(character: "漢", style: bold))
        #expect(buffer[1, 0] == Cell(character: " ", style: bold, isContinuation: true))
        #expect(buffer[2, 0] == Cell(character: "a", style: bold))
        #expect(buffer[4, 0].isContinuation)
        #expect(buffer.plainText() == "漢a字")
    }

    @Test func writingStopsAtTheBufferAndClipEdges() {
        var buffer = CellBuffer(width: 5, height: 2)
        #expect(buffer.write("abcdefgh", x: 2, y: 0, style: .plain) == 3)
        #expect(
            buffer.write("abcdefgh", x: 0, y: 1, style: .plain, clip: CellRect(x: 1, y: 0, width: 2, height: 5)) == 3)
        #expect(buffer.plainText() == "  abc\n bc")
        #expect(buffer.write("xyz", x: 7, y: 0, style: .plain) == 0)
        #expect(buffer.write("xyz", x: -2, y: 0, style: .plain) == 3)
        #expect(buffer.plainText() == "z abc\n bc")
    }

    @Test func rowsOutsideTheClipAdvanceButDrawNothing() {
        var buffer = CellBuffer(width: 5, height: 2)
        let clip = CellRect(x: 0, y: 1, width: 3, height: 1)
        #expect(buffer.write("abcd", x: 0, y: 0, style: .plain, clip: clip) == 3)
        #expect(buffer.write("abcd", x: 0, y: 5, style: .plain) == 4)
        #expect(buffer.write("abcd", x: 0, y: -1, style: .plain) == 4)
        #expect(buffer.plainText() == "\n")
    }

    @Test func wideCharacterStraddlingTheRightEdgeBecomesASpace() {
        var buffer = CellBuffer(width: 5, height: 2)
        #expect(buffer.write("ab漢", x: 2, y: 0, style: bold) == 3)
        #expect(buffer[4, 0] == Cell(character: " ", style: bold))
        #expect(buffer.write("a漢b", x: 0, y: 1, style: bold, clip: CellRect(x: 0, y: 0, width: 2, height: 2)) == 2)
        #expect(buffer[1, 1] == Cell(character: " ", style: bold))
        #expect(buffer[2, 1] == .blank)
        #expect(buffer.plainText() == "  ab\na")
    }

    @Test func wideCharacterStraddlingTheLeftEdgeLeavesASpace() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("......", x: 0, y: 0, style: .plain)
        let clip = CellRect(x: 2, y: 0, width: 4, height: 1)
        #expect(buffer.write("a漢b", x: 0, y: 0, style: bold, clip: clip) == 4)
        #expect(buffer[1, 0] == Cell(character: "."))
        #expect(buffer[2, 0] == Cell(character: " ", style: bold))
        #expect(buffer[3, 0] == Cell(character: "b", style: bold))
        #expect(buffer.plainText() == ".. b..")
    }

    @Test func overwritingEitherHalfOfAWideCharacterBlanksTheOtherHalf() {
        let red = TextStyle(foreground: .white, background: .red, isUnderlined: true)
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("漢字", x: 1, y: 0, style: red)
        buffer.write("x", x: 2, y: 0, style: .plain)
        #expect(buffer[1, 0] == Cell(character: " ", style: TextStyle(background: .red)))
        #expect(buffer[2, 0] == Cell(character: "x", style: TextStyle(background: .red)))
        buffer.write("y", x: 3, y: 0, style: .plain)
        #expect(buffer[3, 0] == Cell(character: "y", style: TextStyle(background: .red)))
        #expect(buffer[4, 0] == Cell(character: " ", style: TextStyle(background: .red)))
        #expect(buffer.plainText() == "  xy")
    }

    @Test func wideOverWideShiftedByOneBreaksBothNeighbors() {
        var buffer = CellBuffer(width: 7, height: 1)
        buffer.write("漢字漢", x: 0, y: 0, style: .plain)
        buffer.write("国", x: 1, y: 0, style: .plain)
        #expect(buffer.plainText() == " 国 漢")
        #expect(buffer[3, 0] == .blank)
        #expect(buffer[4, 0] == Cell(character: "漢"))
        #expect(buffer[5, 0].isContinuation)
    }

    @Test func nilBackgroundKeepsTheFill() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.fill(CellRect(x: 0, y: 0, width: 4, height: 1), background: .blue)
        buffer.write("abcdef", x: 1, y: 0, style: TextStyle(foreground: .yellow))
        #expect(buffer[0, 0] == Cell(character: " ", style: TextStyle(background: .blue)))
        #expect(buffer[1, 0] == Cell(character: "a", style: TextStyle(foreground: .yellow, background: .blue)))
        #expect(buffer[3, 0] == Cell(character: "c", style: TextStyle(foreground: .yellow, background: .blue)))
        #expect(buffer[4, 0] == Cell(character: "d", style: TextStyle(foreground: .yellow)))
        let clear = Color(white: 1, alpha: 0)
        buffer.write("z", x: 2, y: 0, style: TextStyle(background: clear))
        #expect(buffer[2, 0] == Cell(character: "z", style: TextStyle(background: .blue)))
        buffer.write("w", x: 3, y: 0, style: TextStyle(background: .red))
        #expect(buffer[3, 0] == Cell(character: "w", style: TextStyle(background: .red)))
    }

    @Test func settingCellsKeepsWideCharactersWhole() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer[0, 0] = Cell(character: "漢", style: bold)
        #expect(buffer[1, 0] == Cell(character: " ", style: bold, isContinuation: true))
        buffer[3, 0] = Cell(character: "字")
        #expect(buffer[3, 0] == .blank)
        buffer[2, 0] = Cell(character: "\u{301}")
        #expect(buffer[2, 0] == .blank)
        buffer[1, 0] = Cell(character: "x", isContinuation: true)
        #expect(buffer[1, 0].isContinuation)
        buffer[1, 0] = Cell(character: "x")
        #expect(buffer[0, 0] == .blank)
        #expect(buffer.plainText() == " x")
    }

    @Test func copyingEveryCellCopiesTheBuffer() {
        var source = CellBuffer(width: 8, height: 2)
        source.write("漢 é 👍🏽", x: 0, y: 0, style: TextStyle(foreground: .green))
        source.fill(CellRect(x: 0, y: 1, width: 3, height: 1), background: .gray)
        var copy = CellBuffer(width: 8, height: 2)
        for y in 0..<2 {
            for x in 0..<8 { copy[x, y] = source[x, y] }
        }
        #expect(copy == source)
        #expect(copy.hashValue == source.hashValue)
    }

    @Test func equalityIgnoresHowTheBufferWasDrawn() {
        var first = CellBuffer(width: 4, height: 1)
        first.write("ab", x: 0, y: 0, style: bold)
        first.write("c", x: 2, y: 0, style: .plain)
        var second = CellBuffer(width: 4, height: 1)
        second.write("c", x: 2, y: 0, style: .plain)
        second.write("ab", x: 0, y: 0, style: bold)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.write("d", x: 3, y: 0, style: .plain)
        #expect(first != second)
        #expect(CellBuffer(width: 2, height: 1) != CellBuffer(width: 1, height: 2))
    }

    @Test func clippedClustersAreNotKept() {
        var buffer = CellBuffer(width: 4, height: 1)
        let accents = String(
            repeating: (0x300...0x36F).compactMap(Unicode.Scalar.init).map { "a" + String($0) }.joined(), count: 2)
        #expect(buffer.write(accents, x: -220, y: 0, style: .plain) == 224)
        #expect(buffer.clusters.count == 5)
        #expect(buffer[0, 0].character == Character("a\u{36C}"))
        #expect(buffer.write(accents, x: 0, y: 3, style: .plain) == 4)
        #expect(buffer.clusters.count == 5)
    }

    @Test func stylesOfRedrawnFramesDoNotAccumulate() {
        var buffer = CellBuffer(width: 4, height: 1)
        for step in 0..<5000 {
            let shade = Double(step % 1000) / 1000
            buffer.write("abcd", x: 0, y: 0, style: TextStyle(foreground: Color(white: shade)))
            buffer.write("e\u{301}", x: step % 4, y: 0, style: .plain)
        }
        #expect(buffer.styles.count <= 1025)
        #expect(buffer.clusters.count <= 2)
        #expect(buffer[0, 0].style.foreground == Color(white: 0.999))
        #expect(buffer.plainText() == "abce\u{301}")
    }
}
