import KeyCoding
import StringCoding

/// Keys are read and written by name, so a view description or stylesheet can set a key property
/// (a button's shortcut) from a string.
///
/// ```swift
/// try Key(parsing: "ctrl-s")          // .control("s")
/// Key.function(5).stringRepresentation   // "F5"
/// try Key(parsing: "entr")            // throws: did you mean "enter"?
/// ```
extension Key: StringCodable {
    /// Reads a key's name as ``init(name:)`` does, throwing a `StringCodingError` that lists the
    /// names and suggests the closest one when it is not a key.
    ///
    /// ```swift
    /// try Key(parsing: "pgdn")   // .pageDown
    /// ```
    public init(parsing string: String) throws {
        guard let key = Key(name: string) else {
            let names = Key.namedKeys.keys.sorted()
            throw StringCodingError(
                input: string, expected: "Key", reason: "not a key name",
                validValues: ["a single character"] + names + [
                    "ctrl-a … ctrl-z", "F1 … F12", "shift-up … shift-pagedown",
                ],
                suggestion: closestMatch(to: string, in: names))
        }
        self = key
    }

    /// The key's ``description``, which ``init(parsing:)`` reads back.
    ///
    /// ```swift
    /// Key.backTab.stringRepresentation   // "backtab"
    /// ```
    public var stringRepresentation: String { description }
}
