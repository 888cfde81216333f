import Foundation

/// The byte buffer the text writers fill.
struct TextOutput {
    var bytes: [UInt8] = []

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(repeating byte: UInt8, count: Int) {
        bytes.append(contentsOf: repeatElement(byte, count: count))
    }
}

/// What the JSON and XML property list writers write alike: text with some bytes escaped; and, for
/// JSON, dates as ``ArchiveDateText`` writes them (XML property lists write whole seconds).
extension TextOutput {
    /// Appends `text`, each byte for which `needsEscape` holds written by `escape` instead.
    @inline(__always)
    mutating func append(
        _ text: String, escaping needsEscape: (UInt8) -> Bool, with escape: (inout TextOutput, UInt8) -> Void
    ) {
        var text = text
        text.withUTF8 { text in
            var runStart = 0
            for offset in 0..<text.count where needsEscape(text[offset]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<offset]))
                escape(&self, text[offset])
                runStart = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
        }
    }

    /// Appends the text of `date`; refuses a date outside the years 0000 to 9999.
    mutating func append(date: Date) throws(TextValueRefusal) {
        guard let text = ArchiveDateText.string(from: date) else {
            throw TextValueRefusal(reason: "the date lies outside the years 0000 to 9999")
        }
        append(text)
    }
}
