/// A property's value as a key path walk sees it: a ``KeyCodable`` value to step into, any other
/// value, or nil.
///
/// ``Keyed()`` writes ``KeyCodable/keyedValue(forKey:)`` with `wrapping(_:)`, whose
/// overloads are chosen when the type compiles: a property of a `KeyCodable` type arrives as
/// ``keyCodable(_:)`` without the run-time conformance lookup that casting `Any` would cost.
///
/// ```swift
/// switch try document.keyedValue(forKey: "page") {
/// case .keyCodable(let page): print(type(of: page).keyedProperties.names)
/// case .value(let other): print(other)
/// case .none: print("nil")
/// }
/// ```
public enum KeyedValue {
    /// A value a key path can step into.
    case keyCodable(any KeyCodable)
    /// Any other value: a collection, a plain value, or one whose conformance is only known at run time.
    case value(Any)
    /// A nil optional.
    case none

    /// A `KeyCodable` value, with its conformance known at compile time.
    public static func wrapping<Value: KeyCodable>(_ value: Value) -> KeyedValue {
        .keyCodable(value)
    }

    /// An optional `KeyCodable` value, with its conformance known at compile time.
    public static func wrapping<Value: KeyCodable>(_ value: Value?) -> KeyedValue {
        value.map { .keyCodable($0) } ?? .none
    }

    /// Any other value, looked at when the walk runs: optionals are unwrapped, `KeyCodable` found by a cast.
    public static func wrapping<Value>(_ value: Value) -> KeyedValue {
        guard let unwrapped = flattenOptional(value) else { return .none }
        if let codable = unwrapped as? any KeyCodable { return .keyCodable(codable) }
        return .value(unwrapped)
    }

    /// The value that ``KeyCodable/value(forKey:)`` returned, looked at when the walk runs.
    public static func wrapping(returnedValue value: Any?) -> KeyedValue {
        value.map { wrapping($0) } ?? .none
    }
}
