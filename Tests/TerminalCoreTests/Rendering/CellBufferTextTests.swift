import StringCoding
import Testing

@testable import TerminalCore

@Suite struct CellBufferTextTests {
    @Test func plainTextTrimsLinesAndKeepsEmptyRows() {
        var buffer = CellBuffer(width: 6, height: 4)
        buffer.write("漢字", x: 0, y: 0, style: .plain)
        buffer.write("ok", x: 2, y: 2, style: .plain)
        buffer.fill(CellRect(x: 0, y: 3, width: 6, height: 1), background: .red)
        #expect(buffer.plainText() == "漢字\n\n  ok\n")
        #expect(CellBuffer(width: 0, height: 0).plainText() == "")
        #expect(CellBuffer(width: 3, height: 1).plainText() == "")
    }

    @Test func plainTextKeepsClustersAndOtherSpaces() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("🇯🇵 e\u{301}\u{3000}", x: 0, y: 0, style: .plain)
        #expect(buffer.plainText() == "🇯🇵 e\u{301}\u{3000}")
    }

    @Test func ansiTextOfUnstyledContentHasNoEscapes() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("ab", x: 1, y: 0, style: .plain)
        #expect(buffer.ansiText(colorMode: .trueColor) == " ab \n    ")
    }

    @Test func ansiTextChangesStylesOnlyWhereTheyChange() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("Hi", x: 0, y: 0, style: TextStyle(isBold: true))
        buffer.write("yo", x: 2, y: 0, style: TextStyle(isBold: true, isUnderlined: true))
        buffer.write("!", x: 5, y: 1, style: TextStyle(isInverse: true))
        let expected = "\u{1B}[1mHi\u{1B}[4myo\u{1B}[0m  \n     \u{1B}[7m!\u{1B}[0m"
        #expect(buffer.ansiText(colorMode: .palette16) == expected)
    }

    @Test func ansiTextColorsInEachMode() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.write("ab", x: 0, y: 0, style: TextStyle(foreground: .red, background: Color(hex: 0x102030)))
        buffer.write("c", x: 2, y: 0, style: TextStyle(foreground: .red))
        #expect(buffer.ansiText(colorMode: .trueColor) == "\u{1B}[38;2;255;0;0;48;2;16;32;48mab\u{1B}[49mc\u{1B}[0m")
        #expect(buffer.ansiText(colorMode: .palette256) == "\u{1B}[38;5;196;48;5;235mab\u{1B}[49mc\u{1B}[0m")
        #expect(buffer.ansiText(colorMode: .palette16) == "\u{1B}[91;40mab\u{1B}[49mc\u{1B}[0m")
        #expect(buffer.ansiText(colorMode: .monochrome) == "abc")
    }

    @Test func ansiTextUsesTheShorterOfChangeAndReset() {
        var buffer = CellBuffer(width: 3, height: 1)
        let loud = TextStyle(foreground: .white, background: .blue, isBold: true, isItalic: true, isUnderlined: true)
        buffer.write("a", x: 0, y: 0, style: loud)
        buffer.write("b", x: 1, y: 0, style: TextStyle(isDim: true))
        buffer.write("c", x: 2, y: 0, style: TextStyle(isBold: true))
        let expected = "\u{1B}[1;3;4;97;44ma\u{1B}[0;2mb\u{1B}[0;1mc\u{1B}[0m"
        #expect(buffer.ansiText(colorMode: .palette16) == expected)
        var shorter = CellBuffer(width: 3, height: 1)
        shorter.write("a", x: 0, y: 0, style: TextStyle(foreground: .red, isBold: true, isUnderlined: true))
        shorter.write("b", x: 1, y: 0, style: TextStyle(foreground: .red, isUnderlined: true))
        #expect(shorter.ansiText(colorMode: .palette16) == "\u{1B}[1;4;91ma\u{1B}[22mb\u{1B}[0m ")
    }

    @Test func ansiTextWritesWideCharactersOnceAndKeepsMonochromeAttributes() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("漢", x: 0, y: 0, style: TextStyle(foreground: .green, isUnderlined: true))
        buffer.write("x", x: 2, y: 0, style: .plain)
        #expect(buffer.ansiText(colorMode: .monochrome) == "\u{1B}[4m漢\u{1B}[0mx  ")
    }

    @Test func transparentColorsAreTheDefault() {
        var buffer = CellBuffer(width: 1, height: 1)
        buffer.write("a", x: 0, y: 0, style: TextStyle(foreground: Color(red: 1, green: 0, blue: 0, alpha: 0)))
        #expect(buffer.ansiText(colorMode: .trueColor) == "a")
        buffer.write("b", x: 0, y: 0, style: TextStyle(foreground: Color(red: 1, green: 0, blue: 0, alpha: 0.3)))
        #expect(buffer.ansiText(colorMode: .trueColor) == "\u{1B}[38;2;255;0;0mb\u{1B}[0m")
    }
}
