import DocumentReading
import Foundation
import OrderedCollections
import StringCoding

/// A JSON value whose objects keep their keys in order, for a JSON Schema that reads in the order
/// the type declares its properties; written by DocumentReading's JSON writer (``archiveValue``).
enum ConfigJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([ConfigJSON])
    case object([Member])

    struct Member: Sendable, Equatable {
        var key: String
        var value: ConfigJSON
    }

    /// A value as a configuration file writes it: numbers and booleans as themselves, lists and
    /// dictionaries of such values, and anything with a string form (``StringEncodable``, `URL`) as
    /// text; nil for a value with no written form (a struct) and for `nil`.
    init?(value: Any) {
        switch value {
        case let optional as any ConfigOptionalValue:
            guard let wrapped = optional.wrappedValue, let json = ConfigJSON(value: wrapped) else { return nil }
            self = json
        case is any SecretValue: return nil
        case let flag as Bool: self = .bool(flag)
        case let text as String: self = .string(text)
        case let url as URL: self = .string(url.isFileURL ? url.path : url.absoluteString)
        case let list as [Any]:
            let elements = list.compactMap { ConfigJSON(value: $0) }
            guard elements.count == list.count else { return nil }
            self = .array(elements)
        case let set as any ConfigSetValue:
            guard let elements = ConfigJSON(value: set.elements), case .array(let array) = elements else { return nil }
            self = .array(array.sorted { $0.text < $1.text })
        case let dictionary as [String: Any]:
            let members = dictionary.keys.sorted().compactMap { key in
                dictionary[key].flatMap { ConfigJSON(value: $0) }.map { Member(key: key, value: $0) }
            }
            guard members.count == dictionary.count else { return nil }
            self = .object(members)
        default:
            if let number = Self.number(from: value) {
                self = number
            } else if let encodable = value as? any StringEncodable {
                self = .string(encodable.stringRepresentation)
            } else {
                return nil
            }
        }
    }

    /// An integer or floating-point value as a JSON number.
    static func number(from value: Any) -> ConfigJSON? {
        switch value {
        case let integer as any BinaryInteger: Int(exactly: integer).map(ConfigJSON.integer)
        case let floating as any BinaryFloatingPoint: .number(Double(floating))
        case let decimal as Decimal: .number(NSDecimalNumber(decimal: decimal).doubleValue)
        default: nil
        }
    }

    /// The value as help text shows it: text as written (`""` when empty), lists in brackets.
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let integer): String(integer)
        case .number(let number): Self.numberText(number)
        case .string(let text): text.isEmpty ? "\"\"" : text
        case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value as DocumentReading's JSON writer takes it.
    var archiveValue: ArchiveValue {
        switch self {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .integer(let integer): .integer(Int64(integer))
        case .number(let number): .real(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.archiveValue))
        case .object(let members):
            .dictionary(OrderedDictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value.archiveValue) }))
        }
    }

    /// `8080`, `0.5`: a whole number without `.0`, as JSON and YAML write it.
    private static func numberText(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

}

/// Any `Optional`, to look inside without knowing its wrapped type.
protocol ConfigOptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: ConfigOptionalValue {
    var wrappedValue: Any? { self.map { $0 as Any } }
}

/// Any `Set`, whose elements are written sorted, since a set has no order.
protocol ConfigSetValue {
    var elements: [Any] { get }
}

extension Set: ConfigSetValue {
    var elements: [Any] { map { $0 as Any } }
}
