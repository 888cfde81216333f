import Foundation

/// Writes the elements of an XML property list at each step of a ``TextValueWalk``, in Apple's
/// layout: one element a line, indented with tabs, the root value not indented.
///
/// It writes only what other readers (CoreFoundation, Python's `plistlib`, libxml2) read: text is
/// XML 1.0, so a string or key holding a character XML 1.0 forbids (a control character other than
/// tab, line feed and carriage return, U+FFFE or U+FFFF) is refused rather than written as a
/// character reference that strict parsers reject; dates are whole seconds, as Apple writes them
/// (`yyyy-MM-ddTHH:mm:ssZ`): a fraction of a second is dropped, rounding down, and a date before
/// the year 1 or after 9999 is refused. Binary property lists hold all of these exactly.
struct XMLPropertyListWriter: TextValueVisitor {
    var output = TextOutput()

    mutating func visit(_ step: TextValueStep) throws(TextValueRefusal) {
        switch step {
        case .value(let value, let key, _, let depth):
            if let key {
                indent(depth)
                output.append("<key>")
                try append(escaped: key)
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
            try append(escaped: string)
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
            output.append(try Self.wholeSecondText(of: date))
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

    /// The text of `date` rounded down to the second, as XML property list readers read it.
    private static func wholeSecondText(of date: Date) throws(TextValueRefusal) -> String {
        let seconds = date.timeIntervalSinceReferenceDate.rounded(.down)
        guard seconds.isFinite, let text = ArchiveDateText.string(from: Date(timeIntervalSinceReferenceDate: seconds)),
            !text.hasPrefix("0000-")
        else {
            let alternatives =
                ArchiveDateText.string(from: date) == nil ? "a binary property list" : "a binary property list or JSON"
            throw TextValueRefusal(
                reason: "the date lies outside the years 0001 to 9999 that XML property list readers accept; "
                    + "write it as \(alternatives) instead")
        }
        return text
    }

    /// Text with '&', '<' and '>' as entities and carriage returns as character references (XML
    /// parsers would turn them into line feeds); refuses characters XML 1.0 cannot hold.
    private mutating func append(escaped text: String) throws(TextValueRefusal) {
        if let forbidden = text.unicodeScalars.first(where: Self.isForbiddenInXML) {
            throw TextValueRefusal(
                reason: "the text holds U+\(TextUTF8.hex(forbidden.value, digits: 4)), which XML 1.0 cannot hold; "
                    + "write it as a binary property list or JSON instead")
        }
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

    /// Whether XML 1.0 has no place for `scalar`, raw or as a character reference (its `Char` production).
    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case ..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == 0x0D
            || byte == 0x7F
    }
}
