import DocumentReading

/// One step of a key path in a TOML document: a key, or an element of an array (an array of
/// tables' `[[name]]` blocks are its elements too).
enum TOMLPathStep: Hashable {
    case key(String)
    case index(Int)
}

/// Where each key and value of a TOML document is written.
///
/// TOMLKit (toml++ underneath) gives a line and column only for a syntax error: the tables it
/// returns carry none, though every other configuration format here reports `file:line:column`.
/// So this reads the same text again, after TOMLKit has accepted it, and only far enough to note
/// where each key path starts: table headers, `key = value` lines with dotted and quoted keys,
/// elements of arrays and inline tables, and `[[array]]` blocks counted per table. Strings are
/// skipped over, not decoded, and nothing here decides what a value is: TOMLKit does. A position
/// this misses is nil, and a report then names the file without a line. It reads any text
/// without trapping or hanging, so it also runs first, to find the headers toml++ cannot take.
struct TOMLKeyPositions {
    /// The position of each key (of a table, the `[header]`'s first key; of an element, its value).
    private(set) var keys: [[TOMLPathStep]: TextPosition] = [:]
    /// The position of each value (of a table, the `[header]`'s bracket).
    private(set) var values: [[TOMLPathStep]: TextPosition] = [:]

    /// The first place where toml++ 3.4 (in TOMLKit 0.6.0) would only assert what it expects (a
    /// header's name starting with a key, a value where a list expects one), found before TOMLKit
    /// reads the text: such an assertion aborts a debug build and is undefined behaviour in a release
    /// build (`[[}]]`, `a = [}]`). Nil when there is none.
    private(set) var refusal: (position: TextPosition, reason: String)?

