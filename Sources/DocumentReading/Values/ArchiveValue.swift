import Foundation
import OrderedCollections

/// One value of an archive: what every format reads into and writes from.
///
/// The readers of all formats produce this tree, the writers consume it, and `@AutoCodable` types
/// are encoded into it and decoded from it. Dictionaries keep their keys in order.
///
/// ```swift
/// let value: ArchiveValue = .dictionary(["title": .string("Groceries"), "count": .integer(3)])
/// ```
public enum ArchiveValue: Sendable, Hashable {
    case string(String)
    /// A whole number that fits `Int64`.
    case integer(Int64)
    /// A whole number above `Int64.max` (binary property lists store these in 16 bytes).
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([ArchiveValue])
    case dictionary(OrderedDictionary<String, ArchiveValue>)
    /// JSON's `null`, and `NSNull` in keyed archives; property lists have no null.
    case null
    /// A reference to an object of an `NSKeyedArchiver` archive (`CF$UID`); only keyed archives use it.
    case uid(UInt64)
}

extension ArchiveValue {
    /// The kind of value, as error messages name it ("a string", "a dictionary", …).
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer, .unsignedInteger: "an integer"
        case .real: "a real number"
        case .bool: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .null: "null"
        case .uid: "an object reference"
        }
    }
}

extension ArchiveValue {
    /// A whole number in the tree's form: `.integer` when it fits `Int64`, else `.unsignedInteger`
    /// (which holds up to `UInt64.max`; larger numbers are cut to their low 64 bits).
    ///
    /// ```swift
    /// ArchiveValue(integer: UInt64.max)   // .unsignedInteger(18446744073709551615)
    /// ```
    @inlinable
    package init<Integer: BinaryInteger>(integer: Integer) {
        if let signed = Int64(exactly: integer) {
            self = .integer(signed)
        } else {
            self = .unsignedInteger(UInt64(truncatingIfNeeded: integer))
        }
    }

    /// The whole number `magnitude` with a sign, as readers of decimal text get it: nil when it is
    /// negative beyond `Int64.min`.
    @inline(__always)
    init?(magnitude: UInt64, negative: Bool) {
        guard negative else {
            self.init(integer: magnitude)
            return
        }
        guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
        self = .integer(Int64(bitPattern: 0 &- magnitude))  // two's complement: Int64.min too
    }
}
