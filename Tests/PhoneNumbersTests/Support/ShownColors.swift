import Foundation
import StringCoding

@testable import TerminalUI

/// What a terminal shows for a color in each color mode, by the renderer's own mapping
/// (`SGRColor.code(for:colorMode:)`, which picks the palette index the ANSI output names), and the
/// WCAG 2 contrast ratio of two such colors.
enum ShownColors {
    /// The color a terminal in `mode` shows for `color`; nil when the renderer leaves the
    /// terminal's default (no color, a transparent one, or monochrome). Palette indices are shown
    /// as xterm's default palette shows them, the one the renderer measures distances in.
    static func shown(_ color: Color?, in mode: ColorMode) -> Color? {
        let code = SGRColor.code(for: color, colorMode: mode)
        guard code != SGRColor.default else { return nil }
        let value = Int(code & SGRColor.valueMask)
        let entry: XtermPalette.Entry
        switch code & ~SGRColor.valueMask {
        case SGRColor.ansiKind:
            entry = XtermPalette.ansi16[value]
        case SGRColor.paletteKind:
            entry = value < 16 ? XtermPalette.ansi16[value] : XtermPalette.extended[value - 16]
        default:
            entry = XtermPalette.Entry(
                red: Double(value >> 16 & 0xFF), green: Double(value >> 8 & 0xFF), blue: Double(value & 0xFF))
        }
        return Color(red: entry.red / 255, green: entry.green / 255, blue: entry.blue / 255)
    }

    /// WCAG 2's relative luminance: the sRGB components made linear, weighted by how bright each
    /// primary looks.
    static func relativeLuminance(_ color: Color) -> Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2's contrast ratio, from 1 (the same) to 21 (black and white); 4.5 is the least for text.
    static func contrastRatio(_ first: Color, _ second: Color) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
