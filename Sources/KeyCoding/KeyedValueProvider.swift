/// Supplies the value for a property, made directly in the property's declared type.
///
/// ``KeyCodable/setValue(from:forKey:)`` asks the provider for a value of exactly the type it is
/// about to store, so the value is never boxed in `Any` and cast back. StringCoding sets properties
/// from strings this way; a decoder or a binding can do the same.
///
/// ```swift
/// struct Zero: KeyedValueProvider {
///     func value<Value>(forKey key: String) throws -> Value {
///         guard let zero = 0.0 as? Value else {
///             throw KeyCodingError.typeMismatch(
///                 type: "Zero", key: key, keyPath: key, expected: typeName(Value.self), actual: "Double")
///         }
///         return zero
///     }
///     func valueForUndefinedKey(_ key: String) throws -> Any? { 0.0 }
/// }
/// try point.setValue(from: Zero(), forKey: "x")      // asked for Point3.x's Double
/// ```
public protocol KeyedValueProvider {
    /// Returns the value to store in the property named `key`, whose declared type is `Value`.
    func value<Value>(forKey key: String) throws -> Value

    /// Returns the value handed to ``KeyCodable/setValue(_:forKey:)`` when `key` names no
    /// property, so virtual keys reach ``KeyCodable/setValue(_:forUndefinedKey:)`` as before.
    func valueForUndefinedKey(_ key: String) throws -> Any?
}

extension KeyCodable {
    /// Sets the property named `key` to a value the provider makes in the property's declared type.
    ///
    /// ``Keyed()`` writes a version that asks the provider with the property's static type. This
    /// default, used by hand-written conformances, finds the type in ``keyedProperties`` and then
    /// sets through ``setValue(_:forKey:)``, so it needs nothing beyond the four basic members.
    ///
    /// ```swift
    /// try label.setValue(from: provider, forKey: "text")
    /// ```
    public mutating func setValue(from provider: some KeyedValueProvider, forKey key: String) throws {
        guard let property = dynamicKeyedProperties[key] else {
            return try setValue(provider.valueForUndefinedKey(key), forKey: key)
        }
        try setValue(providedValue(of: property.valueType, from: provider, forKey: key), forKey: key)
    }
}

private func providedValue<Value>(
    of _: Value.Type, from provider: some KeyedValueProvider, forKey key: String
) throws -> Any? {
    let value: Value = try provider.value(forKey: key)
    return value
}
