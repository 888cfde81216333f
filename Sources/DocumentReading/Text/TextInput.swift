/// The bytes of a UTF-8 text document, with what every text reader needs to explain an error: the line
/// and column of a byte offset and a short description of what stands there.
///
/// Both are computed only when an error is thrown, so reading stays a plain walk over bytes.
struct TextInput {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the text starts: after a byte order mark, if there is one.
    let start: Int

    /// Wraps `bytes`, skipping a UTF-8 byte order mark.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        start = ByteOrderMark.utf8Length(in: bytes)
    }

    init(_ raw: UnsafeRawBufferPointer) {
        self.init(raw.assumingMemoryBound(to: UInt8.self))
    }

    /// The line and column (both from 1; the column counts characters) of the byte at `offset`.
    /// Lines end at "\n", "\r\n" or a lone "\r".
    func position(of offset: Int) -> ArchivePosition {
        let end = min(max(offset, start), bytes.count)
        var line = 1
        var lineStart = start
        var index = start
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            } else if byte == 0x0D {
                if index < end && bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            }
        }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self)
        return .line(line, column: prefix.count + 1)
    }

    /// What stands at `offset`, for "found …" in error messages: `'x'`, `the end of the input`,
    /// `a control character (U+0001)` or `the byte 0xFF, which is not UTF-8`.
    func describe(at offset: Int) -> String {
        guard offset >= 0 && offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        switch byte {
        case 0x27: return "\"'\""
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x0A, 0x0D: return "a line break"
        case 0..<0x20, 0x7F: return "a control character (\(TextUTF8.codePointName(UInt32(byte))))"
        default:
            let length = TextUTF8.sequenceLength(in: bytes, at: offset)
            guard length > 0 else { return "the byte 0x\(TextUTF8.hex(UInt32(byte), digits: 2)), which is not UTF-8" }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            return "'\(text)'"
        }
    }

    /// The run of ASCII letters, digits, '+', '-' and '.' at `offset` (at most 24 bytes), quoted, or
    /// `describe(at:)` when there is none: error messages show `'nul'` or `'NaN'` whole.
    func describeWord(at offset: Int) -> String {
        var end = offset
        while end < bytes.count && end - offset < 24 && Self.isWordByte(bytes[end]) { end += 1 }
        guard end > offset else { return describe(at: offset) }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        let more = end < bytes.count && Self.isWordByte(bytes[end]) ? "…" : ""
        return "'\(word)\(more)'"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
