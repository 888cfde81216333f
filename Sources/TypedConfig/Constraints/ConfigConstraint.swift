import Foundation

/// One rule a property's value must follow: what is allowed, in words for a report, and the test.
///
/// Declare constraints beside the property with ``Constraint(_:)`` in a type marked
/// ``ConfigSchema()``, or list them in ``ValidatedConfig/propertyConstraints`` by hand:
///
/// ```swift
/// @AutoCodable @ConfigSchema struct Server {
///     @Constraint(.range(1...65535)) var port = 8080
///     @Constraint(.nonEmpty, .pattern("[a-z][a-z0-9.-]*")) var host = "localhost"
///     @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
///     @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4
/// }
/// ```
///
/// A value that breaks one is a ``ConfigProblem/Kind/constraintViolation`` in the load's
/// ``ConfigError``: `Config/config.yaml:2:7: 'port': expected a value in 1...65535, given 70000`.
public struct ConfigConstraint<Value>: Sendable {
    /// What the constraint allows, as a report says it after "expected" (`a value in 1...65535`).
    public let expected: String
    @usableFromInline let test: @Sendable (Value) -> Bool

    /// A constraint that allows the values `allows` returns true for, described by `expected`.
    ///
    /// ```swift
    /// let even = ConfigConstraint<Int>(expected: "an even number") { $0 % 2 == 0 }
    /// ```
    @inlinable
    public init(expected: String, allows test: @escaping @Sendable (Value) -> Bool) {
        self.expected = expected
        self.test = test
    }

    /// Whether `value` follows the constraint.
    @inlinable
    public func allows(_ value: Value) -> Bool {
        test(value)
    }

    /// A custom check: `expected` says what it allows (`an even number`), `test` decides.
    ///
    /// ```swift
    /// @Constraint(.check("an even number") { $0 % 2 == 0 }) var workers = 4
    /// ```
    @inlinable
    public static func check(_ expected: String, _ test: @escaping @Sendable (Value) -> Bool) -> Self {
        Self(expected: expected, allows: test)
    }
}

extension ConfigConstraint where Value: Comparable & Sendable {
    /// A value from `range`'s lower bound to its upper bound, both included.
    ///
    /// ```swift
    /// @Constraint(.range(1...65535)) var port = 8080
    /// ```
    @inlinable
    public static func range(_ range: ClosedRange<Value>) -> Self {
        Self(expected: "a value in \(range.lowerBound)...\(range.upperBound)") { range.contains($0) }
    }

    /// A value from `range`'s lower bound up to, not including, its upper bound.
    @inlinable
    public static func range(_ range: Range<Value>) -> Self {
        Self(expected: "a value in \(range.lowerBound)..<\(range.upperBound)") { range.contains($0) }
    }

    /// A value of at least `range`'s lower bound (`.range(1...)`).
    @inlinable
    public static func range(_ range: PartialRangeFrom<Value>) -> Self {
        Self(expected: "at least \(range.lowerBound)") { range.contains($0) }
    }

    /// A value of at most `range`'s upper bound (`.range(...100)`).
    @inlinable
    public static func range(_ range: PartialRangeThrough<Value>) -> Self {
        Self(expected: "at most \(range.upperBound)") { range.contains($0) }
    }

    /// A value below `range`'s upper bound (`.range(..<100)`).
    @inlinable
    public static func range(_ range: PartialRangeUpTo<Value>) -> Self {
        Self(expected: "less than \(range.upperBound)") { range.contains($0) }
    }
}

extension ConfigConstraint where Value: Collection & Sendable {
    /// A string, list or dictionary with at least one element.
    ///
    /// ```swift
    /// @Constraint(.nonEmpty) var mirrors: [URL] = [URL(filePath: "/srv")]
    /// ```
    @inlinable
    public static var nonEmpty: Self {
        Self(expected: "a non-empty value") { !$0.isEmpty }
    }
}

extension ConfigConstraint where Value == String {
    /// A string with at least one character. (The `Collection` form's twin, which lets
    /// `@Constraint(.nonEmpty)` be written on a property whose type is inferred from a string literal.)
    @inlinable
    public static var nonEmpty: Self {
        Self(expected: "a non-empty value") { !$0.isEmpty }
    }

    /// A string the regular expression `pattern` matches as a whole (ICU syntax, as
    /// `NSRegularExpression` reads it).
    ///
    /// ```swift
    /// @Constraint(.pattern("[a-z][a-z0-9-]*")) var name = "api"
    /// ```
    ///
    /// A pattern that is not a valid regular expression allows nothing, and says so in the report.
    public static func pattern(_ pattern: String) -> Self {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
            return Self(expected: "text matching \(pattern), which is not a valid regular expression") { _ in false }
        }
        return Self(expected: "text matching \(pattern)") { text in
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }
}

extension ConfigConstraint where Value: Equatable & Sendable {
    /// One of `values`.
    ///
    /// ```swift
    /// @Constraint(.oneOf("debug", "info", "error")) var logLevel = "info"
    /// ```
    @inlinable
    public static func oneOf(_ values: Value...) -> Self {
        Self(expected: "one of " + values.map { "\($0)" }.joined(separator: ", ")) { values.contains($0) }
    }
}
