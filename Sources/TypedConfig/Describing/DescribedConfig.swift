/// A configuration type that says more about its properties than their types do: a summary of
/// each, and what its constraints allow, for ``ConfigDescription``'s help text and JSON Schema.
///
/// ``ConfigSchema()`` writes ``propertyDescriptions`` from each stored property's doc comment (its
/// first paragraph) and its ``Constraint(_:)`` attributes; a type without the macro may write it:
///
/// ```swift
/// struct Server: Decodable, DescribedConfig {
///     var port = 8080
///     static let propertyDescriptions = [
///         ConfigPropertyDescription(\Server.port, key: "port", summary: "The port to listen on.", .range(1...65535))
///     ]
/// }
/// ```
public protocol DescribedConfig {
    /// One description for each stored property, in declaration order.
    static var propertyDescriptions: [ConfigPropertyDescription<Self>] { get }
}

/// What a ``ConfigDescription`` says about one property of `Root` beyond its type: a summary, what
/// its constraints allow in a JSON Schema, and where its default value is read from.
///
/// ```swift
/// ConfigPropertyDescription(\Server.port, key: "port", summary: "The port to listen on.", .range(1...65535))
/// ```
public struct ConfigPropertyDescription<Root>: Sendable {
    /// The coding key the property is decoded from.
    public let key: String
    /// The first paragraph of the property's doc comment, or nil.
    public let summary: String?
    /// JSON Schema keywords (`minimum`, `pattern`, `enum`…) from the property's constraints.
    let schemaKeywords: [(name: String, value: ConfigJSON)]
    /// The property's value in a value of `Root` (its default, in the sample a description reads).
    let value: @Sendable (Root) -> Any

    /// Describes the property at `keyPath`, decoded from `key`.
    public init<Value>(_ keyPath: KeyPath<Root, Value> & Sendable, key: String, summary: String? = nil) {
        self.init(keyPath, key: key, summary: summary, keywords: [])
    }

    /// Describes the property at `keyPath`, decoded from `key`, with what its constraints say in a
    /// JSON Schema.
    public init<Value>(
        _ keyPath: KeyPath<Root, Value> & Sendable, key: String, summary: String? = nil,
        _ constraint: ConfigConstraintSchema<Value>, _ more: ConfigConstraintSchema<Value>...
    ) {
        self.init(keyPath, key: key, summary: summary, keywords: ([constraint] + more).flatMap(\.keywords))
    }

    /// Describes an optional property; the constraints apply to its value when there is one.
    public init<Value>(
        _ keyPath: KeyPath<Root, Value?> & Sendable, key: String, summary: String? = nil,
        _ constraint: ConfigConstraintSchema<Value>, _ more: ConfigConstraintSchema<Value>...
    ) {
        self.init(keyPath, key: key, summary: summary, keywords: ([constraint] + more).flatMap(\.keywords))
    }

    /// Describes a ``Secret``; the constraints apply to its value.
    public init<Value>(
        _ keyPath: KeyPath<Root, Secret<Value>> & Sendable, key: String, summary: String? = nil,
        _ constraint: ConfigConstraintSchema<Value>, _ more: ConfigConstraintSchema<Value>...
    ) {
        self.init(keyPath, key: key, summary: summary, keywords: ([constraint] + more).flatMap(\.keywords))
    }

    private init<Value>(
        _ keyPath: KeyPath<Root, Value> & Sendable, key: String, summary: String?,
        keywords: [(name: String, value: ConfigJSON)]
    ) {
        self.key = key
        self.summary = summary
        schemaKeywords = keywords
        value = { $0[keyPath: keyPath] }
    }
}
