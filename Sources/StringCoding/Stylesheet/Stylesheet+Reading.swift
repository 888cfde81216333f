import DocumentReading
import Foundation

extension Stylesheet {
    /// Reads a stylesheet from JSON, YAML or a property list (XML or binary), detected from the content.
    /// YAML anchors and aliases are refused: a few lines of them can expand without bound.
    ///
    /// ```swift
    /// let sheet = try Stylesheet(data: Data(#"{"label.text": "Hi"}"#.utf8), source: "inline")
    /// ```
    public init(data: Data, source: String? = nil) throws(StylesheetError) {
        if data.looksLikePropertyList {
            self.init(entries: try Self.propertyListEntries(data, source: source), source: source)
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Self.malformed(at: nil, source, "the data is not UTF-8 text")
        }
        self.init(entries: try Self.yamlEntries(text, source: source), source: source)
    }

    /// Reads a stylesheet file; errors name the file.
    ///
    /// ```swift
    /// let sheet = try Stylesheet(contentsOf: URL(filePath: "Themes/dark.yaml"))
    /// ```
    public init(contentsOf url: URL) throws(StylesheetError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .malformed(
                source: url.path, line: nil, column: nil,
                reason: "the file cannot be read (\(error.localizedDescription))")
        }
        try self.init(data: data, source: url.lastPathComponent)
    }

    /// JSON is read as YAML (a superset of it), which keeps the document's order and line numbers.
    /// Stylesheets need no anchors or aliases, which can expand without bound: they are refused.
    private static func yamlEntries(_ text: String, source: String?) throws(StylesheetError) -> [Entry] {
        let root: PositionedNode?
        do {
            root = try YAMLReading.read(text, aliases: .refused)
        } catch {
            throw malformed(at: error.position, source, error.reason)
        }
        guard let root else { return [] }
        guard case .mapping(let mapping) = root.content else {
            throw malformed(at: root.position, source, "expected a mapping of key paths to values at the top level")
        }
        var entries: [Entry] = []
        for item in mapping.flattenedKeyPaths() {
            switch item {
            case .value(let keyPath, _, let valueNode):
                let value = try value(of: valueNode, source: source)
                entries.append(Entry(keyPath: keyPath, value: value, line: valueNode.position?.line))
            case .keyNotScalar(let keyNode, _):
                throw malformed(at: keyNode.position, source, "a key must be a key path string")
            case .tooDeep:
                break  // no depth limit: flattenedKeyPaths() is given none
            }
        }
        return entries
    }

    private static func value(of node: PositionedNode, source: String?) throws(StylesheetError) -> String {
        switch node.content {
        case .scalar(let scalar):
            return scalar.valueText
        case .sequence(let sequence):
            switch PositionedNode.listValueText(of: sequence) {
            case .text(let text): return text
            case .nonScalarItem(let item):
                throw malformed(at: item.position, source, "a list value may hold only plain values")
            }
        case .mapping, .alias:  // mappings are flattened into key paths, never values
            throw malformed(at: node.position, source, "YAML aliases are not supported in stylesheets")
        }
    }

    private static func propertyListEntries(_ data: Data, source: String?) throws(StylesheetError) -> [Entry] {
        if data.isBinaryPropertyListHoldingASet {
            throw malformed(at: nil, source, "invalid property list (sets are not supported)")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw malformed(at: nil, source, "invalid property list (\(error.localizedDescription))")
        }
        guard let dictionary = plist as? [String: Any] else {
            throw malformed(at: nil, source, "expected a dictionary of key paths to values at the top level")
        }
        var entries: [Entry] = []
        try flatten(dictionary, prefix: "", into: &entries, source: source)
        return entries
    }

    private static func flatten(
        _ dictionary: [String: Any], prefix: String, into entries: inout [Entry], source: String?
    ) throws(StylesheetError) {
        for key in dictionary.keys.sorted() {
            guard let value = dictionary[key] else { continue }
            if let nested = value as? [String: Any] {
                try flatten(nested, prefix: prefix + key + ".", into: &entries, source: source)
            } else if let list = value as? [Any] {
                let text = PositionedNode.listValueText(list.map(plistScalarString))
                entries.append(Entry(keyPath: prefix + key, value: text))
            } else {
                entries.append(Entry(keyPath: prefix + key, value: plistScalarString(value)))
            }
        }
    }

    private static func plistScalarString(_ value: Any) -> String {
        switch value {
        case let string as String: string
        case let bool as Bool: bool ? "true" : "false"
        case let date as Date: date.formatted(.iso8601)
        case let data as Data: data.base64EncodedString()
        default: String(describing: value)
        }
    }

    /// A ``StylesheetError/malformed(source:line:column:reason:)`` at `position`, when the reader knows it.
    private static func malformed(at position: TextPosition?, _ source: String?, _ reason: String) -> StylesheetError {
        .malformed(source: source, line: position?.line, column: position?.column, reason: reason)
    }
}
