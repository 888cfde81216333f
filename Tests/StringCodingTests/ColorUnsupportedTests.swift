import StringCoding
import Testing

/// CSS colors Loom recognizes but cannot read: each gets an error that names it as unsupported and
/// says what is supported, never "unknown color name" or a complaint about its arguments.
@Suite struct ColorUnsupportedTests {
    private func failure(_ text: String) -> String? { failureDescription(parsing: text, as: Color.self) }

    @Test func currentColorIsUnsupported() {
        for spelling in ["currentcolor", "currentColor", " CURRENTCOLOR "] {
            #expect(
                failure(spelling) == """
                    cannot read "\(spelling)" as Color: currentcolor is not supported: a Color is read on its own, \
                    without an element whose color it could take; write a color name, hex code or color function \
                    instead
                    """)
        }
    }

    @Test func systemColorsAreUnsupported() {
        for name in ["Canvas", "CanvasText", "buttonface", "AccentColor", "Mark", "ThreeDDarkShadow", "WINDOW"] {
            #expect(
                failure(name) == """
                    cannot read "\(name)" as Color: "\(name)" is a CSS system color, which is not supported: it \
                    comes from a browser's theme, which a Color does not have; write a color name, hex code or \
                    color function instead
                    """)
        }
    }

    @Test func otherColorFunctionsAreUnsupported() {
        #expect(
            failure("lab(50% 40 59.5)") == """
                cannot read "lab(50% 40 59.5)" as Color at column 1: unsupported color function "lab()"; Loom's \
                colors are sRGB
                    lab(50% 40 59.5)
                    ^
                    valid values: rgb(), rgba(), hsl(), hsla(), hwb(), color()
                """)
        for function in ["lch(50% 30 120)", "OKLab(0.5 0.1 0.1)", "oklch(70% 0.1 200 / 50%)", "lab(1 2)"] {
            let name = String(function.prefix { $0 != "(" })
            #expect(
                failure(function) == """
                    cannot read "\(function)" as Color at column 1: unsupported color function "\(name)()"; Loom's \
                    colors are sRGB
                        \(function)
                        ^
                        valid values: rgb(), rgba(), hsl(), hsla(), hwb(), color()
                    """)
        }
        #expect(
            failure("color-mix(in srgb, red, blue)") == """
                cannot read "color-mix(in srgb, red, blue)" as Color at column 1: unsupported color function \
                "color-mix()"; Loom's colors are sRGB
                    color-mix(in srgb, red, blue)
                    ^
                    valid values: rgb(), rgba(), hsl(), hsla(), hwb(), color()
                """)
    }

    @Test func relativeColorsAreUnsupported() {
        #expect(
            failure("rgb(from red r g b / 50%)") == """
                cannot read "rgb(from red r g b / 50%)" as Color at column 5: relative colors, rgb(from …), \
                are not supported; write the color itself
                    rgb(from red r g b / 50%)
                        ^
                """)
        #expect(
            failure("hsl(FROM #f80 h s l)") == """
                cannot read "hsl(FROM #f80 h s l)" as Color at column 5: relative colors, hsl(from …), \
                are not supported; write the color itself
                    hsl(FROM #f80 h s l)
                        ^
                """)
    }

    @Test func otherColorSpacesAreUnsupported() {
        for (input, space) in [
            ("color(display-p3 1 0 0)", "display-p3"), ("color(rec2020 0 0 0 / 50%)", "rec2020"),
            ("color(xyz 1 1)", "xyz"), ("color(XYZ-D50 0.1 0.2 0.3)", "XYZ-D50"),
            ("color(srgb-linear 1 0 0)", "srgb-linear"), ("color(a98-rgb 1 0 0)", "a98-rgb"),
            ("color(prophoto-rgb 1 0 0)", "prophoto-rgb"), ("color(xyz-d65 1)", "xyz-d65"),
        ] {
            #expect(
                failure(input) == """
                    cannot read "\(input)" as Color at column 7: unsupported color space "\(space)"; Loom's colors \
                    are sRGB, so only srgb is supported
                        \(input)
                              ^
                    """)
        }
    }

    @Test func aMisspelledColorSpaceIsATypo() {
        #expect(
            failureDescription(parsing: "color(srbg 1 0 0)", as: Color.self) == """
                cannot read "color(srbg 1 0 0)" as Color at column 7: unknown color space "srbg"; only srgb is \
                supported
                    color(srbg 1 0 0)
                          ^
                    did you mean "srgb"?
                """)
    }
}
