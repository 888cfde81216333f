/// A key as `@ArchiveKey` and `@LegacyKeys` write it: dots step into nested dictionaries
/// (`meta.created_at`), and a backslash makes the next dot or backslash part of the key
/// (`version\.major` is the one key `version.major`).
struct ArchiveKeyPath: Hashable {
    /// The keys from the outermost dictionary in, each without escapes.
    let segments: [String]

    /// Why `text` is not a key path, when it is not one.
    enum Problem: Error {
        case emptySegment, danglingEscape, unknownEscape(Character)

        var reason: String {
            switch self {
            case .emptySegment: "a key before, between or after dots is empty"
            case .danglingEscape: "it ends with a backslash that escapes nothing"
            case .unknownEscape(let character):
                "'\\\(character)' escapes nothing: only '\\.' (a dot in the key) and '\\\\' (a backslash) do"
            }
        }
    }

    init(segments: [String]) { self.segments = segments }

    init(parsing text: String) throws(Problem) {
        var segments: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                guard character == "." || character == "\\" else { throw .unknownEscape(character) }
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { throw .danglingEscape }
        segments.append(current)
        // One empty key is a key like any other; an empty step of a path is a typo.
        if segments.count > 1 && segments.contains(where: \.isEmpty) { throw .emptySegment }
        self.segments = segments
    }

    var isNested: Bool { segments.count > 1 }

    /// The path as `@ArchiveKey` writes it, for messages.
    var written: String {
        segments.map { $0.replacing("\\", with: "\\\\").replacing(".", with: "\\.") }.joined(separator: ".")
    }

    /// Whether `other` lies inside the dictionary this path names.
    func isProperPrefix(of other: ArchiveKeyPath) -> Bool {
        other.segments.count > segments.count && Array(other.segments.prefix(segments.count)) == segments
    }
}
