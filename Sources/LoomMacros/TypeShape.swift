import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What the member writers need to know about the declaration `@Keyed` or `@AutoCodable` is attached to.
struct TypeShape {
    let name: String
    /// The type as written inside its own body, generic parameters included (`Box<Value>`).
    let selfType: String
    let isClass: Bool
    let isFinal: Bool
    let isGeneric: Bool
    /// `public`, `open`, `package` or empty: the access the generated members need.
    let access: String

    let isEnum: Bool

    /// Nil, with `misplaced`'s diagnostic, when the declaration is not a struct or class (or, when
    /// `acceptsEnums`, an enum).
    init?(
        _ declaration: some DeclGroupSyntax, node: AttributeSyntax, context: some MacroExpansionContext,
        acceptsEnums: Bool = false, misplaced: (MisplacedDeclaration) -> any DiagnosticMessage
    ) {
        if let placement = MisplacedDeclaration(declaration), !(acceptsEnums && placement == .onEnum) {
            context.diagnose(Diagnostic(node: node, message: misplaced(placement)))
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
        } else if let enumDecl = declaration.as(EnumDeclSyntax.self) {
            name = enumDecl.name.text
            generics = enumDecl.genericParameterClause
            isClass = false
        } else {
            return nil
        }
        isGeneric = generics != nil
        isEnum = declaration.is(EnumDeclSyntax.self)
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

extension TypeShape {
    /// The access modifier the generated members need, and a space; `open` only on a member that
    /// can be overridden, in a class that is not final.
    func accessModifier(overridable: Bool) -> String {
        switch access {
        case "": ""
        case "open": overridable && !isFinal ? "open " : "public "
        default: "\(access) "
        }
    }

    /// The superclass, when the type is a class that inherits `conformance` from it.
    ///
    /// The compiler lists only the conformances a type lacks: a class whose list misses
    /// `conformance` inherits it from a superclass, and its generated members must override.
    func superclass(
        lacking conformance: String, among protocols: [TypeSyntax], in declaration: some DeclGroupSyntax
    ) -> String? {
        guard isClass, !protocols.contains(where: { $0.trimmedDescription.hasSuffix(conformance) }) else { return nil }
        return declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
    }
}

/// A declaration that no Loom type macro can be attached to.
enum MisplacedDeclaration: String {
    case onEnum, onProtocol, onActor, onExtension

    init?(_ declaration: some DeclGroupSyntax) {
        if declaration.is(EnumDeclSyntax.self) {
            self = .onEnum
        } else if declaration.is(ProtocolDeclSyntax.self) {
            self = .onProtocol
        } else if declaration.is(ActorDeclSyntax.self) {
            self = .onActor
        } else if declaration.is(ExtensionDeclSyntax.self) {
            self = .onExtension
        } else {
            return nil
        }
    }
}

extension Syntax {
    /// Whether static stored properties are forbidden here (inside a generic type).
    var isGenericContext: Bool {
        if let decl = self.as(StructDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(ClassDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.genericParameterClause != nil }
        if let decl = self.as(ExtensionDeclSyntax.self) { return decl.genericWhereClause != nil }
        return false
    }
}
