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
    ///
    /// What shared objects expand to is counted first, in one pass over the object table, so a
    /// small file that stands for more than `limits.maximumValues` values is refused before
    /// anything is built.
    package static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try limits.checkSize(data.count)
        var reader = try BinaryPropertyListReader(bytes: [UInt8](data), limits: limits)
        _ = try BinaryPropertyListExpansion(reader, limit: limits.maximumValues)
        return try reader.readTopObject()
    }

    /// The steps (objects visited and references followed) that counting the values of `data`
    /// takes before reading it, whether the count passes or is refused; nil when the file's trailer
    /// is malformed. Tests compare it across inputs to show that the count is linear in the file.
    package static func expansionSteps(_ data: Data, limits: ArchiveLimits) -> Int? {
        guard let reader = try? BinaryPropertyListReader(bytes: [UInt8](data), limits: limits) else { return nil }
        var steps = 0
        _ = try? BinaryPropertyListExpansion(reader, limit: limits.maximumValues, steps: &steps)
        return steps
    }

    /// Writes `value` as a `bplist00` file that CoreFoundation and Foundation read, refusing
    /// nesting deeper than `limits.maximumDepth`, which the reader would refuse.
    package static func write(_ value: ArchiveValue, limits: ArchiveLimits = ArchiveLimits()) throws -> Data {
        var writer = BinaryPropertyListWriter()
        return try writer.write(value, limits: limits)
    }
}
