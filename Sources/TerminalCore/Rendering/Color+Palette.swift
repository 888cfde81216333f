import StringCoding

extension Color {
    /// The nearest color of the xterm 256-color palette's fixed part: 16…255, the 6×6×6 color cube
    /// and the 24-step gray ramp (the first 16 are left out because terminal themes change them).
    ///
    /// "Nearest" is by redmean distance, a weighted sRGB distance close to how different colors
    /// look; alpha is ignored.
    ///
    /// ```swift
    /// Color.red.nearestPaletteIndex256                 // 196
    /// Color.black.nearestPaletteIndex256               // 16
    /// Color(white: 0.5).nearestPaletteIndex256         // 244, on the gray ramp
    /// ```
    public var nearestPaletteIndex256: Int {
        16 + XtermPalette.nearest(red: red * 255, green: green * 255, blue: blue * 255, in: XtermPalette.extended)
    }

    /// The nearest of the 16 ANSI colors (0–7 normal, 8–15 bright), as xterm shows them by
    /// default, by redmean distance; alpha is ignored.
    ///
    /// ```swift
    /// Color.red.nearestPaletteIndex16     // 9, bright red
    /// Color.black.nearestPaletteIndex16   // 0
    /// ```
    public var nearestPaletteIndex16: Int {
        XtermPalette.nearest(red: red * 255, green: green * 255, blue: blue * 255, in: XtermPalette.ansi16)
    }
}
