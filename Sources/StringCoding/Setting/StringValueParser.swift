import KeyCoding

/// Parses one string into whatever type the property being set declares.
///
/// Handed to ``KeyCoding/KeyCodable/setValue(from:forKey:)``, so the parsed value goes straight
/// into the property; a key that names no property (a virtual key) receives the string itself.
struct StringValueParser: KeyedValueProvider {
    /// The text to parse; empty for a null.
    let text: String
    let form: WrittenForm
    /// The whole key path being set, attached to parse errors.
    let keyPath: String
    let ownerType: Any.Type

    /// The text for messages; a null has none.
    private var string: String { form == .null ? "null" : text }

    func value<Value>(forKey key: String) throws -> Value {
        guard let decodable = Value.self as? any StringDecodable.Type,
            let value: Value = try parsed(as: decodable)
        else {
            throw notStringDecodable(Value.self, forKey: key)
        }
        return value
    }

    /// A virtual key receives the text itself, or nil for a null.
    func valueForUndefinedKey(_ key: String) -> Any? {
        form == .null ? nil : text
    }

    /// `Decodable` is `Value` itself, found by the cast above. Generic rather than returning
    /// `any StringDecodable`, which would box every value larger than three words (a `Color`) on
    /// the heap only to cast it out again.
    private func parsed<Decodable: StringDecodable, Value>(as _: Decodable.Type) throws -> Value? {
        do {
            switch form {
            case .unquoted:
                return try Decodable(parsing: text) as? Value
            case .quoted:
                // Only an optional reads quoted text differently: as its wrapped value, always.
                guard let optional = Decodable.self as? any OptionalStringDecodable.Type else {
                    return try Decodable(parsing: text) as? Value
                }
                return try optional.init(parsingQuoted: text) as? Value
            case .null:
                guard let optional = Decodable.self as? any OptionalStringDecodable.Type else {
                    throw StringCodingError(
                        input: "null", expected: typeName(Decodable.self),
                        reason: "null is only for optional properties; write a value, or quote \"null\" for the text")
                }
                return optional.none as? Value
            }
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

/// How a ``WrittenValue`` was written, without its text.
enum WrittenForm {
    case unquoted, quoted, null

    init(_ written: WrittenValue) {
        switch written {
        case .unquoted: self = .unquoted
        case .quoted: self = .quoted
        case .null: self = .null
        }
    }
}
