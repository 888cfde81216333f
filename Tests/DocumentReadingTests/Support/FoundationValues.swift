import Foundation
import OrderedCollections

@testable import DocumentReading

// Converting between `ArchiveValue` and the objects Foundation's property list and JSON APIs take
// and return, to compare the readers and writers with Foundation's.

/// The value with every dictionary's keys sorted, to compare with readers that do not keep order.
func sortedKeys(_ value: ArchiveValue) -> ArchiveValue {
    switch value {
    case .array(let elements):
        return .array(elements.map(sortedKeys))
    case .dictionary(let members):
        var sorted = OrderedDictionary<String, ArchiveValue>()
        for key in members.keys.sorted() { sorted[key] = members[key].map(sortedKeys) }
        return .dictionary(sorted)
    default:
        return value
    }
}

/// The value as Foundation's property list and JSON APIs take it.
func foundationObject(_ value: ArchiveValue) -> Any {
    switch value {
    case .string(let string): return string
    case .integer(let integer): return Int(integer)
    case .unsignedInteger(let integer): return integer
    case .real(let real): return real
    case .bool(let bool): return bool
    case .date(let date): return date
    case .data(let data): return data
    case .array(let elements): return elements.map(foundationObject)
    case .dictionary(let members):
        var dictionary: [String: Any] = [:]
        for (key, member) in members { dictionary[key] = foundationObject(member) }
        return dictionary
    case .null: return NSNull()
    case .uid(let reference): return ["CF$UID": Int(reference)]
    }
}

/// A value that Foundation's property list or JSON API returned, with dictionaries in sorted key
/// order. On Linux numbers come back as NSNumber, told apart by their Objective-C type code.
func archiveValue(fromFoundation object: Any) -> ArchiveValue? {
    if type(of: object) == Bool.self, let bool = object as? Bool { return .bool(bool) }
    if let number = object as? NSNumber, type(of: object) != String.self {
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "d", "f": return .real(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        default: return .integer(number.int64Value)
        }
    }
    switch object {
    case let string as String: return .string(string)
    case let date as Date: return .date(date)
    case let data as Data: return .data(data)
    case let array as [Any]:
        var elements: [ArchiveValue] = []
        for element in array {
            guard let value = archiveValue(fromFoundation: element) else { return nil }
            elements.append(value)
        }
        return .array(elements)
    case let dictionary as [String: Any]:
        var members = OrderedDictionary<String, ArchiveValue>()
        for key in dictionary.keys.sorted() {
            guard let member = dictionary[key], let value = archiveValue(fromFoundation: member) else { return nil }
            members[key] = value
        }
        return .dictionary(members)
    default:
        return nil
    }
}
