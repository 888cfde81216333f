import SwiftDiagnostics
import SwiftSyntax

/// Writes the `Codable` members of an `@AutoCodable` type as source text.
///
/// Decoding assigns each archived property from its key, or leaves its initial value when the key is
/// missing; it never calls the type's other initializers, so their side effects do not run twice.
struct AutoCodableMemberWriter {
    let shape: TypeShape
    let properties: [ArchivedPropertyDeclaration]
    /// Set when a superclass is `@AutoCodable` too: its keys are decoded and encoded first.
    let archivingSuperclass: String?
    /// Set when a superclass is only `@Keyed`: decoding must call its `init()`.
    let plainSuperclass: String?
    /// Whether to write `init()`, which the compiler no longer provides once `init(from:)` exists.
    let writesDefaultInitializer: Bool

    /// Nil, with diagnostics reported, when the properties' keys collide.
    init?(
        _ declaration: some DeclGroupSyntax, shape: TypeShape, options: AutoCodableOptions,
        conformingTo protocols: [TypeSyntax], report: (Diagnostic) -> Void
    ) {
        self.shape = shape
        properties = ArchivedPropertyDeclaration.all(
            in: declaration.memberBlock.members, keyConvention: options.keyConvention, report: report)
        var seen: Set<ArchiveKeyPath> = []
        for path in properties.flatMap({ [$0.archivePath] + $0.legacyPaths }) where !seen.insert(path).inserted {
            report(Diagnostic(node: declaration, message: AutoCodableDiagnostic.duplicateKey(path.written)))
            return nil
        }
        let written = properties.map(\.archivePath)
        for outer in written {
            if let inner = written.first(where: outer.isProperPrefix) {
                report(
                    Diagnostic(
                        node: declaration,
                        message: AutoCodableDiagnostic.keyHoldsOtherKeys(outer.written, inner: inner.written)))
                return nil
            }
        }
        archivingSuperclass = shape.superclass(lacking: "AutoCodable", among: protocols, in: declaration)
        plainSuperclass =
            archivingSuperclass == nil
            ? shape.superclass(lacking: "KeyCodable", among: protocols, in: declaration) : nil
        writesDefaultInitializer = shape.isClass && Self.canDefaultInitialize(declaration.memberBlock.members)
    }

    /// Members of the type's body: for a class, everything; for a struct, the key enumeration only.
    func members() -> [DeclSyntax] {
        guard shape.isClass else { return flatProperties.isEmpty ? [] : [keysDecl] }
        var members = flatProperties.isEmpty ? [] : [keysDecl]
        if writesDefaultInitializer { members.append(defaultInitializerDecl) }
        return members + [decodingInitializerDecl, encodeDecl, mergeDecl]
    }

    /// A struct's initializer, `encode(to:)` and merge, for its extension.
    func extensionMembers() -> [DeclSyntax] {
        [decodingInitializerDecl, encodeDecl, mergeDecl]
    }

    private var isSubclass: Bool { archivingSuperclass != nil || plainSuperclass != nil }

    /// The properties whose keys are all in the type's own dictionary: `AutoCodingKeys` names them.
    private var flatProperties: [ArchivedPropertyDeclaration] { properties.filter { !$0.isNested } }

    private var keysDecl: DeclSyntax {
        let cases = flatProperties.flatMap { property in
            [caseLine(property.caseName, key: property.archiveKey)]
                + property.legacyKeys.indices.map {
                    caseLine(property.legacyCaseName($0), key: property.legacyKeys[$0])
                }
        }
        // Internal even in a public type: only the generated members use it.
        return DeclSyntax(signature: "enum AutoCodingKeys: String, CodingKey", body: cases)
    }

    private func caseLine(_ name: String, key: String) -> String {
        name.filter { $0 != "`" } == key
            ? "case \(name)" : "case \(name) = \(StringLiteralExprSyntax(content: key).description)"
    }

    private var defaultInitializerDecl: DeclSyntax {
        isSubclass ? "override init() {\n    super.init()\n}" : "init() {\n}"
    }

    private var decodingInitializerDecl: DeclSyntax {
        var body = containerDeclarations(for: properties)
        body += properties.map(decodingStatement)
        if archivingSuperclass != nil {
            body.append("try super.init(from: decoder)")
        } else if plainSuperclass != nil {
            body.append("super.init()")
        }
        let required = shape.isClass ? "required " : ""
        return DeclSyntax(
            signature: "\(shape.accessModifier(overridable: false))\(required)init(from decoder: any Decoder) throws",
            body: body)
    }

