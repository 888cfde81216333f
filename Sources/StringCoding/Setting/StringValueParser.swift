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
        // The commonest property types are recognised by identity first: comparing a metatype costs
        // nothing, looking up a conformance about as much as setting the property.
        if Value.self == String.self { return try parsed(as: String.self, forKey: key) }
        if Value.self == Double.self { return try parsed(as: Double.self, forKey: key) }
        if Value.self == Int.self { return try parsed(as: Int.self, forKey: key) }
        if Value.self == Bool.self { return try parsed(as: Bool.self, forKey: key) }
        guard let decodable = Value.self as? any StringDecodable.Type else {
            throw notStringDecodable(Value.self, forKey: key)
        }
        return try parsed(as: decodable, forKey: key)
    }

    func valueForUndefinedKey(_ key: String) -> Any? {
        string
    }

    /// `Decodable` is `Value` itself, found by the cast above.
    private func parsed<Decodable: StringDecodable, Value>(as _: Decodable.Type, forKey key: String) throws -> Value {
        // Checked here so that the conversion below reinterprets a value as its own type and
        // costs nothing, where a dynamic cast would cost as much as a short parse.
        guard Decodable.self == Value.self else { throw notStringDecodable(Value.self, forKey: key) }
        do {
            return unsafeBitCast(try Decodable(parsing: string), to: Value.self)
        } catch var error as StringCodingError {
            error.keyPath = keyPath
            throw error
        }
    }

    @inline(never)
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
