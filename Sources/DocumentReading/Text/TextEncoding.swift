import Foundation

/// The encodings the property list text readers accept besides UTF-8: UTF-16 announced by a byte
/// order mark, which they transcode to UTF-8 once so that parsing works on bytes alone.
enum TextEncoding {
    /// Whether `data` starts with a UTF-16 byte order mark, and in which byte order.
    static func utf16BigEndian(_ data: Data) -> Bool? {
        switch (data.first, data.dropFirst().first) {
        case (0xFE?, 0xFF?): true
        case (0xFF?, 0xFE?): false
        default: nil
        }
    }

    /// About the first `count` bytes of `data` as UTF-8, for a cheap look at how a file starts: the
    /// bytes themselves, or UTF-16 (announced by a byte order mark) transcoded leniently from its
    /// first `2 * count` bytes.
    static func utf8Head(of data: Data, count: Int, format: ArchiveFormat) -> [UInt8] {
        guard let bigEndian = utf16BigEndian(data) else { return Array(data.prefix(count)) }
        let prefix = data.prefix(2 * count)
        let even = prefix.prefix(prefix.count & ~1)
        return (try? utf8(fromUTF16: even, bigEndian: bigEndian, format: format, lenient: true)) ?? []
    }

    /// The UTF-8 form of UTF-16 `data` after its byte order mark. With `lenient`, ill-formed units
    /// become U+FFFD (for a quick look at the start of a file); otherwise an unpaired surrogate or an
    /// odd final byte throws `.malformed(format, …)` at the line and column where it stands.
    static func utf8(
        fromUTF16 data: Data, bigEndian: Bool, format: ArchiveFormat, lenient: Bool = false
    ) throws
        -> [UInt8]
    {
        try data.withUnsafeBytes { raw -> [UInt8] in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            func fail(_ reason: String) -> ArchiveError {
                let position = output.withUnsafeBufferPointer { TextInput($0).position(of: $0.count) }
                return .malformed(format, at: position, reason: reason)
            }
            func unit(at offset: Int) -> UInt32 {
                let high = UInt32(bytes[bigEndian ? offset : offset + 1])
                let low = UInt32(bytes[bigEndian ? offset + 1 : offset])
                return high << 8 | low
            }
            var offset = 2
            while offset + 1 < bytes.count {
                let first = unit(at: offset)
                offset += 2
                if first < 0xD800 || first > 0xDFFF {
                    TextUTF8.append(scalar: first, to: &output)
                    continue
                }
                if first <= 0xDBFF && offset + 1 < bytes.count {
                    let second = unit(at: offset)
                    if second >= 0xDC00 && second <= 0xDFFF {
                        offset += 2
                        TextUTF8.append(scalar: 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), to: &output)
                        continue
                    }
                }
                if lenient {
                    TextUTF8.append(scalar: 0xFFFD, to: &output)
                } else {
                    throw fail("expected UTF-16 text, found the unpaired surrogate \(TextUTF8.codePointName(first))")
                }
            }
            if offset < bytes.count && !lenient {
                throw fail("expected UTF-16 text, found a final odd byte")
            }
            return output
        }
    }
}
