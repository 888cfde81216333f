import KeyCoding

/// A comma-separated list, optionally in brackets: `1, 2, 3` or `[1, 2, 3]`. Elements are trimmed,
/// and commas inside `()`, `[]`, `{}` or quotes do not split, so `rgb(1,2,3), red` is two colors;
/// an element entirely in quotes (`"a, b"` or `'a, b'`) has them removed. The empty string and
/// `[]` are the empty array. An element's error points at the element within the whole list.
///
/// Written back as the elements' representations joined by `, `, each quoted when it would not
/// read back otherwise (when it contains a comma, say).
///
/// ```swift
/// try [Int](parsing: "[1, 0x10, 3]")         // [1, 16, 3]
/// try [String](parsing: "a, \"b, c\"")       // ["a", "b, c"]
/// ["a", "b, c"].stringRepresentation         // "a, \"b, c\""
/// ```
extension Array: StringDecodable where Element: StringDecodable {
    public init(parsing string: String) throws {
        self = try Self.readList(string, expected: typeName(Self.self)).map { element in
            try Self.readElement(element, of: string, expected: typeName(Self.self))
        }
    }

    /// The elements of a list, with or without surrounding brackets.
    static func readList(_ string: String, expected: String) throws -> [ListElement] {
        let leading = string.leadingWhitespaceCount
        let trimmed = string.trimmingWhitespace
        guard trimmed.first == "[", trimmed.last == "]", let inner = bracketContents(of: string, trimmedFrom: leading)
        else { return try ListSplitter.split(string[...], expected: expected) }
        return try ListSplitter.split(inner, expected: expected)
    }

    /// What is between the brackets when the first non-blank `[` is closed by the last `]`.
    private static func bracketContents(of string: String, trimmedFrom leading: Int) -> Substring? {
        let open = string.index(string.startIndex, offsetBy: leading)
        guard let close = string.lastIndex(of: "]") else { return nil }
        let inner = string[string.index(after: open)..<close]
        // "[a], [b]" starts and ends with brackets that do not pair with each other.
        guard let elements = try? ListSplitter.split(string[open...close], expected: ""), elements.count == 1 else {
            return nil
        }
        return inner
    }

    /// Reads one element, re-anchoring its error in the whole list.
    static func readElement(_ element: ListElement, of string: String, expected: String) throws -> Element {
        try StringCodingError.readingPart(of: string, at: element.offset, as: expected) {
            try Element(parsing: element.text)
        }
    }
}

extension Array: StringEncodable where Element: StringEncodable {
    public var stringRepresentation: String {
        map { ListSplitter.quotedIfNeeded($0.stringRepresentation) }.joined(separator: ", ")
    }
}
