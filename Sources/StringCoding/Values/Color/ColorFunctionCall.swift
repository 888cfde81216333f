/// The shape of a color function such as `rgb(255 0 0 / 50%)` or `hsla(120, 100%, 50%, 0.5)`:
/// its name and its arguments, checked for CSS's punctuation rules but not yet read as numbers.
struct ColorFunctionCall {
    /// One argument as written, with its character offset in the parsed text for carets.
    struct Argument {
        var text: Substring
        var offset: Int
        /// Whether the argument is a `calc(…)`, to be evaluated rather than read as one value.
        var isCalculation = false
    }

    /// The functions CSS Color 4 writes sRGB colors with; `rgba` and `hsla` are aliases.
    static let names = ["rgb", "rgba", "hsl", "hsla", "hwb", "color"]

    /// The function's name, lowercased.
    var name: String
    /// Whether the legacy comma syntax was used, `rgb(255, 0, 0)`, rather than `rgb(255 0 0)`.
    var usesCommas: Bool
    /// The color space of `color()`, such as `srgb`; nil for the other functions.
    var colorSpace: Argument?
    /// The three color components.
    var components: [Argument]
    /// The alpha, when one was given.
    var alpha: Argument?
}
