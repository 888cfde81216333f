import StringCoding

/// What the decoder needs to know about a property's type, found once per type and decode:
/// each `is`/`as?` on a protocol is a runtime conformance lookup, several per value otherwise.
struct TypeTraits {
    let isSecret: Bool
    let parsable: (any StringDecodable.Type)?
    let isList: Bool
    let isOptional: Bool
    let hasPlaceholder: Bool
    /// For an optional, how its wrapped type is parsed: what a file's scalar is parsed as, since
    /// only a file's null, not its text, is nil.
    let wrappedParsable: (any StringDecodable.Type)?

    init(_ type: Any.Type) {
        isSecret = type is any SecretValue.Type
        parsable = type as? any StringDecodable.Type
        isList = type is any ConfigListValue.Type
        isOptional = type is any ExpressibleByNilLiteral.Type
        hasPlaceholder = type is any ConfigPlaceholder.Type
        wrappedParsable = (type as? any OptionalType.Type)?.wrappedType as? any StringDecodable.Type
    }

    /// A string-like type: asked for a list or mapping, it would ask for a string again, forever.
    var isStringLike: Bool { parsable != nil && !isList && !isOptional }
}

extension DecodingSession {
    func traits(of type: Any.Type) -> TypeTraits {
        let id = ObjectIdentifier(type)
        if let known = typeTraits[id] { return known }
        let traits = TypeTraits(type)
        typeTraits[id] = traits
        return traits
    }
}

/// An optional's wrapped type, found at run time.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}
