import SwiftSyntax

/// Writes the members of a `KeyCodable` conformance as source text.
struct KeyedMemberWriter {
    let shape: TypeShape
    let properties: [KeyedPropertyDeclaration]
    /// The superclass whose table comes first, when the type is a subclass of a `@Keyed` class.
    let superclass: String?
    /// Whether the table can live in a static stored property (not in generic contexts).
    let storesTable: Bool

    private var isSubclass: Bool { superclass != nil }
    private var tableName: String { "_loomKeyedProperties_\(shape.name)" }

    func members() -> [DeclSyntax] {
        let table = DeclSyntax(
            stringLiteral: "private static let \(tableName): KeyCoding.KeyedProperties = \(tableExpression)")
        return (storesTable ? [table] : []) + [
            keyedPropertiesDecl, valueDecl, keyedValueDecl, setValueDecl, setProvidedValueDecl,
        ]
    }

    /// `public `, `open override `, …: the access the members need, and `override` in a subclass.
    private var modifiers: String {
        shape.accessModifier(overridable: true) + (isSubclass ? "override " : "")
    }

    private var tableExpression: String {
        let entries = properties.map { property in
            "KeyCoding.KeyedProperty(name: \(literal(property.name)), keyPath: \\\(shape.selfType).\(property.accessName), isWritable: \(property.isWritable))"
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.map { "    \($0)," }.joined(separator: "\n") + "\n]"
        if let superclass {
            return "\(superclass).keyedProperties.appending(\(list))"
        }
        return entries.isEmpty ? "[]" : "KeyCoding.KeyedProperties(\(list))"
    }

    private var keyedPropertiesDecl: DeclSyntax {
        let keyword = shape.isClass ? "class" : "static"
        let body = storesTable ? tableName : tableExpression
        return DeclSyntax(
            signature: "\(modifiers)\(keyword) var keyedProperties: KeyCoding.KeyedProperties",
            body: [body])
    }

    private var valueDecl: DeclSyntax {
        let cases = properties.map { ("case \(literal($0.name)):", "return self.\($0.accessName)") }
        let fallback =
            isSubclass ? "return try super.value(forKey: key)" : "return try self.value(forUndefinedKey: key)"
        return DeclSyntax(
            signature: "\(modifiers)func value(forKey key: String) throws -> Any?",
            body: switchOverKey(cases + [("default:", fallback)]))
    }

    /// `KeyedValue.wrapping` is overloaded: the compiler picks the `KeyCodable` one where the
    /// property's type conforms, so the walk need not look the conformance up at run time.
    private var keyedValueDecl: DeclSyntax {
        let cases = properties.map {
            ("case \(literal($0.name)):", "return KeyCoding.KeyedValue.wrapping(self.\($0.accessName))")
        }
        let fallback =
            isSubclass
            ? "return try super.keyedValue(forKey: key)"
            : "return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))"
        return DeclSyntax(
            signature: "\(modifiers)func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue",
            body: switchOverKey(cases + [("default:", fallback)]))
    }

    private var setValueDecl: DeclSyntax {
        setterDecl(
            signature: "func setValue(_ value: Any?, forKey key: String) throws",
            assigning: "try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)",
            fallback: isSubclass
                ? "try super.setValue(value, forKey: key)" : "try self.setValue(value, forUndefinedKey: key)")
    }

    /// Asks the provider for each property's static type (inferred from the assignment), so the
    /// value is not boxed in `Any` and cast back as `setValue(_:forKey:)` must.
    private var setProvidedValueDecl: DeclSyntax {
        setterDecl(
            signature: "func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws",
            assigning: "try provider.value(forKey: key)",
            fallback: isSubclass
                ? "try super.setValue(from: provider, forKey: key)"
                : "try self.setValue(provider.valueForUndefinedKey(key), forKey: key)")
    }

    /// A setter that switches over the key: writable properties are assigned `value`, read-only
    /// ones throw, and other keys go to `fallback`.
    private func setterDecl(signature: String, assigning value: String, fallback: String) -> DeclSyntax {
        let cases = properties.map { property in
            let body = property.isWritable ? "self.\(property.accessName) = \(value)" : readOnlyStatement
            return ("case \(literal(property.name)):", body)
        }
        let mutating = shape.isClass ? "" : "mutating "
        return DeclSyntax(
            signature: "\(modifiers)\(mutating)\(signature)",
            body: switchOverKey(cases + [("default:", fallback)]))
    }

    private var readOnlyStatement: String {
        "throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)"
    }

    private func switchOverKey(_ cases: [(label: String, statement: String)]) -> [String] {
        ["switch key {"] + cases.flatMap { [$0.label, "    " + $0.statement] } + ["}"]
    }

    private func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).description
    }
}

extension DeclSyntax {
    /// A declaration with a braced body, indented four spaces a level; `{\n}` when it is empty.
    init(signature: String, body: [String]) {
        let lines = body.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        let indented = lines.map { "    \($0)" }.joined(separator: "\n")
        self.init(stringLiteral: body.isEmpty ? "\(signature) {\n}" : "\(signature) {\n\(indented)\n}")
    }
}
