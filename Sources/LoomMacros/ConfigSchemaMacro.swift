import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ConfigSchema`: writes TypedConfig's `ValidatedConfig` conformance and its
/// `propertyConstraints`, one entry per property marked `@Constraint(…)`, each with the key the
/// property is decoded from. It does not touch decoding, so it works beside `@AutoCodable` or a
/// plain `Decodable` conformance alike.
public struct ConfigSchemaMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let shape = TypeShape(declaration, node: node, context: context, misplaced: ConfigSchemaDiagnostic.init)
        else { return [] }
        if shape.isClass && !shape.isFinal {
            context.diagnose(Diagnostic(node: node, message: ConfigSchemaDiagnostic.nonFinalClass))
            return []
        }
        let properties = ConstrainedPropertyDeclaration.all(in: declaration.memberBlock.members) {
            context.diagnose($0)
        }
        let entries = properties.map { property in
            "ConfigPropertyConstraints(\\\(shape.selfType).\(property.accessName), key: \(property.key.literal), "
                + property.constraints.joined(separator: ", ") + ")"
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.map { "    \($0)," }.joined(separator: "\n") + "\n]"
        let access = shape.accessModifier(overridable: false)
        let typeName = "[ConfigPropertyConstraints<\(shape.selfType)>]"
        // A generic type, or one nested in a generic type, cannot have a stored static property.
        let member =
            shape.isGeneric || context.lexicalContext.contains(where: \.isGenericContext)
            ? "\(access)static var propertyConstraints: \(typeName) {\n\(list)\n}"
            : "\(access)static let propertyConstraints: \(typeName) = \(list)"
        let clause = protocols.isEmpty ? "" : ": TypedConfig.ValidatedConfig"
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: clause) {\n\(raw: member)\n}")]
    }
}

/// `@Constraint(…)`: a marker that `@ConfigSchema` reads; on a property of a type without
/// `@ConfigSchema` it would do nothing, which is an error rather than a silent no-op.
public struct ConstraintMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let enclosing = context.lexicalContext.first?.asProtocol(WithAttributesSyntax.self)
        let hasSchema = enclosing?.attributes.contains { $0.attributeName == "ConfigSchema" } ?? false
        if !hasSchema {
            context.diagnose(Diagnostic(node: node, message: ConfigSchemaDiagnostic.constraintWithoutSchema))
        }
        return []
    }
}

/// One stored property with `@Constraint` attributes.
struct ConstrainedPropertyDeclaration {
    /// The name as it must be written after `\Type.` (backticks kept).
    let accessName: String
    /// The key the property is decoded from: `@ArchiveKey`'s, the `CodingKeys` case's raw value, or the name.
    let key: String
    /// The constraint expressions, as written.
    let constraints: [String]

    static func all(
        in members: MemberBlockItemListSyntax, report: (Diagnostic) -> Void
    ) -> [ConstrainedPropertyDeclaration] {
        let codingKeys = codingKeyRawValues(in: members)
        return members.variables.flatMap { variable -> [ConstrainedPropertyDeclaration] in
            let constraints = variable.attributes.flatMap { element -> [String] in
                guard element.attributeName == "Constraint", case .attribute(let attribute) = element else { return [] }
                guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
                    report(Diagnostic(node: attribute, message: ConfigSchemaDiagnostic.constraintWithoutArguments))
                    return []
                }
                return arguments.map { $0.expression.trimmedDescription }
            }
            if constraints.isEmpty { return [] }
            let modifiers = variable.modifiers.map(\.name.tokenKind)
            if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) {
                report(Diagnostic(node: variable, message: ConfigSchemaDiagnostic.notStored))
                return []
            }
            let archiveKey = variable.attributes.lazy.compactMap { element -> String? in
                guard element.attributeName == "ArchiveKey", case .attribute(let attribute) = element,
                    case .argumentList(let arguments) = attribute.arguments
                else { return nil }
                return arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            }.first
            return variable.bindings.compactMap { binding in
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                guard binding.isStored else {
                    report(Diagnostic(node: binding, message: ConfigSchemaDiagnostic.notStored))
                    return nil
                }
                let name = identifier.identifier?.name ?? identifier.text
                return ConstrainedPropertyDeclaration(
                    accessName: identifier.text, key: archiveKey ?? codingKeys[name] ?? name, constraints: constraints)
            }
        }
    }

    /// The raw values of a nested `enum CodingKeys` (`case port = "db_port"` → `port: db_port`).
    private static func codingKeyRawValues(in members: MemberBlockItemListSyntax) -> [String: String] {
        var keys: [String: String] = [:]
        for member in members {
            guard let codingKeys = member.decl.as(EnumDeclSyntax.self), codingKeys.name.text == "CodingKeys" else {
                continue
            }
            for caseDecl in codingKeys.memberBlock.members.compactMap({ $0.decl.as(EnumCaseDeclSyntax.self) }) {
                for element in caseDecl.elements {
                    let raw = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    if let raw { keys[element.name.identifier?.name ?? element.name.text] = raw }
                }
            }
        }
        return keys
    }
}

extension String {
    /// The string as a Swift string literal.
    fileprivate var literal: String {
        "\"" + flatMap { $0 == "\\" || $0 == "\"" ? "\\\($0)" : "\($0)" } + "\""
    }
}