    /// The containers that decoding `decoded` reads from: `container` for keys in the type's own
    /// dictionary, `paths` for properties with nested keys.
    private func containerDeclarations(for decoded: [ArchivedPropertyDeclaration]) -> [String] {
        var declarations: [String] = []
        if decoded.contains(where: { !$0.isNested }) {
            declarations.append("let container = try decoder.container(keyedBy: AutoCodingKeys.self)")
        }
        if decoded.contains(where: \.isNested) {
            declarations.append("let paths = try decoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)")
        }
        return declarations
    }

    private func decodingStatement(_ property: ArchivedPropertyDeclaration) -> String {
        if property.isNested { return nestedDecodingStatement(property) }
        let key = ".\(property.caseName)"
        let legacy = legacyArgument(property)
        let target = "self.\(property.accessName)"
        if property.hasDefault {
            return updatingStatement(property)
        }
        if let coding = codingArguments(property) {
            let method = property.isOptional ? "decodeArchivedIfPresent" : "decodeArchived"
            return "\(target) = try container.\(method)(forKey: \(key)\(legacy)\(coding))"
        }
        if property.isOptional {
            if legacy.isEmpty, let type = property.archivedType {
                return "\(target) = try container.decodeIfPresent(\(type).self, forKey: \(key))"
            }
            return "\(target) = try container.decodeArchivedIfPresent(forKey: \(key)\(legacy))"
        }
        if legacy.isEmpty, let type = property.archivedType {
            return "\(target) = try container.decode(\(type).self, forKey: \(key))"
        }
        return "\(target) = try container.decodeArchived(forKey: \(key)\(legacy))"
    }

    /// Decodes into the property's current value, which stays when the key is missing, and, with
    /// `@DefaultOnMismatch`, when the value does not decode and recoveries are collected.
    private func updatingStatement(_ property: ArchivedPropertyDeclaration) -> String {
        let target = "self.\(property.accessName)"
        guard property.keepsDefaultOnMismatch else { return updatingStatement(property, into: target) }
        let inner = updatingStatement(property, into: "current")
        let indented = inner.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
        let location =
            property.isNested
            ? "paths.decodeArchived(&\(target), atPath: \(pathLiteral(property.archivePath)))"
            : "container.decodeArchived(&\(target), forKey: .\(property.caseName))"
        return "try \(location) { current in\n\(indented)\n}"
    }

    /// Decodes into `target`. Where the type is known the coder's overload for it is called, as
    /// synthesized `Codable` does: for `String`, `Int`, … coders have faster paths than their generic one.
    private func updatingStatement(_ property: ArchivedPropertyDeclaration, into target: String) -> String {
        if property.isNested {
            return
                "try paths.decodeArchived(&\(target), atPaths: \(pathsLiteral(property))\(codingArguments(property) ?? ""))"
        }
        let key = ".\(property.caseName)"
        if let coding = codingArguments(property) {
            return "try container.decodeArchived(&\(target), forKey: \(key)\(legacyArgument(property))\(coding))"
        }
        if let type = property.archivedType, property.legacyKeys.isEmpty {
            return "if let value = try container.decodeIfPresent(\(type).self, forKey: \(key)) {\n"
                + "    \(target) = value\n}"
        }
        return "try container.decodeArchived(&\(target), forKey: \(key)\(legacyArgument(property)))"
    }

    /// `, using: …` and `, lossy: true` for a property marked `@ArchiveCoding` or `@LossyElements`;
    /// nil for others. A lossy property without a strategy takes its elements as they are.
    private func codingArguments(_ property: ArchivedPropertyDeclaration) -> String? {
        guard property.coding != nil || property.isLossy else { return nil }
        let coding = property.coding ?? "AutoCoding.UnconvertedCoding()"
        return ", using: \(coding)" + (property.isLossy ? ", lossy: true" : "")
    }

    /// A property whose keys lead into nested dictionaries, read with `paths`.
    private func nestedDecodingStatement(_ property: ArchivedPropertyDeclaration) -> String {
        let target = "self.\(property.accessName)"
        if property.hasDefault { return updatingStatement(property) }
        let method = property.isOptional ? "decodeArchivedIfPresent" : "decodeArchived"
        return "\(target) = try paths.\(method)(atPaths: \(pathsLiteral(property))\(codingArguments(property) ?? ""))"
    }

