import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct KeyedMacroClassTests {
    @Test func openRootClassGetsOverridableMembers() {
        assertExpansion(
            """
            @Keyed open class View {
                open var tag = 0
                public let id: Int = 1
            }
            """,
            expandedSource: """
                open class View {
                    open var tag = 0
                    public let id: Int = 1

                    private static let _loomKeyedProperties_View: KeyCoding.KeyedProperties = KeyCoding.KeyedProperties([
                        KeyCoding.KeyedProperty(name: "tag", keyPath: \\View.tag, isWritable: true),
                        KeyCoding.KeyedProperty(name: "id", keyPath: \\View.id, isWritable: false),
                        ])

                    open class var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_View
                    }

                    open func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "tag":
                            return self.tag
                        case "id":
                            return self.id
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    open func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "tag":
                            return KeyCoding.KeyedValue.wrapping(self.tag)
                        case "id":
                            return KeyCoding.KeyedValue.wrapping(self.id)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    open func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "tag":
                            self.tag = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    open func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "tag":
                            self.tag = try provider.value(forKey: key)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }
                }

                extension View: KeyCoding.KeyCodable {
                }
                """
        )
    }

    /// A main-actor class's members are isolated to the main actor, so its conformance is too
    /// (SE-0470): `KeyCodable` stays a protocol that models and values anywhere can adopt.
    @Test func mainActorClassGetsAnIsolatedConformance() {
        assertExpansion(
            """
            @Keyed @MainActor open class View {
                open var tag = 0
            }
            """,
            expandedSource: """
                @MainActor open class View {
                    open var tag = 0

                    private static let _loomKeyedProperties_View: KeyCoding.KeyedProperties = KeyCoding.KeyedProperties([
                        KeyCoding.KeyedProperty(name: "tag", keyPath: \\View.tag, isWritable: true),
                        ])

                    open class var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_View
                    }

                    open func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "tag":
                            return self.tag
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    open func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "tag":
                            return KeyCoding.KeyedValue.wrapping(self.tag)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    open func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "tag":
                            self.tag = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    open func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "tag":
                            self.tag = try provider.value(forKey: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }
                }

                extension View: @MainActor KeyCoding.KeyCodable {
                }
                """
        )
    }

    /// The compiler reports no missing conformance for a subclass of a @Keyed class: the macro
    /// then overrides and chains to `super`.
    @Test func subclassOfKeyedClassOverridesAndChainsToSuper() {
        assertExpansion(
            """
            @Keyed public final class Label: View, Sendable {
                public var text = ""
            }
            """,
            expandedSource: """
                public final class Label: View, Sendable {
                    public var text = ""

                    private static let _loomKeyedProperties_Label: KeyCoding.KeyedProperties = View.keyedProperties.appending([
                        KeyCoding.KeyedProperty(name: "text", keyPath: \\Label.text, isWritable: true),
                        ])

                    public override class var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Label
                    }

                    public override func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "text":
                            return self.text
                        default:
                            return try super.value(forKey: key)
                        }
                    }

                    public override func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "text":
                            return KeyCoding.KeyedValue.wrapping(self.text)
                        default:
                            return try super.keyedValue(forKey: key)
                        }
                    }

                    public override func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "text":
                            self.text = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        default:
                            try super.setValue(value, forKey: key)
                        }
                    }

                    public override func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "text":
                            self.text = try provider.value(forKey: key)
                        default:
                            try super.setValue(from: provider, forKey: key)
                        }
                    }
                }
                """,
            conformances: []
        )
    }

    @Test func genericTypeComputesItsTableInsteadOfStoringIt() {
        assertExpansion(
            """
            @Keyed struct Box<Content> {
                var content: Content
            }
            """,
            expandedSource: """
                struct Box<Content> {
                    var content: Content

                    static var keyedProperties: KeyCoding.KeyedProperties {
                        KeyCoding.KeyedProperties([
                            KeyCoding.KeyedProperty(name: "content", keyPath: \\Box<Content>.content, isWritable: true),
                        ])
                    }

                    func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "content":
                            return self.content
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "content":
                            return KeyCoding.KeyedValue.wrapping(self.content)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    mutating func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "content":
                            self.content = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    mutating func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "content":
                            self.content = try provider.value(forKey: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }
                }

                extension Box: KeyCoding.KeyCodable {
                }
                """
        )
    }
}

@Suite struct KeyedMacroDiagnosticTests {
    @Test(arguments: [
        (
            "enum Mode {\n    case a\n}",
            "@Keyed cannot be applied to an enum: its cases are not properties that a key could read or write; to parse an enum from a string, conform it to StringCodableEnum"
        ),
        (
            "protocol Named {\n    var name: String { get }\n}",
            "@Keyed cannot be applied to a protocol: a protocol has no stored properties to list; apply @Keyed to each type that adopts it"
        ),
        (
            "actor Counter {\n    var count = 0\n}",
            "@Keyed cannot be applied to an actor: reading and writing its properties by key would bypass the actor's isolation"
        ),
        (
            "extension Counter {\n}",
            "@Keyed cannot be applied to an extension: attach it to the type's declaration, where its stored properties are"
        ),
    ])
    func misuseSaysWhyItCannotWork(declaration: String, message: String) {
        assertExpansion(
            "@Keyed \(declaration)",
            expandedSource: declaration,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: 1)]
        )
    }
}
