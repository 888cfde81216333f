import SwiftDiagnostics

/// Why `@AutoCodable` cannot archive what it is attached to, or one of its properties.
enum AutoCodableDiagnostic: DiagnosticMessage {
    case misplaced(MisplacedDeclaration)
    case constantWithInitialValue(String)
    case keyOnSeveralProperties
    case keyNotLiteral(attribute: String)
    case duplicateKey(String)
    case defaultOnMismatchWithoutDefault(String)
    case keyStyleNotLiteral
    case malformedKeyPath(attribute: String, String, String)
    case keyHoldsOtherKeys(String, inner: String)

    init(_ placement: MisplacedDeclaration) { self = .misplaced(placement) }

    var message: String {
        switch self {
        case .misplaced(.onEnum):
            "@AutoCodable cannot be applied to an enum: it archives stored properties; conform the enum "
                + "to Codable, and @AutoCodable types can hold it"
        case .misplaced(.onProtocol):
            "@AutoCodable cannot be applied to a protocol: a protocol has no stored properties to archive; "
                + "apply @AutoCodable to each type that adopts it"
        case .misplaced(.onActor):
            "@AutoCodable cannot be applied to an actor: archiving its properties would bypass the actor's "
                + "isolation"
        case .misplaced(.onExtension):
            "@AutoCodable cannot be applied to an extension: attach it to the type's declaration, where its "
                + "stored properties are"
        case .constantWithInitialValue(let name):
            "'\(name)' is a 'let' with an initial value, which decoding could not replace, so its archived "
                + "value would be lost; declare it 'private(set) var' to archive it, or mark it @NotArchived"
        case .keyOnSeveralProperties:
            "@ArchiveKey, @LegacyKeys, @ArchiveCoding, @LossyElements and @DefaultOnMismatch describe one "
                + "property; declare each property on its own line"
        case .keyNotLiteral(let attribute):
            "@\(attribute) needs string literals: the keys are read when the macro expands"
        case .duplicateKey(let key):
            "two properties are archived under the key '\(key)'; give one of them another @ArchiveKey"
        case .defaultOnMismatchWithoutDefault(let name):
            "@DefaultOnMismatch keeps the initial value when the archived one does not decode, but '\(name)' "
                + "has none; give it an initial value or an optional type"
        case .malformedKeyPath(let attribute, let key, let reason):
            "@\(attribute)(\"\(key)\") is not a key path: \(reason); write a dot that belongs to a key as '\\\\.'"
        case .keyHoldsOtherKeys(let key, let inner):
            "'\(key)' is archived as a value and also holds '\(inner)'; a key is either a value or a dictionary "
                + "of other keys"
        case .keyStyleNotLiteral:
            "@AutoCodable(keys:) needs one of ArchiveKeyStyle's cases written out (.snakeCase, .kebabCase, "
                + ".screamingSnakeCase, .pascalCase): the keys are spelled when the macro expands"
        }
    }

    var diagnosticID: MessageID {
        let id =
            switch self {
            case .misplaced(let placement): placement.rawValue
            case .constantWithInitialValue: "constantWithInitialValue"
            case .keyOnSeveralProperties: "keyOnSeveralProperties"
            case .keyNotLiteral: "keyNotLiteral"
            case .duplicateKey: "duplicateKey"
            case .defaultOnMismatchWithoutDefault: "defaultOnMismatchWithoutDefault"
            case .keyStyleNotLiteral: "keyStyleNotLiteral"
            case .malformedKeyPath: "malformedKeyPath"
            case .keyHoldsOtherKeys: "keyHoldsOtherKeys"
            }
        return MessageID(domain: "LoomMacros", id: "AutoCodable.\(id)")
    }

    var severity: DiagnosticSeverity { .error }
}
