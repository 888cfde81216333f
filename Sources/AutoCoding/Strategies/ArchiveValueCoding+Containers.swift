import Foundation

// What the code that `@AutoCodable` writes for `@ArchiveCoding`, `@LossyElements` and
// `@DefaultOnMismatch` calls. Inlinable, like `decodeArchived(_:forKey:legacyKeys:)`, so that each
// property's decoding is specialized for its coding in the user's module. Key paths for errors are
// built only when something fails.

extension KeyedDecodingContainer {
    /// Replaces `value` with the value at `key` (or the first legacy key present), read with
    /// `coding`; leaves it alone when none is present.
    ///
    /// ```swift
    /// try container.decodeArchived(&self.start, forKey: .start, using: ISO8601DateCoding())
    /// ```
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        _ value: inout Coding.Value, forKey key: Key, legacyKeys: [Key] = [], using coding: Coding
    ) throws {
        if let decoded = try decodeValueIfPresent(forKey: key, legacyKeys: legacyKeys, using: coding) {
            value = decoded
        }
    }

    /// Replaces the optional `value` with the value at `key` read with `coding`; leaves it alone
    /// when no key is present.
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        _ value: inout Coding.Value?, forKey key: Key, legacyKeys: [Key] = [], using coding: Coding
    ) throws {
        if let decoded = try decodeValueIfPresent(forKey: key, legacyKeys: legacyKeys, using: coding) {
            value = decoded
        }
    }

    /// Replaces the array or dictionary `value` with the one at `key`, each element read with
    /// `coding`; with `lossy`, elements that fail are skipped while recoveries are collected.
    @inlinable
    public func decodeArchived<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        _ value: inout Elements, forKey key: Key, legacyKeys: [Key] = [], using coding: Coding, lossy: Bool = false
    ) throws where Coding.Value == Elements.ArchiveElement {
        guard let present = try presentKey(key, legacyKeys: legacyKeys) else { return }
        value = try Elements.decodeArchived(from: self, forKey: present, using: coding, lossy: lossy)
    }

    /// The value at `key` (or the first legacy key present) read with `coding`, which must be there.
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        forKey key: Key, legacyKeys: [Key] = [], using coding: Coding
    ) throws -> Coding.Value {
        try decodeValue(forKey: requiredKey(key, legacyKeys: legacyKeys), using: coding)
    }

    /// The array or dictionary at `key`, each element read with `coding`, which must be there.
    @inlinable
    public func decodeArchived<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        forKey key: Key, legacyKeys: [Key] = [], using coding: Coding, lossy: Bool = false
    ) throws -> Elements where Coding.Value == Elements.ArchiveElement {
        try Elements.decodeArchived(
            from: self, forKey: requiredKey(key, legacyKeys: legacyKeys), using: coding, lossy: lossy)
    }

    /// The value at `key` read with `coding`, or nil.
    @inlinable
    public func decodeArchivedIfPresent<Coding: ArchiveValueCoding>(
        forKey key: Key, legacyKeys: [Key] = [], using coding: Coding
    ) throws -> Coding.Value? {
        try decodeValueIfPresent(forKey: key, legacyKeys: legacyKeys, using: coding)
    }

    /// The array or dictionary at `key`, each element read with `coding`, or nil.
    @inlinable
    public func decodeArchivedIfPresent<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        forKey key: Key, legacyKeys: [Key] = [], using coding: Coding, lossy: Bool = false
    ) throws -> Elements? where Coding.Value == Elements.ArchiveElement {
        guard let present = try presentKey(key, legacyKeys: legacyKeys) else { return nil }
        return try Elements.decodeArchived(from: self, forKey: present, using: coding, lossy: lossy)
    }

    /// Runs `decode` on `value`; when it fails and recoveries are being collected, keeps `value` as
    /// it was and records why (`@DefaultOnMismatch`).
    ///
    /// ```swift
    /// try container.decodeArchived(&self.retries, forKey: .retries) { value in
    ///     try container.decodeArchived(&value, forKey: .retries)
    /// }
    /// ```
    @inlinable
    public func decodeArchived<Value>(
        _ value: inout Value, forKey key: Key, keepingDefaultOnMismatch decode: (inout Value) throws -> Void
    ) throws {
        try decodeKeepingDefault(&value, at: codingPath + [key], decode)
    }

    /// The value at `key`, read with `coding`.
    @inlinable
    func decodeValue<Coding: ArchiveValueCoding>(forKey key: Key, using coding: Coding) throws -> Coding.Value {
        do {
            let archived = try decodeArchivedForm(Coding.Archived.self, forKey: key)
            if let value = try coding.decode(archived) { return value }
            throw strategyMismatch(expected: coding.expectedArchive, archived: archived)
        } catch {
            throw strategyError(error, expected: coding.expectedArchive, at: codingPath + [key], index: nil)
        }
    }

    /// The value at `key` (or the first legacy key present) read with `coding`, or nil when none
    /// holds a value other than null. Without legacy keys the archived form is looked up once, as
    /// `decodeIfPresent` does.
    @inlinable
    func decodeValueIfPresent<Coding: ArchiveValueCoding>(
        forKey key: Key, legacyKeys: [Key], using coding: Coding
    ) throws -> Coding.Value? {
        guard legacyKeys.isEmpty else {
            guard let present = try presentKey(key, legacyKeys: legacyKeys) else { return nil }
            return try decodeValue(forKey: present, using: coding)
        }
        do {
            guard let archived = try decodeArchivedFormIfPresent(Coding.Archived.self, forKey: key) else { return nil }
            if let value = try coding.decode(archived) { return value }
            throw strategyMismatch(expected: coding.expectedArchive, archived: archived)
        } catch {
            throw strategyError(error, expected: coding.expectedArchive, at: codingPath + [key], index: nil)
        }
    }

    /// `key` or the first legacy key that holds a value other than null.
    @inlinable
    func presentKey(_ key: Key, legacyKeys: [Key]) throws -> Key? {
        if contains(key), try !decodeNil(forKey: key) { return key }
        for legacyKey in legacyKeys where contains(legacyKey) {
            if try !decodeNil(forKey: legacyKey) { return legacyKey }
        }
        return nil
    }

    /// `key` or the first legacy key present; `key` when none is, so that its absence is reported.
    @inlinable
    func requiredKey(_ key: Key, legacyKeys: [Key]) -> Key {
        if legacyKeys.isEmpty || contains(key) { return key }
        return legacyKeys.first(where: contains) ?? key
    }

    /// The coders' own overloads for the scalars strategies archive as, which are faster than
    /// their generic `decode`.
    @inlinable
    func decodeArchivedForm<Archived: Decodable>(_ type: Archived.Type, forKey key: Key) throws -> Archived {
        if Archived.self == String.self {
            return unsafeBitCast(try decode(String.self, forKey: key), to: Archived.self)
        }
        if Archived.self == Int.self { return unsafeBitCast(try decode(Int.self, forKey: key), to: Archived.self) }
        if Archived.self == Double.self {
            return unsafeBitCast(try decode(Double.self, forKey: key), to: Archived.self)
        }
        if Archived.self == Bool.self { return unsafeBitCast(try decode(Bool.self, forKey: key), to: Archived.self) }
        return try decode(Archived.self, forKey: key)
    }

    @inlinable
    func decodeArchivedFormIfPresent<Archived: Decodable>(_ type: Archived.Type, forKey key: Key) throws -> Archived? {
        if Archived.self == String.self {
            return unsafeBitCast(try decodeIfPresent(String.self, forKey: key), to: Archived?.self)
        }
        if Archived.self == Int.self {
            return unsafeBitCast(try decodeIfPresent(Int.self, forKey: key), to: Archived?.self)
        }
        if Archived.self == Double.self {
            return unsafeBitCast(try decodeIfPresent(Double.self, forKey: key), to: Archived?.self)
        }
        if Archived.self == Bool.self {
            return unsafeBitCast(try decodeIfPresent(Bool.self, forKey: key), to: Archived?.self)
        }
        return try decodeIfPresent(Archived.self, forKey: key)
    }
}

