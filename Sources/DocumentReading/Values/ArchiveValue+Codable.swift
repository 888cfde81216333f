import Foundation
import OrderedCollections

/// An archive value is itself `Codable`, so that a custom `ArchiveValueCoding` (AutoCoding) can take whatever
/// the archive holds at a key and decide what it accepts. AutoCoding's decoder hands the value over
/// as it is; other decoders are asked for each kind in turn.
///
/// ```swift
/// struct Cents: ArchiveValueCoding {   // reads 125 and "1.25" alike
///     func decode(_ archived: ArchiveValue) -> Int? { … }
/// }
/// ```
extension ArchiveValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let scalar = Self.scalar(in: container) {
                self = scalar
                return
            }
        }
        if var elements = try? decoder.unkeyedContainer() {
            var values: [ArchiveValue] = []
            while !elements.isAtEnd { values.append(try elements.decode(ArchiveValue.self)) }
            self = .array(values)
            return
        }
        let container = try decoder.container(keyedBy: AnyArchiveKey.self)
        var dictionary: OrderedDictionary<String, ArchiveValue> = [:]
        for key in container.allKeys {
            dictionary[key.stringValue] = try container.decode(ArchiveValue.self, forKey: key)
        }
        self = .dictionary(dictionary)
    }

    /// The scalar a decoder that does not know `ArchiveValue` holds, trying the kinds in an order
    /// where none is mistaken for another (a number for a date, say).
    private static func scalar(in container: any SingleValueDecodingContainer) -> ArchiveValue? {
        if let flag = try? container.decode(Bool.self) { return .bool(flag) }
        if let number = try? container.decode(Int64.self) { return .integer(number) }
        if let number = try? container.decode(UInt64.self) { return .unsignedInteger(number) }
        if let number = try? container.decode(Double.self) { return .real(number) }
        if let text = try? container.decode(String.self) { return .string(text) }
        if let date = try? container.decode(Date.self) { return .date(date) }
        if let data = try? container.decode(Data.self) { return .data(data) }
        return nil
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .dictionary(let dictionary):
            var container = encoder.container(keyedBy: AnyArchiveKey.self)
            for (key, value) in dictionary { try container.encode(value, forKey: AnyArchiveKey(stringValue: key)) }
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let text): try container.encode(text)
            case .integer(let number): try container.encode(number)
            case .unsignedInteger(let number), .uid(let number): try container.encode(number)
            case .real(let number): try container.encode(number)
            case .bool(let flag): try container.encode(flag)
            case .date(let date): try container.encode(date)
            case .data(let data): try container.encode(data)
            case .null, .array, .dictionary: try container.encodeNil()
            }
        }
    }
}

/// Any string as a coding key: dictionaries of archive values in other coders.
private struct AnyArchiveKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
