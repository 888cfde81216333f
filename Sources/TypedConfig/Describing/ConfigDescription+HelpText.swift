extension ConfigDescription {
    /// The keys as a help section for a terminal `width` columns wide: each key with its type and
    /// default, its summary, what it allows, and its environment variable and options. A secret's
    /// default is never shown. Lines break between words; a word longer than a line is split.
    /// Widths count characters, so text in double-width scripts may run past `width`.
    ///
    /// ```swift
    /// print(loader.describe(ServerConfig.self).helpText(width: 80))
    /// // CONFIGURATION KEYS:
    /// //   port: Int = 8080
    /// //       The port to listen on.
    /// //       Allowed: a value in 1...65535.
    /// //       Environment: APP_PORT
    /// //       Option: --port
    /// ```
    public func helpText(width: Int = 80, title: String = "CONFIGURATION KEYS") -> String {
        let width = max(width, 20)
        var lines = [title + ":"]
        if keys.isEmpty { lines += HelpTextWrapper.wrap("(none)", width: width, indent: 2) }
        for key in keys {
            lines += HelpTextWrapper.wrap(Self.headline(of: key), width: width, indent: 2, hangingIndent: 6)
            for detail in Self.details(of: key) {
                lines += HelpTextWrapper.wrap(detail, width: width, indent: 6)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `port: Int = 8080`, `apiKey: String (required, secret)`.
    private static func headline(of key: ConfigKeyDescription) -> String {
        var notes: [String] = []
        if key.isRequired { notes.append("required") }
        if key.isOptional { notes.append("optional") }
        if key.isSecret { notes.append("secret") }
        var text = key.keyPath + ": " + key.typeName
        if let value = key.defaultValue, !key.isSecret { text += " = " + value }
        if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
        return text
    }

    private static func details(of key: ConfigKeyDescription) -> [String] {
        var details: [String] = []
        if let summary = key.summary { details.append(summary) }
        let allowed = (key.allowedValues.map { [$0.joined(separator: ", ")] } ?? []) + key.constraints
        if !allowed.isEmpty { details.append("Allowed: " + allowed.joined(separator: "; ") + ".") }
        details.append("Environment: " + key.environmentVariable)
        details.append((key.options.count == 1 ? "Option: " : "Options: ") + key.options.joined(separator: ", "))
        return details
    }
}

/// Breaks text into lines of at most a width, between words.
enum HelpTextWrapper {
    /// `text`'s lines: the first indented by `indent`, the rest by `hangingIndent` (default: `indent`).
    static func wrap(_ text: String, width: Int, indent: Int, hangingIndent: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = String(repeating: " ", count: indent)
        var lineIsEmpty = true
        func startLine() {
            lines.append(line)
            line = String(repeating: " ", count: hangingIndent ?? indent)
            lineIsEmpty = true
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            if !lineIsEmpty, line.count + 1 + word.count > width { startLine() }
            // A word longer than a whole line is split where the line ends.
            while line.count + word.count > width, lineIsEmpty {
                let room = max(width - line.count, 1)
                line += word.prefix(room)
                word = word.dropFirst(room)
                startLine()
            }
            if word.isEmpty { continue }
            line += lineIsEmpty ? word : " " + word
            lineIsEmpty = false
        }
        if !lineIsEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
