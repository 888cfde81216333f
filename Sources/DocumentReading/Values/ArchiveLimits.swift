/// Bounds on what a load may consume, so that hostile input cannot exhaust the stack or memory.
///
/// ```swift
/// var limits = ArchiveLimits()
/// limits.maximumDepth = 32
/// let note = try Note.load(from: data, limits: limits)
/// ```
public struct ArchiveLimits: Sendable, Hashable {
    /// The deepest nesting of arrays, dictionaries and objects accepted. In a keyed archive, a
    /// reference to an object that can be set once its owner is complete (a linked list's optional
    /// `next`) does not count: lists of any length are read.
    public var maximumDepth: Int
    /// The largest input accepted, in bytes; a file is not read at all when it is larger.
    public var maximumBytes: Int
    /// The most values a load may produce. Binary property lists and keyed archives may refer to
    /// one object from many places, so a small file can stand for an enormous tree: what their
    /// shared references expand to is counted in one pass over their objects before anything is
    /// built, so such a file is refused at once, whatever it would expand to.
    public var maximumValues: Int

    /// 512 levels, 256 MiB, 10 million values: enough for real documents, and safe for untrusted
    /// files of any size, since shared references are counted before anything is built and no
    /// tree grows past 10 million values (a few hundred MB).
    public init(maximumDepth: Int = 512, maximumBytes: Int = 256 << 20, maximumValues: Int = 10_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumBytes = maximumBytes
        self.maximumValues = maximumValues
    }
}

extension ArchiveLimits {
    /// Throws ``ArchiveError/tooLarge(bytes:limit:)`` when `count` bytes are more than `maximumBytes`.
    package func checkSize(_ count: Int) throws {
        if count > maximumBytes { throw ArchiveError.tooLarge(bytes: count, limit: maximumBytes) }
    }
}
