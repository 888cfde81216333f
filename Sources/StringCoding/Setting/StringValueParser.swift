import KeyCoding

/// Parses one string into whatever type the property being set declares.
///
/// Handed to ``KeyCoding/KeyCodable/setValue(from:forKey:)``, so the parsed value goes straight
/// into the property; a key that names no property (a virtual key) receives the string itself.
struct StringValueParser: KeyedValueProvider {
    let string: String
    /// The whole key path being set, attached to parse errors.
    let keyPath: String
    let ownerType: Any.Type

    func value<Value>(forKey key: String) throws -> Value {
        guard let decodable = Value.self as? any StringDecodable.Type,
            let value: Value = try parsed(as: decodable)
        else {
            throw notStringDecodable(Value.self, forKey: key)
        }
        return value
    }

    func valueForUndefinedKey(_ key: String) -> Any? {
        string
    }

    /// `Decodable` is `Value` itself, found by the cast above. Generic rather than returning
    /// `any StringDecodable`, which would box every value larger than three words (a `Color`) on
    /// the heap only to cast it out again.
    private func parsed<Decodable: StringDecodable, Value>(as _: Decodable.Type) throws -> Value? {
        do {
            return try Decodable(parsing: string) as? Value
        } catch var error as StringCodingError {
            error.keyPath = keyPath
            throw error
        }
    }

    private func notStringDecodable(_ valueType: Any.Type, forKey key: String) -> StringCodingError {
        let owner = typeName(ownerType)
        let type = typeName(valueType)
        return StringCodingError(
            input: string, expected: type,
            reason: "\(owner).\(key) cannot be set from a string: \(type) "
                + "is not StringDecodable; conform it, or make \(owner) CustomStringSettable",
            keyPath: keyPath)
    }
}
