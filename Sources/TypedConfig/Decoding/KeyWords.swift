/// The words of a key, whatever case convention wrote it, so that `base_url`, `base-url`, `baseUrl`,
/// `baseURL`, `base_URL` and `BASE_URL` all name the property `baseURL`.
///
/// Words end at `_`, `-`, `.` and spaces, before an upper-case letter that follows a lower-case
/// letter or a digit (`baseUrl`), and before the last capital of an acronym that starts a new word
/// (`URLPath` is `url path`). The canonical form is the words in lower case joined by `_`.
enum KeyWords {
    /// `baseURL` → `base_url`; the form keys are matched by.
    static func canonical(_ key: String) -> String {
        // Most keys are one lower-case word already (`host`, `field42`).
        if key.utf8.allSatisfy({ isLower($0) || isDigit($0) }) { return key }
        return canonical(key[...])
    }

    /// The canonical form of part of a string (a variable's name after its prefix).
    static func canonical(_ key: Substring) -> String {
        let bytes = Array(key.utf8)
        var output: [UInt8] = []
        var previous: UInt8 = 0
        var pendingSeparator = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: " ")
            {
                pendingSeparator = !output.isEmpty
                previous = byte
                continue
            }
            if isUpper(byte), !output.isEmpty {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if isLower(previous) || isDigit(previous) || (isUpper(previous) && isLower(next)) {
                    pendingSeparator = true
                }
            }
            if pendingSeparator {
                output.append(UInt8(ascii: "_"))
                pendingSeparator = false
            }
            output.append(isUpper(byte) ? byte + 32 : byte)
            previous = byte
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// How an option is written for a canonical name: `database_base_url` → `--database-base-url`.
    static func flag(forOptionName name: String) -> String {
        "--" + name.replacing("_", with: "-")
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
