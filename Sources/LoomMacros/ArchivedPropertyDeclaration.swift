import CaseConventions
import SwiftDiagnostics
import SwiftSyntax

/// One stored property as `@AutoCodable` archives it.
struct ArchivedPropertyDeclaration {
    /// The name as it must be written after `self.` (backticks kept).
    let accessName: String
    /// Where the value is in the archive: the name (spelled in the type's key style), or
    /// `@ArchiveKey`'s argument, which may lead into nested dictionaries.
    let archivePath: ArchiveKeyPath
    /// Older keys read when `archivePath` is missing, in order (`@LegacyKeys`).
    let legacyPaths: [ArchiveKeyPath]
    /// Whether the property has a value before decoding starts: an initial value, or `var` of optional type.
    let hasDefault: Bool
    /// Whether the declared type is optional (`T?`, `T!`, `Optional<T>`).
    let isOptional: Bool
    /// The declared type, when written.
    let type: String?
    /// The type a value in the archive has, when the source shows it (the declared type, its
    /// wrapped type if optional, or a literal initial value's type) and it is one of the standard
    /// library's scalars: knowing it lets the generated code call the coders' own overloads for
    /// `String`, `Int`, … as synthesized `Codable` does. Other types are left to inference, since
    /// a struct's decoding code sits in an extension at file scope, where a name such as `Mirror`
    /// written inside an enclosing type would resolve to another type.
    let archivedType: String?

    /// The types coders have their own overloads for.
    static let scalarTypeNames: Set<String> = [
        "String", "Bool", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64",
    ]
    /// A `let`: set once, by decoding, and never merged.
    let isConstant: Bool
    /// The `ArchiveValueCoding` expression that `@ArchiveCoding` names, as the generated code writes it.
    let coding: String?
    /// `@LossyElements`: elements that fail to decode are skipped while recoveries are collected.
    let isLossy: Bool
    /// `@DefaultOnMismatch`: the initial value stays when the archived one does not decode.
    let keepsDefaultOnMismatch: Bool

    /// Whether any of the keys leads into nested dictionaries.
    var isNested: Bool { archivePath.isNested || legacyPaths.contains(where: \.isNested) }

    /// The archived properties declared in `members`, in order; misuse is diagnosed and left out.
    /// Keys taken from names are spelled in `keyConvention` when there is one; `@ArchiveKey`'s are as written.
    static func all(
        in members: MemberBlockItemListSyntax, keyConvention: KeyWords.Convention? = nil,
        report: (Diagnostic) -> Void
    ) -> [ArchivedPropertyDeclaration] {
        members.variables.flatMap { properties(of: $0, keyConvention: keyConvention, report: report) }
    }

    private static func properties(
        of variable: VariableDeclSyntax, keyConvention: KeyWords.Convention?, report: (Diagnostic) -> Void
    )
        -> [ArchivedPropertyDeclaration]
    {
        let modifiers = variable.modifiers.filter { $0.detail == nil }.map(\.name.tokenKind)
        let excluded: [TokenKind] = [.keyword(.static), .keyword(.class), .keyword(.lazy)]
        if modifiers.contains(where: excluded.contains) { return [] }
        if variable.attributes.contains(where: { $0.attributeName == "FallbackCase" }) {
            report(Diagnostic(node: variable, message: AutoCodableDiagnostic.fallbackOnProperty))
            return []
        }
        if variable.attributes.contains(where: { $0.attributeName == "NotArchived" }) { return [] }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let archiveKey = keyPaths(of: "ArchiveKey", in: variable.attributes, report: report).first
        let legacyKeys = keyPaths(of: "LegacyKeys", in: variable.attributes, report: report)
        let coding = codingExpression(in: variable.attributes)
        let isLossy = variable.attributes.contains { $0.attributeName == "LossyElements" }
        let keepsDefault = variable.attributes.contains { $0.attributeName == "DefaultOnMismatch" }
        let bindings = Array(variable.bindings)
        let hasMarkers = archiveKey != nil || !legacyKeys.isEmpty || coding != nil || isLossy || keepsDefault
        if bindings.count > 1 && hasMarkers {
            report(Diagnostic(node: variable, message: AutoCodableDiagnostic.keyOnSeveralProperties))
            return []
        }
        return bindings.enumerated().compactMap { index, binding in
            guard binding.isStored, let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            else { return nil }
            // `var a, b: Int` writes the type once, after the last name.
            let typeAnnotation = bindings[index...].lazy.compactMap(\.typeAnnotation).first?.type
            let hasInitializer = binding.initializer != nil
            if isLet && hasInitializer {
                report(
                    Diagnostic(
                        node: binding, message: AutoCodableDiagnostic.constantWithInitialValue(identifier.text)))
                return nil
            }
            let isOptional = typeAnnotation?.isOptional ?? false
            let hasDefault = hasInitializer || (!isLet && isOptional)
            if keepsDefault && !hasDefault {
                report(
                    Diagnostic(
                        node: binding, message: AutoCodableDiagnostic.defaultOnMismatchWithoutDefault(identifier.text)))
                return nil
            }
            let name = identifier.identifier?.name ?? identifier.text
            return ArchivedPropertyDeclaration(
                accessName: identifier.text,
                archivePath: archiveKey
                    ?? ArchiveKeyPath(segments: [keyConvention.map { KeyWords.spelled(name, as: $0) } ?? name]),
                legacyPaths: legacyKeys,
                hasDefault: hasDefault,
                isOptional: isOptional,
                type: typeAnnotation?.trimmedDescription,
                archivedType: (typeAnnotation.map { $0.wrappedIfOptional.trimmedDescription }
                    ?? binding.initializer?.value.literalType).flatMap { scalarTypeNames.contains($0) ? $0 : nil },
                isConstant: isLet,
                coding: coding,
                isLossy: isLossy,
                keepsDefaultOnMismatch: keepsDefault)
        }
    }

