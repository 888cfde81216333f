/// The constraints of one property of `Root`: its key, and the rules its value must follow.
///
/// ``ConfigSchema()`` writes one for each property with a ``Constraint(_:)``; a type without the
/// macro lists them itself:
///
/// ```swift
/// struct Server: Decodable, ValidatedConfig {
///     var port: Int
///     static let propertyConstraints = [ConfigPropertyConstraints(\Server.port, key: "port", .range(1...65535))]
/// }
/// ```
public struct ConfigPropertyConstraints<Root>: Sendable {
    /// A rule the value breaks, and the value as a report shows it.
    struct Violation {
        var expected: String
        var given: String
    }

    /// The coding key the property is decoded from (`port`, or an `@ArchiveKey`'s key).
    public let key: String
    /// What each constraint allows, in order.
    public let expectations: [String]
    /// Whether the value is a ``Secret``: a report shows `<redacted>`, never the value.
    public let isSecret: Bool
    /// Whether the root's value follows every constraint: all that a load which passes them runs.
    /// Written in the inlinable initializers, so that the caller's module compiles it for its own
    /// `Root` and `Value`: in generic code, every check would look up type metadata at run time,
    /// which cost more than the checks themselves.
    @usableFromInline let follows: @Sendable (Root) -> Bool
    private let violations: @Sendable (Root) -> [Violation]

    /// The constraints of the property at `keyPath`, decoded from `key`.
    @inlinable
    public init<Value>(
        _ keyPath: KeyPath<Root, Value> & Sendable, key: String, _ constraints: ConfigConstraint<Value>...
    ) {
        self.init(key: key, constraints: constraints, isSecret: false) { $0[keyPath: keyPath] }
    }

    /// The constraints of an optional property: nil (no value given) follows every constraint.
    @inlinable
    public init<Value>(
        _ keyPath: KeyPath<Root, Value?> & Sendable, key: String, _ constraints: ConfigConstraint<Value>...
    ) {
        self.init(key: key, constraints: constraints, isSecret: false) { $0[keyPath: keyPath] }
    }

    /// The constraints of a ``Secret``'s value; a report never shows it.
    @inlinable
    public init<Value>(
        _ keyPath: KeyPath<Root, Secret<Value>> & Sendable, key: String, _ constraints: ConfigConstraint<Value>...
    ) {
        self.init(key: key, constraints: constraints, isSecret: true) { $0[keyPath: keyPath].value }
    }

    /// The constraints of the value `value` reads; `follows` is compiled with the caller's types.
    @inlinable
    init<Value>(
        key: String, constraints: [ConfigConstraint<Value>], isSecret: Bool,
        value: @escaping @Sendable (Root) -> Value?
    ) {
        let follows: @Sendable (Root) -> Bool = { root in
            guard let value = value(root) else { return true }
            for constraint in constraints where !constraint.allows(value) { return false }
            return true
        }
        self.init(key: key, constraints: constraints, isSecret: isSecret, value: value, follows: follows)
    }

    /// The stored form. Not inlinable: the words of a report are only needed when a value breaks a
    /// constraint, and stay in this module.
    @usableFromInline
    init<Value>(
        key: String, constraints: [ConfigConstraint<Value>], isSecret: Bool,
        value: @escaping @Sendable (Root) -> Value?, follows: @escaping @Sendable (Root) -> Bool
    ) {
        self.key = key
        self.isSecret = isSecret
        self.follows = follows
        expectations = constraints.map(\.expected)
        violations = { root in
            guard let value = value(root) else { return [] }
            var broken: [Violation] = []
            for constraint in constraints where !constraint.allows(value) {
                broken.append(Violation(expected: constraint.expected, given: isSecret ? "<redacted>" : given(value)))
            }
            return broken
        }
    }

    /// The rules `root`'s value breaks; empty when it follows them all.
    func violations(in root: Root) -> [Violation] {
        violations(root)
    }
}

/// A value as a report shows it after "given": text quoted as the other problems show what was
/// written, anything else as Swift prints it.
private func given(_ value: some Any) -> String {
    if let text = value as? String { return ProblemText.quoted(text, in: "\"") }
    return String(describing: value)
}