extension UnkeyedDecodingContainer {
    /// The next element, read with `coding`.
    @inlinable
    mutating func decodeElement<Coding: ArchiveValueCoding>(using coding: Coding) throws -> Coding.Value {
        let index = currentIndex
        do {
            let archived = try decodeArchivedForm(Coding.Archived.self)
            if let value = try coding.decode(archived) { return value }
            throw strategyMismatch(expected: coding.expectedArchive, archived: archived)
        } catch {
            throw strategyError(error, expected: coding.expectedArchive, at: codingPath, index: index)
        }
    }

    @inlinable
    mutating func decodeArchivedForm<Archived: Decodable>(_ type: Archived.Type) throws -> Archived {
        if Archived.self == String.self { return unsafeBitCast(try decode(String.self), to: Archived.self) }
        if Archived.self == Int.self { return unsafeBitCast(try decode(Int.self), to: Archived.self) }
        if Archived.self == Double.self { return unsafeBitCast(try decode(Double.self), to: Archived.self) }
        if Archived.self == Bool.self { return unsafeBitCast(try decode(Bool.self), to: Archived.self) }
        return try decode(Archived.self)
    }

    /// Moves past the element that failed at `index`, for decoders whose containers stay on a
    /// failed element; false when the container cannot move past it.
    @inlinable
    mutating func skipFailedElement(at index: Int) -> Bool {
        if currentIndex == index { _ = try? decode(SkippedArchiveElement.self) }
        return currentIndex != index
    }
}

