import KeyCoding

extension ColorParser {
    /// `rgb()`, `rgba()`, `hsl()`, `hsla()`, `hwb()` or `color(srgb …)`, with values clamped to
    /// their valid ranges as CSS specifies.
    func functionColor() throws -> Color {
        let call = try functionCall()
        let (red, green, blue) = try rgbComponents(of: call)
        let alpha = try call.alpha.map { try unitValue($0, named: "alpha", in: call) } ?? 1
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    private func rgbComponents(of call: ColorFunctionCall) throws -> (Double, Double, Double) {
        let arguments = call.components
        switch call.name {
        case "rgb", "rgba":
            let channels = try rgbChannels(call)
            return (channels[0], channels[1], channels[2])
        case "hsl", "hsla":
            return Color.rgb(
                hue: try hueValue(arguments[0], in: call),
                saturation: try fraction(arguments[1], named: "saturation", in: call),
                lightness: try fraction(arguments[2], named: "lightness", in: call))
        case "hwb":
            return Color.rgb(
                hue: try hueValue(arguments[0], in: call),
                whiteness: try fraction(arguments[1], named: "whiteness", in: call),
                blackness: try fraction(arguments[2], named: "blackness", in: call))
        default:
            let channels = try srgbChannels(call)
            return (channels[0], channels[1], channels[2])
        }
    }

    /// The argument read as a CSS value, or an error saying what `expected` at its position.
    private func value(
        _ argument: ColorFunctionCall.Argument, in call: ColorFunctionCall, expected: String
    )
        throws -> CSSValue
    {
        if argument.isCalculation {
            return try calcValue(argument)
        }
        guard let value = CSSValue(argument.text) else {
            throw mismatch(argument, expected: expected)
        }
        if value == .none, call.usesCommas {
            throw error("\"none\" is only allowed when values are separated by spaces", at: argument.offset)
        }
        return value
    }

    /// An error saying what `argument` should have been.
    private func mismatch(_ argument: ColorFunctionCall.Argument, expected: String) -> StringCodingError {
        error("expected \(expected), got \"\(argument.text)\"", at: argument.offset)
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
                throw mismatch(argument, expected: "a number or percentage for \(channel)")
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
        try zip(call.components, Self.channelNames).map { try unitValue($0, named: $1, in: call) }
    }

    /// A color(srgb …) channel or an alpha: a number 0–1 or a percentage.
    private func unitValue(
        _ argument: ColorFunctionCall.Argument, named name: String, in call: ColorFunctionCall
    ) throws -> Double {
        switch try value(argument, in: call, expected: "a number or percentage for \(name)") {
        case .number(let number): return Color.clamped(number)
        case .percentage(let percent): return Color.clamped(percent / 100)
        case .none: return 0
        case .angle:
            throw mismatch(argument, expected: "a number or percentage for \(name)")
        }
    }

    /// A hue in degrees, in 0..<360.
    private func hueValue(_ argument: ColorFunctionCall.Argument, in call: ColorFunctionCall) throws -> Double {
        let expected = "a hue (a number, or an angle in deg, rad, grad or turn)"
        let degrees: Double
        switch try value(argument, in: call, expected: expected) {
        case .number(let number), .angle(let number): degrees = number
        case .none: degrees = 0
        case .percentage: throw mismatch(argument, expected: expected)
        }
        // An infinite or NaN hue (from calc(), or a number beyond Double's range) is 0, as CSS specifies.
        guard degrees.isFinite else { return 0 }
        let turn = degrees.truncatingRemainder(dividingBy: 360)
        return turn < 0 ? turn + 360 : turn
    }

    /// Saturation, lightness, whiteness or blackness as 0...1: a percentage, or in space syntax
    /// also a number where 100 means 100%.
    private func fraction(
        _ argument: ColorFunctionCall.Argument, named name: String, in call: ColorFunctionCall
    )
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
            throw mismatch(argument, expected: expected)
        }
    }
}
