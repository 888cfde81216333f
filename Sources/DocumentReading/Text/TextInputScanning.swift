import Foundation

/// What the JSON, XML and OpenStep readers share: UTF-8 input scanned by byte offset, whole-document
/// entry points that check the input's size first, and errors that name the reader's format with
/// the line and column of an offset.
///
/// A protocol rather than a shared stored part, so that each reader stays one plain struct: these
/// defaults are specialized and inlined into each reader's scanning loops, with no dynamic dispatch.
protocol TextInputScanning {
    /// The format that errors name.
    static var format: ArchiveFormat { get }
    var input: TextInput { get }
    init(input: TextInput, limits: ArchiveLimits)
    /// Reads the whole input as one value.
    mutating func readDocument() throws -> ArchiveValue
}

extension TextInputScanning {
    var bytes: UnsafeBufferPointer<UInt8> { input.bytes }

    /// The byte at `offset`, or 0 past the end (0 is never valid where the readers look, so their
    /// error paths then tell the end of the input apart by offset).
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    /// The length of the character at `offset`: 1 for ASCII, the UTF-8 sequence's length otherwise;
    /// throws for ill-formed UTF-8. `offset` must be within the input.
    @inline(__always)
    func characterLength(at offset: Int) throws -> Int {
        if bytes[offset] < 0x80 { return 1 }
        let length = TextUTF8.sequenceLength(in: bytes, at: offset)
        guard length > 0 else { throw error(at: offset, expected: "expected UTF-8 text") }
        return length
    }

    func error(at offset: Int, _ reason: String) -> ArchiveError {
        .malformed(Self.format, at: input.position(of: offset), reason: reason)
    }

    /// "expected …, found 'x'" at `offset`.
    func error(at offset: Int, expected: String) -> ArchiveError {
        error(at: offset, "\(expected), found \(input.describe(at: offset))")
    }

    /// `key` in double quotes with Swift's escapes, so that error messages show any key exactly.
    func quotedKey(_ key: String) -> String {
        "\"" + key.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
    }

    /// Reads `data`, UTF-8 with an optional byte order mark, unless it is larger than the limits allow.
    static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try limits.checkSize(data.count)
        return try data.withUnsafeBytes { try readDocument(in: TextInput($0), limits: limits) }
    }

    /// Like `read(_:limits:)`, but UTF-16 announced by a byte order mark is first transcoded to UTF-8
    /// (as CoreFoundation accepts it in property lists), so that parsing works on UTF-8 bytes alone.
    static func read(utf8OrUTF16 data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        guard let bigEndian = TextEncoding.utf16BigEndian(data) else { return try read(data, limits: limits) }
        try limits.checkSize(data.count)
        let utf8 = try TextEncoding.utf8(fromUTF16: data, bigEndian: bigEndian, format: format)
        return try utf8.withUnsafeBufferPointer { try readDocument(in: TextInput($0), limits: limits) }
    }

    private static func readDocument(in input: TextInput, limits: ArchiveLimits) throws -> ArchiveValue {
        var reader = Self(input: input, limits: limits)
        return try reader.readDocument()
    }
}