/// Any element, read as nothing: moves an unkeyed container past an element that failed.
@usableFromInline
struct SkippedArchiveElement: Decodable {
    @usableFromInline
    init(from decoder: any Decoder) {}
}

extension KeyedEncodingContainer {
    /// Encodes `value` at `key` as `coding` archives it.
    ///
    /// ```swift
    /// try container.encodeArchived(self.start, forKey: .start, using: ISO8601DateCoding())
    /// ```
    @inlinable
    public mutating func encodeArchived<Coding: ArchiveValueCoding>(
        _ value: Coding.Value, forKey key: Key, using coding: Coding
    ) throws {
        let archived: Coding.Archived
        do {
            archived = try coding.encode(value)
        } catch {
            throw strategyError(error, expected: coding.expectedArchive, at: codingPath + [key], index: nil)
        }
        try encodeArchivedForm(archived, forKey: key)
    }

    /// Encodes `value` at `key` as `coding` archives it, when it is not nil: archives omit nil values.
    @inlinable
    public mutating func encodeArchived<Coding: ArchiveValueCoding>(
        _ value: Coding.Value?, forKey key: Key, using coding: Coding
    ) throws {
        guard let value else { return }
        try encodeArchived(value, forKey: key, using: coding)
    }

    /// Encodes the array or dictionary `value` at `key`, each element as `coding` archives it.
    @inlinable
    public mutating func encodeArchived<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        _ value: Elements, forKey key: Key, using coding: Coding
    ) throws where Coding.Value == Elements.ArchiveElement {
        try value.encodeArchived(to: &self, forKey: key, using: coding)
    }

    @inlinable
    mutating func encodeArchivedForm<Archived: Encodable>(_ archived: Archived, forKey key: Key) throws {
        if let text = archived as? String { return try encode(text, forKey: key) }
        try encode(archived, forKey: key)
    }
}

extension UnkeyedEncodingContainer {
    /// Appends `value` as `coding` archives it.
    @inlinable
    mutating func encodeElement<Coding: ArchiveValueCoding>(_ value: Coding.Value, using coding: Coding) throws {
        let index = count
        let archived: Coding.Archived
        do {
            archived = try coding.encode(value)
        } catch {
            throw strategyError(error, expected: coding.expectedArchive, at: codingPath, index: index)
        }
        if let text = archived as? String { return try encode(text) }
        try encode(archived)
    }
}

/// Runs `decode` on `value`; when it fails and recoveries are being collected, keeps `value` as it
/// was and records the failure at `codingPath`.
@inlinable
func decodeKeepingDefault<Value>(
    _ value: inout Value, at codingPath: [any CodingKey], _ decode: (inout Value) throws -> Void
) throws {
    var decoded = value
    do {
        try decode(&decoded)
        value = decoded
    } catch {
        try recover(from: error, at: codingPath, index: nil, action: .keptDefault)
    }
}

/// The mismatch for an archived value that a coding does not accept; ``strategyError`` adds the key path.
@usableFromInline
func strategyMismatch(expected: String, archived: some Encodable) -> ArchiveError {
    let value = try? ArchiveEncoder.encode(archived, registry: .shared)
    return .typeMismatch(keyPath: "", expected: expected, actual: value?.describedForErrors ?? "unreadable")
}

/// `error`, thrown while a coding read or wrote the value at `codingPath` (plus `index` for an
/// element), as an error naming that key path and what the coding expects.
@usableFromInline
func strategyError(_ error: any Error, expected: String, at codingPath: [any CodingKey], index: Int?) -> any Error {
    let path = keyPathText(index.map { codingPath + [ArchiveIndexKey($0)] } ?? codingPath)
    switch error {
    case ArchiveError.typeMismatch(let keyPath, _, let actual) where keyPath.isEmpty || keyPath == path:
        // The archive holds another kind than the coding reads (a number where it reads text).
        return ArchiveError.typeMismatch(keyPath: path, expected: expected, actual: actual)
    case ArchiveError.invalidValue(keyPath: "", let reason):
        return ArchiveError.invalidValue(keyPath: path, reason: reason)
    case is ArchiveError, is DecodingError, is EncodingError:
        return error
    default:
        return ArchiveError.invalidValue(keyPath: path, reason: "\(error)")
    }
}
