/// Number spellings that a type's own parser refuses but a configuration file means: a real number
/// with an integral value for an integer property (a property list's `<real>87342345</real>`, YAML's
/// `1.0`, JSON's `1e3`), and YAML's `.inf`, `-.inf` and `.nan` for a floating-point one.
///
/// Tried only after the type's parser has failed, so a value it reads costs nothing more.
enum NumberSpellings {
    /// What `text` is as a `T`, when the spelling is one of these.
    enum Reading<T> {
        case value(T)
        /// A real number that is not a whole number, or one outside the integer type's range: why.
        case refused(String)
        /// Not one of these spellings: the parser's own error stands.
        case other
    }

    static func read<T>(_ text: String, as type: T.Type) -> Reading<T> {
        if let integer = T.self as? any FixedWidthInteger.Type { return readInteger(text, as: integer) }
        if let floating = T.self as? any BinaryFloatingPoint.Type { return readYAMLFloat(text, as: floating) }
        return .other
    }

    // MARK: Integers

    private static func readInteger<T>(_ text: String, as type: any FixedWidthInteger.Type) -> Reading<T> {
        guard let decimal = Decimal(text) else { return .other }
        let name = String(describing: type)
        guard let digits = decimal.integerDigits else {
            return .refused("\(text) is not a whole number; \(name) holds whole numbers only")
        }
        guard let value = integer(decimal.isNegative ? "-" + digits : digits, as: type) as? T else {
            return .refused("\(text) is outside the range of \(name) (\(type.minText)...\(type.maxText))")
        }
        return .value(value)
    }

    private static func integer<I: FixedWidthInteger>(_ digits: String, as type: I.Type) -> I? {
        I(digits, radix: 10)
    }

    /// A real number in decimal notation, kept as its digits so that no precision is lost.
    private struct Decimal {
        var isNegative: Bool
        /// Every digit, integer part then fraction, without leading zeros.
        var digits: [UInt8]
        /// The power of ten the digits are multiplied by.
        var exponent: Int

        /// Only the spellings of a real number: a `.` or an exponent is required, so that an integer
        /// the type refused (out of range) keeps the type's own error.
        init?(_ text: String) {
            var bytes = Substring(text).utf8[...]
            isNegative = bytes.first == UInt8(ascii: "-")
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            let integerPart = bytes.prefix(while: Self.isDigit)
            bytes = bytes.dropFirst(integerPart.count)
            var fraction: Substring.UTF8View.SubSequence = bytes.prefix(0)
            let hasPoint = bytes.first == UInt8(ascii: ".")
            if hasPoint {
                bytes = bytes.dropFirst()
                fraction = bytes.prefix(while: Self.isDigit)
                bytes = bytes.dropFirst(fraction.count)
            }
            var written = 0
            let hasExponent = bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E")
            if hasExponent {
                // More exponent digits than this is out of every integer type's range anyway.
                guard let value = Int(String(Substring(bytes.dropFirst()))), abs(value) < 10_000 else { return nil }
                written = value
                bytes = bytes.prefix(0)
            }
            guard bytes.isEmpty, hasPoint || hasExponent, !(integerPart.isEmpty && fraction.isEmpty) else {
                return nil
            }
            digits = Array((Array(integerPart) + Array(fraction)).drop { $0 == UInt8(ascii: "0") })
            exponent = written - fraction.count
        }

        /// The value's digits when it is a whole number; "0" for zero.
        var integerDigits: String? {
            var digits = digits
            var exponent = exponent
            while exponent < 0, digits.last == UInt8(ascii: "0") {
                digits.removeLast()
                exponent += 1
            }
            if digits.isEmpty { return "0" }
            guard exponent >= 0 else { return nil }
            // Longer than any integer type's digits: out of range, and not worth building.
            guard digits.count + exponent <= 40 else { return String(repeating: "9", count: 41) }
            return String(decoding: digits, as: UTF8.self) + String(repeating: "0", count: exponent)
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
    }

    // MARK: Floating point

    /// YAML's spellings of infinity and not-a-number.
    private static func readYAMLFloat<T>(_ text: String, as type: any BinaryFloatingPoint.Type) -> Reading<T> {
        guard let value = yamlFloat(text, as: type) as? T else { return .other }
        return .value(value)
    }

    private static func yamlFloat<F: BinaryFloatingPoint>(_ text: String, as type: F.Type) -> F? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": F.infinity
        case "-.inf", "-.Inf", "-.INF": -F.infinity
        case ".nan", ".NaN", ".NAN": F.nan
        default: nil
        }
    }
}

extension FixedWidthInteger {
    fileprivate static var minText: String { String(describing: min) }
    fileprivate static var maxText: String { String(describing: max) }
}
