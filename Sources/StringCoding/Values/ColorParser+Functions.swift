import KeyCoding

extension ColorParser {
    /// `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()` or `color(srgb …)`, with values clamped to
    /// their valid ranges as CSS specifies.
    func functionColor() throws -> Color {
        let call = try functionCall()
        let alpha = try call.alpha.map { try alphaValue($0, in: call) } ?? 1
        switch call.name {
        case "rgb", "rgba":
            let channels = try rgbChannels(call)
            return Color(validRed: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        case "hsl", "hsla":
            let hue = try hueValue(call.components[0], in: call)
            let saturation = try fraction(call.components[1], named: "saturation", in: call)
            let lightness = try fraction(call.components[2], named: "lightness", in: call)
            let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, lightness: lightness)
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case "hwb":
            let hue = try hueValue(call.components[0], in: call)
            let whiteness = try fraction(call.components[1], named: "whiteness", in: call)
            let blackness = try fraction(call.components[2], named: "blackness", in: call)
            let (red, green, blue) = Self.rgb(hue: hue, whiteness: whiteness, blackness: blackness)
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        default:
            let channels = try srgbChannels(call)
            return Color(validRed: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
        }
    }

    /// The argument read as a CSS value, or an error saying what `expected` at its position.
    private func value(_ argument: ColorFunctionCall.Argument, in call: ColorFunctionCall, expected: String)
        throws -> CSSValue
    {
        guard let value = CSSValue(argument.text) else {
            throw error("expected \(expected), got \"\(argument.text)\"", at: argument.offset)
        }
        switch value {
        case .none:
            if call.usesCommas {
                throw error("\"none\" is only allowed when values are separated by spaces", at: argument.offset)
            }
        case .number(let number), .percentage(let number), .angle(let number):
            if !number.isFinite {
                throw error("\"\(argument.text)\" is out of range", at: argument.offset)
            }
        }
        return value
    }

    private static let channelNames = ["red", "green", "blue"]

    /// rgb() channels: numbers 0–255 or percentages; comma syntax forbids mixing the two.
    private func rgbChannels(_ call: ColorFunctionCall) throws -> [Double] {
        var firstWasPercentage: Bool?
        return try zip(call.components, Self.channelNames).map { argument, channel in
            let parsed = try value(argument, in: call, expected: "a number or percentage for \(channel)")
            let isPercentage: Bool
            let channelValue: Double
            switch parsed {
            case .number(let number): (isPercentage, channelValue) = (false, number / 255)
            case .percentage(let percent): (isPercentage, channelValue) = (true, percent / 100)
            case .none: (isPercentage, channelValue) = (false, 0)
            case .angle:
                throw error("expected a number or percentage for \(channel), got \"\(argument.text)\"", at: argument.offset)
            }
            if call.usesCommas, let firstWasPercentage, firstWasPercentage != isPercentage {
                throw error(
                    "expected a \(firstWasPercentage ? "percentage" : "number") for \(channel), got "
                        + "\"\(argument.text)\" (comma syntax cannot mix numbers and percentages)",
                    at: argument.offset)
            }
            firstWasPercentage = firstWasPercentage ?? isPercentage
            return Color.clamped(channelValue)
        }
    }

    /// color(srgb …) channels: numbers 0–1 or percentages.
    private func srgbChannels(_ call: ColorFunctionCall) throws -> [Double] {
        if let space = call.colorSpace, space.text.lowercased() != "srgb" {
            var unsupported = error(
                "unsupported color space \"\(space.text)\"; only srgb is supported", at: space.offset)
            unsupported.suggestion = closestMatch(to: String(space.text), in: ["srgb"])
            throw unsupported
        }
        return try zip(call.components, Self.channelNames).map { argument, channel in
            switch try value(argument, in: call, expected: "a number or percentage for \(channel)") {
            case .number(let number): return Color.clamped(number)
            case .percentage(let percent): return Color.clamped(percent / 100)
            case .none: return 0
            case .angle:
                throw error("expected a number or percentage for \(channel), got \"\(argument.text)\"", at: argument.offset)
            }
        }
    }

    private func alphaValue(_ argument: ColorFunctionCall.Argument, in call: ColorFunctionCall) throws -> Double {
        switch try value(argument, in: call, expected: "a number or percentage for alpha") {
        case .number(let number): return Color.clamped(number)
        case .percentage(let percent): return Color.clamped(percent / 100)
        case .none: return 0
        case .angle:
            throw error("expected a number or percentage for alpha, got \"\(argument.text)\"", at: argument.offset)
        }
    }

    /// A hue in degrees, in 0..<360.
    private func hueValue(_ argument: ColorFunctionCall.Argument, in call: ColorFunctionCall) throws -> Double {
        let expected = "a hue (a number, or an angle in deg, rad, grad or turn)"
        let degrees: Double
        switch try value(argument, in: call, expected: expected) {
        case .number(let number), .angle(let number): degrees = number
        case .none: degrees = 0
        case .percentage: throw error("expected \(expected), got \"\(argument.text)\"", at: argument.offset)
        }
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        return turn < 0 ? turn + 360 : turn
    }

    /// Saturation, lightness, whiteness or blackness as 0...1: a percentage, or in space syntax
    /// also a number where 100 means 100%.
    private func fraction(_ argument: ColorFunctionCall.Argument, named name: String, in call: ColorFunctionCall)
        throws -> Double
    {
        let expected = call.usesCommas ? "a percentage for \(name)" : "a percentage or number for \(name)"
        switch try value(argument, in: call, expected: expected) {
        case .percentage(let number): return Color.clamped(number / 100)
        case .number(let number) where !call.usesCommas: return Color.clamped(number / 100)
        case .none: return 0
        case .number:
            throw error(
                "expected a percentage for \(name), got \"\(argument.text)\" (plain numbers need the "
                    + "space-separated syntax)",
                at: argument.offset)
        case .angle:
            throw error("expected \(expected), got \"\(argument.text)\"", at: argument.offset)
        }
    }

    /// CSS Color 4's HSL to sRGB conversion; `hue` in degrees, the others in 0...1.
    static func rgb(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let amount = saturation * min(lightness, 1 - lightness)
            return lightness - amount * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// CSS Color 4's HWB to sRGB conversion: a pure hue mixed with white and black.
    static func rgb(hue: Double, whiteness: Double, blackness: Double) -> (Double, Double, Double) {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return (gray, gray, gray)
        }
        let pure = rgb(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.0 * scale + whiteness, pure.1 * scale + whiteness, pure.2 * scale + whiteness)
    }
}
