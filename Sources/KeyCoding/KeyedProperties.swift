/// The properties of a ``KeyCodable`` type in declaration order, also looked up by name.
///
/// ```swift
/// for property in Point3.keyedProperties { print(property.name) }   // x, y, z
/// Point3.keyedProperties["y"]?.valueType                          // Double.self
/// Point3.keyedProperties.names                                   // ["x", "y", "z"]
/// ```
public struct KeyedProperties: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    private let properties: [KeyedProperty]
    private let positions: [String: Int]

    /// Lists `properties` in order. A later property with the same name as an earlier one replaces
    /// it in place (a subclass re-declaring what its superclass listed).
    public init(_ properties: [KeyedProperty]) {
        var ordered: [KeyedProperty] = []
        var positions: [String: Int] = [:]
        ordered.reserveCapacity(properties.count)
        for property in properties {
            if let existing = positions[property.name] {
                ordered[existing] = property
            } else {
                positions[property.name] = ordered.count
                ordered.append(property)
            }
        }
        self.properties = ordered
        self.positions = positions
    }

    public init(arrayLiteral elements: KeyedProperty...) {
        self.init(elements)
    }

    /// A subclass's table: the superclass's properties first, then `ownProperties`.
    ///
    /// ```swift
    /// override class var keyedProperties: KeyedProperties {
    ///     super.keyedProperties.appending([KeyedProperty(name: "title", valueType: String.self, isWritable: true)])
    /// }
    /// ```
    public func appending(_ ownProperties: [KeyedProperty]) -> KeyedProperties {
        KeyedProperties(properties + ownProperties)
    }

    public var startIndex: Int { properties.startIndex }
    public var endIndex: Int { properties.endIndex }
    public subscript(position: Int) -> KeyedProperty { properties[position] }

    /// The property named `name`, or nil.
    public subscript(name: String) -> KeyedProperty? {
        positions[name].map { properties[$0] }
    }

    /// The keys, in declaration order.
    public var names: [String] { properties.map(\.name) }
}
