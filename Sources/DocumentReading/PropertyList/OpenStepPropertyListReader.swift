/// Reads one OpenStep property list from UTF-8 bytes without recursion: open arrays and
/// dictionaries wait on an explicit stack, so nesting is bounded by ``ArchiveLimits/maximumDepth``.
struct OpenStepPropertyListReader: TextInputScanning {
    static let format = ArchiveFormat.openStepPropertyList
    let input: TextInput
    /// The next byte to read.
    var index: Int
    var budget: ValueBudget
    /// Reused to build quoted strings that contain escapes.
    var scratch: [UInt8] = []
    /// The arrays and dictionaries opened and not yet closed.
    private var containers = TextContainerStack()
    /// Whether the document is a strings file: its outermost dictionary has no braces and ends with
    /// the input.
    private var readsStringsFile = false

    init(input: TextInput, limits: ArchiveLimits) {
        self.input = input
        index = input.start
        budget = ValueBudget(limits: limits)
    }

    /// The characters of unquoted strings, as CoreFoundation allows them.
    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The offset of the first byte from `offset` on that is not whitespace (ASCII, U+2028, U+2029)
    /// or inside a comment; an unterminated `/*` comment runs to the end.
    static func skipSpaceAndComments(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                index += 1
            } else if byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
            {
                index += 3
            } else if byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
            } else if byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count
                    && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, bytes.count)
            } else {
                break
            }
        }
        return index
    }

    private mutating func skipSpace() {
        index = Self.skipSpaceAndComments(in: bytes, from: index)
    }

    mutating func readDocument() throws -> ArchiveValue {
        skipSpace()
        guard index < bytes.count else { return .dictionary([:]) }  // as CoreFoundation: nothing is an empty dictionary
        if isStringsFile() {
            try budget.countValue()
            readsStringsFile = true
            containers.open(isDictionary: true)
            switch try readMember() {
            case .finished(let value): return try finish(value)
            case .valueFollows: return try finish(try readValue(expected: Self.memberValue))
            }
        }
        let value = try finish(try readValue(expected: "expected a value"))
        skipSpace()
        guard index >= bytes.count else {
            throw error(at: index, expected: "expected the end of the input after the property list")
        }
        return value
    }

    /// Whether the document is a strings file: a string followed by more than space and comments.
    private mutating func isStringsFile() -> Bool {
        let start = index
        defer { index = start }
        let first = byte(at: index)
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard (try? readQuotedString()) != nil else { return false }
        } else if Self.isUnquotedByte(first) {
            _ = readUnquotedString()
        } else {
            return false
        }
        skipSpace()
        return index < bytes.count
    }

    /// Adds finished values to their containers and reads on until the outermost one is finished.
    private mutating func finish(_ first: ArchiveValue) throws -> ArchiveValue {
        var value = first
        while !containers.isEmpty {
            value = try add(value)
        }
        return value
    }

    /// Adds a finished value to the innermost open container and reads on to the next finished value.
    private mutating func add(_ value: ArchiveValue) throws -> ArchiveValue {
        // A repeated key replaces the value, as in CoreFoundation.
        if let collision = containers.addReportingKeyCollision(value) {
            throw error(at: containers.keyOffset, collision)
        }
        if containers.innermostIsDictionary {
            skipSpace()
            guard byte(at: index) == UInt8(ascii: ";") else {
                throw error(
                    at: index, expected: "expected ';' after the value of \(quotedKey(containers.key)) in a dictionary")
            }
            index += 1
            switch try readMember() {
            case .finished(let value): return value
            case .valueFollows: return try readValue(expected: Self.memberValue)
            }
        }
        skipSpace()
        switch byte(at: index) {
        case UInt8(ascii: ","):
            index += 1
            skipSpace()
            if byte(at: index) == UInt8(ascii: ")") {
                index += 1
                return containers.close()
            }
            return try readValue(expected: "expected a value or ')' after ',' in an array")
        case UInt8(ascii: ")"):
            index += 1
            return containers.close()
        default:
            throw error(at: index, expected: "expected ',' or ')' after a value in an array")
        }
    }

    private static let memberValue = "expected a value after '=' in a dictionary"

    /// What follows in an open dictionary.
    private enum MemberStep {
        /// The dictionary's end (the value is the dictionary), or `key;`, whose value is the key
        /// itself as in strings files (the ';' is left for `add`).
        case finished(ArchiveValue)
        /// `key =`: the value comes next.
        case valueFollows
    }

    /// In an open dictionary: reads `key =`, `key`, or the dictionary's end.
    private mutating func readMember() throws -> MemberStep {
        let endsWithInput = readsStringsFile && containers.count == 1
        skipSpace()
        let start = index
        let opening = byte(at: start)
        if endsWithInput ? start >= bytes.count : opening == UInt8(ascii: "}") {
            index = min(start + 1, bytes.count)
            return .finished(containers.close())
        }
        let key: String
        if opening == UInt8(ascii: "\"") || opening == UInt8(ascii: "'") {
            key = try readQuotedString()
        } else if Self.isUnquotedByte(opening) {
            key = readUnquotedString()
        } else {
            let end = endsWithInput ? "the end of the input" : "'}'"
            throw error(at: start, expected: "expected a string key or \(end) in a dictionary")
        }
        skipSpace()
        switch byte(at: index) {
        case UInt8(ascii: "="):
            index += 1
            containers.setKey(key, at: start)
            return .valueFollows
        case UInt8(ascii: ";"):
            try budget.countValue()
            containers.setKey(key, at: start)
            return .finished(.string(key))
        default:
            throw error(at: index, expected: "expected '=' or ';' after the key \(quotedKey(key)) in a dictionary")
        }
    }

    /// Reads a string or data and returns it, or opens the arrays and dictionaries that start here
    /// down to the first finished value.
    private mutating func readValue(expected: String) throws -> ArchiveValue {
        var expected = expected
        while true {
            skipSpace()
            let start = index
            let opening = byte(at: start)
            switch opening {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                let isDictionary = opening == UInt8(ascii: "{")
                try budget.countValue()
                try budget.checkDepth(openContainers: containers.count, at: input.position(of: start))
                containers.open(isDictionary: isDictionary)
                index = start + 1
                if isDictionary {
                    switch try readMember() {
                    case .finished(let value): return value
                    case .valueFollows: expected = Self.memberValue
                    }
                    continue
                }
                skipSpace()
                if byte(at: index) == UInt8(ascii: ")") {
                    index += 1
                    return containers.close()
                }
                expected = "expected a value or ')' in an array"
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try budget.countValue()
                return .string(try readQuotedString())
            case UInt8(ascii: "<"):
                try budget.countValue()
                return .data(try readData())
            default:
                guard Self.isUnquotedByte(opening) else { throw error(at: start, expected: expected) }
                try budget.countValue()
                return .string(readUnquotedString())
            }
        }
    }
}
