/// Reads a struct or dictionary: the mappings of every file layer at this place, merged key by
/// key, and the names of the flat layers below it.
struct KeyedConfigContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let decoder: ConfigValueDecoder
    /// The place, keeping only the file nodes that are mappings.
    private let cursor: ConfigCursor
    /// Those mappings, with what this decode has done with them.
    private let mappings: [MappingUsage]

    var codingPath: [any CodingKey] { decoder.codingPath }

    init(decoder: ConfigValueDecoder) {
        var cursor = decoder.cursor
        var wrongShapes = 0
        cursor.nodes = cursor.nodes.filter { layer, node in
            let source = decoder.session.source(inLayer: layer, at: node.position)
            switch node {
            case .mapping: return true
            case .null: return false
            case .scalar(let text, _): decoder.reportWrongShape(.scalar(text, source), expected: "a mapping")
            case .sequence: decoder.reportWrongShape(.list(node, layer: layer, source), expected: "a mapping")
            }
            wrongShapes += 1
            return false
        }
        // Flat layers are above every file, so a scalar there hides the mappings below.
        if case .scalar(let text, let source)? = decoder.session.leaf(at: cursor), !source.isFile {
            decoder.reportWrongShape(.scalar(text, source), expected: "a mapping")
            wrongShapes += 1
        }
        // Its parts are missing because of the problem just reported, not as problems of their own.
        if wrongShapes > 0 && cursor.nodes.isEmpty { cursor.reportsMissing = false }
        self.decoder = decoder
        self.cursor = cursor
        mappings = decoder.session.usages(at: cursor)
    }

    /// Every key any layer has here: a dictionary's keys, which are data and are all used.
    var allKeys: [Key] {
        var seen: Set<String> = []
        var names: [String] = []
        for usage in mappings.reversed() {
            usage.markAllUsed()
            for entry in usage.mapping.entries where seen.insert(entry.key).inserted { names.append(entry.key) }
        }
        for word in cursor.flatNode?.words(inLayersMatching: cursor.flatLayerMask) ?? []
        where seen.insert(word).inserted {
            names.append(word)
        }
        return names.compactMap { Key(stringValue: $0) }
    }

    private func child(_ key: Key) -> ConfigCursor {
        decoder.session.child(
            of: cursor, mappings: mappings, key: key.stringValue,
            // Asked only of keys that match by case convention: rare, and a synthesized
            // `init(stringValue:)` compares against every property.
            isPropertyKey: { Self.keysAreProperties && Key(stringValue: $0) != nil })
    }

    /// Whether `Key` names the type's properties (synthesized coding keys, an enum), rather than
    /// accepting any string: only then does a file key that makes a `Key` name a property.
    private static var keysAreProperties: Bool {
        Key(stringValue: "\u{0}not a property") == nil
    }

    func contains(_ key: Key) -> Bool {
        decoder.session.leaf(at: child(key)) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.session.leaf(at: child(key))?.isNil ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, forKey: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeValueIfPresent(type, forKey: key)
    }

    func decodeValue<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.session.decode(T.self, at: child(key))
    }

    func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try ifPresent(key) { child, leaf in try decoder.session.decode(T.self, at: child, leaf: leaf) }
    }

    /// `Bool`, `String` and numbers, the standard library's one method per type for each.
    func decodeScalar<T: ConfigScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.session.decodeScalar(T.self, at: child(key))
    }

    func decodeScalarIfPresent<T: ConfigScalar>(_ type: T.Type, forKey key: Key) throws -> T? {
        try ifPresent(key) { child, leaf in try decoder.session.decodeScalar(T.self, at: child, leaf: leaf) }
    }

    /// Absent and nil (``ConfigLeaf/isNil``) are nil, so that a type's own default stays; a value
    /// that cannot be decoded is nil too, its problem recorded, so that decoding goes on to find the
    /// next one.
    private func ifPresent<T>(_ key: Key, decode: (ConfigCursor, ConfigLeaf) throws -> T) throws -> T? {
        let child = child(key)
        let leaf = decoder.session.leaf(at: child)
        switch leaf {
        case nil: return nil
        case let leaf? where leaf.isNil: return nil
        case let leaf?:
            do {
                return try decode(child, leaf)
            } catch is ConfigDecodingStopped {
                return nil
            }
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try ConfigValueDecoder(session: decoder.session, cursor: child(key), type: Any.self).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ConfigValueDecoder(session: decoder.session, cursor: child(key), type: Any.self).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ConfigValueDecoder(session: decoder.session, cursor: child(key), type: Any.self)
    }
}
