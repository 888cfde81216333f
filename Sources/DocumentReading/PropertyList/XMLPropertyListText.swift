/// Text content of `<key>`, `<string>` and the other scalar elements: one slice of the input when it
/// is plain, otherwise built in `scratch` from entities, character references and CDATA sections.
extension XMLPropertyListReader {
    /// Reads the content of the element that `tag` opened, up to and past its end tag.
    mutating func readText(closing tag: XMLPropertyListTag) throws -> String {
        let start = index
        var runStart = start
        var offset = start
        var built = false  // whether the text so far is in `scratch`
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "<") && !hasPrefix("<![CDATA[", at: offset) && !hasPrefix("<!--", at: offset)
                && !hasPrefix("<?", at: offset)
            {
                let text: String
                if built {
                    append(start: runStart, end: offset)
                    text = String(decoding: scratch, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                }
                index = offset
                let end = try readTag(expected: "expected </\(tag.name)>")
                guard end.isEnd && end.name == tag.name else {
                    throw error(at: end.offset, "expected </\(tag.name)>, found \(end)")
                }
                return text
            }
            guard byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") else {
                offset += try characterLength(at: offset)
                continue
            }
            // A reference, a CDATA section, a comment or a processing instruction: from here on the
            // text is built in `scratch`.
            if !built { scratch.removeAll(keepingCapacity: true) }
            built = true
            append(start: runStart, end: offset)
            if byte == UInt8(ascii: "&") {
                offset = try readReference(at: offset)
            } else if bytes[offset + 1] == UInt8(ascii: "!") && bytes[offset + 2] == UInt8(ascii: "[") {
                offset = try readCDATA(at: offset)
            } else {
                index = offset
                if bytes[offset + 1] == UInt8(ascii: "?") {
                    try skip(to: "?>", ending: "processing instruction")
                } else {
                    try skipComment()
                }
                offset = index
            }
            runStart = offset
        }
        throw error(
            at: tag.offset, "expected </\(tag.name)> to end the \(tag) that starts here, found the end of the input")
    }

    private mutating func append(start: Int, end: Int) {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Appends the content of the CDATA section at `offset`; returns the offset after its "]]>".
    private mutating func readCDATA(at start: Int) throws -> Int {
        let contentStart = start + 9
        var offset = contentStart
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "]") && hasPrefix("]]>", at: offset) {
                append(start: contentStart, end: offset)
                return offset + 3
            }
            offset += try characterLength(at: offset)
        }
        throw error(at: start, "expected ']]>' to end the CDATA section that starts here, found the end of the input")
    }

    /// Appends the character of the entity or character reference at `offset` (`&amp;`, `&#38;`,
    /// `&#x26;`); returns the offset after its ';'.
    private mutating func readReference(at start: Int) throws -> Int {
        var end = start + 1
        while end < bytes.count && end - start <= 12 && bytes[end] != UInt8(ascii: ";") && !isWhitespace(bytes[end])
            && bytes[end] != UInt8(ascii: "<") && bytes[end] != UInt8(ascii: "&")
        {
            end += 1
        }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        let nameText = String(decoding: name, as: UTF8.self)
        guard byte(at: end) == UInt8(ascii: ";") else {
            throw error(at: start, "expected ';' to end the reference &\(nameText), found \(input.describe(at: end))")
        }
        switch nameText {
        case "lt": scratch.append(UInt8(ascii: "<"))
        case "gt": scratch.append(UInt8(ascii: ">"))
        case "amp": scratch.append(UInt8(ascii: "&"))
        case "quot": scratch.append(UInt8(ascii: "\""))
        case "apos": scratch.append(UInt8(ascii: "'"))
        default:
            guard name.first == UInt8(ascii: "#") else { throw error(at: start, "unknown entity &\(nameText);") }
            guard let scalar = characterReference(name.dropFirst()) else {
                throw error(at: start, "expected a Unicode scalar value in a character reference, found &\(nameText);")
            }
            scratch.append(contentsOf: scalar.utf8)
        }
        return end + 1
    }

    /// The scalar of "123" or "x1F" (the part after "&#"), or nil when it has no digits, a non-digit,
    /// or names no Unicode scalar.
    private func characterReference(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Unicode.Scalar? {
        let isHex = digits.first == UInt8(ascii: "x")
        let digits = isHex ? digits.dropFirst() : digits
        // A sign is no digit, though `UInt32(_:radix:)` would take one.
        guard digits.first?.asciiHexDigitValue != nil,
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10)
        else { return nil }
        return Unicode.Scalar(value)
    }
}
