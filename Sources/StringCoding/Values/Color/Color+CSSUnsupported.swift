// What CSS Color 4 and 5 write that Loom recognizes but does not read, so that the error says it is
// unsupported rather than calling it a typo.
extension Color {
    /// CSS Color 4's system colors, current and deprecated, lowercased: their values come from the
    /// browser's or the platform's theme.
    static let cssSystemColorNames: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas",
        "canvastext", "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark",
        "marktext", "selecteditem", "selecteditemtext", "visitedtext",
        "activeborder", "activecaption", "appworkspace", "background", "buttonhighlight", "buttonshadow",
        "captiontext", "inactiveborder", "inactivecaption", "inactivecaptiontext", "infobackground", "infotext",
        "menu", "menutext", "scrollbar", "threeddarkshadow", "threedface", "threedhighlight",
        "threedlightshadow", "threedshadow", "window", "windowframe", "windowtext",
    ]

    /// Color functions for spaces other than sRGB (CSS Color 4) and CSS Color 5's functions.
    static let unsupportedCSSFunctionNames: Set<String> = [
        "lab", "lch", "oklab", "oklch", "color-mix", "light-dark", "device-cmyk", "contrast-color",
    ]

    /// The predefined color spaces of `color()` other than `srgb`, lowercased.
    static let unsupportedCSSColorSpaces: Set<String> = [
        "srgb-linear", "display-p3", "display-p3-linear", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50",
        "xyz-d65",
    ]
}
