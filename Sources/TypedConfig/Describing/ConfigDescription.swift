import CaseConventions
import KeyCoding

/// Every key a configuration type reads, found from the type alone: its type, default,
/// environment variable, command-line options, whether it is secret, and a summary. It writes the
/// keys as help text for `--help` (``helpText(width:title:)``) and as a JSON Schema for editors
/// (``jsonSchema(title:)``).
///
/// ```swift
/// @AutoCodable @ConfigSchema struct ServerConfig {
///     /// The port to listen on.
///     @Constraint(.range(1...65535)) var port = 8080
///     /// Sent as X-API-Key.
///     var apiKey: Secret<String>
/// }
/// let loader = ConfigLoader(directory: URL(filePath: "Config"), options: .init(environmentPrefix: "APP"))
/// let description = loader.describe(ServerConfig.self)
/// print(description.helpText(width: 80))
/// try description.jsonSchema().write(to: URL(filePath: "config.schema.json"), atomically: true, encoding: .utf8)
/// ```
///
/// The keys are those the type asks for when it decodes itself, in that order; defaults are the
/// values its properties start with. Summaries (the first paragraph of each property's doc
/// comment) and JSON Schema limits from constraints come from ``ConfigSchema()``
/// (``DescribedConfig``); without it, defaults are found by property name, and keys have no summary.
public struct ConfigDescription: Sendable {
    /// The keys with values, depth-first in declaration order; a nested type's keys are listed
    /// under their key path (`database.host`), not the nested type itself.
    public let keys: [ConfigKeyDescription]
    /// The described type's name.
    public let typeName: String
    /// The whole tree, for the JSON Schema.
    let root: ConfigKeyNode
    /// Whether the loader fails on unknown keys (strict), which the JSON Schema says with
    /// `additionalProperties: false`.
    let rejectsUnknownKeys: Bool

    /// Describes `type` as a loader with `options` reads it (the prefix names the variables;
    /// strictness decides whether unknown keys are allowed).
    ///
    /// ```swift
    /// let description = ConfigDescription(ServerConfig.self, options: .init(environmentPrefix: "APP"))
    /// ```
    public init<T: Decodable>(_ type: T.Type, options: ConfigLoader.Options = ConfigLoader.Options()) {
        let read = ConfigShapeReader().read(T.self)
        let builder = ConfigKeyNodeBuilder()
        root = builder.node(key: "", shape: read.shape, isRequired: true, sample: read.sample, property: nil)
        typeName = KeyCoding.typeName(T.self)
        rejectsUnknownKeys = options.strict
        keys = ConfigKeyLister(environmentPrefix: options.environmentPrefix ?? "").keys(of: root)
    }
}

extension ConfigLoader {
    /// Every key `type` reads, with the variables and options this loader reads them from.
    ///
    /// ```swift
    /// print(loader.describe(AppConfig.self).helpText(width: 80))
    /// ```
    public func describe<T: Decodable>(_ type: T.Type) -> ConfigDescription {
        ConfigDescription(T.self, options: options)
    }
}

/// One place in a described type: a value, a mapping of keys, a list or a dictionary.
struct ConfigKeyNode: Sendable {
    indirect enum Kind: Sendable {
        case value(ConfigScalarKind, allowedValues: [String]?)
        case object([ConfigKeyNode])
        case list(element: ConfigKeyNode)
        case dictionary(value: ConfigKeyNode)
        /// A type met again inside itself.
        case recursive
    }

    var key: String
    var kind: Kind
    var typeName: String
    var isOptional: Bool
    var isSecret: Bool
    var isRequired: Bool
    var defaultValue: ConfigJSON?
    var summary: String?
    var schemaKeywords: [ConfigJSON.Member]
    var constraints: [String]
}

/// What a type's ``DescribedConfig`` and ``ValidatedConfig`` conformances say about one property.
struct ConfigPropertyFacts {
    var summary: String?
    var schemaKeywords: [ConfigJSON.Member] = []
    var constraints: [String] = []
    /// The property's value in the sample, when known.
    var sample: Any?
}

/// Turns a ``ConfigShape`` and a sample value into ``ConfigKeyNode``s.
struct ConfigKeyNodeBuilder {
    func node(
        key: String, shape: ConfigShape, isRequired: Bool, sample: Any?, property: ConfigPropertyFacts?,
        insideSecret: Bool = false
    ) -> ConfigKeyNode {
        let isSecret = insideSecret || shape.isSecret
        // A property with a default and one that is optional both use `decodeIfPresent`; the
        // sample tells them apart.
        let isOptional = shape.isOptional || sample.map { $0 is any ConfigOptionalValue } ?? false
        var node = ConfigKeyNode(
            key: key, kind: .recursive, typeName: typeName(shape.type), isOptional: isOptional,
            isSecret: isSecret, isRequired: isRequired, defaultValue: nil, summary: property?.summary,
            schemaKeywords: property?.schemaKeywords ?? [], constraints: property?.constraints ?? [])
        switch shape.kind {
        case .value(let scalar):
            node.kind = .value(ConfigScalarKind(scalar: scalar), allowedValues: shape.caseNames)
        case .object(let fields):
            let facts = Self.facts(of: shape.type, sample: sample)
            node.kind = .object(
                fields.map { field in
                    var fieldFacts = facts[field.key]
                    if fieldFacts == nil, let sample {
                        fieldFacts = ConfigPropertyFacts(sample: Self.child(field.key, of: sample))
                    }
                    return self.node(
                        key: field.key, shape: field.shape, isRequired: field.isRequired, sample: fieldFacts?.sample,
                        property: fieldFacts, insideSecret: isSecret)
                })
        case .list(let element):
            node.kind = .list(
                element: self.node(
                    key: "", shape: element, isRequired: true, sample: element.sample, property: nil,
                    insideSecret: isSecret))
        case .dictionary(let value):
            node.kind = .dictionary(
                value: self.node(
                    key: "", shape: value, isRequired: true, sample: value.sample, property: nil,
                    insideSecret: isSecret))
        case .recursive:
            break
        }
        if !isRequired, !isSecret, let sample, !node.isObject {
            node.defaultValue = ConfigJSON(value: sample)
        }
        return node
    }

