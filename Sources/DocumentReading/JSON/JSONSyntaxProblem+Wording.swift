/// What each caller says about a ``JSONSyntaxProblem``: archives and configuration files word the same
/// problem differently, and some point at different offsets of it. Both wordings stand here, case by
/// case, so that adding a problem means wording it for both.
extension JSONSyntaxProblem {
    /// Whose words.
    package enum Wording: Sendable {
        /// AutoCoding's archives (`ArchiveError`).
        case archive
        /// TypedConfig's configuration files.
        case configuration
    }

    /// A problem in words: where, what, and how the caller should name what was found there.
    package struct Explanation {
        package let offset: Int
        /// "expected …", or the whole reason when `found` is `.nothing`.
        package let text: String
        package let found: Found
    }

    /// What follows the text: ", found " and the character or the word at an offset, or nothing.
    package enum Found {
        case nothing
        case character(at: Int)
        case word(at: Int)
    }

    /// This problem in `wording`'s words; `bytes` are the document's.
    package func explanation(_ wording: Wording, in bytes: UnsafeBufferPointer<UInt8>) -> Explanation {
        let archive = wording == .archive
        func say(_ offset: Int, _ text: String, _ found: Found? = nil) -> Explanation {
            Explanation(offset: offset, text: text, found: found ?? .character(at: offset))
        }
        func source(_ offset: Int) -> String {
            archive
                ? "\\u" + TextUTF8.hex(Self.hexQuad(in: bytes, at: offset + 2), digits: 4)
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 6]), as: UTF8.self)
        }
        switch self {
        case .expectedValue(let context, let offset):
            return say(offset, context.expectation, archive ? .word(at: offset) : nil)
        case .expectedKey(.first, let offset):
            return say(offset, archive ? "expected a string key or '}' in an object" : "expected a string key or '}'")
        case .expectedKey(.afterComma, let offset):
            return say(offset, "expected a string key after ',' in an object")
        case .expectedColon(let offset):
            return say(offset, archive ? "expected ':' after a key in an object" : "expected ':' after an object key")
        case .expectedSeparator(let inObject, let offset):
            let closing = inObject ? "'}' after a value in an object" : "']' after a value in an array"
            return say(offset, "expected ',' or \(closing)")
        case .expectedEnd(let offset):
            return say(offset, "expected the end of the input after the \(archive ? "value" : "document")")
        case .expectedDigit(let context, let offset):
            return say(offset, context.expectation)
        case .leadingZero(let number, let next):
            return archive
                ? say(number, "expected a number without leading zeros", .word(at: number))
                : say(next, "expected '.', 'e' or the end of the number after a leading '0'")
        case .unterminatedString(let opening, let end):
            return archive
                ? say(opening, "expected '\"' to end the string that starts here, found the end of the input", .nothing)
                : say(end, "expected '\"' to close the string")
        case .controlCharacterInString(let offset):
            return say(
                offset,
                archive
                    ? "expected '\"' or more characters in a string (control characters must be escaped)"
                    : Self.controlCharacterExpectation(bytes[offset]))
        case .invalidUTF8InString(let offset):
            return say(offset, archive ? "expected UTF-8 text in a string" : "expected valid UTF-8 in a string")
        case .invalidEscape(let offset):
            return say(
                offset,
                archive
                    ? #"expected an escape (\" \\ \/ \b \f \n \r \t or \uXXXX) after '\'"#
                    : #"expected '"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\' in a string"#)
        case .expectedHexDigit(let offset):
            return say(
                offset,
                archive ? "expected four hex digits after '\\u'" : "expected four hexadecimal digits after '\\u'")
        case .loneLowSurrogate(let escape):
            return archive
                ? say(escape, "expected a character escape, found the lone low surrogate \(source(escape))", .nothing)
                : say(
                    escape, "expected a Unicode scalar value, found the unpaired low surrogate '\(source(escape))'",
                    .nothing)
        case .missingLowSurrogate(let highEscape, let found):
            let expected =
                archive
                ? "expected a low surrogate escape (\\uDC00 to \\uDFFF) after the high surrogate \(source(highEscape))"
                : "expected a low surrogate ('\\uDC00' to '\\uDFFF') after the high surrogate '\(source(highEscape))'"
            let isEscape =
                found + 1 < bytes.count && bytes[found] == UInt8(ascii: "\\") && bytes[found + 1] == UInt8(ascii: "u")
            // The reader has checked the four hex digits of an escape found here.
            guard isEscape else { return say(archive ? highEscape : found, expected, .character(at: found)) }
            let escape = archive ? source(found) : "'\(source(found))'"
            return say(archive ? highEscape : found, "\(expected), found \(escape)", .nothing)
        }
    }

    private static func controlCharacterExpectation(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: "expected '\"' to close the string (or the escape '\\n')"
        case 0x0D: "expected '\"' to close the string (or the escape '\\r')"
        case 0x09: "expected the escape '\\t' for a tab in a string"
        default: "expected the escape '\\u\(TextUTF8.hex(UInt32(byte), digits: 4))' for a control character in a string"
        }
    }

    private static func hexQuad(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 4 | ($1.asciiHexDigitValue ?? 0) }
    }
}
