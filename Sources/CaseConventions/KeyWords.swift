/// The words of a key, whatever case convention wrote it, so that `base_url`, `base-url`, `baseUrl`,
/// `baseURL`, `base_URL` and `BASE_URL` all name the property `baseURL`, and the key a property is
/// archived under in another convention (`baseURL` → `base_url`, `BASE_URL`, `BaseURL`).
///
/// Words end at `_`, `-`, `.` and spaces, before an upper-case letter that follows a lower-case
/// letter or a digit (`baseUrl`), and before the last capital of an acronym that starts a new word
/// (`URLPath` is `url path`). The canonical form is the words in lower case joined by `_`.
///
/// TypedConfig matches keys by their canonical forms; the `@AutoCodable(keys:)` macro spells
/// property names in a convention with ``spelled(_:as:)`` when it expands. One rule for both, so a
/// key the macro writes is one that configuration matching reads back.
package enum KeyWords {
    /// How each word is written, and what joins the words.
    package struct Convention: Sendable {
        let separator: UInt8?
        let casing: WordCasing

        /// `base_url`
        package static let snakeCase = Convention(separator: UInt8(ascii: "_"), casing: .lower)
        /// `base-url`
        package static let kebabCase = Convention(separator: UInt8(ascii: "-"), casing: .lower)
        /// `BASE_URL`
        package static let screamingSnakeCase = Convention(separator: UInt8(ascii: "_"), casing: .upper)
        /// `BaseURL`: each word's first letter in upper case, the rest as written, so an acronym stays one.
        package static let pascalCase = Convention(separator: nil, casing: .capitalized)
    }

    enum WordCasing { case lower, upper, capitalized }

    /// `baseURL` → `base_url`; the form keys are matched by.
    package static func canonical(_ key: String) -> String {
        // Most keys are one lower-case word already (`host`, `field42`).
        if key.utf8.allSatisfy({ isLower($0) || isDigit($0) }) { return key }
        return canonical(key[...])
    }

    /// The canonical form of part of a string (a variable's name after its prefix).
    package static func canonical(_ key: Substring) -> String {
        spelled(key, as: .snakeCase)
    }

    /// `key`'s words written in `convention`: `baseURL` → `base-url` in kebab case. Letters other
    /// than ASCII are kept as written; they neither start words nor change case.
    package static func spelled(_ key: some StringProtocol, as convention: Convention) -> String {
        let bytes = Array(key.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        var previous: UInt8 = 0
        var pendingSeparator = false
        var startsWord = true
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: " ")
            {
                pendingSeparator = !output.isEmpty
                startsWord = true
                previous = byte
                continue
            }
            if isUpper(byte), !output.isEmpty {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    pendingSeparator = true
                    startsWord = true
                }
            }
            if pendingSeparator {
                if let separator = convention.separator { output.append(separator) }
                pendingSeparator = false
            }
            output.append(cased(byte, convention.casing, startsWord: startsWord))
            startsWord = false
            previous = byte
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How an option is written for a canonical name: `database_base_url` → `--database-base-url`.
    package static func flag(forOptionName name: String) -> String {
        "--" + name.replacing("_", with: "-")
    }

    private static func cased(_ byte: UInt8, _ casing: WordCasing, startsWord: Bool) -> UInt8 {
        switch casing {
        case .lower: isUpper(byte) ? byte + 32 : byte
        case .upper: isLower(byte) ? byte - 32 : byte
        case .capitalized: startsWord && isLower(byte) ? byte - 32 : byte
        }
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
