import KeyCoding

/// `true`/`false`, `yes`/`no`, `on`/`off`, `y`/`n` and `1`/`0`, in any case; written back as
/// `true` or `false`.
///
/// ```swift
/// try Bool(parsing: "YES")        // true
/// try Bool(parsing: "off")        // false
/// ```
extension Bool: StringCodable {
    /// Every spelling ``init(parsing:)`` accepts, listed in its errors.
    private static let spellings = ["true", "false", "yes", "no", "on", "off", "y", "n", "1", "0"]

    public init(parsing string: String) throws {
        // The common spellings without the allocations of trimming and lowercasing.
        if string == "true" {
            self = true
            return
        }
        if string == "false" {
            self = false
            return
        }
        switch string.trimmingWhitespace.lowercased() {
        case "true", "yes", "on", "y", "1": self = true
        case "false", "no", "off", "n", "0": self = false
        default:
            let trimmed = string.trimmingWhitespace
            // Single letters and digits are too short for a useful "did you mean".
            let suggestion = trimmed.count < 3 ? nil : closestMatch(to: trimmed, in: Array(Self.spellings.prefix(6)))
            throw StringCodingError(
                input: string, expected: "Bool", reason: "expected a boolean", validValues: Self.spellings,
                suggestion: suggestion)
        }
    }

    public var stringRepresentation: String { self ? "true" : "false" }
}
