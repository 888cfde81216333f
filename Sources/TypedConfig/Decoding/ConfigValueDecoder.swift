import KeyCoding

/// The `Decoder` a type sees while TypedConfig decodes it from the merged layers.
struct ConfigValueDecoder: Decoder {
    let session: DecodingSession
    let cursor: ConfigCursor
    /// The type being decoded here, for "expected …" in reports.
    let type: Any.Type

    var codingPath: [any CodingKey] { cursor.path.components }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy keyType: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedConfigContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedConfigContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueConfigContainer(decoder: self)
    }

    /// Reports a layer that has something other than a mapping or list where the type needs one.
    func reportWrongShape(_ leaf: ConfigLeaf, expected: String) {
        session.record(
            session.invalid(
                type, at: cursor, source: leaf.source, given: leaf.givenDescription(secret: cursor.isSecret),
                reason: "expected \(expected)"))
    }
}

/// Reads one value: how `RawRepresentable` enums, `Optional` and wrappers such as ``Secret`` decode.
struct SingleValueConfigContainer: SingleValueDecodingContainer {
    let decoder: ConfigValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        switch decoder.session.leaf(at: decoder.cursor) {
        case nil, .null?: true
        default: false
        }
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.session.decode(T.self, at: decoder.cursor)
    }

    /// `Bool`, `String` and numbers, the standard library's one method per type for each.
    func decodeScalar<T: ConfigScalar>(_ type: T.Type) throws -> T {
        try decoder.session.decodeScalar(T.self, at: decoder.cursor)
    }
}
