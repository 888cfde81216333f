import DocumentReading

/// ``JSONSyntaxProblem`` as the ``ConfigProblem`` of a file, at the line and column `JSONTreeReader`
/// reports, naming what was found the way a person sees it: a word whole, an invisible character by
/// its code point.
struct JSONProblemWording {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int

    func problem(for problem: JSONSyntaxProblem, path: String) -> ConfigProblem {
        let explanation = problem.explanation(.configuration, in: bytes)
        var lines = JSONLineCounter(bytes: bytes, start: start)
        let reason =
            switch explanation.found {
            case .nothing: explanation.text
            case .character(let offset), .word(let offset): "\(explanation.text), found \(describe(at: offset))"
            }
        return .unreadableFile(path, at: lines.position(of: explanation.offset), reason: reason)
    }

    private func sourceText(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// What is at `offset`, for "found …": a quoted character or word, a named invisible character,
    /// a code point, a byte that is not UTF-8, or "the end of the input".
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the input" }
        let byte = bytes[offset]
        switch byte {
        case 0x20: return "a space"
        case 0x09: return "a tab"
        case 0x0A: return "a line break"
        case 0x0D: return "a carriage return"
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
            let length = TextUTF8.sequenceLength(in: bytes, at: offset)
            guard length > 0 else { return "the byte 0x\(TextUTF8.hex(UInt32(byte), digits: 2))" }
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

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
    }
}
