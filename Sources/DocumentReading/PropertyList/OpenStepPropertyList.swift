import Foundation

/// OpenStep (NeXTSTEP) text property lists, read as CoreFoundation reads them:
/// `{ key = value; … }` (every pair ends with ';', the last one too), `( a, b, )` (a trailing comma
/// is allowed), quoted strings `"…"` and `'…'` with C-like escapes, unquoted strings of
/// `[A-Za-z0-9_$/:.-]`, data `<0fbd 7777>`, and `//` and `/* */` comments. A document of
/// `key = value;` pairs without braces (a "strings file") is a dictionary, and so is an empty one.
/// The format has no numbers, Booleans or dates: every scalar is a `.string`.
///
/// ```swift
/// try OpenStepPropertyList.read(Data("{ name = Ann; tags = (a, b); }".utf8), limits: ArchiveLimits())
/// // .dictionary(["name": .string("Ann"), "tags": .array([.string("a"), .string("b")])])
/// ```
package enum OpenStepPropertyList {
    package static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveValue {
        try OpenStepPropertyListReader.read(utf8OrUTF16: data, limits: limits)
    }

    /// A cheap guess, for format detection once JSON has failed: after a byte order mark, whitespace
    /// and comments, the first character is '{', '(', '"', '\'' or '<', or a run of unquoted-string
    /// characters is followed by '='.
    package static func looksLikeOpenStep(_ data: Data) -> Bool {
        let head = TextEncoding.utf8Head(of: data, count: 1024, format: .openStepPropertyList)
        return head.withUnsafeBufferPointer { bytes in
            let input = TextInput(bytes)
            var index = OpenStepPropertyListReader.skipSpaceAndComments(in: bytes, from: input.start)
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"):
                return true
            default:
                let start = index
                while index < bytes.count && OpenStepPropertyListReader.isUnquotedByte(bytes[index]) { index += 1 }
                guard index > start else { return false }
                index = OpenStepPropertyListReader.skipSpaceAndComments(in: bytes, from: index)
                return index < bytes.count && bytes[index] == UInt8(ascii: "=")
            }
        }
    }
}
