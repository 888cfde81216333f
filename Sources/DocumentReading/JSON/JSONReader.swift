/// Reads one JSON document from UTF-8 bytes without recursion: open arrays and objects wait on an
/// explicit stack, so nesting is bounded by ``ArchiveLimits/maximumDepth`` and not by the call stack.
struct JSONReader: TextReader {
    static let format = ArchiveFormat.json
    let input: TextInput
    /// The next byte to read.
    var index: Int
    var budget: ValueBudget
    /// Reused to build strings that contain escapes.
    var scratch: [UInt8] = []
    /// The arrays and objects opened and not yet closed.
    private var containers = TextContainerStack()

    /// Where a value is expected, which decides the "expected …" of an error.
    private enum ValueContext {
        case document, firstElement, elementAfterComma, memberValue

        var expectation: String {
            switch self {
            case .document: "expected a value"
            case .firstElement: "expected a value or ']'"
            case .elementAfterComma: "expected a value after ',' in an array"
            case .memberValue: "expected a value after ':' in an object"
            }
        }
    }

    init(input: TextInput, limits: ArchiveLimits) {
        self.input = input
        index = input.start
        budget = ValueBudget(limits: limits)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func readDocument() throws -> ArchiveValue {
        var value = try readValue(.document)
        while !containers.isEmpty {
            try add(value)
            skipWhitespace()
            let separator = byte(at: index)
            if containers.innermostIsDictionary {
                switch separator {
                case UInt8(ascii: ","):
                    index += 1
                    try readKey(expected: "expected a string key after ',' in an object")
                    value = try readValue(.memberValue)
                case UInt8(ascii: "}"):
                    index += 1
                    value = containers.close()
                default:
                    throw error(at: index, expected: "expected ',' or '}' after a value in an object")
                }
            } else {
                switch separator {
                case UInt8(ascii: ","):
                    index += 1
                    value = try readValue(.elementAfterComma)
                case UInt8(ascii: "]"):
                    index += 1
                    value = containers.close()
                default:
                    throw error(at: index, expected: "expected ',' or ']' after a value in an array")
                }
            }
        }
        skipWhitespace()
        guard index >= bytes.count else {
            throw error(at: index, expected: "expected the end of the input after the value")
        }
        return value
    }

    /// Adds a finished value to the innermost open container.
    private mutating func add(_ value: ArchiveValue) throws {
        guard containers.add(value) else {
            throw error(at: containers.keyOffset, "duplicate key \(quotedKey(containers.key)) in an object")
        }
    }

    /// Reads a scalar or an empty container and returns it, or opens the containers that start here
    /// (each non-empty one with its first key read) down to the first scalar or empty container.
    private mutating func readValue(_ context: ValueContext) throws -> ArchiveValue {
        var context = context
        while true {
            skipWhitespace()
            let start = index
            switch byte(at: start) {
            case UInt8(ascii: "\""):
                try budget.countValue()
                return .string(try readString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try budget.countValue()
                return try readNumber()
            case UInt8(ascii: "["):
                try open(isObject: false, at: start)
                skipWhitespace()
                if byte(at: index) == UInt8(ascii: "]") {
                    index += 1
                    return containers.close()
                }
                context = .firstElement
            case UInt8(ascii: "{"):
                try open(isObject: true, at: start)
                skipWhitespace()
                if byte(at: index) == UInt8(ascii: "}") {
                    index += 1
                    return containers.close()
                }
                try readKey(expected: "expected a string key or '}' in an object")
                context = .memberValue
            case UInt8(ascii: "t"):
                return try readLiteral("true", .bool(true), context)
            case UInt8(ascii: "f"):
                return try readLiteral("false", .bool(false), context)
            case UInt8(ascii: "n"):
                return try readLiteral("null", .null, context)
            default:
                throw error(at: start, "\(context.expectation), found \(input.describeWord(at: start))")
            }
        }
    }

    private mutating func open(isObject: Bool, at start: Int) throws {
        try budget.countValue()
        try budget.checkDepth(openContainers: containers.count, at: input.position(of: start))
        containers.open(isDictionary: isObject)
        index = start + 1
    }

    /// Reads `"key" :` and leaves the key with the innermost (object) container.
    private mutating func readKey(expected: String) throws {
        skipWhitespace()
        let start = index
        guard byte(at: start) == UInt8(ascii: "\"") else { throw error(at: start, expected: expected) }
        let key = try readString()
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else {
            throw error(at: index, expected: "expected ':' after a key in an object")
        }
        index += 1
        containers.setKey(key, at: start)
    }

    private mutating func readLiteral(
        _ word: StaticString, _ value: ArchiveValue, _ context: ValueContext
    ) throws
        -> ArchiveValue
    {
        let start = index
        let matches = word.withUTF8Buffer { expected in
            guard start + expected.count <= bytes.count else { return false }
            for offset in 0..<expected.count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
        let end = start + word.utf8CodeUnitCount
        guard matches, !isWordByte(byte(at: end)) else {
            throw error(at: start, "\(context.expectation), found \(input.describeWord(at: start))")
        }
        try budget.countValue()
        index = end
        return value
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: false
        }
    }
}
