// What the code that `@AutoCodable` writes calls. Inlinable, so the user's module specializes them
// for each property's type and decoding costs what the compiler's own `Codable` code costs.

extension KeyedDecodingContainer {
    /// Replaces `value` with the value at `key` (or the first legacy key present); leaves it alone
    /// when none is present, so that a property keeps its initial value.
    ///
    /// ```swift
    /// try container.decodeArchived(&self.title, forKey: .title)
    /// ```
    @inlinable
    public func decodeArchived<Value: Decodable>(
        _ value: inout Value, forKey key: Key, legacyKeys: [Key] = []
    )
        throws
    {
        if let decoded = try decodeIfPresent(Value.self, forKey: key) {
            value = decoded
            return
        }
        for legacyKey in legacyKeys {
            if let decoded = try decodeIfPresent(Value.self, forKey: legacyKey) {
                value = decoded
                return
            }
        }
    }

    /// The value at `key` (or the first legacy key present), which must be there. The type may be
    /// left to inference from what the value is assigned to.
    ///
    /// ```swift
    /// self.id = try container.decodeArchived(Int.self, forKey: .id)
    /// self.mirrors = try container.decodeArchived(forKey: .mirrors)
    /// ```
    @inlinable
    public func decodeArchived<Value: Decodable>(
        _ type: Value.Type = Value.self, forKey key: Key, legacyKeys: [Key] = []
    )
        throws -> Value
    {
        guard let present = legacyKeys.isEmpty ? key : ([key] + legacyKeys).first(where: contains) else {
            return try decode(Value.self, forKey: key)  // throws the decoder's missing-key error
        }
        return try decode(Value.self, forKey: present)
    }

    /// The value at `key` (or the first legacy key present), or nil.
    ///
    /// ```swift
    /// self.note = try container.decodeArchivedIfPresent(forKey: .note)
    /// ```
    @inlinable
    public func decodeArchivedIfPresent<Value: Decodable>(forKey key: Key, legacyKeys: [Key] = []) throws -> Value? {
        var value: Value? = nil
        try decodeArchived(&value, forKey: key, legacyKeys: legacyKeys)
        return value
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value` at `key`.
    ///
    /// ```swift
    /// try container.encodeArchived(self.title, forKey: .title)
    /// ```
    @inlinable
    public mutating func encodeArchived<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        try encode(value, forKey: key)
    }

    /// Encodes `value` at `key` when it is not nil: archives omit nil values.
    @inlinable
    public mutating func encodeArchived<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        try encodeIfPresent(value, forKey: key)
    }
}

/// A coding key that is any string: for types with no archived properties, and for Loom's own
/// keys in archives (`$class`).
public struct ArchiveCodingKey: CodingKey, Hashable, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    public init(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
