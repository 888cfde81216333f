/// The elements of the property list vocabulary.
enum XMLPropertyListElement: String {
    case plist, dict, key, array, string, integer, real, `true`, `false`, date, data
}

/// A start tag (`<dict>`, or `<dict/>` when `isEmpty`) or an end tag (`</dict>`).
struct XMLPropertyListTag: CustomStringConvertible {
    /// nil for a name outside the property list vocabulary.
    let element: XMLPropertyListElement?
    let name: String
    let isEnd: Bool
    let isEmpty: Bool
    /// Where the tag's '<' is, and where its content starts (just after its '>').
    let offset: Int
    let contentOffset: Int

    var description: String { isEnd ? "</\(name)>" : isEmpty ? "<\(name)/>" : "<\(name)>" }
}

/// The XML markup of property lists: tags, and what may stand between them or inside text.
extension XMLPropertyListReader {
    @inline(__always)
    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    func hasPrefix(_ prefix: StaticString, at offset: Int) -> Bool {
        offset <= bytes.count && prefix.withUTF8Buffer { bytes[offset...].starts(with: $0) }
    }

    /// Skips whitespace, comments and processing instructions (and, in the prolog, a DOCTYPE).
    mutating func skipMisc(allowDoctype: Bool = false) throws {
        while true {
            skipWhitespace()
            if hasPrefix("<!--", at: index) {
                try skipComment()
            } else if hasPrefix("<?", at: index) {
                try skip(to: "?>", ending: "processing instruction")
            } else if allowDoctype && hasPrefix("<!DOCTYPE", at: index) {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    mutating func skipComment() throws {
        try skip(to: "-->", ending: "comment")
    }

    /// Moves past the next `terminator`; throws, at the construct's start, when there is none.
    mutating func skip(to terminator: StaticString, ending construct: String) throws {
        let start = index
        var offset = start + 2
        while offset < bytes.count {
            if hasPrefix(terminator, at: offset) {
                index = offset + terminator.utf8CodeUnitCount
                return
            }
            offset += 1
        }
        throw error(
            at: start, "expected '\(terminator)' to end the \(construct) that starts here, found the end of the input")
    }

    /// `<!DOCTYPE …>`, with quoted identifiers and an internal subset in brackets (which may hold
    /// comments).
    private mutating func skipDoctype() throws {
        let start = index
        var offset = start + 9
        var quote: UInt8 = 0
        var brackets = 0
        while offset < bytes.count {
            if quote == 0 && hasPrefix("<!--", at: offset) {
                index = offset
                try skipComment()
                offset = index
                continue
            }
            let byte = bytes[offset]
            offset += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                brackets += 1
            } else if byte == UInt8(ascii: "]") {
                brackets -= 1
            } else if byte == UInt8(ascii: ">") && brackets <= 0 {
                index = offset
                return
            }
        }
        throw error(at: start, "expected '>' to end the DOCTYPE that starts here, found the end of the input")
    }

    /// Reads the tag at `index`; `expected` says what the caller wanted, for the error when there is
    /// no tag here.
    mutating func readTag(expected: String) throws -> XMLPropertyListTag {
        let start = index
        guard byte(at: start) == UInt8(ascii: "<") else {
            throw error(at: start, "\(expected), found \(input.describe(at: start))")
        }
        let isEnd = byte(at: start + 1) == UInt8(ascii: "/")
        let nameStart = start + (isEnd ? 2 : 1)
        var offset = nameStart
        while offset < bytes.count && isNameByte(bytes[offset]) { offset += 1 }
        guard offset > nameStart else {
            throw error(
                at: nameStart,
                "expected an element name after '\(isEnd ? "</" : "<")', found \(input.describe(at: nameStart))")
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<offset]), as: UTF8.self)
        let element = XMLPropertyListElement(rawValue: name)
        index = offset
        var isEmpty = false
        if isEnd {
            skipWhitespace()
            guard byte(at: index) == UInt8(ascii: ">") else {
                throw error(at: index, "expected '>' to end </\(name), found \(input.describe(at: index))")
            }
        } else {
            isEmpty = try skipAttributes(of: name)
        }
        index += 1
        return XMLPropertyListTag(
            element: element, name: name, isEnd: isEnd, isEmpty: isEmpty, offset: start, contentOffset: index)
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "="),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"):
            false
        default:
            true
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips `name="value"` pairs up to the tag's '>' (left at `index`); returns whether the tag ends
    /// with "/>".
    private mutating func skipAttributes(of element: String) throws -> Bool {
        while true {
            skipWhitespace()
            let here = byte(at: index)
            if here == UInt8(ascii: ">") { return false }
            if here == UInt8(ascii: "/") && byte(at: index + 1) == UInt8(ascii: ">") {
                index += 1
                return true
            }
            let nameStart = index
            while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
            guard index > nameStart else {
                throw error(
                    at: index, "expected an attribute, '>' or '/>' in <\(element)>, found \(input.describe(at: index))")
            }
            skipWhitespace()
            guard byte(at: index) == UInt8(ascii: "=") else {
                throw error(
                    at: index,
                    "expected '=' after an attribute name in <\(element)>, found \(input.describe(at: index))")
            }
            index += 1
            skipWhitespace()
            let quote = byte(at: index)
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error(
                    at: index, "expected a quoted attribute value in <\(element)>, found \(input.describe(at: index))")
            }
            let valueStart = index
            index += 1
            while index < bytes.count && bytes[index] != quote { index += 1 }
            guard index < bytes.count else {
                throw error(
                    at: valueStart,
                    "expected a closing quote for the attribute value that starts here, found the end of the input")
            }
            index += 1
        }
    }
}
