import Foundation

/// JSON (RFC 8259) archives: reading into and writing from ``ArchiveValue``.
///
/// Reading is strict (no comments, trailing commas, NaN or duplicate keys) and works on UTF-8 bytes
/// with an optional byte order mark. Numbers become `.integer` when whole and within `Int64`,
/// `.unsignedInteger` when within `UInt64`, and `.real` otherwise. Writing is compact unless
/// `prettyPrinted`; dates become ISO 8601 strings (``ArchiveDateText``) and data base64 strings.
///
/// ```swift
/// let value = try JSONArchive.read(Data(#"{"a": [1, 2.5]}"#.utf8), limits: ArchiveLimits())
/// // .dictionary(["a": .array([.integer(1), .real(2.5)])])
/// try JSONArchive.write(value, prettyPrinted: false)   // {"a":[1,2.5]}
/// ```
package enum JSONArchive {
    package static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try JSONArchiveReader.read(data, limits: limits)
    }

    package static func write(
        _ value: ArchiveValue, prettyPrinted: Bool = false, limits: ArchiveLimits = ArchiveLimits()
    ) throws -> Data {
        var writer = JSONWriter(prettyPrinted: prettyPrinted)
        try TextValueWalk.walk(value, format: .json, limits: limits, with: &writer)
        return Data(writer.output.bytes)
    }
}
