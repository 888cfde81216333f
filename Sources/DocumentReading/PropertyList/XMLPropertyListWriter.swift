import Foundation

/// Writes the elements of an XML property list at each step of a ``TextValueWalk``, in Apple's
/// layout: one element a line, indented with tabs, the root value not indented.
struct XMLPropertyListWriter: TextValueVisitor {
    var output = TextOutput()

    mutating func visit(_ step: TextValueStep) throws(TextValueRefusal) {
        switch step {
        case .value(let value, let key, _, let depth):
            if let key {
                indent(depth)
                output.append("<key>")
                append(escaped: key)
                output.append("</key>\n")
            }
            indent(depth)
            try append(value, depth: depth)
            output.append(UInt8(ascii: "\n"))
        case .end(let isDictionary, let depth):
            indent(depth)
            output.append(isDictionary ? "</dict>\n" : "</array>\n")
        }
    }

    private mutating func indent(_ depth: Int) {
        output.append(repeating: UInt8(ascii: "\t"), count: depth)
    }

    /// Writes a scalar, an empty container, or the start tag of a non-empty one, without the line break.
    private mutating func append(_ value: ArchiveValue, depth: Int) throws(TextValueRefusal) {
        switch value {
        case .string(let string):
            output.append("<string>")
            append(escaped: string)
            output.append("</string>")
        case .integer(let integer):
            output.append("<integer>\(integer)</integer>")
        case .unsignedInteger(let integer):
            output.append("<integer>\(integer)</integer>")
        case .real(let real):
            output.append("<real>")
            if real.isNaN {
                output.append("nan")
            } else if real.isInfinite {
                output.append(real < 0 ? "-infinity" : "+infinity")
            } else {
                output.append(real.description)
            }
            output.append("</real>")
        case .bool(let bool):
            output.append(bool ? "<true/>" : "<false/>")
        case .date(let date):
            output.append("<date>")
            try output.append(date: date)
            output.append("</date>")
        case .data(let data):
            append(data, depth: depth)
        case .array(let elements):
            output.append(elements.isEmpty ? "<array/>" : "<array>")
        case .dictionary(let members):
            output.append(members.isEmpty ? "<dict/>" : "<dict>")
        case .null:
            throw TextValueRefusal(reason: "property lists have no null")
        case .uid(let reference):
            output.append("<dict>\n")
            indent(depth + 1)
            output.append("<key>CF$UID</key>\n")
            indent(depth + 1)
            output.append("<integer>\(reference)</integer>\n")
            indent(depth)
            output.append("</dict>")
        }
    }

    /// Base64 in lines as wide as Apple's: 76 columns less 8 for each tab of indentation.
    private mutating func append(_ data: Data, depth: Int) {
        output.append("<data>\n")
        let encoded = Array(data.base64EncodedString().utf8)
        let width = max(16, 76 - 8 * depth)
        var start = 0
        while start < encoded.count {
            let end = min(start + width, encoded.count)
            indent(depth)
            output.bytes.append(contentsOf: encoded[start..<end])
            output.append(UInt8(ascii: "\n"))
            start = end
        }
        indent(depth)
        output.append("</data>")
    }

    /// Text with '&', '<' and '>' as entities, and control characters other than tab and line feed
    /// as character references (XML parsers would drop or normalize them raw).
    private mutating func append(escaped text: String) {
        output.append(text, escaping: { Self.needsEscape($0) }) { output, byte in
            switch byte {
            case UInt8(ascii: "&"): output.append("&amp;")
            case UInt8(ascii: "<"): output.append("&lt;")
            case UInt8(ascii: ">"): output.append("&gt;")
            default:
                output.append("&#\(byte);")
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F
    }
}
