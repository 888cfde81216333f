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
        guard let shape = TypeShape(declaration, node: node, context: context) else { return [] }
        // The compiler lists only conformances the type lacks: a class that already is KeyCodable
        // inherits it from a @Keyed superclass and must override.
        let isSubclass = shape.isClass && !protocols.contains { $0.trimmedDescription.hasSuffix("KeyCodable") }
        let superclass = isSubclass ? declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription : nil
        let isGeneric = shape.isGeneric || context.lexicalContext.contains(where: \.isGenericContext)
        return KeyedMemberWriter(
            shape: shape,
            properties: KeyedPropertyDeclaration.all(in: declaration.memberBlock.members, isStruct: !shape.isClass),
            superclass: superclass,
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
        return [try ExtensionDeclSyntax("extension \(type.trimmed): KeyCoding.KeyCodable {}")]
    }
}

/// What the member writer needs to know about the declaration `@Keyed` is attached to.
struct TypeShape {
    let name: String
    /// The type as written inside its own body, generic parameters included (`Box<Value>`).
    let selfType: String
    let isClass: Bool
    let isFinal: Bool
    let isGeneric: Bool
    /// `public`, `open`, `package` or empty: the access the generated members need.
    let access: String

    init?(_ declaration: some DeclGroupSyntax, node: AttributeSyntax, context: some MacroExpansionContext) {
        let problem: KeyedDiagnostic? =
            if declaration.is(EnumDeclSyntax.self) { .onEnum } else if declaration.is(ProtocolDeclSyntax.self) {
                .onProtocol
            } else if declaration.is(ActorDeclSyntax.self) { .onActor } else if declaration.is(ExtensionDeclSyntax.self)
            { .onExtension } else { nil }
        if let problem {
            context.diagnose(Diagnostic(node: node, message: problem))
            return nil
        }
        let generics: GenericParameterClauseSyntax?
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            name = structDecl.name.text
            generics = structDecl.genericParameterClause
            isClass = false
        } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
            name = classDecl.name.text
            generics = classDecl.genericParameterClause
            isClass = true
        } else {
            return nil
        }
        isGeneric = generics != nil
        let parameters = generics?.parameters.map(\.name.text) ?? []
        selfType = parameters.isEmpty ? name : "\(name)<\(parameters.joined(separator: ", "))>"
        let modifiers = declaration.modifiers.map(\.name.tokenKind)
        isFinal = modifiers.contains(.keyword(.final))
        access =
            if modifiers.contains(.keyword(.open)) { "open" } else if modifiers.contains(.keyword(.public)) {
                "public"
            } else if modifiers.contains(.keyword(.package)) { "package" } else { "" }
    }
}

extension Syntax {
    /// Whether static stored properties are forbidden here (inside a generic type).
    fileprivate var isGenericContext: Bool {
        if let decl = self.as(StructDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(ClassDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(ExtensionDeclSyntax.self) { return decl.genericWhereClause != nil }
        return false
    }
}
