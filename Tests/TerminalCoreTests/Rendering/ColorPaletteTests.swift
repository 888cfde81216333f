import StringCoding
import Testing

@testable import TerminalCore

@Suite struct ColorPaletteTests {
    @Test func exactPaletteColorsMapToThemselves() {
        #expect(Color.red.nearestPaletteIndex256 == 196)
        #expect(Color.red.nearestPaletteIndex16 == 9)
        #expect(Color.black.nearestPaletteIndex256 == 16)
        #expect(Color.black.nearestPaletteIndex16 == 0)
        #expect(Color.white.nearestPaletteIndex256 == 231)
        #expect(Color.white.nearestPaletteIndex16 == 15)
        #expect(Color(hex: 0x5F87AF).nearestPaletteIndex256 == 67)
        #expect(Color(hex: 0x0000EE).nearestPaletteIndex16 == 4)
        #expect(Color(hex: 0xCD0000).nearestPaletteIndex16 == 1)
    }

    @Test func graysLandOnTheGrayRamp() {
        #expect(Color(white: 0.5).nearestPaletteIndex256 == 244)
        #expect(Color(hex: 0x080808).nearestPaletteIndex256 == 232)
        #expect(Color(hex: 0xEEEEEE).nearestPaletteIndex256 == 255)
        #expect(Color(hex: 0x303030).nearestPaletteIndex256 == 236)
        #expect(Color(white: 0.5).nearestPaletteIndex16 == 8)
        #expect(Color(white: 0.9).nearestPaletteIndex16 == 7)
    }

    @Test func otherColorsFindTheirNeighbors() {
        #expect(Color(red: 1, green: 0.5, blue: 0).nearestPaletteIndex256 == 208)
        #expect(Color(hex: 0x008000).nearestPaletteIndex256 == 28)
        #expect(Color(hex: 0x008000).nearestPaletteIndex16 == 2)
        #expect(Color(hex: 0x000080).nearestPaletteIndex16 == 4)
        #expect(Color(hex: 0xFFFF00).nearestPaletteIndex16 == 11)
        #expect(Color(red: 0, green: 0, blue: 1, alpha: 0.2).nearestPaletteIndex256 == 21)
    }

    @Test func everyPaletteEntryIsItsOwnNearest() {
        for (position, entry) in XtermPalette.extended.enumerated() {
            let color = Color(red: entry.red / 255, green: entry.green / 255, blue: entry.blue / 255)
            #expect(color.nearestPaletteIndex256 == 16 + position)
        }
        for (position, entry) in XtermPalette.ansi16.enumerated() {
            let color = Color(red: entry.red / 255, green: entry.green / 255, blue: entry.blue / 255)
            #expect(color.nearestPaletteIndex16 == position)
        }
    }
}
