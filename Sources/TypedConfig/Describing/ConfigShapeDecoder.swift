/// What a type asked ``ConfigShapeDecoder`` for: the keys of a mapping, or one value.
final class ConfigShapeRecorder {
    /// A key, and either its shape or the recorder of a mapping opened with `nestedContainer`.
    private var fields: [(key: String, shape: ConfigShape?, nested: ConfigShapeRecorder?, isRequired: Bool)] = []
    /// The shape of the one value asked for with `singleValueContainer`, if that is what was asked.
    private var single: ConfigShape?
    private var askedForKeys = false

    func record(key: String, shape: ConfigShape, isRequired: Bool) {
        askedForKeys = true
        if fields.contains(where: { $0.key == key }) { return }
        fields.append((key, shape, nil, isRequired && !shape.isOptional))
    }

    func recordNested(key: String) -> ConfigShapeRecorder {
        askedForKeys = true
        if let known = fields.first(where: { $0.key == key })?.nested { return known }
        let nested = ConfigShapeRecorder()
        fields.append((key, nil, nested, false))
        return nested
    }

    func recordKeyed() {
        askedForKeys = true
    }

    func recordSingle(_ shape: ConfigShape) {
        if single == nil { single = shape }
    }

    /// The shape of what was asked for; a type that asked for nothing is an empty mapping.
    func shape(of type: Any.Type) -> ConfigShape {
        if !askedForKeys, let single { return single }
        let described = fields.map { field in
            ConfigShape.Field(
                key: field.key,
                shape: field.shape ?? field.nested?.shape(of: Any.self)
                    ?? ConfigShape(kind: .object([]), type: Any.self),
                isRequired: field.isRequired)
        }
        return ConfigShape(kind: .object(described), type: type)
    }
}

/// The decoder ``ConfigShapeReader`` gives a type: it holds no values, notes each key and type asked
/// for, and answers with the sample of that type (defaults and stand-ins), or nil where nil is allowed.
struct ConfigShapeDecoder: Decoder {
    let reader: ConfigShapeReader
    let recorder: ConfigShapeRecorder

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        recorder.recordKeyed()
        return KeyedDecodingContainer(ConfigShapeKeyedContainer<Key>(reader: reader, recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ConfigShapeUnkeyedContainer()
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ConfigShapeSingleValueContainer(reader: reader, recorder: recorder)
    }

    /// The sample of `type`, or a "no value" error when none can be made.
    static func sample<T: Decodable>(_ read: (shape: ConfigShape, sample: T?)) throws -> T {
        guard let sample = read.sample else {
            throw DecodingError.valueNotFound(
                T.self, DecodingError.Context(codingPath: [], debugDescription: "no stand-in to describe it with"))
        }
        return sample
    }
}

struct ConfigShapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: ConfigShapeReader
    let recorder: ConfigShapeRecorder

    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { false }
    func decodeNil(forKey key: Key) throws -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let read = reader.read(T.self)
        recorder.record(key: key.stringValue, shape: read.shape, isRequired: true)
        return try ConfigShapeDecoder.sample(read)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recorder.record(key: key.stringValue, shape: reader.read(T.self).shape, isRequired: false)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(
            ConfigShapeKeyedContainer<NestedKey>(reader: reader, recorder: recorder.recordNested(key: key.stringValue)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ConfigShapeUnkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ConfigShapeDecoder(reader: reader, recorder: recorder)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ConfigShapeDecoder(reader: reader, recorder: recorder.recordNested(key: key.stringValue))
    }

    // The standard library's one method per primitive type: without these, its default
    // `decodeIfPresent` would answer nil without saying which key was asked for.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try ifPresent(type, key) }

    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type, forKey: key) as T
    }

    private func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key) as T?
    }
}

/// One value: how enums with raw values and wrappers decode.
struct ConfigShapeSingleValueContainer: SingleValueDecodingContainer {
    let reader: ConfigShapeReader
    let recorder: ConfigShapeRecorder

    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { true }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
    func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
    func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
    func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
    func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

    private func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        let read = reader.read(T.self)
        recorder.recordSingle(read.shape)
        return try ConfigShapeDecoder.sample(read)
    }
}

/// A list with no elements: lists are read from their element type (``ConfigShapeWrapper``), so
/// only a type that decodes itself from a list gets here, and it is described as an empty one.
struct ConfigShapeUnkeyedContainer: UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw DecodingError.valueNotFound(
            T.self, DecodingError.Context(codingPath: [], debugDescription: "the list is empty"))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        throw DecodingError.valueNotFound(
            KeyedDecodingContainer<NestedKey>.self,
            DecodingError.Context(codingPath: [], debugDescription: "the list is empty"))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ConfigShapeUnkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        throw DecodingError.valueNotFound(
            Decoder.self, DecodingError.Context(codingPath: [], debugDescription: "the list is empty"))
    }
}
