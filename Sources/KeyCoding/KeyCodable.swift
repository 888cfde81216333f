/// A type whose properties can be read and written by name at run time.
///
/// Key-value coding for pure Swift types, without the Objective-C runtime. Most types get their
/// conformance from the ``Keyed()`` macro:
///
/// ```swift
/// @Keyed struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }
///
/// var point = Point3()
/// try point.setValue(2.5, forKeyPath: "y")
/// let y = try point.value(forKeyPath: "y")        // Optional(2.5)
/// Point3.keyedProperties["z"]?.valueType           // Double.self
/// ```
///
/// ## Writing a conformance by hand
///
/// The macro is a convenience, not magic: a conformance is four members (a fifth,
/// ``setValue(from:forKey:)``, has a default). ``value(forKey:)`` and
/// ``setValue(_:forKey:)`` switch over the key and hand anything they do not know to the
/// undefined-key hooks; ``castKeyedValue(_:forKey:of:)`` converts the incoming `Any?` with the
/// error that names both types.
///
/// ```swift
/// struct Temperature: KeyCodable {
///     var celsius = 0.0
///     var fahrenheit: Double { celsius * 9 / 5 + 32 }
///
///     static let keyedProperties: KeyedProperties = [
///         KeyedProperty(name: "celsius", valueType: Double.self, isWritable: true),
///         KeyedProperty(name: "fahrenheit", valueType: Double.self, isWritable: false),
///     ]
///
///     func value(forKey key: String) throws -> Any? {
///         switch key {
///         case "celsius": return celsius
///         case "fahrenheit": return fahrenheit
///         default: return try value(forUndefinedKey: key)
///         }
///     }
///
///     mutating func setValue(_ value: Any?, forKey key: String) throws {
///         switch key {
///         case "celsius": celsius = try castKeyedValue(value, forKey: key, of: Self.self)
///         case "fahrenheit": throw KeyCodingError.readOnly(type: "Temperature", key: key, keyPath: key)
///         default: try setValue(value, forUndefinedKey: key)
///         }
///     }
/// }
/// ```
///
/// ## Virtual keys
///
/// Keys that are not properties reach ``value(forUndefinedKey:)`` and
/// ``setValue(_:forUndefinedKey:)``. Implement them to add virtual keys; call the default
/// (``KeyCodingError/unknownKey(type:key:keyPath:suggestion:)``) for anything else. In a class
/// hierarchy, declare the hooks in the root class's body so that subclasses can `override` them:
/// Swift dispatches a protocol's default implementation statically.
///
/// ## Validation
///
/// ``setValidatedValue(_:forKeyPath:)-91asx`` asks ``validateValue(_:forKey:)`` before it sets,
/// which may refuse the value or replace it; ``setValue(_:forKeyPath:)-27s37`` does not, as in
/// Cocoa, where validation is asked for rather than automatic.
public protocol KeyCodable {
    /// The properties reachable by key, in declaration order; a subclass lists its superclass's first.
    static var keyedProperties: KeyedProperties { get }

    /// Returns the value of the property named `key`, or asks ``value(forUndefinedKey:)``.
    func value(forKey key: String) throws -> Any?

    /// Returns the value of the property named `key` as a key path walk steps into it.
    ///
    /// Has a default that wraps ``value(forKey:)``; ``Keyed()`` writes one that knows at compile
    /// time which properties are themselves `KeyCodable`.
    func keyedValue(forKey key: String) throws -> KeyedValue

    /// Sets the property named `key` to `value`, or asks ``setValue(_:forUndefinedKey:)``.
    ///
    /// Throws ``KeyCodingError/typeMismatch(type:key:keyPath:expected:actual:)`` when `value`
    /// does not have the property's type, and ``KeyCodingError/readOnly(type:key:keyPath:)`` for a
    /// `let`, a `private(set)` or a computed read-only property.
    mutating func setValue(_ value: Any?, forKey key: String) throws

    /// Sets the property named `key` to a value that `provider` makes in the property's declared
    /// type, or hands ``KeyedValueProvider/valueForUndefinedKey(_:)`` to ``setValue(_:forKey:)``.
    ///
    /// Has a default that works from ``keyedProperties``; ``Keyed()`` writes a faster one.
    mutating func setValue(from provider: some KeyedValueProvider, forKey key: String) throws

    /// Called for a key that names no property. The default throws
    /// ``KeyCodingError/unknownKey(type:key:keyPath:suggestion:)`` with the closest existing key.
    func value(forUndefinedKey key: String) throws -> Any?

    /// Called to set a key that names no property. The default throws
    /// ``KeyCodingError/unknownKey(type:key:keyPath:suggestion:)`` with the closest existing key.
    mutating func setValue(_ value: Any?, forUndefinedKey key: String) throws

    /// Checks a value that ``setValidatedValue(_:forKeyPath:)-91asx`` is about to set for `key`,
    /// as Cocoa's `validateValue:forKey:error:` does: throw to refuse it (the error reaches the
    /// caller, and nothing is set), or replace `value` with what should be set instead. The default
    /// accepts every value as it is.
    ///
    /// ```swift
    /// func validateValue(_ value: inout Any?, forKey key: String) throws {
    ///     guard key == "age", let age = value as? Int else { return }
    ///     guard age >= 0 else {
    ///         throw KeyCodingError.invalidValue(type: "Person", key: key, keyPath: key, reason: "\(age) is negative")
    ///     }
    ///     value = min(age, 150)
    /// }
    /// ```
    func validateValue(_ value: inout Any?, forKey key: String) throws
}

extension KeyCodable {
    public func value(forUndefinedKey key: String) throws -> Any? {
        throw KeyCodingError.unknownKey(for: type(of: self), key: key)
    }

    public mutating func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        throw KeyCodingError.unknownKey(for: type(of: self), key: key)
    }

    public func validateValue(_ value: inout Any?, forKey key: String) throws {}

    /// ``value(forKey:)``, wrapped for a key path walk; ``Keyed()`` writes a faster version.
    ///
    /// ```swift
    /// if case .keyCodable(let page) = try document.keyedValue(forKey: "page") { … }
    /// ```
    public func keyedValue(forKey key: String) throws -> KeyedValue {
        KeyedValue.wrapping(returnedValue: try value(forKey: key))
    }

    /// The properties of the value's dynamic type (a subclass's, when `self` is one).
    public var dynamicKeyedProperties: KeyedProperties {
        Swift.type(of: self).keyedProperties
    }
}

/// Converts `value` to the type of the property it is about to be stored in.
///
/// Generated by ``Keyed()`` for every writable property; call it from hand-written conformances.
/// `nil` is accepted for optional properties only; an `Int` is never silently turned into a
/// `Double` or the reverse.
///
/// ```swift
/// celsius = try castKeyedValue(value, forKey: "celsius", of: Self.self)
/// ```
// Inlinable so that the cast is specialized for the property's type in the generated code.
@inlinable
public func castKeyedValue<Value>(_ value: Any?, forKey key: String, of type: Any.Type) throws -> Value {
    if let typed = value as? Value { return typed }
    throw keyedValueMismatch(value, forKey: key, of: type, expected: Value.self)
}

@usableFromInline func keyedValueMismatch(
    _ value: Any?, forKey key: String, of type: Any.Type, expected: Any.Type
) -> KeyCodingError {
    .typeMismatch(
        type: typeName(type),
        key: key,
        keyPath: key,
        expected: typeName(expected),
        actual: value.map { typeName(Swift.type(of: $0)) } ?? "nil"
    )
}
