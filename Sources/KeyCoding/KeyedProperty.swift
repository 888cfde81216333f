/// One property of a ``KeyCodable`` type, as introspection sees it.
///
/// ```swift
/// let property = Label.keyedProperties["textColor"]
/// property?.valueType == Color.self   // true
/// property?.isWritable                // true
/// ```
public struct KeyedProperty: Sendable, CustomStringConvertible {
    /// The key: the property's name as written in the declaration.
    public let name: String
    /// The declared type of the property, `Optional` included (`String?` is `Optional<String>.self`).
    public let valueType: Any.Type
    /// Whether ``KeyCodable/setValue(_:forKey:)`` can change it: false for `let`, `private(set)`
    /// and computed properties without a setter.
    public let isWritable: Bool

    /// Describes a property; ``Keyed()`` writes these for you.
    ///
    /// ```swift
    /// KeyedProperty(name: "celsius", valueType: Double.self, isWritable: true)
    /// ```
    public init(name: String, valueType: Any.Type, isWritable: Bool) {
        self.name = name
        self.valueType = valueType
        self.isWritable = isWritable
    }

    /// Describes a property whose type is inferred from a key path, so that generated code never
    /// has to spell a type the declaration left to inference.
    ///
    /// ```swift
    /// KeyedProperty(name: "text", keyPath: \Label.text, isWritable: true)
    /// ```
    public init<Root, Value>(name: String, keyPath: KeyPath<Root, Value>, isWritable: Bool) {
        self.init(name: name, valueType: Value.self, isWritable: isWritable)
    }

    public var description: String {
        "\(name): \(typeName(valueType))\(isWritable ? "" : " (read-only)")"
    }
}

extension KeyedProperty: Equatable {
    public static func == (lhs: KeyedProperty, rhs: KeyedProperty) -> Bool {
        lhs.name == rhs.name && lhs.valueType == rhs.valueType && lhs.isWritable == rhs.isWritable
    }
}
