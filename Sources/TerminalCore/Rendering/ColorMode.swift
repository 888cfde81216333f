/// Which colors a terminal can show, and so how ``TextStyle`` colors are written for it.
///
/// ```swift
/// let mode = ColorMode.detect(environment: ProcessInfo.processInfo.environment)
/// let renderer = ANSIRenderer(colorMode: mode)
/// ```
public enum ColorMode: Sendable, Hashable {
    /// 24-bit color, written `38;2;r;g;b` and `48;2;r;g;b`.
    ///
    /// ```swift
    /// buffer.ansiText(colorMode: .trueColor)
    /// ```
    case trueColor

    /// The xterm 256-color palette, written `38;5;n` and `48;5;n`, each color mapped to
    /// `Color.nearestPaletteIndex256`.
    ///
    /// ```swift
    /// buffer.ansiText(colorMode: .palette256)
    /// ```
    case palette256

    /// The 16 ANSI colors, written `30–37`/`90–97` and `40–47`/`100–107`, each color mapped to
    /// `Color.nearestPaletteIndex16`.
    ///
    /// ```swift
    /// buffer.ansiText(colorMode: .palette16)
    /// ```
    case palette16

    /// No colors at all; bold, dim, italic, underline and inverse are still written.
    ///
    /// ```swift
    /// buffer.ansiText(colorMode: .monochrome)
    /// ```
    case monochrome

    /// The color mode a terminal with this environment supports.
    ///
    /// Reads these variables, in this order, and the first that decides wins:
    /// 1. `NO_COLOR`: set and non-empty → ``monochrome`` (see no-color.org).
    /// 2. `COLORTERM`: `truecolor` or `24bit` (any case) → ``trueColor``.
    /// 3. `TERM`: containing `256color` (any case) → ``palette256``; `dumb`, empty or absent →
    ///    ``monochrome``; anything else → ``palette16``.
    ///
    /// ```swift
    /// ColorMode.detect(environment: ["TERM": "xterm-256color"])                         // .palette256
    /// ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"])        // .trueColor
    /// ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])        // .monochrome
    /// ```
    public static func detect(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.contains("256color") { return .palette256 }
        if term.isEmpty || term == "dumb" { return .monochrome }
        return .palette16
    }
}
