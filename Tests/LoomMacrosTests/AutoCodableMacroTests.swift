import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct AutoCodableMacroTests {
    @Test func structGetsKeysInItsBodyAndCodingInItsExtension() {
        assertExpansion(
            """
            @AutoCodable public struct Note {
                public var title = "Untitled"
                @ArchiveKey("body_text") @LegacyKeys("text", "content") var body = ""
                @NotArchived @NotKeyed var cachedHeight = 0.0
                let id: Int
                var pinned: Bool?
                @NotKeyed let author: String?
                @NotKeyed var created = Date()
                var summary: String { title }
            }
            """,
            expandedSource: """
                public struct Note {
                    public var title = "Untitled"
                    var body = ""
                    var cachedHeight = 0.0
                    let id: Int
                    var pinned: Bool?
                    let author: String?
                    var created = Date()
                    var summary: String { title }

                    private static let _loomKeyedProperties_Note: KeyCoding.KeyedProperties = KeyCoding.KeyedProperties([
                        KeyCoding.KeyedProperty(name: "title", keyPath: \\Note.title, isWritable: true),
                        KeyCoding.KeyedProperty(name: "body", keyPath: \\Note.body, isWritable: true),
                        KeyCoding.KeyedProperty(name: "id", keyPath: \\Note.id, isWritable: false),
                        KeyCoding.KeyedProperty(name: "pinned", keyPath: \\Note.pinned, isWritable: true),
                        KeyCoding.KeyedProperty(name: "summary", keyPath: \\Note.summary, isWritable: false),
                        ])

                    public static var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Note
                    }

                    public func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "title":
                            return self.title
                        case "body":
                            return self.body
                        case "id":
                            return self.id
                        case "pinned":
                            return self.pinned
                        case "summary":
                            return self.summary
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    public func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "title":
                            return KeyCoding.KeyedValue.wrapping(self.title)
                        case "body":
                            return KeyCoding.KeyedValue.wrapping(self.body)
                        case "id":
                            return KeyCoding.KeyedValue.wrapping(self.id)
                        case "pinned":
                            return KeyCoding.KeyedValue.wrapping(self.pinned)
                        case "summary":
                            return KeyCoding.KeyedValue.wrapping(self.summary)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    public mutating func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "title":
                            self.title = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "body":
                            self.body = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "pinned":
                            self.pinned = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "summary":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    public mutating func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "title":
                            self.title = try provider.value(forKey: key)
                        case "body":
                            self.body = try provider.value(forKey: key)
                        case "id":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "pinned":
                            self.pinned = try provider.value(forKey: key)
                        case "summary":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }

                    enum AutoCodingKeys: String, CodingKey {
                        case title
                        case body = "body_text"
                        case bodyLegacy1 = "text"
                        case bodyLegacy2 = "content"
                        case id
                        case pinned
                        case author
                        case created
                    }
                }

                extension Note: KeyCoding.KeyCodable, AutoCoding.AutoCodable {
                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        if let value = try container.decodeIfPresent(String.self, forKey: .title) {
                            self.title = value
                        }
                        try container.decodeArchived(&self.body, forKey: .body, legacyKeys: [.bodyLegacy1, .bodyLegacy2])
                        self.id = try container.decode(Int.self, forKey: .id)
                        if let value = try container.decodeIfPresent(Bool.self, forKey: .pinned) {
                            self.pinned = value
                        }
                        self.author = try container.decodeIfPresent(String.self, forKey: .author)
                        try container.decodeArchived(&self.created, forKey: .created)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AutoCodingKeys.self)
                        try container.encode(self.title, forKey: .title)
                        try container.encode(self.body, forKey: .body)
                        try container.encode(self.id, forKey: .id)
                        try container.encodeIfPresent(self.pinned, forKey: .pinned)
                        try container.encodeIfPresent(self.author, forKey: .author)
                        try container.encodeArchived(self.created, forKey: .created)
                    }

                    public mutating func mergeArchivedValues(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        if let value = try container.decodeIfPresent(String.self, forKey: .title) {
                            self.title = value
                        }
                        try container.decodeArchived(&self.body, forKey: .body, legacyKeys: [.bodyLegacy1, .bodyLegacy2])
                        if let value = try container.decodeIfPresent(Bool.self, forKey: .pinned) {
                            self.pinned = value
                        }
                        try container.decodeArchived(&self.created, forKey: .created)
                    }
                }
                """,
            conformances: ["KeyCodable", "AutoCodable"]
        )
    }

    @Test func openClassGetsRequiredInitializerOverridableMembersAndItsDefaultInitializer() {
        assertExpansion(
            """
            @AutoCodable open class Document {
                @NotKeyed open var name = ""
            }
            """,
            expandedSource: """
                open class Document {
                    open var name = ""

                    private static let _loomKeyedProperties_Document: KeyCoding.KeyedProperties = []

                    open class var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Document
                    }

                    open func value(forKey key: String) throws -> Any? {
                        switch key {
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    open func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    open func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    open func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }

                    enum AutoCodingKeys: String, CodingKey {
                        case name
                    }

                    init() {
                    }

                    public required init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        if let value = try container.decodeIfPresent(String.self, forKey: .name) {
                            self.name = value
                        }
                    }

                    open func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AutoCodingKeys.self)
                        try container.encode(self.name, forKey: .name)
                    }

                    open func mergeArchivedValues(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        if let value = try container.decodeIfPresent(String.self, forKey: .name) {
                            self.name = value
                        }
                    }
                }

                extension Document: KeyCoding.KeyCodable, AutoCoding.AutoCodable {
                }
                """,
            conformances: ["KeyCodable", "AutoCodable"]
        )
    }

    /// The compiler reports no missing conformance for a subclass of an @AutoCodable class: the
    /// macro then overrides and chains to `super`, which archives its keys in the same container.
    @Test func subclassChainsToItsSuperclass() {
        assertExpansion(
            """
            @AutoCodable final class Checklist: Note {
                @NotKeyed var items: [String] = []
            }
            """,
            expandedSource: """
                final class Checklist: Note {
                    var items: [String] = []

                    private static let _loomKeyedProperties_Checklist: KeyCoding.KeyedProperties = Note.keyedProperties.appending([])

                    override class var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Checklist
                    }

                    override func value(forKey key: String) throws -> Any? {
                        switch key {
                        default:
                            return try super.value(forKey: key)
                        }
                    }

                    override func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        default:
                            return try super.keyedValue(forKey: key)
                        }
                    }

                    override func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        default:
                            try super.setValue(value, forKey: key)
                        }
                    }

                    override func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        default:
                            try super.setValue(from: provider, forKey: key)
                        }
                    }

                    enum AutoCodingKeys: String, CodingKey {
                        case items
                    }

                    override init() {
                        super.init()
                    }

                    required init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        try container.decodeArchived(&self.items, forKey: .items)
                        try super.init(from: decoder)
                    }

                    override func encode(to encoder: any Encoder) throws {
                        try super.encode(to: encoder)
                        var container = encoder.container(keyedBy: AutoCodingKeys.self)
                        try container.encodeArchived(self.items, forKey: .items)
                    }

                    override func mergeArchivedValues(from decoder: any Decoder) throws {
                        try super.mergeArchivedValues(from: decoder)
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        try container.decodeArchived(&self.items, forKey: .items)
                    }
                }
                """,
            conformances: []
        )
    }
}

