/// Writes JSON text at each step of a ``TextValueWalk``: compact, or with 2-space indentation.
struct JSONWriter: TextValueVisitor {
    let prettyPrinted: Bool
    var output = TextOutput()

    init(prettyPrinted: Bool) {
        self.prettyPrinted = prettyPrinted
    }

    mutating func visit(_ step: TextValueStep) throws(TextValueRefusal) {
        switch step {
        case .value(let value, let key, let index, let depth):
            if depth > 0 {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newLine(depth: depth)
            }
            if let key {
                append(string: key)
                output.append(UInt8(ascii: ":"))
                if prettyPrinted { output.append(UInt8(ascii: " ")) }
            }
            try append(value)
        case .end(let isDictionary, let depth):
            newLine(depth: depth)
            output.append(isDictionary ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    private mutating func newLine(depth: Int) {
        guard prettyPrinted else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    }

    /// Writes a scalar, an empty container, or the opening bracket of a non-empty one.
    private mutating func append(_ value: ArchiveValue) throws(TextValueRefusal) {
        switch value {
        case .string(let string):
            append(string: string)
        case .integer(let integer):
            output.append(String(integer))
        case .unsignedInteger(let integer):
            output.append(String(integer))
        case .real(let real):
            guard real.isFinite else { throw TextValueRefusal(reason: "JSON has no NaN or infinity") }
            output.append(real.description)  // shortest round-trip form; always has '.' or 'e'
        case .bool(let bool):
            output.append(bool ? "true" : "false")
        case .date(let date):
            output.append(UInt8(ascii: "\""))  // the date's text has nothing to escape
            try output.append(date: date)
            output.append(UInt8(ascii: "\""))
        case .data(let data):
            append(string: data.base64EncodedString())
        case .array(let elements):
            output.append(elements.isEmpty ? "[]" : "[")
        case .dictionary(let members):
            output.append(members.isEmpty ? "{}" : "{")
        case .null:
            output.append("null")
        case .uid:
            throw TextValueRefusal(reason: "JSON has no object references")
        }
    }

    /// A quoted string with '"', '\' and control characters escaped (\n, \t, \r, \b, \f by their
    /// short escapes, the others as \u00XX) and everything else, '/' included, as it is.
    private mutating func append(string: String) {
        output.append(UInt8(ascii: "\""))
        output.append(string, escaping: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output, byte in
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                output.append("u00" + TextUTF8.hex(UInt32(byte), digits: 2, uppercase: false))
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
