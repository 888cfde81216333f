/// Reads a struct or dictionary: the mappings of every file layer at this place, merged key by
/// key, and the names of the flat layers below it.
struct KeyedConfigContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ConfigValueDecoder
    /// The place, keeping only the file nodes that are mappings.
    private let cursor: ConfigCursor

    var codingPath: [any CodingKey] { decoder.codingPath }

    init(decoder: ConfigValueDecoder) {
        self.decoder = decoder
        var cursor = decoder.cursor
        cursor.nodes = cursor.nodes.filter { layer, node in
            switch node {
            case .mapping: return true
            case .null: return false
            case .scalar, .sequence:
                let source = ConfigSource.file(
                    path: decoder.session.filePath(of: layer), line: node.position?.line, column: node.position?.column)
                decoder.reportWrongShape(
                    node.isSequence ? .list(node, layer: layer, source) : .scalar(node.kindDescription, source),
                    expected: "a mapping")
                return false
            }
        }
        // Flat layers are above every file, so a scalar there hides the mappings below.
        if case .scalar(let text, let source)? = decoder.session.leaf(at: cursor), !source.isFile {
            decoder.reportWrongShape(.scalar(text, source), expected: "a mapping")
        }
        self.cursor = cursor
    }

    /// Every key any layer has here: a dictionary's keys, which are data and are all used.
    var allKeys: [Key] {
        let session = decoder.session
        session.markAllKeysUsed(at: cursor)
        var seen: Set<String> = []
        var names: [String] = []
        for (_, node) in cursor.nodes.reversed() {
            guard case .mapping(let mapping) = node else { continue }
            for entry in mapping.entries where seen.insert(entry.key).inserted { names.append(entry.key) }
        }
        for case .flat(let flat) in session.layers {
            for name in flat.keys(below: cursor.canonical) where seen.insert(name).inserted { names.append(name) }
        }
        return names.compactMap { Key(stringValue: $0) }
    }

    private func child(_ key: Key) -> ConfigCursor {
        decoder.session.child(of: cursor, key: key.stringValue)
    }

    func contains(_ key: Key) -> Bool {
        decoder.session.leaf(at: child(key)) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        switch decoder.session.leaf(at: child(key)) {
        case nil, .null?: true
        default: false
        }
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

    /// Absent and null are nil, so that a type's own default stays; a value that cannot be decoded
    /// is nil too, its problem recorded, so that decoding goes on to find the next one.
    func decodeValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let child = child(key)
        switch decoder.session.leaf(at: child) {
        case nil, .null?: return nil
        default: break
        }
        do {
            return try decoder.session.decode(T.self, at: child)
        } catch is ConfigDecodingStopped {
            return nil
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

extension ConfigNode {
    var isSequence: Bool {
        if case .sequence = self { true } else { false }
    }
}
