import StringCoding

/// A ``TextStyle`` as one color mode writes it: colors already mapped to what the terminal gets,
/// packed so that comparing two styles is comparing integers. Styles that a mode shows the same
/// (two reds that map to one palette index, a transparent color and no color) are equal.
struct SGRStyle: Hashable, Sendable {
    /// ``SGRColor`` codes.
    var foreground: UInt32
    var background: UInt32
    /// ``Attribute`` bits.
    var attributes: UInt8

    static let plain = SGRStyle(foreground: SGRColor.default, background: SGRColor.default, attributes: 0)

    func has(_ attribute: UInt8) -> Bool { attributes & attribute != 0 }

    enum Attribute {
        static let bold: UInt8 = 1
        static let dim: UInt8 = 2
        static let italic: UInt8 = 4
        static let underline: UInt8 = 8
        static let inverse: UInt8 = 16
    }
}

extension SGRStyle {
    init(_ style: TextStyle, colorMode: ColorMode) {
        foreground = SGRColor.code(for: style.foreground, colorMode: colorMode)
        background = SGRColor.code(for: style.background, colorMode: colorMode)
        var attributes: UInt8 = 0
        if style.isBold { attributes |= Attribute.bold }
        if style.isDim { attributes |= Attribute.dim }
        if style.isItalic { attributes |= Attribute.italic }
        if style.isUnderlined { attributes |= Attribute.underline }
        if style.isInverse { attributes |= Attribute.inverse }
        self.attributes = attributes
    }
}

/// A color as a terminal is told it, packed in a `UInt32`: the kind in the top byte, the value
/// (ANSI index, palette index or 24-bit RGB) below. Package-wide so that the demo's tests can
/// measure the contrast of the colors a terminal is really told.
package enum SGRColor {
    package static let `default`: UInt32 = 0
    package static let ansiKind: UInt32 = 1 << 24
    package static let paletteKind: UInt32 = 2 << 24
    package static let rgbKind: UInt32 = 3 << 24
    package static let valueMask: UInt32 = 0xFF_FFFF

    /// The code for `color` in `colorMode`: the default for nil, a fully transparent color, or
    /// any color in monochrome; alpha is otherwise ignored since terminals cannot blend.
    package static func code(for color: Color?, colorMode: ColorMode) -> UInt32 {
        guard let color, color.alpha > 0 else { return SGRColor.default }
        switch colorMode {
        case .monochrome:
            return SGRColor.default
        case .palette16:
            return ansiKind | UInt32(color.nearestPaletteIndex16)
        case .palette256:
            return paletteKind | UInt32(color.nearestPaletteIndex256)
        case .trueColor:
            return rgbKind | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
        }
    }

    /// A 0–1 component as 0–255, rounded to nearest.
    static func byte(_ component: Double) -> UInt32 {
        guard component > 0 else { return 0 }
        guard component < 1 else { return 255 }
        return UInt32((component * 255).rounded())
    }
}
