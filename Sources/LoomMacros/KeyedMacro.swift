import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Keyed`: writes a `KeyCodable` conformance from a type's property declarations.
public struct KeyedMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let shape = TypeShape(declaration, node: node, context: context, misplaced: KeyedDiagnostic.init)
        else { return [] }
        return members(of: declaration, shape: shape, conformingTo: protocols, in: context)
    }

    /// The members of the `KeyCodable` conformance; `@AutoCodable` writes them too.
    static func members(
        of declaration: some DeclGroupSyntax, shape: TypeShape, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) -> [DeclSyntax] {
        let isGeneric = shape.isGeneric || context.lexicalContext.contains(where: \.isGenericContext)
        return KeyedMemberWriter(
            shape: shape,
            properties: KeyedPropertyDeclaration.all(in: declaration.memberBlock.members, isStruct: !shape.isClass),
            superclass: shape.superclass(lacking: "KeyCodable", among: protocols, in: declaration),
            storesTable: !isGeneric
        ).members()
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty, declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        else { return [] }
        // A main-actor type's members can only be reached on the main actor, so its conformance is
        // isolated there (SE-0470): `KeyCodable` itself stays usable by models and values anywhere.
        let isolation = isMainActorIsolated(declaration) ? "@MainActor " : ""
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: isolation)KeyCoding.KeyCodable {}")]
    }

    /// Whether the declaration is marked `@MainActor` (or `@_Concurrency.MainActor`).
    static func isMainActorIsolated(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name == "MainActor" || name.hasSuffix(".MainActor")
        }
    }
}
