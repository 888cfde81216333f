import SwiftDiagnostics

/// Why `@Keyed` cannot be attached where it was.
struct KeyedDiagnostic: DiagnosticMessage {
    let placement: MisplacedDeclaration

    var message: String {
        switch placement {
        case .onEnum:
            "@Keyed cannot be applied to an enum: its cases are not properties that a key could read or "
                + "write; to parse an enum from a string, conform it to StringCodableEnum"
        case .onProtocol:
            "@Keyed cannot be applied to a protocol: a protocol has no stored properties to list; "
                + "apply @Keyed to each type that adopts it"
        case .onActor:
            "@Keyed cannot be applied to an actor: reading and writing its properties by key would "
                + "bypass the actor's isolation"
        case .onExtension:
            "@Keyed cannot be applied to an extension: attach it to the type's declaration, where its "
                + "stored properties are"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "LoomMacros", id: "Keyed.\(placement.rawValue)") }
    var severity: DiagnosticSeverity { .error }
}