    /// The facts ``DescribedConfig`` and ``ValidatedConfig`` give about `type`'s properties, by key.
    private static func facts(of type: Any.Type, sample: Any?) -> [String: ConfigPropertyFacts] {
        var facts: [String: ConfigPropertyFacts] = [:]
        if let described = type as? any DescribedConfig.Type {
            for (key, summary, keywords, value) in descriptions(of: described, sample: sample) {
                facts[key] = ConfigPropertyFacts(summary: summary, schemaKeywords: keywords, sample: value)
            }
        }
        if let validated = type as? any ValidatedConfig.Type {
            for (key, expectations) in constraints(of: validated) {
                facts[key, default: ConfigPropertyFacts(sample: sample.flatMap { child(key, of: $0) })]
                    .constraints += expectations
            }
        }
        return facts
    }

    private static func descriptions<T: DescribedConfig>(
        of type: T.Type, sample: Any?
    ) -> [(String, String?, [ConfigJSON.Member], Any?)] {
        let typed = sample as? T
        return T.propertyDescriptions.map { property in
            (
                property.key, property.summary,
                property.schemaKeywords.map { ConfigJSON.Member(key: $0.name, value: $0.value) },
                typed.map { property.value($0) }
            )
        }
    }

    private static func constraints<T: ValidatedConfig>(of type: T.Type) -> [(String, [String])] {
        T.propertyConstraints.map { ($0.key, $0.expectations) }
    }

    /// The stored property named `key` in `sample`, found by name when nothing says which
    /// property a key belongs to (a plain `Decodable` type whose keys are its property names).
    private static func child(_ key: String, of sample: Any) -> Any? {
        Mirror(reflecting: sample).children.first { $0.label == key || $0.label == "_" + key }?.value
    }
}

extension ConfigKeyNode {
    var isObject: Bool {
        if case .object = kind { true } else { false }
    }
}

/// Lists a ``ConfigKeyNode`` tree's keys with their variables and options.
struct ConfigKeyLister {
    let environmentPrefix: String

    /// A step of a key path.
    enum Step {
        case key(String)
        case index
        case name
    }

    func keys(of root: ConfigKeyNode) -> [ConfigKeyDescription] {
        var keys: [ConfigKeyDescription] = []
        collect(root, path: [], into: &keys)
        return keys
    }

    private func collect(_ node: ConfigKeyNode, path: [Step], into keys: inout [ConfigKeyDescription]) {
        switch node.kind {
        case .object(let fields):
            for field in fields { collect(field, path: path + [.key(field.key)], into: &keys) }
            return
        case .list(let element) where element.isObject:
            collect(element, path: path + [.index], into: &keys)
            return
        case .dictionary(let value) where value.isObject:
            collect(value, path: path + [.name], into: &keys)
            return
        default:
            break
        }
        guard !path.isEmpty else { return }
        var allowed: [String]?
        if case .value(_, let names) = node.kind { allowed = names }
        // A dictionary's values are set one name at a time: `APP_LABELS_<NAME>`, `--labels-<name>`.
        var flatPath = path
        if case .dictionary = node.kind { flatPath.append(.name) }
        let canonical = flatPath.map { step in
            switch step {
            case .key(let key): KeyWords.canonical(key)
            case .index: "<n>"
            case .name: "<name>"
            }
        }.joined(separator: "_")
        var options = [KeyWords.flag(forOptionName: canonical)]
        if case .value(.boolean, _) = node.kind, let last = options.first?.dropFirst(2) {
            options.append("--no-" + last)
        }
        let variable = flatPath.map { step in
            switch step {
            case .key(let key): KeyWords.canonical(key).uppercased()
            case .index: "<n>"
            case .name: "<NAME>"
            }
        }.joined(separator: "_")
        keys.append(
            ConfigKeyDescription(
                keyPath: Self.keyPath(path), typeName: node.typeName, summary: node.summary,
                defaultValue: node.defaultValue?.text, isRequired: node.isRequired, isOptional: node.isOptional,
                isSecret: node.isSecret,
                environmentVariable: environmentPrefix.isEmpty ? variable : environmentPrefix + "_" + variable,
                options: options, allowedValues: allowed, constraints: node.constraints))
    }

    private static func keyPath(_ path: [Step]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index: text += "[n]"
            case .name: text += text.isEmpty ? "<name>" : ".<name>"
            }
        }
        return text
    }
}
