import Foundation

struct KeyedArchiveEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let context: ArchiveEncodingContext
    var codingPath: [any CodingKey] { context.codingPath }

    private func set(_ value: ArchiveValue, forKey key: Key) {
        context.node.child(forKey: key.stringValue).scalar = value
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.real(value), forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.real(Double(value)), forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(ArchiveValue(integer: value), forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(.integer(Int64(value)), forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(ArchiveValue(integer: value), forKey: key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let child = context.node.child(forKey: key.stringValue)
        try child.store(value, codingPath: codingPath + [key], registry: context.registry)
    }

    mutating func nestedContainer<Nested>(keyedBy type: Nested.Type, forKey key: Key) -> KeyedEncodingContainer<Nested>
    {
        context.nested(context.node.child(forKey: key.stringValue), key: key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        context.nested(context.node.child(forKey: key.stringValue), key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = ArchiveCodingKey(stringValue: "super")
        return context.nested(context.node.child(forKey: key.stringValue), key: key)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        context.nested(context.node.child(forKey: key.stringValue), key: key)
    }
}

struct UnkeyedArchiveEncodingContainer: UnkeyedEncodingContainer, ScalarArchiveEncoding {
    let context: ArchiveEncodingContext
    var codingPath: [any CodingKey] { context.codingPath }
    var count: Int { context.node.unkeyed?.count ?? 0 }

    private var nextKey: any CodingKey { ArchiveIndexKey(count) }

    func encodeScalar(_ value: ArchiveValue) { context.node.appendChild().scalar = value }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let key = nextKey
        try context.node.appendChild().store(value, codingPath: codingPath + [key], registry: context.registry)
    }

    mutating func nestedContainer<Nested>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
        let key = nextKey
        return context.nested(context.node.appendChild(), key: key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = nextKey
        return context.nested(context.node.appendChild(), key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = nextKey
        return context.nested(context.node.appendChild(), key: key)
    }
}

struct SingleValueArchiveEncodingContainer: SingleValueEncodingContainer, ScalarArchiveEncoding {
    let context: ArchiveEncodingContext
    var codingPath: [any CodingKey] { context.codingPath }

    func encodeScalar(_ value: ArchiveValue) {
        context.node.keyed = nil
        context.node.unkeyed = nil
        context.node.scalar = value
    }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        try context.node.store(value, codingPath: codingPath, registry: context.registry)
    }
}

/// The primitive `encode` overloads that unkeyed and single-value containers share: each value
/// becomes its archive form and goes to `encodeScalar`.
protocol ScalarArchiveEncoding {
    func encodeScalar(_ value: ArchiveValue)
}

extension ScalarArchiveEncoding {
    mutating func encodeNil() throws { encodeScalar(.null) }
    mutating func encode(_ value: Bool) throws { encodeScalar(.bool(value)) }
    mutating func encode(_ value: String) throws { encodeScalar(.string(value)) }
    mutating func encode(_ value: Double) throws { encodeScalar(.real(value)) }
    mutating func encode(_ value: Float) throws { encodeScalar(.real(Double(value))) }
    mutating func encode(_ value: Int) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { encodeScalar(.integer(value)) }
    mutating func encode(_ value: UInt) throws { encodeScalar(ArchiveValue(integer: value)) }
    mutating func encode(_ value: UInt8) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { encodeScalar(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { encodeScalar(ArchiveValue(integer: value)) }
}

/// The coding key of an array element: its index.
struct ArchiveIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
