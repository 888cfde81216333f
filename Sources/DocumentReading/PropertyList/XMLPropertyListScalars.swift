import Foundation

/// The values of `<string>`, `<integer>`, `<real>`, `<date>` and `<data>` from their text.
extension XMLPropertyListReader {
    /// `text` is the element's content, which starts at `offset` in the input.
    func scalar(_ element: XMLPropertyListElement, _ text: String, at offset: Int) throws -> ArchiveValue {
        switch element {
        case .string:
            return .string(text)
        case .integer:
            guard let value = Self.integer(trimmed(text)) else {
                throw error(at: offset, "expected an integer of at most 64 bits in <integer>, found \(quoted(text))")
            }
            return value
        case .real:
            // Double(String) reads "nan", "inf", "+infinity" and "-infinity", as CoreFoundation writes them.
            let content = trimmed(text)
            guard !content.isEmpty, let value = Double(content) else {
                throw error(at: offset, "expected a real number in <real>, found \(quoted(text))")
            }
            return .real(value)
        case .date:
            guard let date = ArchiveDateText.date(from: trimmed(text)) else {
                throw error(at: offset, "expected a date (yyyy-MM-ddTHH:mm:ssZ) in <date>, found \(quoted(text))")
            }
            return .date(date)
        default:  // .data; the reader handles the other elements itself
            var text = text
            return try text.withUTF8 { bytes in
                switch TextBase64.decode(bytes) {
                case .data(let data):
                    return .data(data)
                case .invalid(let bad):
                    throw error(
                        at: offset + bad, "expected base64 in <data>, found \(TextInput(bytes).describe(at: bad))")
                }
            }
        }
    }

    private func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }

    private func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "'\(shown)'"
    }

    /// A decimal or "0x" hexadecimal integer with an optional sign, as CoreFoundation reads them:
    /// `.integer` within Int64, `.unsignedInteger` above it up to UInt64.max, nil otherwise.
    static func integer(_ text: Substring) -> ArchiveValue? {
        var digits = text.utf8[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.starts(with: "0x".utf8) || digits.starts(with: "0X".utf8) {
            radix = 16
            digits = digits.dropFirst(2)
        }
        // A second sign is no digit, though `UInt64(_:radix:)` would take one.
        guard digits.first?.asciiHexDigitValue != nil,
            let magnitude = UInt64(String(decoding: digits, as: UTF8.self), radix: radix)
        else { return nil }
        return ArchiveValue(magnitude: magnitude, negative: negative)
    }
}
