import DocumentReading
import Foundation

/// ISO 8601 dates and times, and the original StringCoding form:
/// - `2024-05-01`: a date alone is midnight UTC;
/// - `2024-05-01T10:20:30Z`, `2024-05-01 10:20:30.250+02:00`: `T` or a space before the time,
///   seconds and their fraction optional, `Z` or an offset (`+02:00`, `+0200`, `+02`); without a
///   zone the time is UTC;
/// - `2012-03-04 05:06:07 GMT`, `2012-03-04 05:06:07 +0100`: a zone name or offset after a space;
/// - years past 9999 or before 0 with a sign and up to six digits (`+12345-01-01`), from -99999 to
///   99999 once in UTC.
///
/// Written back as ISO 8601 in UTC, with milliseconds only when they are not zero
/// (`2024-05-01T08:20:30.250Z`). Precision is the millisecond: a date read from text with at most
/// three decimals, or made from whole milliseconds since 1970
/// (`Date(timeIntervalSince1970: 1_714_521_600.123)`), reads back exactly equal; finer digits are
/// read but rounded to the millisecond when written.
///
/// ```swift
/// let date = try Date(parsing: "2012-03-04 05:06:07 GMT")
/// date.stringRepresentation    // "2012-03-04T05:06:07Z"
/// ```
extension Date: StringCodable {
    public init(parsing string: String) throws {
        var reader = TextReader(string, expected: "Date")
        guard !reader.isAtEnd else {
            throw reader.failure(wholeInput: "expected a date such as 2024-05-01 or 2024-05-01T10:20:30Z")
        }
        let written = try WrittenDateTime(reading: &reader)
        let zoneOffset: Int
        switch written.zone {
        case .offset(let seconds):
            zoneOffset = seconds
        case .named(let name, let position):
            guard let seconds = NamedTimeZoneReader.shared.offset(ofZoneNamed: name, at: written) else {
                throw reader.failure("unknown time zone \"\(name)\"", at: position)
            }
            zoneOffset = seconds
        }
        let secondsSince1970 = written.date.daysSince1970 * 86_400 + written.secondOfDay - zoneOffset
        guard Self.readableSeconds.contains(secondsSince1970) else {
            throw reader.failure(wholeInput: "out of range for Date (years -99999 to 99999 in UTC)")
        }
        // Whole milliseconds since 1970 are divided once from an exact integer, the way a date made
        // with `Date(timeIntervalSince1970: milliseconds / 1000)` is, so such dates read back equal.
        let millisecondDigits = written.fractionDigits.prefix(3) + String(repeating: "0", count: 3)
        let milliseconds = secondsSince1970 * 1000 + (Int(millisecondDigits.prefix(3)) ?? 0)
        var interval = Double(milliseconds) / 1000
        if written.fractionDigits.count > 3, let finer = Double("0.000" + written.fractionDigits.dropFirst(3)) {
            interval += finer
        }
        self.init(timeIntervalSince1970: interval)
    }

    public var stringRepresentation: String {
        let scaled = (timeIntervalSince1970 * 1000).rounded()
        // Beyond ±100 million years the calendar arithmetic would overflow; such dates never come from text.
        guard scaled.magnitude < 3e18, let milliseconds = Int(exactly: scaled) else { return description }
        let (days, millisecondOfDay) = Self.floorDivision(milliseconds, 86_400_000)
        let millisecond = millisecondOfDay % 1000
        let text = GregorianDate(daysSince1970: days).text(secondOfDay: millisecondOfDay / 1000)
        return text + (millisecond == 0 ? "" : "." + millisecond.zeroPadded(toWidth: 3)) + "Z"
    }

    /// The instants text may name: years -99999 through 99999 in UTC. Within them a `Date`, a `Double`
    /// of seconds, still tells milliseconds apart, and the written year reads back.
    private static let readableSeconds: Range<Int> = {
        let first = GregorianDate(year: -99_999, month: 1, day: 1)
        let end = GregorianDate(year: 100_000, month: 1, day: 1)
        return first.daysSince1970 * 86_400..<end.daysSince1970 * 86_400
    }()

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