    private let scalars: [Unicode.Scalar]
    private var offset = 0
    private var position = TextPosition(line: 1, column: 1)
    /// How many `[[name]]` blocks each array of tables has had so far, by its full path.
    private var arrayTableCounts: [[TOMLPathStep]: Int] = [:]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars.drop { $0 == "\u{FEFF}" })
        scanDocument()
    }

    // MARK: Scalars

    private var current: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    private func peek(_ distance: Int) -> Unicode.Scalar? {
        offset + distance < scalars.count ? scalars[offset + distance] : nil
    }

    private mutating func advance() {
        guard let scalar = current else { return }
        offset += 1
        if scalar == "\n" {
            position.line += 1
            position.column = 1
        } else {
            position.column += 1
        }
    }

    private mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    /// Blanks, line breaks and comments, as between the elements of an array.
    private mutating func skipBlanksAndComments() {
        while let scalar = current {
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                advance()
            } else if scalar == "#" {
                skipToLineEnd()
            } else {
                return
            }
        }
    }

    private mutating func skipToLineEnd() {
        while let scalar = current, scalar != "\n" { advance() }
    }

    private mutating func skipLine() {
        skipToLineEnd()
        advance()
    }

    // MARK: Document

    private mutating func scanDocument() {
        var table: [TOMLPathStep] = []
        while current != nil {
            skipBlanks()
            switch current {
            case "\n", "\r", "#": skipLine()
            case "[": table = scanHeader()
            case nil: return
            default:
                scanKeyValue(in: table)
                skipLine()
            }
        }
    }

    /// `[a.b]` or `[[a.b]]`; returns the table's full path, array indexes included.
    private mutating func scanHeader() -> [TOMLPathStep] {
        let start = position
        advance()
        let isArray = current == "["
        if isArray { advance() }
        skipBlanks()
        let keyStart = position
        if let scalar = current, scalar != "]", scalar != "\"", scalar != "'", !Self.isBareKeyScalar(scalar) {
            refuse("expected a table name after '\(isArray ? "[[" : "[")'")
        }
        var path: [TOMLPathStep] = []
        for key in scanKey() {
            path.append(.key(key))
            // `[a.b]` starts `a` too, unless something placed it before.
            if keys[path] == nil { record(path, key: keyStart, value: start) }
            // A header below an array of tables continues its last block: `[[a]]` then `[a.b]`.
            if let count = arrayTableCounts[path] {
                path.append(.index(count - 1))
            }
        }
        if isArray {
            if case .index? = path.last { path.removeLast() }
            // The array itself starts at its first block.
            if keys[path] == nil { record(path, key: keyStart, value: start) }
            let index = arrayTableCounts[path, default: 0]
            arrayTableCounts[path] = index + 1
            path.append(.index(index))
        }
        record(path, key: keyStart, value: start)
        skipLine()
        return path
    }

    /// `key = value`, recording the key path and everything inside the value.
    private mutating func scanKeyValue(in table: [TOMLPathStep]) {
        let keyStart = position
        let keys = scanKey()
        guard !keys.isEmpty else { return }
        skipBlanks()
        guard current == "=" else { return }
        advance()
        skipBlanks()
        let path = table + keys.map(TOMLPathStep.key)
        // Every table a dotted key passes through starts at the key too.
        for length in (table.count + 1)..<path.count {
            let prefix = Array(path.prefix(length))
            if self.keys[prefix] == nil { record(prefix, key: keyStart, value: keyStart) }
        }
        scanValue(at: path, key: keyStart)
    }

    /// A dotted key's parts: bare (`a-b_1`), `"basic"` or `'literal'`, joined by `.`.
    private mutating func scanKey() -> [String] {
        var keys: [String] = []
        while true {
            skipBlanks()
            guard let scalar = current else { return keys }
            var key = ""
            if scalar == "\"" || scalar == "'" {
                key = scanQuotedKey(quote: scalar)
            } else {
                while let scalar = current, Self.isBareKeyScalar(scalar) {
                    key.unicodeScalars.append(scalar)
                    advance()
                }
                guard !key.isEmpty else { return keys }
            }
            keys.append(key)
            skipBlanks()
            guard current == "." else { return keys }
            advance()
        }
    }

    private mutating func scanQuotedKey(quote: Unicode.Scalar) -> String {
        advance()
        var key = ""
        while let scalar = current, scalar != quote, scalar != "\n" {
            if quote == "\"", scalar == "\\" {
                advance()
                key.unicodeScalars.append(contentsOf: escaped())
            } else {
                key.unicodeScalars.append(scalar)
                advance()
            }
        }
        advance()
        return key
    }

    /// The scalars an escape (after its backslash) stands for.
    private mutating func escaped() -> [Unicode.Scalar] {
        guard let scalar = current else { return [] }
        advance()
        switch scalar {
        case "n": return ["\n"]
        case "t": return ["\t"]
        case "r": return ["\r"]
        case "b": return ["\u{8}"]
        case "f": return ["\u{C}"]
        case "e": return ["\u{1B}"]
        case "u", "U":
            var hex = ""
            for _ in 0..<(scalar == "u" ? 4 : 8) {
                guard let digit = current else { break }
                hex.unicodeScalars.append(digit)
                advance()
            }
            return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init).map { [$0] } ?? []
        default: return [scalar]
        }
    }

    private static func isBareKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    // MARK: Values

    /// Notes the first refusal, at the current position and naming what is there.
    private mutating func refuse(_ expectation: String) {
        guard refusal == nil else { return }
        let found =
            switch current {
            case nil: "the end of the file"
            case "\n"?, "\r"?: "the end of the line"
            case let scalar?: ProblemText.quoted(String(scalar))
            }
        refusal = (position, "\(expectation), found \(found)")
    }

    private mutating func record(_ path: [TOMLPathStep], key: TextPosition, value: TextPosition) {
        keys[path] = key
        values[path] = value
    }

    /// The value at the current position, which belongs to `path`. Recursive: TOMLKit has accepted
    /// the text, and toml++ refuses values nested deeper than 256.
    private mutating func scanValue(at path: [TOMLPathStep], key: TextPosition) {
        record(path, key: key, value: position)
        switch current {
        case "[":
            advance()
            var index = 0
            var valueExpected = true
            while true {
                skipBlanksAndComments()
                guard let scalar = current, scalar != "]" else { break }
                if scalar == "," || scalar == "}" {
                    if valueExpected || scalar == "}" { refuse("expected a value or ']' in the list") }
                    valueExpected = true
                    advance()
                    continue
                }
                valueExpected = false
                let before = offset
                scanValue(at: path + [.index(index)], key: position)
                // Whatever this scan misreads, it moves on: it may misplace a position, never hang.
                if offset == before { advance() }
                index += 1
            }
            advance()
        case "{":
            advance()
            while true {
                skipBlanks()
                guard let scalar = current, scalar != "}", scalar != "\n" else { break }
                if scalar == "," {
                    advance()
                    continue
                }
                let before = offset
                scanKeyValue(in: path)
                if offset == before { advance() }
            }
            advance()
        case "\"", "'":
            skipString()
        default:
            while let scalar = current, !",]}#\n\r".unicodeScalars.contains(scalar) { advance() }
        }
    }

    /// A basic, literal, or multi-line string, from its opening quote to past its closing one.
    private mutating func skipString() {
        guard let quote = current else { return }
        let isMultiline = peek(1) == quote && peek(2) == quote
        for _ in 0..<(isMultiline ? 3 : 1) { advance() }
        while let scalar = current {
            if quote == "\"", scalar == "\\" {
                advance()
                advance()
                continue
            }
            if scalar == quote {
                guard isMultiline else {
                    advance()
                    return
                }
                if peek(1) == quote && peek(2) == quote {
                    // Up to two more quotes may end the content itself: `""""` ends with a quote in the string.
                    while peek(3) == quote { advance() }
                    for _ in 0..<3 { advance() }
                    return
                }
            }
            if scalar == "\n" && !isMultiline { return }
            advance()
        }
    }
}
