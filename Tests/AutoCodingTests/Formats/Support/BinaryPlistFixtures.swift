import Foundation
import OrderedCollections

@testable import AutoCoding

/// Helpers for the binary property list tests.
enum BinaryPlistFixtures {
    /// Lays out a binary property list from raw object encodings, so tests can craft any file:
    /// objects follow the signature back to back (the first at byte 8), then the offset table
    /// and the trailer. Every trailer field can be overridden.
    struct File {
        var objects: [[UInt8]]
        var offsetSize = 1
        var referenceSize = 1
        var topObject: UInt64 = 0
        var objectCount: UInt64?
        var offsetTableStart: UInt64?
        /// Replaces the computed offsets.
        var offsets: [UInt64]?

        init(_ objects: [[UInt8]]) {
            self.objects = objects
        }

        /// The offset of object `index` in the laid-out file.
        func offset(of index: Int) -> Int {
            8 + objects[..<index].reduce(0) { $0 + $1.count }
        }

        var tableStart: Int { offset(of: objects.count) }

        var data: Data {
            var bytes = Array("bplist00".utf8)
            var computed: [UInt64] = []
            for object in objects {
                computed.append(UInt64(bytes.count))
                bytes += object
            }
            let table = bytes.count
            for offset in offsets ?? computed {
                bytes += bigEndian(offset, size: offsetSize)
            }
            bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
            bytes += bigEndian(objectCount ?? UInt64(objects.count), size: 8)
            bytes += bigEndian(topObject, size: 8)
            bytes += bigEndian(offsetTableStart ?? UInt64(table), size: 8)
            return Data(bytes)
        }
    }

    static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// Reads a file made of `objects` whose top object is the first.
    static func read(_ objects: [[UInt8]], limits: ArchiveLimits = ArchiveLimits()) throws -> ArchiveValue {
        try BinaryPropertyList.read(File(objects).data, limits: limits)
    }

    /// The description of the `ArchiveError` reading `data` throws; see ``errorDescription(_:)``.
    static func error(reading data: Data, limits: ArchiveLimits = ArchiveLimits()) -> String {
        errorDescription { try BinaryPropertyList.read(data, limits: limits) }
    }

    static func error(reading objects: [[UInt8]], limits: ArchiveLimits = ArchiveLimits()) -> String {
        error(reading: File(objects).data, limits: limits)
    }

    /// An ASCII string object.
    static func ascii(_ string: String) -> [UInt8] {
        let bytes = Array(string.utf8)
        precondition(bytes.count < 15)
        return [0x50 | UInt8(bytes.count)] + bytes
    }

    /// An 8-byte real object.
    static func real(_ value: Double) -> [UInt8] {
        [0x23] + bigEndian(value.bitPattern, size: 8)
    }
}

/// Converting between `ArchiveValue` and Foundation's property list objects, to compare with
/// `PropertyListSerialization`.
enum FoundationPlist {
    /// `value` as Foundation property list objects; nil for values property lists cannot hold.
    static func object(_ value: ArchiveValue) -> Any? {
        switch value {
        case .string(let string): return string
        case .integer(let integer): return NSNumber(value: integer)
        case .unsignedInteger(let integer): return NSNumber(value: integer)
        case .real(let real): return NSNumber(value: real)
        case .bool(let bool): return bool
        case .date(let date): return date
        case .data(let data): return data
        case .array(let items):
            var objects: [Any] = []
            for item in items {
                guard let object = object(item) else { return nil }
                objects.append(object)
            }
            return objects
        case .dictionary(let entries):
            var objects: [String: Any] = [:]
            for (key, item) in entries {
                guard let object = object(item) else { return nil }
                objects[key] = object
            }
            return objects
        case .null, .uid: return nil
        }
    }

    /// Foundation property list objects as an `ArchiveValue`, dictionaries sorted by key.
    static func value(_ object: Any) -> ArchiveValue? {
        switch object {
        case let string as String: return .string(string)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let items as [Any]:
            var values: [ArchiveValue] = []
            for item in items {
                guard let value = value(item) else { return nil }
                values.append(value)
            }
            return .array(values)
        case let entries as [String: Any]:
            var values: [(String, ArchiveValue)] = []
            for (key, item) in entries {
                guard let value = value(item) else { return nil }
                values.append((key, value))
            }
            return .dictionary(OrderedDictionary(uniqueKeysWithValues: values.sorted { $0.0 < $1.0 }))
        default:
            break
        }
        if type(of: object) == Bool.self, let bool = object as? Bool {
            return .bool(bool)
        }
        guard let number = object as? NSNumber else {
            return nil
        }
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "f", "d": return .real(number.doubleValue)
        case "Q" where number.uint64Value > UInt64(Int64.max): return .unsignedInteger(number.uint64Value)
        default: return .integer(number.int64Value)
        }
    }

    /// `value` with every dictionary's keys sorted, for comparing with Foundation's unordered dictionaries.
    static func sorted(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .array(let items):
            return .array(items.map(sorted))
        case .dictionary(let entries):
            let pairs = entries.map { ($0.key, sorted($0.value)) }.sorted { $0.0 < $1.0 }
            return .dictionary(OrderedDictionary(uniqueKeysWithValues: pairs))
        default:
            return value
        }
    }
}
