import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@AutoCodable`: writes a `Codable` conformance with defaults, renamed and legacy keys, plus
/// everything `@Keyed` writes; for an enum, the conformance of its tagging.
public struct AutoCodableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard
            let shape = TypeShape(
                declaration, node: node, context: context, acceptsEnums: true, misplaced: AutoCodableDiagnostic.init)
        else { return [] }
        let options = AutoCodableOptions(node, report: context.diagnose)
        if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            let writer = AutoCodableEnumWriter(enumDecl, shape: shape, options: options, report: context.diagnose)
            return writer?.members() ?? []
        }
        if let argument = options.taggingArgument {
            context.diagnose(Diagnostic(node: argument, message: AutoCodableDiagnostic.taggingOnStoredProperties))
        }
        let keyed = KeyedMacro.members(of: declaration, shape: shape, conformingTo: protocols, in: context)
        guard
            let writer = AutoCodableMemberWriter(
                declaration, shape: shape, options: options, conformingTo: protocols, report: context.diagnose)
        else { return keyed }
        return keyed + writer.members()
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let placement = MisplacedDeclaration(declaration)
        guard placement == nil || placement == .onEnum else { return [] }
        // A struct's initializer goes into the extension, where it does not take the memberwise
        // initializer away; a class's must be in its body, since it is `required`. The member role
        // has reported any misuse already.
        let shape = TypeShape(
            declaration, node: node, context: context, acceptsEnums: true, misplaced: AutoCodableDiagnostic.init)
        let options = AutoCodableOptions(node, report: { _ in })
        let codingMembers: [DeclSyntax] =
            if let shape, let enumDecl = declaration.as(EnumDeclSyntax.self) {
                AutoCodableEnumWriter(enumDecl, shape: shape, options: options, report: { _ in })?.extensionMembers()
                    ?? []
            } else if let shape, !shape.isClass,
                let writer = AutoCodableMemberWriter(
                    declaration, shape: shape, options: options, conformingTo: protocols, report: { _ in })
            {
                writer.extensionMembers()
            } else {
                []
            }
        let conformances = protocols.map(\.trimmedDescription).compactMap { name -> String? in
            if name.hasSuffix("AutoCodable") { return "AutoCoding.AutoCodable" }
            if name.hasSuffix("KeyCodable") { return "KeyCoding.KeyCodable" }
            return nil
        }
        if conformances.isEmpty && codingMembers.isEmpty { return [] }
        let clause = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        let body = codingMembers.map { "\n\($0.description)\n" }.joined()
        return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: clause) {\(raw: body)}")]
    }
}