    /// The built-in strategies of `ArchiveValueStrategy` and the codings they stand for.
    static let builtInCodings: [String: String] = [
        "iso8601": "AutoCoding.ISO8601DateCoding()",
        "secondsSince1970": "AutoCoding.TimestampCoding(.seconds)",
        "millisecondsSince1970": "AutoCoding.TimestampCoding(.milliseconds)",
        "base64": "AutoCoding.Base64DataCoding()",
        "hex": "AutoCoding.HexDataCoding()",
        "string": "AutoCoding.TextualValueCoding()",
        "lenientNumber": "AutoCoding.LenientNumberCoding()",
    ]

    /// What `@ArchiveCoding(…)` names, as an `ArchiveValueCoding` expression: a built-in strategy
    /// (`.iso8601`) becomes its coding, whose value type the compiler infers from the property; your
    /// own coding is written as given.
    private static func codingExpression(in attributes: AttributeListSyntax) -> String? {
        for element in attributes where element.attributeName == "ArchiveCoding" {
            guard case .attribute(let attribute) = element, case .argumentList(let arguments) = attribute.arguments,
                let expression = arguments.first?.expression
            else { continue }
            if let member = expression.as(MemberAccessExprSyntax.self),
                member.base.map({
                    ["ArchiveValueStrategy", "AutoCoding.ArchiveValueStrategy"].contains($0.trimmedDescription)
                })
                    ?? true,
                let builtIn = builtInCodings[member.declName.baseName.text]
            {
                return builtIn
            }
            return expression.trimmedDescription
        }
        return nil
    }

    /// The key paths that the attribute `name`'s string literals write (`@LegacyKeys("a", "b.c")`).
    private static func keyPaths(
        of name: String, in attributes: AttributeListSyntax, report: (Diagnostic) -> Void
    ) -> [ArchiveKeyPath] {
        attributes.flatMap { element -> [ArchiveKeyPath] in
            guard element.attributeName == name, case .attribute(let attribute) = element,
                case .argumentList(let arguments) = attribute.arguments
            else { return [] }
            return arguments.compactMap { argument -> ArchiveKeyPath? in
                guard let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                    report(
                        Diagnostic(node: argument, message: AutoCodableDiagnostic.keyNotLiteral(attribute: name)))
                    return nil
                }
                do throws(ArchiveKeyPath.Problem) {
                    return try ArchiveKeyPath(parsing: key)
                } catch {
                    report(
                        Diagnostic(
                            node: argument,
                            message: AutoCodableDiagnostic.malformedKeyPath(attribute: name, key, error.reason)))
                    return nil
                }
            }
        }
    }
}

extension PatternBindingSyntax {
    /// Stored: no accessors, or only observers (`willSet`/`didSet`).
    var isStored: Bool {
        guard let block = accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        let observers: [TokenKind] = [.keyword(.willSet), .keyword(.didSet)]
        return accessors.allSatisfy { observers.contains($0.accessorSpecifier.tokenKind) }
    }
}

extension ExprSyntax {
    /// The type of a literal: the type Swift gives it without context.
    var literalType: String? {
        if self.is(StringLiteralExprSyntax.self) { return "String" }
        if self.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if self.is(FloatLiteralExprSyntax.self) { return "Double" }
        if self.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.literalType.flatMap { ["Int", "Double"].contains($0) ? $0 : nil }
        }
        return nil
    }
}

extension TypeSyntax {
    /// `T` for `T?`, `T!` and `Optional<T>`; the type itself otherwise.
    var wrappedIfOptional: TypeSyntax {
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        let generic =
            self.as(IdentifierTypeSyntax.self)?.genericArgumentClause
            ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause
        if isOptional, let argument = generic?.arguments.first, case .type(let wrapped) = argument.argument {
            return wrapped
        }
        return self
    }

    /// Written as optional: `T?`, `T!`, `Optional<T>` or `Swift.Optional<T>`.
    var isOptional: Bool {
        if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Optional" }
        if let member = self.as(MemberTypeSyntax.self) {
            return member.name.text == "Optional" && member.baseType.trimmedDescription == "Swift"
        }
        return false
    }
}
