// What the code that `@AutoCodable` writes calls for `@ArchiveKey("meta.created_at")`: values inside
// nested dictionaries. Each path is the keys from the outermost dictionary in, split when the macro
// expanded, so a dot inside a key (`@ArchiveKey(#"version\.major"#)`) is never split here.

extension KeyedDecodingContainer where Key == ArchiveCodingKey {
    /// Replaces `value` with the value at the first of `paths` that is present; leaves it alone when
    /// none is, so that a property keeps its initial value. A dictionary on the way that is missing
    /// or `null` makes its path absent; one that is not a dictionary is a type mismatch.
    ///
    /// ```swift
    /// try paths.decodeArchived(&self.createdAt, atPaths: [["meta", "created_at"], ["created"]])
    /// ```
    @inlinable
    public func decodeArchived<Value: Decodable>(_ value: inout Value, atPaths paths: [[String]]) throws {
        for path in paths {
            if let decoded = try decodeIfPresent(Value.self, atPath: path) {
                value = decoded
                return
            }
        }
    }

    /// The value at the first of `paths` that is present, which one must be; see
    /// ``decodeArchived(_:atPaths:)``.
    ///
    /// ```swift
    /// self.author = try paths.decodeArchived(atPaths: [["meta", "author"]])
    /// ```
    @inlinable
    public func decodeArchived<Value: Decodable>(
        _ type: Value.Type = Value.self, atPaths paths: [[String]]
    ) throws
        -> Value
    {
        for path in paths {
            if let decoded = try decodeIfPresent(Value.self, atPath: path) { return decoded }
        }
        throw missingValue(atPaths: paths)
    }

    /// The value at the first of `paths` that is present, or nil; see ``decodeArchived(_:atPaths:)``.
    ///
    /// ```swift
    /// self.editor = try paths.decodeArchivedIfPresent(atPaths: [["meta", "editor"]])
    /// ```
    @inlinable
    public func decodeArchivedIfPresent<Value: Decodable>(atPaths paths: [[String]]) throws -> Value? {
        var value: Value? = nil
        try decodeArchived(&value, atPaths: paths)
        return value
    }

    /// The value at `path`, or nil when a key on the way is missing or `null`.
    @usableFromInline
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, atPath path: [String]) throws -> Value? {
        guard let (container, key) = try container(holding: path) else { return nil }
        return try container.decodeIfPresent(type, forKey: key)
    }

    /// The dictionary that holds the last key of `path`, and that key; nil when a dictionary on the
    /// way is missing or `null`, a type mismatch when one is not a dictionary.
    @usableFromInline
    func container(holding path: [String]) throws -> (Self, ArchiveCodingKey)? {
        guard let last = path.last else { return nil }
        var container = self
        for segment in path.dropLast() {
            let key = ArchiveCodingKey(stringValue: segment)
            guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
            container = try container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: key)
        }
        return (container, ArchiveCodingKey(stringValue: last))
    }

    /// The dictionary and key of the first of `paths` that holds a value other than `null`, so that
    /// the flat key's decoding (strategies, lossy elements) reads it and its errors name its key path.
    @usableFromInline
    func firstPresent(atPaths paths: [[String]]) throws -> (Self, ArchiveCodingKey)? {
        for path in paths {
            if let (container, key) = try container(holding: path), container.contains(key),
                try !container.decodeNil(forKey: key)
            {
                return (container, key)
            }
        }
        return nil
    }

    /// The error for a required value that none of `paths` holds, naming the first.
    @usableFromInline
    func missingValue(atPaths paths: [[String]]) -> DecodingError {
        let path = paths.first ?? []
        let keys = path.map(ArchiveCodingKey.init(stringValue:))
        return DecodingError.keyNotFound(
            keys.last ?? ArchiveCodingKey(stringValue: ""),
            DecodingError.Context(
                codingPath: codingPath + keys.dropLast(),
                debugDescription: "No value at '\(path.joined(separator: "."))'"))
    }
}

extension ArchiveCodingKey: ExpressibleByStringLiteral {
    /// A key written as a literal, as the code `@AutoCodable` writes for nested keys does.
    ///
    /// ```swift
    /// var meta = container.nestedContainer(keyedBy: ArchiveCodingKey.self, forKey: "meta")
    /// ```
    public init(stringLiteral value: String) { self.init(stringValue: value) }
}
