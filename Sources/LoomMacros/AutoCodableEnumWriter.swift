import SwiftDiagnostics
import SwiftSyntax

/// Writes the `Codable` and `KeyCodable` members of an `@AutoCodable` enum as source text.
///
/// The case is read and written through `ArchivedEnumCase` and `ArchivingEnumCase`, which know
/// the tagging forms; the members only switch over the names and labels the macro worked out.
struct AutoCodableEnumWriter {
    let shape: TypeShape
    let tagging: EnumTagging
    let cases: [ArchivedEnumCaseDeclaration]

    /// Nil, with diagnostics reported, when the cases cannot be archived as declared.
    init?(
        _ declaration: EnumDeclSyntax, shape: TypeShape, options: AutoCodableOptions, report: (Diagnostic) -> Void
    ) {
        self.shape = shape
        tagging = options.tagging ?? .external
        cases = ArchivedEnumCaseDeclaration.all(
            in: declaration.memberBlock.members, keyConvention: options.keyConvention, report: report)
        var problems: [Diagnostic] = []
        if !declaration.memberBlock.members.contains(where: { $0.decl.is(EnumCaseDeclSyntax.self) }) {
            problems.append(Diagnostic(node: declaration.name, message: AutoCodableDiagnostic.enumWithoutCases))
        }
        if case .adjacent(let tag, let content) = tagging, tag == content, let argument = options.taggingArgument {
            problems.append(Diagnostic(node: argument, message: AutoCodableDiagnostic.tagIsContent(tag)))
        }
        var names: Set<String> = []
        for enumCase in cases where !names.insert(enumCase.archivedName).inserted {
            problems.append(
                Diagnostic(
                    node: enumCase.element, message: AutoCodableDiagnostic.duplicateCaseName(enumCase.archivedName)))
        }
        for fallback in cases.filter(\.isFallback).dropFirst() {
            problems.append(Diagnostic(node: fallback.element, message: AutoCodableDiagnostic.severalFallbackCases))
        }
        for enumCase in cases {
            problems += Self.problems(of: enumCase, tagging: tagging)
        }
        problems.forEach(report)
        // A case left out after its own diagnostic must not be left out of the conformance silently.
        if !problems.isEmpty || cases.count != declaration.memberBlock.members.caseCount { return nil }
    }

    private static func problems(of enumCase: ArchivedEnumCaseDeclaration, tagging: EnumTagging) -> [Diagnostic] {
        if enumCase.isFallback && !enumCase.values.isEmpty {
            return [
                Diagnostic(node: enumCase.element, message: AutoCodableDiagnostic.fallbackWithValues(enumCase.name))
            ]
        }
        var keys: Set<String> = []
        for value in enumCase.values where !keys.insert(value.key).inserted {
            return [
                Diagnostic(
                    node: value.parameter, message: AutoCodableDiagnostic.duplicateValueKey(enumCase.name, value.key))
            ]
        }
        guard case .internal(let tag) = tagging else { return [] }
        if let sole = enumCase.soleValue {
            guard sole.type.isArchivedWithoutKeys else { return [] }
            let labelled = sole.parameter.with(\.firstName, .identifier("value")).with(\.colon, .colonToken())
                .with(\.type, sole.type.with(\.leadingTrivia, .space))
            return [
                Diagnostic(
                    node: sole.parameter,
                    message: AutoCodableDiagnostic.soleValueWithoutKeys(
                        enumCase.name, type: sole.type.trimmedDescription, tag: tag),
                    fixIt: FixIt(
                        message: AutoCodableFixIt.labelValue,
                        changes: [.replace(oldNode: Syntax(sole.parameter), newNode: Syntax(labelled))]))
            ]
        }
        if let clash = enumCase.values.first(where: { $0.key == tag }) {
            return [Diagnostic(node: clash.parameter, message: AutoCodableDiagnostic.valueUnderTag(enumCase.name, tag))]
        }
        return []
    }

    /// The `KeyCodable` members, in the enum's body: an enum has no keyed properties.
    func members() -> [DeclSyntax] {
        let access = shape.accessModifier(overridable: false)
        return [
            DeclSyntax(signature: "\(access)static var keyedProperties: KeyCoding.KeyedProperties", body: ["[]"]),
            DeclSyntax(
                signature: "\(access)func value(forKey key: String) throws -> Any?",
                body: ["try self.value(forUndefinedKey: key)"]),
            DeclSyntax(
                signature: "\(access)mutating func setValue(_ value: Any?, forKey key: String) throws",
                body: ["try self.setValue(value, forUndefinedKey: key)"]),
        ]
    }

