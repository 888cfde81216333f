import DocumentReading

/// One thing wrong with a configuration: what, where, and what would be valid.
///
/// It is an `Error`, so that one problem can be thrown on its own; a load throws all it finds
/// together, as a ``ConfigError``.
///
/// ```swift
/// // Config/config.yaml:4:9: 'database.port': expected Int, given "fifty": cannot read "fifty" as Int: …
/// ```
public struct ConfigProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: Hashable, Sendable {
        /// A file exists but cannot be read or parsed.
        case malformedFile
        /// A value is present but cannot become the type the property needs.
        case invalidValue
        /// A required value is in no layer.
        case missingValue
        /// A key, variable or option that no property reads.
        case unknownKey
        /// Two spellings in one place name the same property (`base_url` and `baseURL`).
        case ambiguousKey
        /// A later assignment hides an earlier one in the same `.env` file or command line.
        case overridden
        /// A value of the right type breaks a ``Constraint(_:)``, or ``ValidatedConfig/validate()``
        /// refused it (``ConfigViolation``).
        case constraintViolation
    }

    /// Problems that only warn unless ``ConfigLoader/Options/strict`` is set.
    public enum Severity: Hashable, Sendable {
        /// Reported, and the load goes on.
        case warning
        /// The load throws a ``ConfigError``.
        case error
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// Whether the problem stops a load.
    public var severity: Severity
    /// The property's key path (`database.port`, `mirrors[1].url`); empty for the configuration's root
    /// and for problems that belong to a whole file.
    public var keyPath: String
    /// Where the value was written, when it was written somewhere.
    public var source: ConfigSource?
    /// The type the property needs, as a Swift user writes it (`Int`, `[Mirror]`, `Duration?`).
    public var expected: String?
    /// The value as given; `<redacted>` for a ``Secret``.
    public var given: String?
    /// Why the value could not be used, when there is more to say than "expected …".
    public var reason: String?
    /// The closest valid key, for an unknown key that looks like a typo.
    public var suggestion: String?

    /// Describes one problem; TypedConfig makes these, tests and tools may too.
    public init(
        kind: Kind, severity: Severity = .error, keyPath: String, source: ConfigSource? = nil,
        expected: String? = nil, given: String? = nil, reason: String? = nil, suggestion: String? = nil
    ) {
        (self.kind, self.severity, self.keyPath, self.source) = (kind, severity, keyPath, source)
        (self.expected, self.given, self.reason, self.suggestion) = (expected, given, reason, suggestion)
    }

    /// A file that cannot be read, parsed or used, at a position when one is known.
    static func unreadableFile(_ path: String, at position: TextPosition? = nil, reason: String) -> ConfigProblem {
        ConfigProblem(
            kind: .malformedFile, keyPath: "",
            source: .file(path: path, line: position?.line, column: position?.column),
            reason: reason)
    }

    public var description: String {
        // The suggestion stays on the line, in the single quotes of the key paths: warnings are log lines.
        let report = ProblemReport(location: source?.description, problem: headline, reason: reason).description
        let warning = severity == .warning ? "warning: " : ""
        return warning + report + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }

    private var headline: String {
        let subject = keyPath.isEmpty ? "the configuration" : "'\(keyPath)'"
        switch kind {
        case .malformedFile:
            return "cannot read the file"
        case .invalidValue:
            var text = "\(subject): expected \(expected ?? "a value")"
            if let given { text += ", given \(given)" }
            return text
        case .missingValue:
            return "\(subject): missing; expected \(expected ?? "a value")"
        case .unknownKey:
            return keyPath.isEmpty ? "not a known key" : "\(subject) is not a known key"
        case .ambiguousKey:
            return "\(subject) is given more than once"
        case .overridden:
            return keyPath.isEmpty ? "set more than once" : "\(subject) is set more than once"
        case .constraintViolation:
            guard let expected else { return subject }
            return "\(subject): expected \(expected)" + (given.map { ", given \($0)" } ?? "")
        }
    }
}
