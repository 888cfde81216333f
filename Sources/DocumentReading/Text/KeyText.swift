/// How errors spell a dictionary key so that two keys Swift deems equal can be told apart.
enum KeyText {
    /// `'é' (U+00E9)`: the key in quotes, then its Unicode scalars when any is outside ASCII.
    ///
    /// ```swift
    /// KeyText.spelled("e\u{301}")   // "'é' (U+0065 U+0301)"
    /// ```
    static func spelled(_ key: String) -> String {
        guard !key.unicodeScalars.allSatisfy(\.isASCII) else { return "'\(key)'" }
        let scalars = key.unicodeScalars.map { "U+" + TextUTF8.hex($0.value, digits: 4) }
        return "'\(key)' (\(scalars.joined(separator: " ")))"
    }

    /// Why two keys Swift deems equal cannot both be kept.
    static func collision(_ earlier: String, _ later: String) -> String {
        "the keys \(spelled(earlier)) and \(spelled(later)) differ only in Unicode normalization, "
            + "and a Swift String would make them one key"
    }
}
