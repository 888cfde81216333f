import DocumentReading
import Foundation

/// `@ArchiveCoding(.iso8601)`: a `Date` as ISO 8601 text in UTC.
///
/// Writes `2024-05-01T09:30:00Z`, with as many digits of a fraction of a second as reading it back
/// needs (`…:00.25Z`), as AutoCoding writes dates in JSON; reads that form and the same with an offset
/// from UTC instead of `Z` (`2024-05-01T11:30:00+02:00`). Years run from 0000 to 9999.
///
/// ```swift
/// @AutoCodable struct Event {
///     @ArchiveCoding(.iso8601) var start = Date.distantPast
/// }
/// ```
public struct ISO8601DateCoding: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String { "an ISO 8601 date" }

    public func decode(_ archived: String) -> Date? { ArchiveDateText.date(fromISO8601: archived) }

    public func encode(_ value: Date) throws -> String {
        guard let text = ArchiveDateText.string(from: value) else {
            throw ArchiveError.invalidValue(
                keyPath: "",
                reason: "the date \(value.timeIntervalSince1970) seconds since 1970 is outside the years 0000 to 9999 "
                    + "that ISO 8601 text holds")
        }
        return text
    }
}

/// `@ArchiveCoding(.secondsSince1970)` and `@ArchiveCoding(.millisecondsSince1970)`: a `Date` as a
/// number of seconds or milliseconds since 1970-01-01T00:00:00Z.
///
/// Seconds are written as a whole number when the date is whole, else as a real number;
/// milliseconds always as a whole number, rounded. Both read whole and real numbers.
///
/// ```swift
/// @AutoCodable struct Message {
///     @ArchiveCoding(.millisecondsSince1970) var sent = Date.distantPast   // 1714555800000
/// }
/// ```
public struct TimestampCoding: ArchiveValueCoding, Sendable {
    /// How long one unit of the archived number is.
    public enum Unit: Sendable {
        case seconds, milliseconds
    }

    public let unit: Unit

    public init(_ unit: Unit) { self.unit = unit }

    public var expectedArchive: String {
        unit == .seconds ? "a number of seconds since 1970" : "a number of milliseconds since 1970"
    }

    @usableFromInline var unitsPerSecond: Double { unit == .seconds ? 1 : 1000 }

    @inlinable
    public func decode(_ archived: ArchiveValue) -> Date? {
        archived.floatingPoint(Double.self, readingText: false).map { Date(timeIntervalSince1970: $0 / unitsPerSecond) }
    }

    public func encode(_ value: Date) throws -> ArchiveValue {
        let units = value.timeIntervalSince1970 * unitsPerSecond
        let whole = units.rounded()
        if (unit == .milliseconds || whole == units), let number = Int64(exactly: whole) { return .integer(number) }
        guard unit == .seconds, units.isFinite else {
            throw ArchiveError.invalidValue(
                keyPath: "",
                reason: "the date \(value.timeIntervalSince1970) seconds since 1970 is beyond the whole numbers of "
                    + "milliseconds that an archive holds")
        }
        return .real(units)
    }
}