    /// `[["meta", "created_at"], ["created"]]`: the property's key paths, its own first.
    private func pathsLiteral(_ property: ArchivedPropertyDeclaration) -> String {
        "[" + ([property.archivePath] + property.legacyPaths).map(pathLiteral).joined(separator: ", ") + "]"
    }

    /// `["meta", "created_at"]`: one key path's keys, the outermost first.
    private func pathLiteral(_ path: ArchiveKeyPath) -> String {
        "[" + path.segments.map { StringLiteralExprSyntax(content: $0).description }.joined(separator: ", ") + "]"
    }

    /// Optional values are left out of archives when nil.
    private func encodingStatement(_ property: ArchivedPropertyDeclaration) -> String {
        if let coding = property.coding {
            return
                "try container.encodeArchived(self.\(property.accessName), forKey: .\(property.caseName), using: \(coding))"
        }
        let method =
            switch (property.archivedType, property.isOptional) {
            case (nil, _): "encodeArchived"
            case (_, true): "encodeIfPresent"
            case (_, false): "encode"
            }
        return "try container.\(method)(self.\(property.accessName), forKey: .\(property.caseName))"
    }

    private func legacyArgument(_ property: ArchivedPropertyDeclaration) -> String {
        if property.legacyKeys.isEmpty { return "" }
        let cases = property.legacyKeys.indices.map { ".\(property.legacyCaseName($0))" }
        return ", legacyKeys: [\(cases.joined(separator: ", "))]"
    }

    private var mergeDecl: DeclSyntax {
        var body = archivingSuperclass == nil ? [] : ["try super.mergeArchivedValues(from: decoder)"]
        let merged = properties.filter { !$0.isConstant }
        body += containerDeclarations(for: merged)
        body += merged.map(updatingStatement)
        let override = archivingSuperclass != nil ? "override " : ""
        let mutating = shape.isClass ? "" : "mutating "
        return DeclSyntax(
            signature:
                "\(shape.accessModifier(overridable: true))\(override)\(mutating)func mergeArchivedValues(from decoder: any Decoder) throws",
            body: body)
    }

    private var encodeDecl: DeclSyntax {
        var body = archivingSuperclass == nil ? [] : ["try super.encode(to: encoder)"]
        if properties.isEmpty {
            // An empty keyed container still writes `{}`, so the value reads back as an object.
            body.append("_ = encoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)")
        } else {
            if !flatProperties.isEmpty {
                body.append("var container = encoder.container(keyedBy: AutoCodingKeys.self)")
            }
            if properties.contains(where: \.isNested) {
                body.append("var paths = encoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)")
            }
            body += NestedKeyGroup(properties).encodingStatements(container: "paths", depth: 0) { property, key in
                key.map { nestedEncodingStatement(property, container: $0.container, key: $0.key) }
                    ?? encodingStatement(property)
            }
        }
        let override = archivingSuperclass != nil ? "override " : ""
        return DeclSyntax(
            signature:
                "\(shape.accessModifier(overridable: true))\(override)func encode(to encoder: any Encoder) throws",
            body: body)
    }

    private func nestedEncodingStatement(
        _ property: ArchivedPropertyDeclaration, container: String, key: String
    ) -> String {
        let coding = property.coding.map { ", using: \($0)" } ?? ""
        return
            "try \(container).encodeArchived(self.\(property.accessName), forKey: \(StringLiteralExprSyntax(content: key))\(coding))"
    }

    /// A class gets the default `init()` back when it declares no designated initializer and every
    /// stored property has an initial value, which is when the compiler would have provided it.
    private static func canDefaultInitialize(_ members: MemberBlockItemListSyntax) -> Bool {
        for member in members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self),
                !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.convenience) })
            {
                return false
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings where binding.initializer == nil && binding.isStored {
                let isOptional = binding.typeAnnotation.map { $0.type.isOptional } ?? false
                if !(isVar && isOptional) { return false }
            }
        }
        return true
    }
}

extension ArchivedPropertyDeclaration {
    /// The key of a property that is not nested.
    fileprivate var archiveKey: String { archivePath.segments.joined() }

    /// The legacy keys of a property that is not nested.
    fileprivate var legacyKeys: [String] { legacyPaths.map { $0.segments.joined() } }

    /// The key enumeration's case for this property: its name, backticks kept for keywords.
    fileprivate var caseName: String { accessName }

    /// The case for the legacy key at `index`: `bodyLegacy1` for the first of `body`.
    fileprivate func legacyCaseName(_ index: Int) -> String {
        accessName.filter { $0 != "`" } + "Legacy\(index + 1)"
    }
}
