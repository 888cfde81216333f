import DocumentReading

/// The byte-level half of `JSONTreeReader`: a cursor over UTF-8 bytes that reads one token at a
/// time and knows the line and column of where it is.
///
/// The column counts Unicode scalars. Non-ASCII bytes can only be valid inside strings, which cannot
/// span lines, so the scanner counts the UTF-8 continuation bytes it passes since the line began and
/// subtracts them: every position costs O(1), and a minified one-line file stays linear.
///
/// Every read checks `offset < bytes.count` first, so no input can make it read out of bounds.
struct JSONScanner {
    let bytes: UnsafeRawBufferPointer
    /// The index of the next byte to read.
    private(set) var offset = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `offset`.
    private var continuationBytesInLine = 0
    /// Reused by strings with escapes, so that they do not allocate a buffer each.
    private var unescaped: [UInt8] = []

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the text; columns count from after it.
        offset = ByteOrderMark.utf8Length(in: bytes)
        lineStart = offset
    }

    /// Where the next byte is.
    var position: TextPosition {
        TextPosition(line: line, column: offset - lineStart - continuationBytesInLine + 1)
    }

    /// The next byte, or nil at the end of the input.
    var current: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// Steps over the current byte, which the caller has seen is ASCII and not a line feed.
    mutating func advance() {
        offset += 1
    }

    /// Skips JSON whitespace: space, tab, CR and LF. Only LF ends a line, so CR LF is one ending.
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case .space, .tab, .carriageReturn:
                offset += 1
            case .lineFeed:
                offset += 1
                line += 1
                lineStart = offset
                continuationBytesInLine = 0
            default:
                return
            }
        }
    }

    /// "expected \(expected), found …", at the current position.
    func error(expected: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, reason: "expected \(expected), found \(describeCurrent())")
    }

    /// Consumes `literal` if the input continues with it and then with something other than a letter,
    /// digit or underscore (so `trueish` is not `true` followed by junk).
    mutating func consume(_ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard length <= bytes.count - offset else { return false }
        let start = offset
        let matches = literal.withUTF8Buffer { text in
            for index in 0..<length where bytes[start + index] != text[index] { return false }
            return true
        }
        let after = start + length
        guard matches, after >= bytes.count || !Self.isWordByte(bytes[after]) else { return false }
        offset = after
        return true
    }

    /// Reads an object key and the `:` after it, and skips the whitespace that follows.
    mutating func readKey(expected: String) throws(JSONSyntaxError) -> (text: String, position: TextPosition) {
        guard current == .quote else { throw error(expected: expected) }
        let keyPosition = position
        let text = try readString()
        skipWhitespace()
        guard current == .colon else { throw error(expected: "':' after an object key") }
        offset += 1
        skipWhitespace()
        return (text, keyPosition)
    }

    /// Reads a string whose opening quote is the current byte, and returns its decoded content.
    mutating func readString() throws(JSONSyntaxError) -> String {
        offset += 1
        let start = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x20 && byte < 0x80 {
                if byte == .quote {
                    // Validated as we went, so this decoding never repairs anything.
                    let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                    offset += 1
                    return text
                }
                if byte == .backslash { return try readEscapedString(from: start) }
                offset += 1
            } else if byte >= 0x80 {
                try skipMultibyteScalar()
            } else {
                throw controlCharacterError(byte)
            }
        }
        throw error(expected: "'\"' to close the string")
    }

    /// The slow path of `readString()`, from the first backslash on: decodes into `unescaped`.
    private mutating func readEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
        unescaped.removeAll(keepingCapacity: true)
        var runStart = start
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x20 && byte < 0x80 {
                if byte == .quote || byte == .backslash {
                    unescaped.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<offset]))
                    if byte == .quote {
                        offset += 1
                        return String(decoding: unescaped, as: UTF8.self)
                    }
                    try readEscape()
                    runStart = offset
                } else {
                    offset += 1
                }
            } else if byte >= 0x80 {
                try skipMultibyteScalar()
            } else {
                throw controlCharacterError(byte)
            }
        }
        throw error(expected: "'\"' to close the string")
    }

    /// Decodes the escape sequence at the current backslash into `unescaped`.
    private mutating func readEscape() throws(JSONSyntaxError) {
        let escapeStart = offset
        offset += 1
        let decoded: UInt8
        switch current ?? 0 {
        case .quote: decoded = .quote
        case .backslash: decoded = .backslash
        case .slash: decoded = .slash
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = .lineFeed
        case UInt8(ascii: "r"): decoded = .carriageReturn
        case UInt8(ascii: "t"): decoded = .tab
        case UInt8(ascii: "u"):
            offset += 1
            appendUTF8(of: try readUnicodeEscape(startingAt: escapeStart))
            return
        default:
            throw error(expected: "'\"', '\\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\\' in a string")
        }
        unescaped.append(decoded)
        offset += 1
    }

    /// Reads the four hex digits after `\u` (and a second `\uXXXX` after a high surrogate).
    private mutating func readUnicodeEscape(startingAt escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        let first = try readHexQuad()
        switch first {
        case 0xD800...0xDBFF:
            let high = sourceText(escapeStart..<offset)
            let expected = "a low surrogate ('\\uDC00' to '\\uDFFF') after the high surrogate '\(high)'"
            let secondStart = offset
            guard bytes.count - offset >= 2, bytes[offset] == .backslash, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error(expected: expected)
            }
            offset += 2
            let second = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(second) else {
                let found = sourceText(secondStart..<offset)
                offset = secondStart
                throw JSONSyntaxError(position: position, reason: "expected \(expected), found '\(found)'")
            }
            return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        case 0xDC00...0xDFFF:
            let low = sourceText(escapeStart..<offset)
            offset = escapeStart
            throw JSONSyntaxError(
                position: position, reason: "expected a Unicode scalar value, found the unpaired low surrogate '\(low)'"
            )
        default:
            return first
        }
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = byte.asciiHexDigitValue else {
                throw error(expected: "four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private mutating func appendUTF8(of scalar: UInt32) {
        TextUTF8.append(scalar: scalar, to: &unescaped)
    }

    /// Steps over one valid multi-byte UTF-8 sequence, counting its continuation bytes.
    private mutating func skipMultibyteScalar() throws(JSONSyntaxError) {
        guard let length = Self.sequenceLength(in: bytes, at: offset) else {
            throw JSONSyntaxError(
                position: position, reason: "expected valid UTF-8 in a string, found \(describeCurrent())")
        }
        offset += length
        continuationBytesInLine += length - 1
    }

    private func controlCharacterError(_ byte: UInt8) -> JSONSyntaxError {
        let expected =
            switch byte {
            case .lineFeed: "'\"' to close the string (or the escape '\\n')"
            case .carriageReturn: "'\"' to close the string (or the escape '\\r')"
            case .tab: "the escape '\\t' for a tab in a string"
            default: "the escape '\\u\(TextUTF8.hex(UInt32(byte), digits: 4))' for a control character in a string"
            }
        return error(expected: expected)
    }

    /// Reads a number whose first byte (`-` or a digit) is current, and returns its source text.
    ///
    /// RFC 8259 exactly: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = offset
        if current == .minus {
            offset += 1
            guard let byte = current, Self.isDigit(byte) else { throw error(expected: "a digit after '-'") }
        }
        if current == .zero {
            offset += 1
            if let byte = current, Self.isDigit(byte) {
                throw error(expected: "'.', 'e' or the end of the number after a leading '0'")
            }
        } else {
            skipDigits()
        }
        if current == .period {
            offset += 1
            guard let byte = current, Self.isDigit(byte) else {
                throw error(expected: "a digit after '.' in a number")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == .plus || current == .minus { offset += 1 }
            guard let byte = current, Self.isDigit(byte) else {
                throw error(expected: "a digit in the exponent of a number")
            }
            skipDigits()
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private func sourceText(_ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// What is at the current position, for "found …": a quoted character or word, a named
    /// invisible character, a code point, a byte that is not UTF-8, or "the end of the input".
    func describeCurrent() -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        switch byte {
        case .space: return "a space"
        case .tab: return "a tab"
        case .lineFeed: return "a line break"
        case .carriageReturn: return "a carriage return"
        case UInt8(ascii: "'"): return "\"'\""
        case 0x00..<0x20, 0x7F: return "the control character U+\(TextUTF8.hex(UInt32(byte), digits: 4))"
        case 0x21..<0x7F:
            guard Self.isWordByte(byte) else { return "'\(Character(Unicode.Scalar(byte)))'" }
            // A word reads better than its first letter: found 'NaN', found 'yes'.
            var end = offset
            while end < bytes.count, end - offset < Self.wordLimit, Self.isWordByte(bytes[end]) { end += 1 }
            let more = end < bytes.count && Self.isWordByte(bytes[end])
            return "'\(sourceText(offset..<end))\(more ? "…" : "")'"
        default:
            guard let length = Self.sequenceLength(in: bytes, at: offset) else {
                return "the byte 0x\(TextUTF8.hex(UInt32(byte), digits: 2))"
            }
            let text = sourceText(offset..<offset + length)
            guard let scalar = text.unicodeScalars.first else { return "'\(text)'" }
            let code = "U+\(TextUTF8.hex(scalar.value, digits: 4))"
            // Invisible or layout-changing scalars are shown only by their code point.
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned:
                return code
            default:
                return "'\(text)' (\(code))"
            }
        }
    }

    private static let wordLimit = 24

    /// The length of the valid UTF-8 sequence of two to four bytes at `index`, or nil.
    private static func sequenceLength(in bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let length = TextUTF8.sequenceLength(in: bytes.assumingMemoryBound(to: UInt8.self), at: index)
        return length > 0 ? length : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }

}

extension UInt8 {
    fileprivate static var tab: UInt8 { UInt8(ascii: "\t") }
    fileprivate static var lineFeed: UInt8 { UInt8(ascii: "\n") }
    fileprivate static var carriageReturn: UInt8 { UInt8(ascii: "\r") }
    fileprivate static var space: UInt8 { UInt8(ascii: " ") }
    fileprivate static var quote: UInt8 { UInt8(ascii: "\"") }
    fileprivate static var backslash: UInt8 { UInt8(ascii: "\\") }
    fileprivate static var slash: UInt8 { UInt8(ascii: "/") }
    fileprivate static var colon: UInt8 { UInt8(ascii: ":") }
    fileprivate static var minus: UInt8 { UInt8(ascii: "-") }
    fileprivate static var plus: UInt8 { UInt8(ascii: "+") }
    fileprivate static var period: UInt8 { UInt8(ascii: ".") }
    fileprivate static var zero: UInt8 { UInt8(ascii: "0") }
}
