/// `@ArchiveCoding(.string)`: a number or `Bool` written as a string and read from one.
///
/// Writes the value's `description` (`"12"`, `"2.5"`, `"true"`); reads what the type's
/// `init(_: String)` reads, and for a `Bool` also `yes`, `no`, `1` and `0`, in any case.
///
/// ```swift
/// @AutoCodable struct Listing {
///     @ArchiveCoding(.string) var price = 0.0       // "19.99"
///     @ArchiveCoding(.string) var inStock = false   // "true"
/// }
/// ```
public struct TextualValueCoding<Value: LosslessStringConvertible & Codable>: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String { "\(article(String(describing: Value.self))) written as a string" }

    @inlinable
    public func decode(_ archived: String) -> Value? {
        if Value.self == Bool.self { return Bool(archivedText: archived) as? Value }
        return Value(archived)
    }

    @inlinable
    public func encode(_ value: Value) -> String { value.description }
}

/// `@ArchiveCoding(.lenientNumber)`: a number read from a whole or real number, or from a string
/// of one; written as a number.
///
/// `1`, `1.0` and `"1"` all read as `1`; an integer property rejects a number with a fraction
/// (`1.5`), as it does without the strategy.
///
/// ```swift
/// @AutoCodable struct Product {
///     @ArchiveCoding(.lenientNumber) var stock = 0   // 3, 3.0 or "3"
/// }
/// ```
public struct LenientNumberCoding<Number: LenientlyArchivedNumber>: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String {
        "\(article(String(describing: Number.self))) (a number, or a string of one)"
    }

    @inlinable
    public func decode(_ archived: ArchiveValue) -> Number? { Number(lenientlyArchived: archived) }

    @inlinable
    public func encode(_ value: Number) -> ArchiveValue { value.archiveValue }
}

/// The number types ``LenientNumberCoding`` reads: the standard library's integers, `Double` and
/// `Float`.
public protocol LenientlyArchivedNumber: Codable {
    /// The number `value` holds as a number or as text, or nil.
    init?(lenientlyArchived value: ArchiveValue)
    /// The number as an archive holds it.
    var archiveValue: ArchiveValue { get }
}

extension LenientlyArchivedNumber where Self: FixedWidthInteger {
    @inlinable
    public init?(lenientlyArchived value: ArchiveValue) {
        guard let number = value.integer(Self.self, readingText: true) else { return nil }
        self = number
    }

    @inlinable
    public var archiveValue: ArchiveValue { ArchiveValue(integer: self) }
}

extension LenientlyArchivedNumber where Self: BinaryFloatingPoint & LosslessStringConvertible {
    @inlinable
    public init?(lenientlyArchived value: ArchiveValue) {
        guard let number = value.floatingPoint(Self.self, readingText: true) else { return nil }
        self = number
    }

    @inlinable
    public var archiveValue: ArchiveValue { .real(Double(self)) }
}

extension Int: LenientlyArchivedNumber {}
extension Int8: LenientlyArchivedNumber {}
extension Int16: LenientlyArchivedNumber {}
extension Int32: LenientlyArchivedNumber {}
extension Int64: LenientlyArchivedNumber {}
extension UInt: LenientlyArchivedNumber {}
extension UInt8: LenientlyArchivedNumber {}
extension UInt16: LenientlyArchivedNumber {}
extension UInt32: LenientlyArchivedNumber {}
extension UInt64: LenientlyArchivedNumber {}
extension Double: LenientlyArchivedNumber {}
extension Float: LenientlyArchivedNumber {}

/// The value as it is: what `@LossyElements` uses on a property that names no strategy.
public struct UnconvertedCoding<Value: Codable>: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String { article(String(describing: Value.self)) }

    @inlinable
    public func decode(_ archived: Value) -> Value? { archived }

    @inlinable
    public func encode(_ value: Value) -> Value { value }
}
