import Foundation

/// What a ``ConfigConstraint`` says in a JSON Schema: `.range(1...65535)` is `minimum` 1 and
/// `maximum` 65535, `.nonEmpty` a `minLength` (or `minItems`) of 1, `.pattern(…)` a `pattern`,
/// `.oneOf(…)` an `enum`.
///
/// ``ConfigSchema()`` writes one for each ``Constraint(_:)`` of these kinds, with the same
/// arguments; a custom `.check`, which has no JSON Schema form, only the help text shows.
///
/// ```swift
/// ConfigPropertyDescription(\Server.logLevel, key: "logLevel", .oneOf("debug", "info", "error"))
/// ```
public struct ConfigConstraintSchema<Value>: Sendable {
    let keywords: [(name: String, value: ConfigJSON)]

    init(_ keywords: [(name: String, value: ConfigJSON)]) {
        self.keywords = keywords
    }
}

extension ConfigConstraintSchema where Value: Comparable & Sendable {
    /// `minimum` and `maximum`, for numbers.
    public static func range(_ range: ClosedRange<Value>) -> Self {
        Self(bound("minimum", range.lowerBound) + bound("maximum", range.upperBound))
    }

    /// `minimum` and `exclusiveMaximum`, for numbers.
    public static func range(_ range: Range<Value>) -> Self {
        Self(bound("minimum", range.lowerBound) + bound("exclusiveMaximum", range.upperBound))
    }

    /// `minimum`, for numbers.
    public static func range(_ range: PartialRangeFrom<Value>) -> Self {
        Self(bound("minimum", range.lowerBound))
    }

    /// `maximum`, for numbers.
    public static func range(_ range: PartialRangeThrough<Value>) -> Self {
        Self(bound("maximum", range.upperBound))
    }

    /// `exclusiveMaximum`, for numbers.
    public static func range(_ range: PartialRangeUpTo<Value>) -> Self {
        Self(bound("exclusiveMaximum", range.upperBound))
    }

    /// A bound as a JSON Schema keyword, when it is a number; other comparable values (a
    /// `Duration`, text) have no JSON Schema bound.
    private static func bound(_ name: String, _ value: Value) -> [(name: String, value: ConfigJSON)] {
        guard let number = ConfigJSON.number(from: value) else { return [] }
        return [(name, number)]
    }
}

extension ConfigConstraintSchema where Value: Collection & Sendable {
    /// `minLength` 1 for text, `minProperties` 1 for a dictionary, `minItems` 1 for a list.
    public static var nonEmpty: Self {
        switch Value.self {
        case is any StringProtocol.Type: Self([("minLength", .integer(1))])
        case is any ConfigShapeDictionary.Type: Self([("minProperties", .integer(1))])
        default: Self([("minItems", .integer(1))])
        }
    }
}

extension ConfigConstraintSchema where Value == String {
    /// `minLength` 1.
    public static var nonEmpty: Self {
        Self([("minLength", .integer(1))])
    }

    /// `pattern`, anchored at both ends, since the constraint matches the whole text.
    public static func pattern(_ pattern: String) -> Self {
        Self([("pattern", .string("^(?:" + pattern + ")$"))])
    }
}

extension ConfigConstraintSchema where Value: Equatable & Sendable {
    /// `enum`, with the values as a file writes them.
    public static func oneOf(_ values: Value...) -> Self {
        let written = values.compactMap { ConfigJSON(value: $0) }
        return written.count == values.count ? Self([("enum", .array(written))]) : Self([])
    }
}

/// Dictionaries, told apart from lists for `nonEmpty`.
protocol ConfigShapeDictionary {}
extension Dictionary: ConfigShapeDictionary {}
