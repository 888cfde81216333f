import DocumentReading

/// A length of time written with units from largest to smallest: `250ms`, `30s`, `1h30m`,
/// `1h 30m 15s`, `1.5s`, `2m`, `100us` (or `100µs`), `10ns`, `1d`. A plain number is seconds
/// (`30`, `0.25`), and a leading `-` makes the whole duration negative (`-1h30m`).
///
/// A number may have as many decimal places as it likes: they count down to the attosecond, the
/// resolution of `Duration` itself (`0.3333333333333333333h` is 1199.99999999999999988 s), and finer
/// places are dropped. The range is `Duration`'s whole seconds, `Int64`, so `-9223372036854775808ns`
/// reads as well as `9223372036854775807ns`.
///
/// Written back in the compact canonical form with whole units (`1h30m`, `1s500ms`, `0s`), which
/// reads back exactly.
///
/// ```swift
/// try Duration(parsing: "1h30m")          // .seconds(5400)
/// Duration.milliseconds(1500).stringRepresentation   // "1s500ms"
/// ```
extension Duration: StringCodable {
    public init(parsing string: String) throws {
        var reader = TextReader(string, expected: "Duration")
        guard !reader.isAtEnd else {
            throw reader.failure(wholeInput: "expected a duration such as 250ms, 30s or 1h30m")
        }
        let isNegative = reader.readSign()
        var total = Duration.zero
        var previousRank: Int?
        repeat {
            let (number, numberText) = try Self.readNumber(&reader)
            while reader.skip(" ") {}
            let unitStart = reader.position
            let unitName = reader.read(while: \.isLetter)
            let rank: Int
            let unit: DurationUnit
            if unitName.isEmpty, reader.isAtEnd, previousRank == nil {
                (rank, unit) = (3, DurationUnit.all[3])
            } else if let named = DurationUnit.named(unitName) {
                (rank, unit) = named
            } else {
                throw Self.unitFailure(unitName, after: numberText, at: unitStart, in: reader)
            }
            if let previousRank, rank <= previousRank {
                let previous = DurationUnit.all[previousRank].symbol
                throw reader.failure(
                    "\"\(unitName)\" cannot follow \"\(previous)\": units go from largest to smallest",
                    at: unitStart)
            }
            guard let part = unit.duration(of: number) else {
                throw reader.failure(wholeInput: "out of range for Duration")
            }
            total += part
            // `components` needs whole seconds within Int64, which reaches one further below zero.
            let limit = Duration(secondsComponent: .max, attosecondsComponent: 0) + .seconds(isNegative ? 2 : 1)
            guard total < limit else { throw reader.failure(wholeInput: "out of range for Duration") }
            previousRank = rank
            while reader.skip(" ") {}
        } while !reader.isAtEnd
        self = isNegative ? .zero - total : total
    }

    /// Reads `12` or `1.5`, returning the number and its text. Decimal places finer than a unit's
    /// attosecond are ignored, however many there are.
    private static func readNumber(_ reader: inout TextReader) throws -> (DurationNumber, String) {
        let start = reader.position
        let isDigit = { (character: Character) in character.digitValue(radix: 10) != nil }
        let wholeText = reader.read(while: isDigit)
        let fractionText = reader.skip(".") ? reader.read(while: isDigit) : ""
        guard !wholeText.isEmpty || !fractionText.isEmpty else { throw reader.notADigit(radix: 10) }
        // A magnitude, so that the one more unit below zero than above (`-9223372036854775808ns`) reads.
        guard let whole = wholeText.isEmpty ? 0 : UInt64(wholeText) else {
            throw reader.failure(wholeInput: "out of range for Duration")
        }
        let attoDigits = fractionText.prefix(18)
        let finerDigits = fractionText.dropFirst(18).prefix(18)
        let number = DurationNumber(
            whole: whole,
            fraction: Int64(attoDigits + String(repeating: "0", count: 18 - attoDigits.count)) ?? 0,
            finer: UInt64(finerDigits) ?? 0, finerDigitCount: finerDigits.count)
        return (number, reader.text(from: start))
    }

    private static func unitFailure(
        _ unitName: String, after number: String, at position: Int, in reader: TextReader
    ) -> StringCodingError {
        var error =
            unitName.isEmpty
            ? reader.failure("expected a unit after \"\(number)\"", at: position)
            : reader.failure("unknown unit \"\(unitName)\"", at: position)
        error.validValues = DurationUnit.validNames
        error.suggestion = DurationUnit.suggestion(for: unitName)
        return error
    }

    public var stringRepresentation: String {
        let (seconds, attoseconds) = components
        let isNegative = seconds < 0 || attoseconds < 0
        let wholeSeconds = seconds.magnitude
        let fraction = attoseconds.magnitude
        var text = isNegative ? "-" : ""
        let parts: [(UInt64, String)] = [
            (wholeSeconds / 86_400, "d"), (wholeSeconds % 86_400 / 3600, "h"), (wholeSeconds % 3600 / 60, "m"),
            (wholeSeconds % 60, "s"), (fraction / 1_000_000_000_000_000, "ms"),
            (fraction / 1_000_000_000_000 % 1000, "us"),
        ]
        for (value, symbol) in parts where value > 0 { text += "\(value)\(symbol)" }
        let nanoseconds = fraction / 1_000_000_000 % 1000
        let belowNanosecond = fraction % 1_000_000_000
        if belowNanosecond > 0 {
            let digits = Int(belowNanosecond).zeroPadded(toWidth: 9).reversed().drop { $0 == "0" }.reversed()
            text += "\(nanoseconds)." + String(digits) + "ns"
        } else if nanoseconds > 0 {
            text += "\(nanoseconds)ns"
        }
        return text == "" || text == "-" ? "0s" : text
    }
}
