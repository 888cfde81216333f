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
    case taggingNotLiteral
    case taggingOnStoredProperties
    case enumWithoutCases
    case duplicateCaseName(String)
    case duplicateValueKey(String, String)
    case severalFallbackCases
    case fallbackWithValues(String)
    case markerOnSeveralCases
    case propertyMarkerOnCase(String)
    case soleValueWithoutKeys(String, type: String, tag: String)
    case valueUnderTag(String, String)
    case tagIsContent(String)
    case fallbackOnProperty

    init(_ placement: MisplacedDeclaration) { self = .misplaced(placement) }

    var message: String {
        switch self {
        case .misplaced(.onEnum):
            // Not reported: `@AutoCodable` archives enums. Kept for `MisplacedDeclaration`'s other users.
            "@AutoCodable archives an enum's cases"
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
        case .taggingNotLiteral:
            "@AutoCodable(tagging:) needs one of ArchiveEnumTagging's cases written out with string literals "
                + "(.external, .internal(tag: \"type\"), .adjacent(tag: \"type\", content: \"value\")): the tagging "
                + "is read when the macro expands"
        case .taggingOnStoredProperties:
            "@AutoCodable(tagging:) says how an enum's case is archived; a struct or class archives its "
                + "properties by key, so leave the argument out"
        case .enumWithoutCases:
            "an enum without cases has no value to archive; add a case, or leave out @AutoCodable"
        case .duplicateCaseName(let name):
            "two cases are archived under the name '\(name)'; give one of them another @ArchiveKey"
        case .duplicateValueKey(let name, let key):
            "two values of the case '\(name)' are archived under the key '\(key)'; rename one of their labels"
        case .severalFallbackCases:
            "only one case can be the @FallbackCase that unknown names are read as; remove the marker from the others"
        case .fallbackWithValues(let name):
            "@FallbackCase '\(name)' stands for cases this version does not know, whose values it cannot read; "
                + "declare it without associated values"
        case .markerOnSeveralCases:
            "@ArchiveKey and @FallbackCase describe one case; declare each case on its own line"
        case .propertyMarkerOnCase(let marker):
            "@\(marker) describes a stored property, not an enum case; a case takes @ArchiveKey and @FallbackCase"
        case .soleValueWithoutKeys(let name, let type, let tag):
            "internal tagging writes the keys of '\(name)''s unlabelled value beside the tag '\(tag)', but \(type) "
                + "has no keys of its own; label the value, or use .adjacent(tag:content:) tagging"
        case .valueUnderTag(let name, let tag):
            "a value of the case '\(name)' is archived under '\(tag)', the key of the internal tag; rename its "
                + "label or choose another tag"
        case .tagIsContent(let key):
            "adjacent tagging needs two keys, but the tag and the content are both '\(key)'"
        case .fallbackOnProperty:
            "@FallbackCase marks the case of an enum that unknown case names are read as; a property keeps its "
                + "initial value when its archived value does not decode with @DefaultOnMismatch"
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
            case .taggingNotLiteral: "taggingNotLiteral"
            case .taggingOnStoredProperties: "taggingOnStoredProperties"
            case .enumWithoutCases: "enumWithoutCases"
            case .duplicateCaseName: "duplicateCaseName"
            case .duplicateValueKey: "duplicateValueKey"
            case .severalFallbackCases: "severalFallbackCases"
            case .fallbackWithValues: "fallbackWithValues"
            case .markerOnSeveralCases: "markerOnSeveralCases"
            case .propertyMarkerOnCase: "propertyMarkerOnCase"
            case .soleValueWithoutKeys: "soleValueWithoutKeys"
            case .valueUnderTag: "valueUnderTag"
            case .tagIsContent: "tagIsContent"
            case .fallbackOnProperty: "fallbackOnProperty"
            }
        return MessageID(domain: "LoomMacros", id: "AutoCodable.\(id)")
    }

    var severity: DiagnosticSeverity { .error }
}

/// The changes `@AutoCodable`'s diagnostics offer.
enum AutoCodableFixIt: FixItMessage {
    case labelValue

    var message: String {
        switch self {
        case .labelValue: "label the value 'value', so that it is archived under that key"
        }
    }

    var fixItID: MessageID { MessageID(domain: "LoomMacros", id: "AutoCodable.labelValue") }
}
