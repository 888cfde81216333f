import DocumentReading

extension Color: StringCodable {
    /// Reads a color written the CSS way, as a UIKit color name, or as `0x` hex.
    ///
    /// Accepted, case-insensitively and with surrounding whitespace ignored:
    /// - the 148 CSS named colors with CSS's values, and `transparent` (also written `clear`, as the
    ///   original StringCoding did);
    /// - UIKit's names with a `Color` suffix, with UIKit's values (see ``Color`` for the names
    ///   whose CSS and UIKit values differ: `darkgray` is not `darkGrayColor`);
    /// - `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, and `0xrrggbb`, `0xrrggbbaa` (alpha last, as in CSS);
    /// - `rrggbb` or `rrggbbaa` without `#`, as StringCoding always accepted, when the text is not
    ///   also a color name (no CSS name is 6 or 8 hex letters today, but a name would win);
    /// - `rgb()`, `hsl()`, `hwb()` and `color(srgb …)` in space syntax with an optional `/ alpha`,
    ///   and `rgb()`, `hsl()` in the legacy comma syntax; `rgba()` and `hsla()` are aliases.
    ///   Channels are numbers or percentages (`rgb(100% 50% 0%)` is `rgb(255 127.5 0)`), hues are
    ///   degrees or take `deg`, `rad`, `grad` or `turn`, `none` is 0, and out-of-range values are
    ///   clamped as CSS specifies, numbers beyond `Double`'s range (`1e310`) included;
    /// - `calc()` in any argument, with numbers, percentages, angles, the constants `e`, `pi`,
    ///   `infinity`, `-infinity` and `NaN`, `+ - * /` and parentheses: an infinite result clamps
    ///   to the channel's range, NaN is 0, and an infinite or NaN hue is 0 degrees, as CSS specifies;
    /// - CSS comments (`/* … */`) wherever whitespace may stand; a function left open at the end is
    ///   closed there, as in CSS (`rgb(1 2 3` is `rgb(1 2 3)`).
    ///
    /// Anything else throws a ``StringCodingError`` that points at the problem. Colors outside sRGB
    /// (`lab()`, `oklch()`, `color(display-p3 …)`, …), `currentcolor`, system colors such as
    /// `Canvas`, relative colors and an unclosed comment get an error that names them as unsupported.
    ///
    /// ```swift
    /// try Color(parsing: "rebeccapurple")
    /// try Color(parsing: "#f80")
    /// try Color(parsing: "rgb(255 136 0 / 50%)")
    /// try Color(parsing: "hsla(30, 100%, 50%, 0.5)")
    /// try Color(parsing: "hwb(0.5turn 10% 20%)")
    /// try Color(parsing: "rgb(calc(255 / 2) 0 0 / calc(infinity))")   // alpha 1
    /// try Color(parsing: "lightGrayColor")
    /// ```
    public init(parsing string: String) throws {
        if let color = ColorParser.plainHexColor(string) {
            self = color
            return
        }
        self = try ColorParser(string).parse()
    }

    /// The color as `#rrggbb` or `#rrggbbaa` when every component is exactly a multiple of 1/255,
    /// as `rgb(r g b / alpha)` when only the alpha is not, and otherwise as
    /// `color(srgb r g b / alpha)` with each component's shortest exact decimal form, so that
    /// parsing it gives back an equal color. The alpha is left out when it is 1.
    ///
    /// ```swift
    /// Color(hex: 0xFF8800).stringRepresentation                 // "#ff8800"
    /// Color(hex: 0xFF8800, alpha: 0.5).stringRepresentation     // "rgb(255 136 0 / 0.5)"
    /// Color.darkGray.stringRepresentation                      // "#555555": 1/3 is exactly 85/255
    /// Color(red: 0.3, green: 0.6, blue: 0.9).stringRepresentation   // "color(srgb 0.3 0.6 0.9)"
    /// ```
    public var stringRepresentation: String {
        guard let redByte = Self.exactByte(red), let greenByte = Self.exactByte(green),
            let blueByte = Self.exactByte(blue)
        else {
            let channels = [red, green, blue].map(NumberTuple.shortestDescription).joined(separator: " ")
            let alphaPart = alpha == 1 ? "" : " / \(NumberTuple.shortestDescription(alpha))"
            return "color(srgb \(channels)\(alphaPart))"
        }
        if alpha == 1 {
            return Self.hex([redByte, greenByte, blueByte])
        }
        if let alphaByte = Self.exactByte(alpha) {
            return Self.hex([redByte, greenByte, blueByte, alphaByte])
        }
        return "rgb(\(redByte) \(greenByte) \(blueByte) / \(NumberTuple.shortestDescription(alpha)))"
    }

    /// `n` when `component` is exactly `n / 255`, the value parsing `n` in hex gives.
    private static func exactByte(_ component: Double) -> UInt8? {
        let scaled = (component * 255).rounded()
        guard scaled >= 0, scaled <= 255 else { return nil }
        let byte = UInt8(scaled)
        return Double(byte) / 255 == component ? byte : nil
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        "#" + bytes.map { TextUTF8.hex(UInt32($0), digits: 2, uppercase: false) }.joined()
    }
}
