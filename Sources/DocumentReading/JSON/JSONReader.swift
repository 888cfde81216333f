/// The one JSON (RFC 8259) reader: walks UTF-8 bytes without recursion and hands every key and value
/// to a ``JSONBuilding`` builder, which decides what a document becomes (an ``ArchiveValue`` for
/// archives, a tree with positions for configuration files) and which limits apply.
///
/// Open arrays and objects wait on an explicit stack, so nesting is bounded by the builder's limits
/// and not by the call stack. Syntax errors are thrown as ``JSONSyntaxProblem`` with byte offsets;
/// each caller words them in its own way, because archives and configuration files report them
/// differently.
///
/// ```swift
/// var reader = JSONReader(bytes: bytes, start: 0, builder: builder)
/// let root = try reader.readDocument()
/// ```
package struct JSONReader<Builder: JSONBuilding> {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var index: Int
    private(set) var builder: Builder
    /// Reused to build strings that contain escapes.
    var scratch: [UInt8] = []
    /// For each array or object opened and not yet closed, whether it is an object.
    private var openObjects: [Bool] = []

    /// Reads `bytes` from `start` (after a byte order mark, if the caller skipped one).
    package init(bytes: UnsafeBufferPointer<UInt8>, start: Int, builder: Builder) {
        self.bytes = bytes
        index = start
        self.builder = builder
    }

    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
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

    /// Reads the whole input as one value, and checks that only whitespace follows it.
    package mutating func readDocument() throws -> Builder.Value {
        var value = try readValue(.document)
        while let isObject = openObjects.last {
            try builder.add(value)
            skipWhitespace()
            let separator = byte(at: index)
            if isObject {
                switch separator {
                case UInt8(ascii: ","):
                    index += 1
                    try readKey(.afterComma)
                    value = try readValue(.memberValue)
                case UInt8(ascii: "}"):
                    value = close()
                default:
                    throw JSONSyntaxProblem.expectedSeparator(inObject: true, at: index)
                }
            } else {
                switch separator {
                case UInt8(ascii: ","):
                    index += 1
                    value = try readValue(.elementAfterComma)
                case UInt8(ascii: "]"):
                    value = close()
                default:
                    throw JSONSyntaxProblem.expectedSeparator(inObject: false, at: index)
                }
            }
        }
        skipWhitespace()
        guard index >= bytes.count else { throw JSONSyntaxProblem.expectedEnd(at: index) }
        return value
    }

    private mutating func close() -> Builder.Value {
        index += 1
        openObjects.removeLast()
        return builder.closeContainer()
    }

    /// Reads a scalar or an empty container and returns it, or opens the containers that start here
    /// (each non-empty object with its first key read) down to the first scalar or empty container.
    private mutating func readValue(_ context: JSONSyntaxProblem.ValueContext) throws -> Builder.Value {
        var context = context
        while true {
            skipWhitespace()
            let start = index
            switch byte(at: start) {
            case UInt8(ascii: "\""):
                try builder.beginValue(.string, at: start, openContainers: openObjects.count)
                return try builder.string(try readQuotedString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try builder.beginValue(.number, at: start, openContainers: openObjects.count)
                return try builder.number(try readNumber())
            case UInt8(ascii: "["):
                try open(isObject: false, at: start)
                if byte(at: index) == UInt8(ascii: "]") { return close() }
                context = .firstElement
            case UInt8(ascii: "{"):
                try open(isObject: true, at: start)
                if byte(at: index) == UInt8(ascii: "}") { return close() }
                try readKey(.first)
                context = .memberValue
            case UInt8(ascii: "t"):
                return try readLiteral("true", .true, context)
            case UInt8(ascii: "f"):
                return try readLiteral("false", .false, context)
            case UInt8(ascii: "n"):
                return try readLiteral("null", .null, context)
            default:
                throw JSONSyntaxProblem.expectedValue(context, at: start)
            }
        }
    }

    private mutating func open(isObject: Bool, at start: Int) throws {
        try builder.beginValue(isObject ? .object : .array, at: start, openContainers: openObjects.count)
        builder.openContainer(isObject: isObject)
        openObjects.append(isObject)
        index = start + 1
        skipWhitespace()
    }

    /// Reads `"key" :` and hands the key to the builder.
    private mutating func readKey(_ context: JSONSyntaxProblem.KeyContext) throws {
        skipWhitespace()
        let start = index
        guard byte(at: start) == UInt8(ascii: "\"") else { throw JSONSyntaxProblem.expectedKey(context, at: start) }
        let key = try readQuotedString()
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else { throw JSONSyntaxProblem.expectedColon(at: index) }
        index += 1
        try builder.key(key, at: start)
    }

    private mutating func readLiteral(
        _ word: StaticString, _ literal: JSONLiteral, _ context: JSONSyntaxProblem.ValueContext
    ) throws -> Builder.Value {
        let start = index
        try builder.beginValue(.literal, at: start, openContainers: openObjects.count)
        let matches = word.withUTF8Buffer { bytes[start...].starts(with: $0) }
        let end = start + word.utf8CodeUnitCount
        guard matches, !isWordByte(byte(at: end)) else { throw JSONSyntaxProblem.expectedValue(context, at: start) }
        index = end
        return try builder.literal(literal)
    }

    /// Whether `byte` would continue a word, so that `trueish` is not `true` followed by junk.
    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"): Builder.underscoreContinuesAWord
        default: false
        }
    }
}

/// `true`, `false` or `null`.
package enum JSONLiteral: Sendable {
    case `true`, `false`, null
}

/// What kind of value starts where ``JSONBuilding/beginValue(_:at:openContainers:)`` is called.
package enum JSONValueKind: Sendable {
    case string, number, literal, array, object
}

/// What a ``JSONReader`` builds, key by key and value by value, in document order.
package protocol JSONBuilding {
    associatedtype Value
    /// Whether `true_` is one word (and so not the literal `true`) in the caller's dialect.
    static var underscoreContinuesAWord: Bool { get }
    /// Called where a value starts, before it is read (for a literal, before it is matched), with
    /// how many containers are open around it: where limits are counted.
    mutating func beginValue(_ kind: JSONValueKind, at offset: Int, openContainers: Int) throws
    mutating func string(_ text: String) throws -> Value
    /// A number, given as the byte range of its source text, which follows RFC 8259's grammar.
    mutating func number(_ source: Range<Int>) throws -> Value
    mutating func literal(_ literal: JSONLiteral) throws -> Value
    /// Opens an array or object after `beginValue`; its keys and values follow.
    mutating func openContainer(isObject: Bool)
    /// The key whose value the innermost object reads next, and where its opening quote is.
    mutating func key(_ key: String, at offset: Int) throws
    /// Adds a finished value to the innermost open container.
    mutating func add(_ value: Value) throws
    /// Closes the innermost container and returns it as a value.
    mutating func closeContainer() -> Value
}
