import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ConfigSchema`: writes TypedConfig's `ValidatedConfig` conformance and its
/// `propertyConstraints`, one entry per property marked `@Constraint(…)`, each with the key the
/// property is decoded from; and its `DescribedConfig` conformance, whose `propertyDescriptions`
/// give every stored property's key, the first paragraph of its doc comment, and what its
/// constraints say in a JSON Schema. It does not touch decoding, so it works beside
/// `@AutoCodable` or a plain `Decodable` conformance alike.
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
        let properties = SchemaPropertyDeclaration.all(in: declaration.memberBlock.members) {
            context.diagnose($0)
        }
        let constraints = properties.filter { !$0.constraints.isEmpty }.map { property in
            "ConfigPropertyConstraints(\\\(shape.selfType).\(property.accessName), key: \(property.key.literal), "
                + property.constraints.joined(separator: ", ") + ")"
        }
        let descriptions = properties.map { property in
            "ConfigPropertyDescription(\\\(shape.selfType).\(property.accessName), key: \(property.key.literal), "
                + "summary: \(property.summary?.literal ?? "nil")"
                + property.schemaConstraints.map { ", " + $0 }.joined() + ")"
        }
        // A generic type, or one nested in a generic type, cannot have a stored static property.
        let computed = shape.isGeneric || context.lexicalContext.contains(where: \.isGenericContext)
        let access = shape.accessModifier(overridable: false)
        func member(_ name: String, _ type: String, _ entries: [String]) -> String {
            let list = entries.isEmpty ? "[]" : "[\n" + entries.map { "    \($0)," }.joined(separator: "\n") + "\n]"
            return computed
                ? "\(access)static var \(name): \(type) {\n\(list)\n}"
                : "\(access)static let \(name): \(type) = \(list)"
        }
        let members = [
            member("propertyConstraints", "[ConfigPropertyConstraints<\(shape.selfType)>]", constraints),
            member("propertyDescriptions", "[ConfigPropertyDescription<\(shape.selfType)>]", descriptions),
        ]
        // The protocols the type lacks, by their full names, so that a type of the same name elsewhere is not taken.
        let lacking = protocols.map { "TypedConfig." + ($0.trimmedDescription.split(separator: ".").last ?? "") }
        let clause = lacking.isEmpty ? "" : ": " + lacking.joined(separator: ", ")
        return [
            try ExtensionDeclSyntax(
                "extension \(type.trimmed)\(raw: clause) {\n\(raw: members.joined(separator: "\n"))\n}")
        ]
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

/// One stored property of a type marked `@ConfigSchema`: its key, summary and constraints.
struct SchemaPropertyDeclaration {
    /// The name as it must be written after `\\Type.` (backticks kept).
    let accessName: String
    /// The key the property is decoded from: `@ArchiveKey`'s, the `CodingKeys` case's raw value, or the name.
    let key: String
    /// The first paragraph of the doc comment, on one line; nil without one.
    let summary: String?
    /// The constraint expressions, as written.
    let constraints: [String]
    /// The constraints TypedConfig's `ConfigConstraintSchema` has a JSON Schema form for, as written.
    var schemaConstraints: [String] {
        constraintExpressions.filter { expression in
            let name =
                expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                ?? expression.as(MemberAccessExprSyntax.self)
            guard let name, name.base == nil else { return false }
            return ["range", "nonEmpty", "pattern", "oneOf"].contains(name.declName.baseName.text)
        }.map(\.trimmedDescription)
    }
    private let constraintExpressions: [ExprSyntax]

    /// Every stored instance property; a `@Constraint` on one that is not stored is diagnosed.
    static func all(
        in members: MemberBlockItemListSyntax, report: (Diagnostic) -> Void
    ) -> [SchemaPropertyDeclaration] {
        let codingKeys = codingKeyRawValues(in: members)
        return members.variables.flatMap { variable -> [SchemaPropertyDeclaration] in
            let constraints = variable.attributes.flatMap { element -> [ExprSyntax] in
                guard element.attributeName == "Constraint", case .attribute(let attribute) = element else { return [] }
                guard case .argumentList(let arguments) = attribute.arguments, !arguments.isEmpty else {
                    report(Diagnostic(node: attribute, message: ConfigSchemaDiagnostic.constraintWithoutArguments))
                    return []
                }
                return arguments.map(\.expression)
            }
            let modifiers = variable.modifiers.map(\.name.tokenKind)
            if modifiers.contains(.keyword(.static)) || modifiers.contains(.keyword(.class)) {
                if !constraints.isEmpty {
                    report(Diagnostic(node: variable, message: ConfigSchemaDiagnostic.notStored))
                }
                return []
            }
            let archiveKey = variable.attributes.lazy.compactMap { element -> String? in
                guard element.attributeName == "ArchiveKey", case .attribute(let attribute) = element,
                    case .argumentList(let arguments) = attribute.arguments
                else { return nil }
                return arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            }.first
            let summary = docSummary(of: variable)
            return variable.bindings.compactMap { binding in
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
                guard binding.isStored else {
                    if !constraints.isEmpty {
                        report(Diagnostic(node: binding, message: ConfigSchemaDiagnostic.notStored))
                    }
                    return nil
                }
                let name = identifier.identifier?.name ?? identifier.text
                return SchemaPropertyDeclaration(
                    accessName: identifier.text, key: archiveKey ?? codingKeys[name] ?? name, summary: summary,
                    constraints: constraints.map(\.trimmedDescription), constraintExpressions: constraints)
            }
        }
    }

    /// The first paragraph of a `///` or `/** */` doc comment, its lines joined by spaces, with
    /// DocC's symbol links (``` ``Name`` ```) written as code (`` `Name` ``).
    private static func docSummary(of variable: VariableDeclSyntax) -> String? {
        var lines: [Substring] = []
        for piece in variable.leadingTrivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(text.dropFirst(3))
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    return trimmed.hasPrefix("*") ? trimmed.dropFirst() : trimmed
                }
            default:
                continue
            }
        }
        let paragraph = lines.map { line in
            String(line.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        }
        .drop { $0.isEmpty }.prefix { !$0.isEmpty }
        guard !paragraph.isEmpty else { return nil }
        return paragraph.joined(separator: " ").replacing("``", with: "`")
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
