/// A dictionary whose keys can be written as text (`String`, `Int`, any `LosslessStringConvertible`)
/// is key-value codable as `NSDictionary` is in Cocoa: a key reads and writes the entry for that key.
///
/// Reading a missing entry gives nil; setting nil removes the entry; a value of the wrong type is a
/// ``KeyCodingError/typeMismatch(type:key:keyPath:expected:actual:)``. To apply the rest of a key
/// path to every value instead, write `@each`: `teams.@each.name`. Collection operators such as
/// `@count` and `@sum` work on the values.
///
/// ```swift
/// var prices = ["apple": 0.5, "pear": 0.75]
/// try prices.setValue(0.6, forKeyPath: "apple")
/// let pear = try prices.value(forKeyPath: "pear")      // Optional(0.75)
/// let total = try prices.value(forKeyPath: "@sum")     // Optional(1.35)
/// ```
extension Dictionary: KeyCodable where Key: LosslessStringConvertible {
    /// Empty: a dictionary's keys are its entries, not declared properties.
    public static var keyedProperties: KeyedProperties { [] }

    /// The entry for `key`, or nil when there is none.
    public func value(forKey key: String) throws -> Any? {
        self[try entryKey(key)].flatMap(flattenOptional)
    }

    /// Sets the entry for `key` to `value`, or removes it when `value` is nil.
    public mutating func setValue(_ value: Any?, forKey key: String) throws {
        let entryKey = try entryKey(key)
        guard let value = value.flatMap(flattenOptional) else {
            self[entryKey] = nil
            return
        }
        self[entryKey] = try castKeyedValue(value, forKey: key, of: Self.self) as Value
    }

    /// Sets the entry for `key` to a value that `provider` makes in the dictionary's value type.
    public mutating func setValue(from provider: some KeyedValueProvider, forKey key: String) throws {
        self[try entryKey(key)] = try provider.value(forKey: key) as Value
    }

    private func entryKey(_ key: String) throws -> Key {
        guard let entryKey = Key(key) else {
            throw KeyCodingError.unknownKey(type: typeName(Self.self), key: key, keyPath: key, suggestion: nil)
        }
        return entryKey
    }
}
