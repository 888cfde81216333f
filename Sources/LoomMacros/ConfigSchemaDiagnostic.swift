import SwiftDiagnostics

/// Why `@ConfigSchema` or `@Constraint` cannot do what its placement asks.
enum ConfigSchemaDiagnostic: DiagnosticMessage {
    case misplaced(MisplacedDeclaration)
    case nonFinalClass
    case notStored
    case constraintWithoutArguments
    case constraintWithoutSchema

    init(_ placement: MisplacedDeclaration) { self = .misplaced(placement) }

    var message: String {
        switch self {
        case .misplaced(.onExtension):
            "@ConfigSchema cannot be applied to an extension: attach it to the type's declaration, where its "
                + "stored properties are"
        case .misplaced(let placement):
            "@ConfigSchema describes the stored properties of a struct or final class, not of "
                + (placement == .onEnum ? "an enum" : placement == .onProtocol ? "a protocol" : "an actor")
        case .nonFinalClass:
            "@ConfigSchema needs a struct or a final class: a subclass would inherit constraints typed for its "
                + "superclass; mark the class final"
        case .notStored:
            "@Constraint applies to stored instance properties, which decoding fills; this one is not decoded"
        case .constraintWithoutArguments:
            "@Constraint needs at least one constraint, such as @Constraint(.range(1...65535))"
        case .constraintWithoutSchema:
            "@Constraint is read by @ConfigSchema on the enclosing type, which has none; add @ConfigSchema to "
                + "the type, or the constraint is never checked"
        }
    }

    var diagnosticID: MessageID {
        let id =
            switch self {
            case .misplaced(let placement): placement.rawValue
            case .nonFinalClass: "nonFinalClass"
            case .notStored: "notStored"
            case .constraintWithoutArguments: "constraintWithoutArguments"
            case .constraintWithoutSchema: "constraintWithoutSchema"
            }
        return MessageID(domain: "LoomMacros", id: "ConfigSchema.\(id)")
    }

    var severity: DiagnosticSeverity { .error }
}
