/// Reads a list: a file's list, an option given several times, or numbered names in a flat layer
/// (`APP_MIRRORS_0_URL`, `APP_MIRRORS_1_URL`).
struct UnkeyedConfigContainer: UnkeyedDecodingContainer {
    let decoder: ConfigValueDecoder
    private let elements: [ConfigCursor]
    var currentIndex = 0

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(decoder: ConfigValueDecoder) {
        self.decoder = decoder
        let session = decoder.session
        let cursor = decoder.cursor
        switch session.leaf(at: cursor) {
        case .list(.sequence(let items, _), let layer, _)?:
            elements = items.enumerated().map { index, item in
                session.element(of: cursor, index: index, node: item, layer: layer)
            }
        case .repeated(let values, let sources)?:
            elements = zip(values, sources).enumerated().map { index, pair in
                var element = session.element(of: cursor, index: index, node: nil, layer: -1)
                element.fixedLeaf = .scalar(pair.0 ?? "true", pair.1)
                return element
            }
        case .nestedNames(let layer, _)?:
            elements = Self.numberedElements(of: cursor, in: layer, session: session)
        case .scalar, .mapping, .list:
            if let leaf = session.leaf(at: cursor) { decoder.reportWrongShape(leaf, expected: "a list") }
            elements = []
        case .null?, nil:
            elements = []
        }
    }

    /// `name_0`, `name_1`, … for as long as the numbers run on.
    private static func numberedElements(
        of cursor: ConfigCursor, in layer: Int, session: DecodingSession
    )
        -> [ConfigCursor]
    {
        var elements: [ConfigCursor] = []
        while true {
            let element = session.element(of: cursor, index: elements.count, node: nil, layer: layer)
            guard let node = element.flatNode, node.hasNames(inLayersMatching: element.flatLayerMask) else {
                return elements
            }
            elements.append(element)
        }
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        guard decoder.session.leaf(at: elements[currentIndex])?.isNil ?? true else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        try decodeValueIfPresent(type)
    }

    /// A null element is nil; one that cannot be decoded is nil too, its problem recorded.
    mutating func decodeValueIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        if try decodeNil() { return nil }
        do {
            return try decodeValue(type)
        } catch is ConfigDecodingStopped {
            return nil
        }
    }

    mutating func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.session.decode(T.self, at: nextElement(T.self))
    }

    /// `Bool`, `String` and numbers, the standard library's one method per type for each.
    mutating func decodeScalar<T: ConfigScalar>(_ type: T.Type) throws -> T {
        try decoder.session.decodeScalar(T.self, at: nextElement(T.self))
    }

    mutating func decodeScalarIfPresent<T: ConfigScalar>(_ type: T.Type) throws -> T? {
        if try decodeNil() { return nil }
        do {
            return try decodeScalar(type)
        } catch is ConfigDecodingStopped {
            return nil
        }
    }

    /// The element at ``currentIndex``, moving past it; at the end, an error naming `type`.
    private mutating func nextElement(_ type: Any.Type) throws -> ConfigCursor {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "the list has no more elements"))
        }
        currentIndex += 1
        return elements[currentIndex - 1]
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }

    private mutating func nextDecoder() throws -> ConfigValueDecoder {
        ConfigValueDecoder(session: decoder.session, cursor: try nextElement(Any.self), type: Any.self)
    }
}