    /// `init(from:)`, `encode(to:)` and merge, for the extension.
    func extensionMembers() -> [DeclSyntax] {
        [decodingInitializerDecl, encodeDecl, mergeDecl]
    }

    private var access: String { shape.accessModifier(overridable: false) }

    private var decodingInitializerDecl: DeclSyntax {
        var body = [
            "let archived = try AutoCoding.ArchivedEnumCase(from: decoder, of: Self.self, tagging: \(tagging.expression))",
            "switch archived.name {",
        ]
        for enumCase in cases {
            body.append("case \(literal(enumCase.archivedName)):")
            body += decodingStatements(enumCase).map { "    \($0)" }
        }
        let names = "[" + cases.map { literal($0.archivedName) }.joined(separator: ", ") + "]"
        body.append("default:")
        if let fallback = cases.first(where: \.isFallback) {
            body.append("    self = archived.fallback(.\(fallback.name), among: \(names))")
        } else {
            body.append("    throw archived.unknownCase(among: \(names))")
        }
        body.append("}")
        return DeclSyntax(signature: "\(access)init(from decoder: any Decoder) throws", body: body)
    }

    private func decodingStatements(_ enumCase: ArchivedEnumCaseDeclaration) -> [String] {
        if enumCase.values.isEmpty { return ["self = .\(enumCase.name)"] }
        if usesSoleValue(enumCase) { return ["self = .\(enumCase.name)(try archived.soleValue())"] }
        let arguments = enumCase.values.map { value in
            let method = value.type.isOptional ? "decodeIfPresent" : "decode"
            let decoded = "try values.\(method)(\(literal(value.key)))"
            return value.label.map { "\($0): \(decoded)" } ?? decoded
        }
        return ["let values = try archived.values()", "self = .\(enumCase.name)(\(arguments.joined(separator: ", ")))"]
    }

    private var encodeDecl: DeclSyntax {
        var body = [
            "let archiving = AutoCoding.ArchivingEnumCase(to: encoder, tagging: \(tagging.expression))",
            "switch self {",
        ]
        for enumCase in cases {
            let bindings = enumCase.values.indices.map { "let value\($0)" }
            let pattern = bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))"
            body.append("case .\(enumCase.name)\(pattern):")
            body += encodingStatements(enumCase).map { "    \($0)" }
        }
        body.append("}")
        return DeclSyntax(signature: "\(access)func encode(to encoder: any Encoder) throws", body: body)
    }

    private func encodingStatements(_ enumCase: ArchivedEnumCaseDeclaration) -> [String] {
        let name = literal(enumCase.archivedName)
        if enumCase.values.isEmpty { return ["try archiving.encodeName(\(name))"] }
        if usesSoleValue(enumCase) { return ["try archiving.encodeSoleValue(value0, named: \(name))"] }
        return ["var values = try archiving.values(named: \(name))"]
            + enumCase.values.enumerated().map { index, value in
                "try values.encode(value\(index), forKey: \(literal(value.key)))"
            }
    }

    /// An enum cannot be partly updated: merging replaces the case.
    private var mergeDecl: DeclSyntax {
        DeclSyntax(
            signature: "\(access)mutating func mergeArchivedValues(from decoder: any Decoder) throws",
            body: ["self = try Self(from: decoder)"])
    }

    /// With an internal or adjacent tag, one unlabelled value is the payload itself; with an
    /// external one it is under `_0`, as in Swift's synthesized form.
    private func usesSoleValue(_ enumCase: ArchivedEnumCaseDeclaration) -> Bool {
        tagging != .external && enumCase.soleValue != nil
    }

    private func literal(_ text: String) -> String { StringLiteralExprSyntax(content: text).description }
}

extension ArchivedEnumCaseDeclaration {
    /// The case's one associated value, when it has exactly one and it is unlabelled.
    var soleValue: Value? {
        values.count == 1 && values[0].label == nil ? values[0] : nil
    }
}

extension MemberBlockItemListSyntax {
    /// How many cases the declarations among the members declare (`case a, b` is two).
    fileprivate var caseCount: Int {
        compactMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.count }.reduce(0, +)
    }
}
