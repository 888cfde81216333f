import Foundation

// Loading that forgives what `@LossyElements` and `@DefaultOnMismatch` allow, and says what it forgave.

extension AutoCodable {
    /// Reads a value of this type from the file at `url`, skipping the elements of `@LossyElements`
    /// properties and keeping the defaults of `@DefaultOnMismatch` properties that fail to decode;
    /// `recoveries` receives each of them. Everything else is as strict as ``load(contentsOf:limits:)``.
    ///
    /// ```swift
    /// var recoveries: [ArchiveRecovery] = []
    /// let feed = try Feed.load(contentsOf: url, recoveries: &recoveries)
    /// ```
    public static func load(
        contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits(), recoveries: inout [ArchiveRecovery]
    ) throws -> Self {
        try ArchiveRecoveryLog.collecting(into: &recoveries) { try load(contentsOf: url, limits: limits) }
    }

    /// Reads a value of this type from `data`, recovering where its properties allow; see
    /// ``load(contentsOf:limits:recoveries:)``.
    public static func load(
        from data: Data, limits: ArchiveLimits = ArchiveLimits(), recoveries: inout [ArchiveRecovery]
    ) throws -> Self {
        try ArchiveRecoveryLog.collecting(into: &recoveries) { try load(from: data, limits: limits) }
    }

    /// Reads a value of this type from `data` in `format`, recovering where its properties allow;
    /// see ``load(contentsOf:limits:recoveries:)``.
    public static func load(
        from data: Data, format: ArchiveFormat, limits: ArchiveLimits = ArchiveLimits(),
        recoveries: inout [ArchiveRecovery]
    ) throws -> Self {
        try ArchiveRecoveryLog.collecting(into: &recoveries) { try load(from: data, format: format, limits: limits) }
    }
}

extension Archive {
    /// Reads the file at `url` in any format AutoCoding reads, recovering where the models' properties
    /// allow; see ``load(contentsOf:limits:)`` and ``AutoCodable/load(contentsOf:limits:recoveries:)``.
    ///
    /// ```swift
    /// var recoveries: [ArchiveRecovery] = []
    /// let anything = try Archive.load(contentsOf: url, recoveries: &recoveries)
    /// ```
    public static func load(
        contentsOf url: URL, limits: ArchiveLimits = ArchiveLimits(), recoveries: inout [ArchiveRecovery]
    ) throws -> Any {
        try ArchiveRecoveryLog.collecting(into: &recoveries) { try load(contentsOf: url, limits: limits) }
    }

    /// Reads `data` in any format AutoCoding reads, recovering where the models' properties allow.
    public static func load(
        from data: Data, limits: ArchiveLimits = ArchiveLimits(), recoveries: inout [ArchiveRecovery]
    ) throws -> Any {
        try ArchiveRecoveryLog.collecting(into: &recoveries) { try load(from: data, limits: limits) }
    }
}
