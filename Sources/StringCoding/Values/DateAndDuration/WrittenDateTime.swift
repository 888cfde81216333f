import DocumentReading

/// A date and time as written in the text, before its time zone is applied: ISO 8601
/// (`2024-05-01`, `2024-05-01T10:20:30.5+02:00`) or the original StringCoding form with a zone
/// name after a space (`2012-03-04 05:06:07 GMT`).
struct WrittenDateTime {
    enum Zone: Equatable {
        /// Seconds east of UTC; date-only and zone-less text is UTC.
        case offset(seconds: Int)
        /// A zone name such as `GMT` or `PST`, at `position` in the reader's characters.
        case named(String, position: Int)
    }

    var date: GregorianDate
    var hour = 0
    var minute = 0
    var second = 0
    /// The digits after the decimal point of the seconds, as written.
    var fractionDigits = ""
    var zone = Zone.offset(seconds: 0)

    /// The seconds since midnight of the wall-clock time.
    var secondOfDay: Int { hour * 3600 + minute * 60 + second }

    init(reading reader: inout TextReader) throws {
        let yearStart = reader.position
        let isNegativeYear = reader.readSign()
        var year = 0
        var yearDigits = 0
        // Stopping at seven digits keeps the arithmetic far from overflow; six is the most allowed.
        while yearDigits < 7, let digit = reader.next?.digitValue(radix: 10) {
            year = year * 10 + digit
            yearDigits += 1
            reader.advance()
        }
        guard (4...6).contains(yearDigits) else {
            throw reader.failure("expected a four-digit year, as in 2024-05-01", at: yearStart)
        }
        date = GregorianDate(year: isNegativeYear ? -year : year, month: 1, day: 1)
        try Self.expect("-", after: "the year", in: &reader)
        let monthStart = reader.position
        date.month = try Self.readTwoDigits("month", in: &reader)
        guard (1...12).contains(date.month) else {
            throw reader.failure("month \(date.month) is not between 1 and 12", at: monthStart)
        }
        try Self.expect("-", after: "the month", in: &reader)
        let dayStart = reader.position
        date.day = try Self.readTwoDigits("day", in: &reader)
        let dayCount = GregorianDate.daysInMonth(date.month, year: date.year)
        guard (1...dayCount).contains(date.day) else {
            throw reader.failure("day \(date.day) is not between 1 and \(dayCount) for this month", at: dayStart)
        }
        guard !reader.isAtEnd else { return }
        guard reader.skip("T") || reader.skip("t") || reader.skip(" ") else {
            throw reader.failure("expected \"T\" or a space before the time")
        }
        try readTime(&reader)
        try readZone(&reader)
    }

    private mutating func readTime(_ reader: inout TextReader) throws {
        hour = try Self.readTwoDigits("hour", in: &reader, range: 0...23)
        try Self.expect(":", after: "the hour", in: &reader)
        minute = try Self.readTwoDigits("minute", in: &reader, range: 0...59)
        guard reader.skip(":") else { return }
        second = try Self.readTwoDigits("second", in: &reader, range: 0...59)
        guard reader.skip(".") || reader.skip(",") else { return }
        fractionDigits = reader.read { $0.digitValue(radix: 10) != nil }
        guard !fractionDigits.isEmpty else { throw reader.notADigit(radix: 10) }
    }

    private mutating func readZone(_ reader: inout TextReader) throws {
        let hasSpace = reader.next == " "
        while reader.skip(" ") {}
        guard let marker = reader.next else {
            if hasSpace { throw reader.failure("expected a time zone") }
            return
        }
        switch marker {
        case "Z", "z":
            reader.advance()
        case "+", "-":
            let sign = reader.readSign() ? -1 : 1
            let hours = try Self.readTwoDigits("offset hour", in: &reader, range: 0...23)
            var minutes = 0
            if !reader.isAtEnd {
                _ = reader.skip(":")
                minutes = try Self.readTwoDigits("offset minute", in: &reader, range: 0...59)
            }
            guard reader.isAtEnd else { throw reader.failure("unexpected text after the offset") }
            zone = .offset(seconds: sign * (hours * 3600 + minutes * 60))
        default:
            guard hasSpace else {
                throw reader.failure("expected \"Z\", an offset such as +02:00, or a space and a time zone name")
            }
            let start = reader.position
            reader.advance(by: reader.characters.count)
            zone = .named(reader.text(from: start), position: start)
        }
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the time zone") }
    }

    private static func expect(_ separator: Character, after part: String, in reader: inout TextReader) throws {
        guard reader.skip(separator) else { throw reader.failure("expected \"\(separator)\" after \(part)") }
    }

    private static func readTwoDigits(
        _ part: String, in reader: inout TextReader, range: ClosedRange<Int>? = nil
    ) throws -> Int {
        let start = reader.position
        var value = 0
        for _ in 0..<2 {
            guard let digit = reader.next?.digitValue(radix: 10) else {
                throw reader.failure("expected a two-digit \(part)")
            }
            value = value * 10 + digit
            reader.advance()
        }
        if let range, !range.contains(value) {
            throw reader.failure(
                "\(part) \(value) is not between \(range.lowerBound) and \(range.upperBound)", at: start)
        }
        return value
    }
}
