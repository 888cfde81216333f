import StringCoding
import Testing

/// `n / 255`, the exact value a hex pair `n` gives.
private func byte(_ n: Double) -> Double { n / 255 }

private func rgba(_ text: String) throws -> [Double] {
    let color = try Color(parsing: text)
    return [color.red, color.green, color.blue, color.alpha]
}

private func errorDescription(_ text: String) -> String {
    do {
        let color = try Color(parsing: text)
        return "parsed as \(color)"
    } catch {
        return "\(error)"
    }
}

@Suite struct ColorTests {
    // MARK: Values and constants

    @Test func initializersClampAndNormalize() {
        let color = Color(red: 2, green: -1, blue: .nan, alpha: 0.25)
        #expect([color.red, color.green, color.blue, color.alpha] == [1, 0, 0, 0.25])
        #expect(Color(white: 0.5, alpha: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5))
        #expect(Color(hex: 0xFF8800) == Color(red: 1, green: byte(136), blue: 0))
        var changed = Color.black
        changed.alpha = 7
        changed.red = -0.0
        #expect(changed.alpha == 1)
        #expect(changed.red.sign == .plus)
    }

    @Test func constantsHaveUIKitValues() {
        #expect(Color.darkGray == Color(white: 1.0 / 3.0))
        #expect(Color.lightGray == Color(white: 2.0 / 3.0))
        #expect(Color.gray == Color(white: 0.5))
        #expect(Color.green == Color(red: 0, green: 1, blue: 0))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(Color.cyan == Color(red: 0, green: 1, blue: 1))
        #expect(Color.magenta == Color(red: 1, green: 0, blue: 1))
        #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    }

    // MARK: Hex

    @Test func readsEveryHexForm() throws {
        let orange = [1, byte(0x88), 0, 1]
        #expect(try rgba("#ff8800") == orange)
        #expect(try rgba("#FF8800") == orange)
        #expect(try rgba("#f80") == orange)
        #expect(try rgba("#f808") == [1, byte(0x88), 0, byte(0x88)])
        #expect(try rgba("#ff880080") == [1, byte(0x88), 0, byte(0x80)])
        #expect(try rgba("0xff8800") == orange)
        #expect(try rgba("0XFF8800CC") == [1, byte(0x88), 0, byte(0xCC)])
        #expect(try rgba("ff8800") == orange)
        #expect(try rgba("ff880000") == [1, byte(0x88), 0, 0])
        #expect(try rgba(" \t#ff8800\n") == orange)
        #expect(try rgba("#123456") == [byte(0x12), byte(0x34), byte(0x56), 1])
    }

    @Test func hexErrorsSayWhatWasWrong() {
        #expect(
            errorDescription("#ff88zz") == """
                cannot read "#ff88zz" as Color at column 6: "z" is not a hex digit
                    #ff88zz
                         ^
                """)
        #expect(
            errorDescription("  #12345g") == """
                cannot read "  #12345g" as Color at column 9: "g" is not a hex digit
                      #12345g
                            ^
                """)
        #expect(
            errorDescription("#ffé000") == """
                cannot read "#ffé000" as Color at column 4: "é" is not a hex digit
                    #ffé000
                       ^
                """)
        #expect(
            errorDescription("#ff88f") == """
                cannot read "#ff88f" as Color: expected 3, 4, 6 or 8 hex digits after "#", got 5
                """)
        #expect(
            errorDescription("#") == """
                cannot read "#" as Color: expected 3, 4, 6 or 8 hex digits after "#", got 0
                """)
        #expect(
            errorDescription("0xfff") == """
                cannot read "0xfff" as Color: expected 6 or 8 hex digits after "0x", got 3
                """)
        #expect(
            errorDescription("#ff8800 ff") == """
                cannot read "#ff8800 ff" as Color at column 8: " " is not a hex digit
                    #ff8800 ff
                           ^
                """)
    }

    @Test func zeroXAndBareHexErrors() {
        #expect(
            errorDescription("0xff88zz") == """
                cannot read "0xff88zz" as Color at column 7: "z" is not a hex digit
                    0xff88zz
                          ^
                """)
        #expect(
            errorDescription("0x") == """
                cannot read "0x" as Color: expected 6 or 8 hex digits after "0x", got 0
                """)
        #expect(
            errorDescription("ff880") == """
                cannot read "ff880" as Color: unknown color name
                """)
        #expect(
            errorDescription("#ff(0)") == """
                cannot read "#ff(0)" as Color at column 4: "(" is not a hex digit
                    #ff(0)
                       ^
                """)
    }

    // MARK: Names

    @Test func cssNamesHaveCSSValues() throws {
        let expected: [String: UInt32] = [
            "aliceblue": 0xF0F8FF, "darkgray": 0xA9A9A9, "darkgrey": 0xA9A9A9, "lightgray": 0xD3D3D3,
            "gray": 0x808080, "green": 0x008000, "lime": 0x00FF00, "orange": 0xFFA500, "purple": 0x800080,
            "brown": 0xA52A2A, "rebeccapurple": 0x663399, "lightgoldenrodyellow": 0xFAFAD2,
            "mediumvioletred": 0xC71585, "navajowhite": 0xFFDEAD, "yellowgreen": 0x9ACD32, "tan": 0xD2B48C,
            "darkorchid": 0x9932CC, "palevioletred": 0xDB7093, "teal": 0x008080, "fuchsia": 0xFF00FF,
        ]
        for (name, hex) in expected {
            #expect(try Color(parsing: name) == Color(hex: hex), "\(name)")
        }
        #expect(try Color(parsing: "RebeccaPurple") == Color(hex: 0x663399))
        #expect(try Color(parsing: "  DARKGRAY ") == Color(hex: 0xA9A9A9))
        #expect(try Color(parsing: "transparent") == .clear)
        #expect(try Color(parsing: "Transparent") == .clear)
        #expect(try Color(parsing: "clear") == .clear)
        #expect(try Color(parsing: "CLEAR") == .clear)
    }

    @Test func uiKitNamesHaveUIKitValues() throws {
        let expected: [String: [Double]] = [
            "blackColor": [0, 0, 0, 1], "darkGrayColor": [1.0 / 3, 1.0 / 3, 1.0 / 3, 1],
            "lightGrayColor": [2.0 / 3, 2.0 / 3, 2.0 / 3, 1], "whiteColor": [1, 1, 1, 1],
            "grayColor": [0.5, 0.5, 0.5, 1], "redColor": [1, 0, 0, 1], "greenColor": [0, 1, 0, 1],
            "blueColor": [0, 0, 1, 1], "cyanColor": [0, 1, 1, 1], "yellowColor": [1, 1, 0, 1],
            "magentaColor": [1, 0, 1, 1], "orangeColor": [1, 0.5, 0, 1], "purpleColor": [0.5, 0, 0.5, 1],
            "brownColor": [0.6, 0.4, 0.2, 1], "clearColor": [0, 0, 0, 0],
        ]
        for (name, components) in expected {
            #expect(try rgba(name) == components, "\(name)")
            #expect(try rgba(name.uppercased()) == components, "\(name)")
            #expect(try rgba(name.lowercased()) == components, "\(name)")
        }
        #expect(try Color(parsing: "darkGrayColor") == .darkGray)
        #expect(try Color(parsing: "darkgray") != .darkGray)
    }

    @Test func unknownNamesSuggestTheClosestWithoutListingAll() {
        #expect(
            errorDescription("blu") == """
                cannot read "blu" as Color: unknown color name
                    did you mean "blue"?
                """)
        #expect(
            errorDescription("darkGrayColour") == """
                cannot read "darkGrayColour" as Color: unknown color name
                    did you mean "darkGrayColor"?
                """)
        #expect(
            errorDescription("fff") == """
                cannot read "fff" as Color: unknown color name; write "#fff" for a hex color
                """)
        #expect(
            errorDescription("") == """
                cannot read "" as Color: expected a color name, hex code or color function, got an empty string
                """)
        #expect(
            errorDescription(" \n ") == """
                cannot read " \n " as Color: expected a color name, hex code or color function, got an empty string
                """)
    }

    // MARK: rgb()

    @Test func readsRGBInBothSyntaxes() throws {
        let orange = [1, byte(136), 0, 1]
        #expect(try rgba("rgb(255, 136, 0)") == orange)
        #expect(try rgba("rgb(255 136 0)") == orange)
        #expect(try rgba("RGB( 255 ,136,  0 )") == orange)
        #expect(try rgba("rgba(255 136 0)") == orange)
        #expect(try rgba("rgb (255 136 0)") == orange)
        #expect(try rgba("rgba(255, 136, 0, 0.5)") == [1, byte(136), 0, 0.5])
        #expect(try rgba("rgb(255, 136, 0, 25%)") == [1, byte(136), 0, 0.25])
        #expect(try rgba("rgb(255 136 0 / 50%)") == [1, byte(136), 0, 0.5])
        #expect(try rgba("rgb(255 136 0/.5)") == [1, byte(136), 0, 0.5])
        #expect(try rgba("rgb(100% 50% 0%)") == [1, 0.5, 0, 1])
        #expect(try rgba("rgb(100%, 50%, 0%)") == [1, 0.5, 0, 1])
        #expect(try rgba("rgb(50% 127.5 0)") == [0.5, 0.5, 0, 1])
        #expect(try rgba("rgb(1e2 +25.5 -0)") == [byte(100), 0.1, 0, 1])
        #expect(try rgba("rgb(none 255 NONE / none)") == [0, 1, 0, 0])
    }

    @Test func clampsRGBAsCSSDoes() throws {
        #expect(try rgba("rgb(300 -20 0 / 1.5)") == [1, 0, 0, 1])
        #expect(try rgba("rgb(150% -5% 0% / -50%)") == [1, 0, 0, 0])
    }

    @Test func rgbErrorsPointAtTheArgument() {
        #expect(
            errorDescription("rgb(255 0)") == """
                cannot read "rgb(255 0)" as Color at column 10: expected 3 values, got 2
                    rgb(255 0)
                             ^
                """)
        #expect(
            errorDescription("rgb(1 2 3 4)") == """
                cannot read "rgb(1 2 3 4)" as Color at column 11: expected 3 values, got 4; write the alpha after "/"
                    rgb(1 2 3 4)
                              ^
                """)
        #expect(
            errorDescription("rgb(red 0 0)") == """
                cannot read "rgb(red 0 0)" as Color at column 5: expected a number or percentage for red, got "red"
                    rgb(red 0 0)
                        ^
                """)
        #expect(
            errorDescription("rgb(0 10px 0)") == """
                cannot read "rgb(0 10px 0)" as Color at column 7: expected a number or percentage for green, got "10px"
                    rgb(0 10px 0)
                          ^
                """)
        #expect(
            errorDescription("rgb(0 0 90deg)") == """
                cannot read "rgb(0 0 90deg)" as Color at column 9: expected a number or percentage for blue, got "90deg"
                    rgb(0 0 90deg)
                            ^
                """)
        #expect(
            errorDescription("rgb(0 0 0 / x)") == """
                cannot read "rgb(0 0 0 / x)" as Color at column 13: expected a number or percentage for alpha, got "x"
                    rgb(0 0 0 / x)
                                ^
                """)
        #expect(
            errorDescription("rgb(255 0 0) x") == """
                cannot read "rgb(255 0 0) x" as Color at column 14: unexpected text after ")"
                    rgb(255 0 0) x
                                 ^
                """)
    }

    @Test func slashAndAlphaErrors() {
        #expect(
            errorDescription("rgb(1 2 / 3)") == """
                cannot read "rgb(1 2 / 3)" as Color at column 9: expected 3 values before "/", got 2
                    rgb(1 2 / 3)
                            ^
                """)
        #expect(
            errorDescription("rgb(1 2 3 /)") == """
                cannot read "rgb(1 2 3 /)" as Color at column 12: expected an alpha value after "/"
                    rgb(1 2 3 /)
                               ^
                """)
        #expect(
            errorDescription("rgb(1 2 3 / 4 5)") == """
                cannot read "rgb(1 2 3 / 4 5)" as Color at column 15: expected one alpha value after "/", got 2
                    rgb(1 2 3 / 4 5)
                                  ^
                """)
        #expect(
            errorDescription("rgb(1 2 3 / 4 / 5)") == """
                cannot read "rgb(1 2 3 / 4 / 5)" as Color at column 15: unexpected second "/"
                    rgb(1 2 3 / 4 / 5)
                                  ^
                """)
    }

    @Test func commaSyntaxRulesFollowCSS() {
        #expect(
            errorDescription("rgb(255, 0 0)") == """
                cannot read "rgb(255, 0 0)" as Color at column 12: expected "," between values; commas and spaces \
                cannot be mixed
                    rgb(255, 0 0)
                               ^
                """)
        #expect(
            errorDescription("rgb(255 0 0, 1)") == """
                cannot read "rgb(255 0 0, 1)" as Color at column 9: expected "," between values; commas and spaces \
                cannot be mixed
                    rgb(255 0 0, 1)
                            ^
                """)
        #expect(
            errorDescription("rgb(255, 0, 0 / 0.5)") == """
                cannot read "rgb(255, 0, 0 / 0.5)" as Color at column 15: "/" is only allowed when values are \
                separated by spaces; use "," before the alpha
                    rgb(255, 0, 0 / 0.5)
                                  ^
                """)
        #expect(
            errorDescription("rgb(100%, 0, 0)") == """
                cannot read "rgb(100%, 0, 0)" as Color at column 11: expected a percentage for green, got "0" (comma \
                syntax cannot mix numbers and percentages)
                    rgb(100%, 0, 0)
                              ^
                """)
        #expect(
            errorDescription("rgb(0, none, 0)") == """
                cannot read "rgb(0, none, 0)" as Color at column 8: "none" is only allowed when values are separated \
                by spaces
                    rgb(0, none, 0)
                           ^
                """)
        #expect(
            errorDescription("rgb(1,,2,3)") == """
                cannot read "rgb(1,,2,3)" as Color at column 7: missing value before ","
                    rgb(1,,2,3)
                          ^
                """)
        #expect(
            errorDescription("rgb(1,2,3,)") == """
                cannot read "rgb(1,2,3,)" as Color at column 11: missing value after ","
                    rgb(1,2,3,)
                              ^
                """)
        #expect(
            errorDescription("rgba(1, 2, 3, 4, 5)") == """
                cannot read "rgba(1, 2, 3, 4, 5)" as Color at column 18: expected 3 values and an optional alpha, got 5
                    rgba(1, 2, 3, 4, 5)
                                     ^
                """)
        #expect(
            errorDescription("hsl(120, 100, 50%)") == """
                cannot read "hsl(120, 100, 50%)" as Color at column 10: expected a percentage for saturation, got \
                "100" (plain numbers need the space-separated syntax)
                    hsl(120, 100, 50%)
                             ^
                """)
        #expect(
            errorDescription("hwb(0, 0%, 0%)") == """
                cannot read "hwb(0, 0%, 0%)" as Color at column 6: hwb() does not accept commas; separate its values \
                with spaces
                    hwb(0, 0%, 0%)
                         ^
                """)
    }

    @Test func unknownFunctionsSuggestTheClosest() {
        #expect(
            errorDescription("rbg(1 2 3)") == """
                cannot read "rbg(1 2 3)" as Color at column 1: unknown color function "rbg"
                    rbg(1 2 3)
                    ^
                    did you mean "rgb()"?
                    valid values: rgb(), rgba(), hsl(), hsla(), hwb(), color()
                """)
    }

    // MARK: hsl(), hwb(), color()

    @Test func readsHSL() throws {
        #expect(try rgba("hsl(120 100% 25%)") == [0, 0.5, 0, 1])
        #expect(try rgba("hsl(120, 100%, 25%)") == [0, 0.5, 0, 1])
        #expect(try rgba("hsla(0, 100%, 50%, 0.5)") == [1, 0, 0, 0.5])
        #expect(try rgba("HSL(120 100 50 / 25%)") == [0, 1, 0, 0.25])
        #expect(try rgba("hsl(0.5turn 100% 50%)") == [0, 1, 1, 1])
        #expect(try rgba("hsl(200grad 100% 50%)") == [0, 1, 1, 1])
        #expect(try rgba("hsl(180DEG 100% 50%)") == [0, 1, 1, 1])
        #expect(try rgba("hsl(-120deg 100% 50%)") == [0, 0, 1, 1])
        #expect(try rgba("hsl(480 100% 50%)") == [0, 1, 0, 1])
        #expect(try rgba("hsl(none 0% 50%)") == [0.5, 0.5, 0.5, 1])
        #expect(try rgba("hsl(120 150% 50% / 2)") == [0, 1, 0, 1])
        #expect(try rgba("hsl(120 100% -10%)") == [0, 0, 0, 1])
        let radians = try Color(parsing: "hsl(3.141592653589793rad 100% 50%)")
        #expect(abs(radians.red) < 1e-12 && abs(radians.green - 1) < 1e-12 && abs(radians.blue - 1) < 1e-12)
    }

    @Test func hslErrors() {
        #expect(
            errorDescription("hsl(50% 100% 50%)") == """
                cannot read "hsl(50% 100% 50%)" as Color at column 5: expected a hue (a number, or an angle in deg, \
                rad, grad or turn), got "50%"
                    hsl(50% 100% 50%)
                        ^
                """)
        #expect(
            errorDescription("hsl(120 1deg 50%)") == """
                cannot read "hsl(120 1deg 50%)" as Color at column 9: expected a percentage or number for \
                saturation, got "1deg"
                    hsl(120 1deg 50%)
                            ^
                """)
    }

    @Test func readsHWB() throws {
        #expect(try rgba("hwb(0 0% 0%)") == [1, 0, 0, 1])
        #expect(try rgba("hwb(120 25% 25%)") == [0.25, 0.75, 0.25, 1])
        #expect(try rgba("hwb(120 25 25 / 0.5)") == [0.25, 0.75, 0.25, 0.5])
        #expect(try rgba("hwb(0 60% 60%)") == [0.5, 0.5, 0.5, 1])
        #expect(try rgba("hwb(none none 100%)") == [0, 0, 0, 1])
    }

    @Test func readsColorSRGB() throws {
        #expect(try rgba("color(srgb 1 0.5 0)") == [1, 0.5, 0, 1])
        #expect(try rgba("COLOR(SRGB 100% 50% 0% / 0.25)") == [1, 0.5, 0, 0.25])
        #expect(try rgba("color(srgb 2 -1 none / 50%)") == [1, 0, 0, 0.5])
        #expect(
            errorDescription("color()") == """
                cannot read "color()" as Color at column 7: expected a color space such as srgb
                    color()
                          ^
                """)
    }

    // MARK: stringRepresentation

    @Test func writesTheShortestExactForm() {
        #expect(Color(hex: 0xFF8800).stringRepresentation == "#ff8800")
        #expect(Color(red: 1, green: byte(136), blue: 0, alpha: byte(128)).stringRepresentation == "#ff880080")
        #expect(Color(hex: 0xFF8800, alpha: 0.5).stringRepresentation == "rgb(255 136 0 / 0.5)")
        #expect(Color.clear.stringRepresentation == "#00000000")
        #expect(Color.orange.stringRepresentation == "color(srgb 1 0.5 0)")
        #expect(
            Color(red: 0.1, green: 0.2, blue: 1e-5, alpha: 0.3).stringRepresentation
                == "color(srgb 0.1 0.2 1e-05 / 0.3)")
        #expect(Color.darkGray.stringRepresentation == "#555555")
        #expect(Color.lightGray.stringRepresentation == "#aaaaaa")
        #expect(Color(white: 0.3).stringRepresentation == "color(srgb 0.3 0.3 0.3)")
    }

    @Test func everyNameRoundTrips() throws {
        let names =
            ["transparent", "blackColor", "darkGrayColor", "lightGrayColor", "orangeColor", "brownColor"]
            + ["aliceblue", "rebeccapurple", "darkslategrey", "whitesmoke"]
        for name in names {
            let color = try Color(parsing: name)
            #expect(try Color(parsing: color.stringRepresentation) == color, "\(name)")
        }
    }

    @Test func randomColorsRoundTripExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let color = Color(
                red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                blue: .random(in: 0...1, using: &generator), alpha: .random(in: 0...1, using: &generator))
            #expect(try Color(parsing: color.stringRepresentation) == color, "\(color.stringRepresentation)")
        }
        for _ in 0..<2_000 {
            let bytes = UInt32.random(in: 0...UInt32.max, using: &generator)
            let alphas = [1, Double(bytes & 0xFF) / 255, .random(in: 0...1, using: &generator)]
            for alpha in alphas {
                let color = Color(hex: bytes >> 8, alpha: alpha)
                let text = color.stringRepresentation
                #expect(try Color(parsing: text) == color, "\(text)")
            }
        }
        for value in [0, 1, 0.5, 1e-300, .leastNonzeroMagnitude, .ulpOfOne, 1 - .ulpOfOne / 2, 0.1 + 0.2] as [Double] {
            let color = Color(red: value, green: value, blue: value, alpha: value)
            #expect(try Color(parsing: color.stringRepresentation) == color, "\(color.stringRepresentation)")
        }
    }

    @Test func parsedFunctionsRoundTrip() throws {
        let inputs = [
            "hsl(120 100% 25%)", "hsl(37 41% 59% / 0.3)", "hwb(200 13% 7%)", "rgb(12.5% 33% 99.9%)",
            "color(srgb 0.123 0.456 0.789 / 12%)", "rgb(1 2 3 / 0.004)",
        ]
        for input in inputs {
            let color = try Color(parsing: input)
            #expect(try Color(parsing: color.stringRepresentation) == color, "\(input)")
        }
    }
}
