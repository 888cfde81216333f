import Foundation

/// The `bplist00` binary property list format, as CoreFoundation writes and reads it.
///
/// ```swift
/// let data = try BinaryPropertyList.write(.dictionary(["title": .string("Groceries")]))
/// let value = try BinaryPropertyList.read(data, limits: ArchiveLimits())
/// ```
package enum BinaryPropertyList {
    /// The eight bytes every binary property list starts with.
    static let signature: [UInt8] = Array("bplist00".utf8)

    /// Whether `data` starts with the binary property list magic ("bplist00").
    package static func hasSignature(_ data: Data) -> Bool {
        data.count >= signature.count && data.prefix(signature.count).elementsEqual(signature)
    }

    /// Reads the top object of `data`, expanding shared objects; throws ``ArchiveError`` on any
    /// malformed input or input beyond `limits`, never traps.
    package static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try limits.checkSize(data.count)
        var reader = try BinaryPropertyListReader(bytes: [UInt8](data), limits: limits)
        return try reader.readTopObject()
    }

    /// Writes `value` as a `bplist00` file that CoreFoundation and Foundation read.
    package static func write(_ value: ArchiveValue) throws -> Data {
        var writer = BinaryPropertyListWriter()
        return try writer.write(value)
    }
}
