import Foundation

/// XML property lists (`<plist version="1.0">…`) as Apple writes them, read and written without
/// Foundation's XML parser or `PropertyListSerialization` (C code that hostile input can crash).
///
/// The reader understands the subset of XML that property lists use: declaration, DOCTYPE, comments
/// and processing instructions (skipped), elements with attributes (ignored), the five named
/// entities, character references and CDATA sections. It also accepts a bare value as the root, as
/// CoreFoundation does, and UTF-16 announced by a byte order mark. A `<dict>` whose only key is
/// `CF$UID` stays a dictionary: the keyed-archive reader interprets it.
///
/// ```swift
/// let value = try XMLPropertyList.read(data, limits: ArchiveLimits())
/// let data = try XMLPropertyList.write(.dictionary(["name": .string("Ann")]))
/// ```
package enum XMLPropertyList {
    /// Whether the data looks like an XML property list: after an optional byte order mark and
    /// whitespace it starts with "<?xml", "<!DOCTYPE plist" or "<plist".
    package static func hasSignature(_ data: Data) -> Bool {
        let head = TextEncoding.utf8Head(of: data, count: 256, format: .xmlPropertyList)
        let rest = head.dropFirst(ByteOrderMark.utf8Length(in: head)).drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return rest.starts(with: "<?xml".utf8) || rest.starts(with: "<!DOCTYPE plist".utf8)
            || rest.starts(with: "<plist".utf8)
    }

    package static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try XMLPropertyListReader.read(utf8OrUTF16: data, limits: limits)
    }

    /// Writes `value`, refusing nesting deeper than `limits.maximumDepth`, which the reader would refuse.
    package static func write(_ value: ArchiveValue, limits: ArchiveLimits = ArchiveLimits()) throws -> Data {
        var writer = XMLPropertyListWriter()
        writer.output.append(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """)
        try TextValueWalk.walk(value, format: .xmlPropertyList, limits: limits, with: &writer)
        writer.output.append("</plist>\n")
        return Data(writer.output.bytes)
    }
}
