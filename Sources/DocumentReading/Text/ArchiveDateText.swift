import Foundation

/// Dates as text: ISO 8601 in UTC, `yyyy-MM-ddTHH:mm:ss[.fraction]Z`, as JSON archives and XML
/// property lists store them.
///
/// The fraction has as few digits as reading the text back needs to give the identical `Date`
/// (compared with `==`): none for whole seconds, as Apple writes property lists, and up to the exact
/// decimal value of the date's sub-second part otherwise. Years run from 0000 to 9999 in the
/// proleptic Gregorian calendar (`Date.distantPast` is 0000-12-30).
///
/// ```swift
/// ArchiveDateText.string(from: Date(timeIntervalSinceReferenceDate: 0.25))  // "2001-01-01T00:00:00.25Z"
/// ArchiveDateText.date(from: "2001-01-01T00:00:00.25Z")                     // the same Date
/// ```
package enum ArchiveDateText {
    /// The text of `date`, or nil when it is not finite or lies outside the years 0000 to 9999.
    package static func string(from date: Date) -> String? {
        let time = date.timeIntervalSinceReferenceDate
        guard time.isFinite, time >= Double(earliestSecond), time < Double(latestSecond) + 1 else { return nil }
        let whole: Int64
        let fraction: String
        if time >= 0 {
            let floor = time.rounded(.down)
            whole = Int64(floor)
            fraction = shortestFraction(of: time, whole: whole, exactFraction: time - floor) { $0 }
        } else {
            // time - floor(time) is not exact for negative times (-1e-300 + 1 rounds to 1), but
            // |time| - floor(|time|) is: the text's fraction is its complement to one.
            let magnitude = -time
            let floor = magnitude.rounded(.down)
            if magnitude == floor {
                whole = -Int64(floor)
                fraction = ""
            } else {
                whole = -Int64(floor) - 1
                fraction = shortestFraction(of: time, whole: whole, exactFraction: magnitude - floor, complement)
            }
        }
        return text(whole: whole, fraction: fraction)
    }

    /// The date of `text` in the form `string(from:)` writes, or nil when `text` is not in that form or
    /// names no valid time (month 13, February 30, hour 24, second 60).
    package static func date<Text: StringProtocol>(from text: Text) -> Date? {
        let utf8 = text.utf8
        if let date = utf8.withContiguousStorageIfAvailable({ parse($0) }) { return date }
        return Array(utf8).withUnsafeBufferPointer { parse($0) }
    }

    /// The date of ISO 8601 text as APIs send it: the form `string(from:)` writes, or with an offset
    /// from UTC in place of `Z` (`2024-05-01T11:30:00+02:00`, `-0330`), or nil.
    package static func date(fromISO8601 text: String) -> Date? {
        if let date = date(from: text) { return date }
        let utf8 = Array(text.utf8)
        guard utf8.count > 6 else { return nil }
        let hasColon = utf8[utf8.count - 3] == UInt8(ascii: ":")
        let offsetStart = utf8.count - (hasColon ? 6 : 5)
        let sign = utf8[offsetStart]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = utf8[(offsetStart + 1)...].filter { $0 != UInt8(ascii: ":") }
        guard digits.count == 4, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else { return nil }
        let value = digits.map { Int($0 &- UInt8(ascii: "0")) }
        let (hours, minutes) = (value[0] * 10 + value[1], value[2] * 10 + value[3])
        guard hours < 24, minutes < 60,
            let local = date(from: String(decoding: utf8[..<offsetStart], as: UTF8.self) + "Z")
        else { return nil }
        let offset = Double(hours * 3600 + minutes * 60)
        return local.addingTimeInterval(sign == UInt8(ascii: "+") ? -offset : offset)
    }

    /// Seconds since 2001-01-01 of 0000-01-01T00:00:00Z and of 9999-12-31T23:59:59Z.
    static let earliestSecond = secondsSinceReferenceDate(of: GregorianDate(year: 0, month: 1, day: 1))
    static let latestSecond = secondsSinceReferenceDate(of: GregorianDate(year: 9999, month: 12, day: 31)) + 86399

    /// 2001-01-01, the reference date of `Date`, in days since 1970-01-01.
    private static let referenceDay: Int64 = 11323

    private static func secondsSinceReferenceDate(of date: GregorianDate) -> Int64 {
        (Int64(date.daysSince1970) - referenceDay) * 86400
    }

    // MARK: Writing

    private static func text(whole: Int64, fraction: String) -> String {
        let secondsOfDay = Int(((whole % 86400) + 86400) % 86400)
        let date = GregorianDate(daysSince1970: Int((whole - Int64(secondsOfDay)) / 86400 + referenceDay))
        return date.text(secondOfDay: secondsOfDay) + (fraction.isEmpty ? "" : "." + fraction) + "Z"
    }

    /// The fewest fraction digits that, after `whole`, read back as `time`: tries the shortest
    /// round-trip digits of `exactFraction` (an exact part of `time`) rounded to 1, 2, … places, and
    /// ends with all of them, which always read back (they are off by less than half a unit in the last
    /// place of `exactFraction`, which is at most a quarter of one of `time`). `transform` maps the
    /// digits of `exactFraction` to the digits the text holds.
    private static func shortestFraction(
        of time: Double, whole: Int64, exactFraction: Double, _ transform: ([UInt8]) -> [UInt8]
    ) -> String {
        guard exactFraction > 0 else { return "" }
        let all = plainDigits(of: exactFraction)
        for count in 1..<max(1, all.count) {
            guard let rounded = round(all, toDigits: count) else { continue }
            let candidate = transform(rounded)
            if Self.time(whole: whole, fraction: candidate) == time {
                return String(decoding: candidate, as: UTF8.self)
            }
        }
        return String(decoding: transform(all), as: UTF8.self)
    }

    /// The digits after "0." of `value` (0 < value < 1) in its shortest round-trip form, without
    /// exponent ("1e-07" gives "0000001").
    private static func plainDigits(of value: Double) -> [UInt8] {
        let text = Array(value.description.utf8)
        var mantissa: [UInt8] = []
        var exponent = 0
        var pointSeen = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                exponent += Int(String(decoding: text[(index + 1)...], as: UTF8.self)) ?? 0
                break
            }
            if byte == UInt8(ascii: ".") {
                pointSeen = true
            } else {
                if pointSeen { exponent -= 1 }
                mantissa.append(byte)
            }
            index += 1
        }
        // value = mantissa × 10^exponent; its digits after the point:
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: max(0, -exponent - mantissa.count))
        digits.append(contentsOf: mantissa.suffix(min(mantissa.count, max(0, -exponent))))
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return digits
    }

    /// `digits` rounded half up to `count` places, without trailing zeros; nil when rounding
    /// carries into the units (or leaves nothing).
    private static func round(_ digits: [UInt8], toDigits count: Int) -> [UInt8]? {
        var result = Array(digits.prefix(count))
        if digits.count > count && digits[count] >= UInt8(ascii: "5") {
            var index = result.count - 1
            while index >= 0 && result[index] == UInt8(ascii: "9") {
                result[index] = UInt8(ascii: "0")
                index -= 1
            }
            guard index >= 0 else { return nil }
            result[index] += 1
        }
        while result.last == UInt8(ascii: "0") { result.removeLast() }
        return result.isEmpty ? nil : result
    }

    /// 1 − 0.digits, as digits: each digit's complement to 9, the last one's to 10.
    private static func complement(_ digits: [UInt8]) -> [UInt8] {
        var result = digits.map { UInt8(ascii: "9") - ($0 - UInt8(ascii: "0")) }
        if let last = result.indices.last { result[last] += 1 }
        return result
    }

    // MARK: Reading

    /// The time of `whole` seconds plus 0.`fraction`, rounded once from the exact decimal value.
    private static func time(whole: Int64, fraction: [UInt8]) -> Double? {
        var fraction = fraction[...]
        while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard !fraction.isEmpty else { return Double(whole) }
        if whole >= 0 {
            return Double("\(whole)." + String(decoding: fraction, as: UTF8.self))
        }
        // whole + 0.f = −((|whole| − 1) + (1 − 0.f))
        let magnitude = Double("\(-(whole + 1))." + String(decoding: complement(Array(fraction)), as: UTF8.self))
        return magnitude.map { -$0 }
    }

    private static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= text.count else { return nil }
            var value = 0
            for _ in 0..<count {
                let digit = text[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
                index += 1
            }
            return value
        }
        func expect(_ character: Unicode.Scalar) -> Bool {
            guard index < text.count, text[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
            let second = number(2)
        else { return nil }
        guard (1...12).contains(month), (1...GregorianDate.daysInMonth(month, year: year)).contains(day), hour < 24,
            minute < 60, second < 60
        else { return nil }
        var fraction: [UInt8] = []
        if expect(".") {
            let start = index
            while index < text.count && text[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            guard index > start else { return nil }
            fraction = Array(text[start..<index])
        }
        guard expect("Z"), index == text.count else { return nil }
        let whole =
            secondsSinceReferenceDate(of: GregorianDate(year: year, month: month, day: day))
            + Int64(hour * 3600 + minute * 60 + second)
        return time(whole: whole, fraction: fraction).map { Date(timeIntervalSinceReferenceDate: $0) }
    }
}
