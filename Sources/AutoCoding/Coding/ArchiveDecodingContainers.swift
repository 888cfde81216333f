import Foundation
import OrderedCollections

struct KeyedArchiveDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let context: ArchiveDecodingContext
    let dictionary: OrderedDictionary<String, ArchiveValue>

    var codingPath: [any CodingKey] { context.codingPath }
    var allKeys: [Key] { dictionary.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { dictionary[key.stringValue] != nil }

    private func child(_ key: Key) throws -> ArchiveDecodingContext {
        guard let value = dictionary[key.stringValue] else {
            throw ArchiveError.missingKey(keyPath: keyPathText(codingPath + [key]), type: owningTypeName)
        }
        return context.child(value, key: key)
    }

    /// The type whose key is missing: `@AutoCodable` nests its keys in the type (`Note.AutoCodingKeys`).
    private var owningTypeName: String {
        let components = String(reflecting: Key.self).split(separator: ".")
        return components.count >= 2 ? String(components[components.count - 2]) : "the archived type"
    }

    func decodeNil(forKey key: Key) throws -> Bool { dictionary[key.stringValue].map { $0 == .null } ?? true }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try child(key).decode(type) }

    /// Archives omit nil values, so a missing key and `null` both decode as nil. In a keyed
    /// archive, a reference here back to an object still being decoded is nil for now, and set
    /// once that object is complete.
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let value = dictionary[key.stringValue], value != .null else { return nil }
        do {
            return try context.child(value, key: key).decode(type)
        } catch let cycle as ArchiveGraphCycle where cycle.codingPath.count == codingPath.count + 1 {
            guard context.decoder.graph?.deferReference(cycle, from: context.object, key: key.stringValue) == true
            else { throw cycle }
            return nil
        } catch let tooDeep as ArchiveGraphTooDeep where tooDeep.codingPath.count == codingPath.count + 1 {
            guard context.decoder.graph?.deferReference(tooDeep, from: context.object, key: key.stringValue) == true
            else { throw tooDeep }
            return nil
        }
    }

    func nestedContainer<Nested>(keyedBy type: Nested.Type, forKey key: Key) throws -> KeyedDecodingContainer<Nested> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        let key = ArchiveCodingKey(stringValue: "super")
        return context.child(dictionary[key.stringValue] ?? .null, key: key)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        context.child(dictionary[key.stringValue] ?? .null, key: key)
    }
}

struct UnkeyedArchiveDecodingContainer: UnkeyedDecodingContainer {
    let context: ArchiveDecodingContext
    let elements: [ArchiveValue]
    private(set) var currentIndex = 0

    init(context: ArchiveDecodingContext, elements: [ArchiveValue]) {
        self.context = context
        self.elements = elements
    }

    var codingPath: [any CodingKey] { context.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next() throws -> ArchiveDecodingContext {
        let key = ArchiveIndexKey(currentIndex)
        guard currentIndex < elements.count else {
            throw ArchiveError.typeMismatch(
                keyPath: keyPathText(codingPath + [key]), expected: "another element",
                actual: "the end of an array of \(elements.count)")
        }
        defer { currentIndex += 1 }
        return context.child(elements[currentIndex], key: key)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < elements.count, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next().decode(type) }

    mutating func nestedContainer<Nested>(keyedBy type: Nested.Type) throws -> KeyedDecodingContainer<Nested> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
