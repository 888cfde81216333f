import StringCoding
import Testing

@testable import TerminalCore

@Suite struct CellRectTests {
    @Test func intersectionOfOverlappingRectangles() {
        let a = CellRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.intersection(CellRect(x: 5, y: 8, width: 10, height: 10)) == CellRect(x: 5, y: 8, width: 5, height: 2))
        #expect(a.intersection(CellRect(x: 2, y: 3, width: 4, height: 4)) == CellRect(x: 2, y: 3, width: 4, height: 4))
        #expect(
            a.intersection(CellRect(x: -5, y: -5, width: 6, height: 7)) == CellRect(x: 0, y: 0, width: 1, height: 2))
    }

    @Test func disjointOrEmptyRectanglesIntersectEmpty() {
        let a = CellRect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            a.intersection(CellRect(x: 10, y: 0, width: 5, height: 5)) == CellRect(x: 10, y: 0, width: 0, height: 0))
        #expect(a.intersection(CellRect(x: 20, y: 20, width: 5, height: 5)).isEmpty)
        #expect(a.intersection(CellRect(x: 2, y: 2, width: -3, height: 5)).isEmpty)
        #expect(CellRect(x: 0, y: 0, width: 0, height: 5).isEmpty)
        #expect(CellRect(x: 0, y: 0, width: 5, height: -1).isEmpty)
        #expect(!CellRect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func extremeEdgesSaturateInsteadOfOverflowing() {
        let huge = CellRect(x: Int.max - 1, y: Int.max - 1, width: Int.max, height: Int.max)
        #expect(huge.contains(x: Int.max - 1, y: Int.max - 1))
        #expect(huge.intersection(CellRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
        let everything = CellRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max)
        #expect(everything.contains(x: -2, y: -2))
        #expect(!everything.contains(x: -1, y: -1))
        #expect(
            everything.intersection(CellRect(x: -3, y: -3, width: 2, height: 2))
                == CellRect(x: -3, y: -3, width: 2, height: 2))
    }

    @Test func maxEdgesAreJustPastTheRectangle() {
        #expect(CellRect(x: 2, y: 3, width: 5, height: 2).maxX == 7)
        #expect(CellRect(x: 2, y: 3, width: 5, height: 2).maxY == 5)
        #expect(CellRect(x: 2, y: 3, width: -5, height: -2).maxX == 2)
        #expect(CellRect(x: 2, y: 3, width: -5, height: -2).maxY == 3)
        #expect(CellRect(x: 5, y: 5, width: Int.max, height: Int.max).maxX == Int.max)
    }

    @Test func containsCoversTheHalfOpenArea() {
        let rect = CellRect(x: 1, y: 1, width: 2, height: 2)
        #expect(rect.contains(x: 1, y: 1))
        #expect(rect.contains(x: 2, y: 2))
        #expect(!rect.contains(x: 3, y: 1))
        #expect(!rect.contains(x: 1, y: 3))
        #expect(!rect.contains(x: 0, y: 1))
        #expect(!CellRect(x: 0, y: 0, width: 0, height: 3).contains(x: 0, y: 0))
    }

    @Test func stylesAndCellsDefaultToPlainBlanks() {
        #expect(TextStyle.plain == TextStyle())
        #expect(TextStyle.plain.foreground == nil && TextStyle.plain.background == nil)
        #expect(Cell.blank == Cell(character: " ", style: .plain, isContinuation: false))
        #expect(TextStyle(background: Color(white: 0, alpha: 0)).keepsBackground)
        #expect(!TextStyle(background: .black).keepsBackground)
    }
}