@Suite struct AutoCodableMacroDiagnosticTests {
    @Test(arguments: [
        (
            "@AutoCodable struct Tag {\n    let id = 7\n}",
            "'id' is a 'let' with an initial value, which decoding could not replace, so its archived value would "
                + "be lost; declare it 'private(set) var' to archive it, or mark it @NotArchived"
        ),
        (
            "@AutoCodable struct Tag {\n    @ArchiveKey(keyName) var name = \"\"\n}",
            "@ArchiveKey needs string literals: the keys are read when the macro expands"
        ),
        (
            "@AutoCodable struct Tag {\n    var name = \"\"\n    @LegacyKeys(\"name\") var title = \"\"\n}",
            "two properties are archived under the key 'name'; give one of them another @ArchiveKey"
        ),
        (
            "@AutoCodable(keys: .snakeCase) struct Tag {\n    var baseURL = \"\"\n    var baseUrl = \"\"\n}",
            "two properties are archived under the key 'base_url'; give one of them another @ArchiveKey"
        ),
        (
            "@AutoCodable(keys: style) struct Tag {\n    var name = \"\"\n}",
            "@AutoCodable(keys:) needs one of ArchiveKeyStyle's cases written out (.snakeCase, .kebabCase, "
                + ".screamingSnakeCase, .pascalCase): the keys are spelled when the macro expands"
        ),
        (
            "@AutoCodable struct Tag {\n    @ArchiveKey(\"n\") var name = \"\", title = \"\"\n}",
            "@ArchiveKey, @LegacyKeys, @ArchiveCoding, @LossyElements and @DefaultOnMismatch describe one property; "
                + "declare each property on its own line"
        ),
        (
            "@AutoCodable struct Tag {\n    @DefaultOnMismatch let count: Int\n}",
            "@DefaultOnMismatch keeps the initial value when the archived one does not decode, but 'count' has none; "
                + "give it an initial value or an optional type"
        ),
    ])
    func propertyMisuseIsReportedOnce(source: String, message: String) {
        // The macro system itself also refuses a peer macro on several bindings, less helpfully.
        let diagnostics = expansionDiagnostics(source).filter {
            $0 != "peer macro can only be applied to a single variable"
        }
        #expect(diagnostics == [message])
    }
}
