// What the code that `@AutoCodable` writes calls for `@ArchiveCoding`, `@LossyElements` and
// `@DefaultOnMismatch` on a nested key path (`@ArchiveKey("meta.created_at")`). Each finds the
// dictionary that holds the path's last key and hands it to the flat key's decoding, so a nested
// property reads, fails and recovers exactly as a flat one does, with errors naming the whole path.

extension KeyedDecodingContainer where Key == ArchiveCodingKey {
    /// Replaces `value` with the value at the first of `paths` that is present, read with `coding`;
    /// leaves it alone when none is.
    ///
    /// ```swift
    /// try paths.decodeArchived(&self.createdAt, atPaths: [["meta", "created_at"]], using: ISO8601DateCoding())
    /// ```
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        _ value: inout Coding.Value, atPaths paths: [[String]], using coding: Coding
    ) throws {
        guard let (container, key) = try firstPresent(atPaths: paths) else { return }
        value = try container.decodeValue(forKey: key, using: coding)
    }

    /// Replaces the optional `value` with the value at the first of `paths` that is present, read
    /// with `coding`; leaves it alone when none is.
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        _ value: inout Coding.Value?, atPaths paths: [[String]], using coding: Coding
    ) throws {
        guard let (container, key) = try firstPresent(atPaths: paths) else { return }
        value = try container.decodeValue(forKey: key, using: coding)
    }

    /// Replaces the array or dictionary `value` with the one at the first of `paths` that is
    /// present, each element read with `coding`; with `lossy`, elements that fail are skipped while
    /// recoveries are collected.
    @inlinable
    public func decodeArchived<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        _ value: inout Elements, atPaths paths: [[String]], using coding: Coding, lossy: Bool = false
    ) throws where Coding.Value == Elements.ArchiveElement {
        guard let (container, key) = try firstPresent(atPaths: paths) else { return }
        value = try Elements.decodeArchived(from: container, forKey: key, using: coding, lossy: lossy)
    }

    /// The value at the first of `paths` that is present, read with `coding`; one must be.
    ///
    /// ```swift
    /// self.sent = try paths.decodeArchived(atPaths: [["meta", "sent"]], using: ISO8601DateCoding())
    /// ```
    @inlinable
    public func decodeArchived<Coding: ArchiveValueCoding>(
        atPaths paths: [[String]], using coding: Coding
    ) throws -> Coding.Value {
        guard let (container, key) = try firstPresent(atPaths: paths) else { throw missingValue(atPaths: paths) }
        return try container.decodeValue(forKey: key, using: coding)
    }

    /// The array or dictionary at the first of `paths` that is present, each element read with
    /// `coding`; one must be.
    @inlinable
    public func decodeArchived<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        atPaths paths: [[String]], using coding: Coding, lossy: Bool = false
    ) throws -> Elements where Coding.Value == Elements.ArchiveElement {
        guard let (container, key) = try firstPresent(atPaths: paths) else { throw missingValue(atPaths: paths) }
        return try Elements.decodeArchived(from: container, forKey: key, using: coding, lossy: lossy)
    }

    /// The value at the first of `paths` that is present, read with `coding`, or nil.
    @inlinable
    public func decodeArchivedIfPresent<Coding: ArchiveValueCoding>(
        atPaths paths: [[String]], using coding: Coding
    ) throws -> Coding.Value? {
        guard let (container, key) = try firstPresent(atPaths: paths) else { return nil }
        return try container.decodeValue(forKey: key, using: coding)
    }

    /// The array or dictionary at the first of `paths` that is present, each element read with
    /// `coding`, or nil.
    @inlinable
    public func decodeArchivedIfPresent<Elements: ArchiveCodingCollection, Coding: ArchiveValueCoding>(
        atPaths paths: [[String]], using coding: Coding, lossy: Bool = false
    ) throws -> Elements? where Coding.Value == Elements.ArchiveElement {
        guard let (container, key) = try firstPresent(atPaths: paths) else { return nil }
        return try Elements.decodeArchived(from: container, forKey: key, using: coding, lossy: lossy)
    }

    /// Runs `decode` on `value`; when it fails and recoveries are being collected, keeps `value` as
    /// it was and records why under `path` (`@DefaultOnMismatch`), as the flat key's form does.
    ///
    /// ```swift
    /// try paths.decodeArchived(&self.retries, atPath: ["meta", "retries"]) { value in
    ///     try paths.decodeArchived(&value, atPaths: [["meta", "retries"]])
    /// }
    /// ```
    @inlinable
    public func decodeArchived<Value>(
        _ value: inout Value, atPath path: [String], keepingDefaultOnMismatch decode: (inout Value) throws -> Void
    ) throws {
        try decodeKeepingDefault(&value, at: codingPath + path.map(ArchiveCodingKey.init(stringValue:)), decode)
    }
}
