/// A way to write a property's value into an archive and read it back: implement it once and name
/// it in ``ArchiveCoding(_:)-8mj5c``.
///
/// `Archived` is what the archive holds (a `String`, a number, or ``ArchiveValue`` to take whatever is
/// there); ``decode(_:)`` turns it into the property's value, or returns nil when it is not in the
/// form ``expectedArchive`` describes, and decoding throws the usual type mismatch naming the key path.
/// The coding applies to the property's value, to its wrapped value when it is optional, and to
/// each element of an array or dictionary property.
///
/// ```swift
/// /// Amounts archived as whole cents: 1.25 is written 125.
/// struct CentsCoding: ArchiveValueCoding {
///     var expectedArchive: String { "a whole number of cents" }
///     func decode(_ cents: Int) -> Decimal? { Decimal(cents) / 100 }
///     func encode(_ amount: Decimal) -> Int { NSDecimalNumber(decimal: amount * 100).intValue }
/// }
///
/// @AutoCodable struct Invoice {
///     @ArchiveCoding(CentsCoding()) var total: Decimal = 0
/// }
/// ```
///
/// An error thrown by ``decode(_:)`` or ``encode(_:)`` that is not an ``ArchiveError`` becomes
/// ``ArchiveError/invalidValue(keyPath:reason:)`` with the key path.
public protocol ArchiveValueCoding<Value> {
    /// The property's type, or the element type of an array or dictionary property.
    associatedtype Value
    /// What the archive holds for one value.
    associatedtype Archived: Codable

    /// What the archive should hold, with an article, as errors name it: "an ISO 8601 date".
    var expectedArchive: String { get }

    /// The value `archived` stands for, or nil when it is not in the expected form.
    func decode(_ archived: Archived) throws -> Value?

    /// What the archive holds for `value`.
    func encode(_ value: Value) throws -> Archived
}

/// The built-in strategies that ``ArchiveCoding(_:)-3fqxs`` names: how one property is written
/// and read.
///
/// ```swift
/// @AutoCodable struct Event {
///     @ArchiveCoding(.iso8601) var start = Date.distantPast        // "2024-05-01T09:30:00Z"
///     @ArchiveCoding(.millisecondsSince1970) var sent = Date.distantPast   // 1714555800000
///     @ArchiveCoding(.base64) var thumbnail = Data()                // "iVBORw0K…"
///     @ArchiveCoding(.string) var attendees = 0                     // "12"
///     @ArchiveCoding(.lenientNumber) var rating = 0.0               // 4, 4.5 or "4.5"
/// }
/// ```
public enum ArchiveValueStrategy: Sendable {
    /// A `Date` as ISO 8601 text in UTC, `2024-05-01T09:30:00Z`, with a fraction of a second when
    /// the date has one; reads an offset too (`+02:00`). See ``ISO8601DateCoding``.
    case iso8601
    /// A `Date` as a number of seconds since 1970-01-01T00:00:00Z, whole when the date is; reads
    /// whole and real numbers. See ``TimestampCoding``.
    case secondsSince1970
    /// A `Date` as a whole number of milliseconds since 1970-01-01T00:00:00Z; reads real numbers
    /// too. See ``TimestampCoding``.
    case millisecondsSince1970
    /// `Data` as base64 text in the standard alphabet, padded; reads it with or without padding,
    /// across lines. See ``Base64DataCoding``.
    case base64
    /// `Data` as hex text, two lowercase digits a byte; reads either case. See ``HexDataCoding``.
    case hex
    /// A number or `Bool` written as a string and read from one: `"12"`, `"2.5"`, `"true"` (a
    /// `Bool` reads `yes`, `no`, `1` and `0` too, in any case). See ``TextualValueCoding``.
    case string
    /// A number written as a number, read from a whole or real number or from a string of one:
    /// `1`, `1.0` and `"1"` all read as `1`. See ``LenientNumberCoding``.
    case lenientNumber
}
