import KeyCoding

/// How binding errors show a model's value: one line, short, and with its type.
enum BoundValueText {
    /// At most this many characters of a value are shown; the rest becomes "…".
    static let limit = 60

    /// The value as an error message quotes it: a string in quotes with its quotes, line breaks and
    /// control characters escaped, anything else as Swift describes it with line breaks as spaces;
    /// cut after ``limit`` characters.
    ///
    /// ```swift
    /// BoundValueText.shown("not a\ncolour")   // "\"not a\\ncolour\""
    /// BoundValueText.shown(300)               // "300"
    /// ```
    static func shown(_ value: Any) -> String {
        if let text = value as? String {
            return String(reflecting: String(text.prefix(limit))) + (text.count > limit ? "…" : "")
        }
        let text = String(describing: value).map { $0.isNewline ? " " : $0 }
        return String(text.prefix(limit)) + (text.count > limit ? "…" : "")
    }

    /// The value and its type, as a conversion failure names them: `"red" (String)`, `300 (Int)`.
    ///
    /// ```swift
    /// BoundValueText.shownWithType("red")   // "\"red\" (String)"
    /// ```
    static func shownWithType(_ value: Any) -> String {
        "\(shown(value)) (\(typeName(type(of: value))))"
    }
}
