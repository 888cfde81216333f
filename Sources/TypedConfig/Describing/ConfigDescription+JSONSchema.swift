import DocumentReading

extension ConfigDescription {
    /// The keys as a JSON Schema (draft 2020-12) for editors to complete and check a configuration
    /// file: types, summaries as descriptions, defaults (never a secret's), nested objects, lists,
    /// enum cases, and `minimum`, `maximum`, `pattern`, `minLength`… from constraints. Unknown keys
    /// are allowed unless the loader is strict (`additionalProperties: false`), as the loader
    /// allows them. Keys are listed as the type spells them; the loader also reads them in other
    /// case conventions (`base_url` for `baseURL`).
    ///
    /// ```swift
    /// let schema = try loader.describe(ServerConfig.self).jsonSchema()
    /// try schema.write(to: URL(filePath: "config.schema.json"), atomically: true, encoding: .utf8)
    /// // In config.yaml, for the YAML language server:
    /// // # yaml-language-server: $schema=config.schema.json
    /// ```
    /// Throws only when the type nests deeper than DocumentReading's JSON writer allows
    /// (its nesting limit), which no hand-written configuration type does.
    public func jsonSchema(title: String? = nil) throws -> String {
        var document: [ConfigJSON.Member] = [
            ConfigJSON.Member(key: "$schema", value: .string("https://json-schema.org/draft/2020-12/schema")),
            ConfigJSON.Member(key: "title", value: .string(title ?? typeName)),
        ]
        document += schema(of: root)
        let json = ConfigJSON.object(document).archiveValue
        return String(decoding: try JSONArchive.write(json, prettyPrinted: true), as: UTF8.self)
    }

    private func schema(of node: ConfigKeyNode) -> [ConfigJSON.Member] {
        var members: [ConfigJSON.Member] = []
        func add(_ key: String, _ value: ConfigJSON) { members.append(ConfigJSON.Member(key: key, value: value)) }
        if let summary = node.summary { add("description", .string(summary)) }
        if let type = node.jsonType {
            // A file's null leaves an optional nil.
            add("type", node.isOptional ? .array([.string(type), .string("null")]) : .string(type))
        }
        if let value = node.defaultValue, !node.isSecret { add("default", value) }
        switch node.kind {
        case .value(_, let allowedValues?):
            add("enum", .array(allowedValues.map(ConfigJSON.string) + (node.isOptional ? [.null] : [])))
        case .object(let fields):
            add("properties", .object(fields.map { ConfigJSON.Member(key: $0.key, value: .object(schema(of: $0))) }))
            let required = fields.filter(\.isRequired).map { ConfigJSON.string($0.key) }
            if !required.isEmpty { add("required", .array(required)) }
            if rejectsUnknownKeys { add("additionalProperties", .bool(false)) }
        case .list(let element):
            add("items", .object(schema(of: element)))
        case .dictionary(let value):
            add("additionalProperties", .object(schema(of: value)))
        case .value, .recursive:
            break
        }
        // A file's null leaves an optional nil, whatever values its constraints list.
        return members
            + node.schemaKeywords.map { keyword in
                guard node.isOptional, keyword.key == "enum", case .array(let values) = keyword.value else {
                    return keyword
                }
                return ConfigJSON.Member(key: "enum", value: .array(values + [.null]))
            }
    }
}

extension ConfigKeyNode {
    /// The JSON Schema `type`; nil for a type met again inside itself, which any value may stand for.
    var jsonType: String? {
        switch kind {
        case .value(let scalar, _): scalar.rawValue
        case .object, .dictionary: "object"
        case .list: "array"
        case .recursive: nil
        }
    }
}
