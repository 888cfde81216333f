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
        self.init(entries: try Self.entries(of: Self.root(of: data, source: source), source: source), source: source)
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

    /// Property lists are read by DocumentReading into the tree YAML is read into, their keys sorted.
    /// JSON is read as YAML (a superset of it), which keeps the document's order and line numbers.
    /// Stylesheets need no anchors or aliases, which can expand without bound: they are refused.
    private static func root(of data: Data, source: String?) throws(StylesheetError) -> PositionedNode? {
        if data.looksLikePropertyList {
            do {
                return try PositionedNode.read(propertyList: data, limits: ArchiveLimits())
            } catch {
                throw malformed(at: error.textPosition, source, error.reasonInPropertyList)
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw malformed(at: nil, source, "the data is not UTF-8 text")
        }
        do {
            return try YAMLReading.read(text, aliases: .refused)
        } catch {
            throw malformed(at: error.position, source, error.reason)
        }
    }

    private static func entries(of root: PositionedNode?, source: String?) throws(StylesheetError) -> [Entry] {
        guard let root else { return [] }
        guard case .mapping(let mapping) = root.content else {
            throw malformed(at: root.position, source, "expected a mapping of key paths to values at the top level")
        }
        var entries: [Entry] = []
        for item in mapping.flattenedKeyPaths() {
            switch item {
            case .value(let keyPath, _, let valueNode):
                let value = try value(of: valueNode, source: source)
                entries.append(Entry(keyPath: keyPath, writtenValue: value, line: valueNode.position?.line))
            case .keyNotScalar(let keyNode, _):
                throw malformed(at: keyNode.position, source, "a key must be a key path string")
            case .tooDeep:
                break  // no depth limit: flattenedKeyPaths() is given none
            }
        }
        return entries
    }

    private static func value(of node: PositionedNode, source: String?) throws(StylesheetError) -> WrittenValue {
        switch node.content {
        case .scalar(let scalar):
            return scalar.writtenValue
        case .sequence(let sequence):
            switch PositionedNode.listValueText(of: sequence) {
            case .text(let text): return .unquoted(text)
            case .nonScalarItem(let item):
                throw malformed(at: item.position, source, "a list value may hold only plain values")
            }
        case .mapping, .alias:  // mappings are flattened into key paths, never values
            throw malformed(at: node.position, source, "YAML aliases are not supported in stylesheets")
        }
    }

    /// A ``StylesheetError/malformed(source:line:column:reason:)`` at `position`, when the reader knows it.
    private static func malformed(at position: TextPosition?, _ source: String?, _ reason: String) -> StylesheetError {
        .malformed(source: source, line: position?.line, column: position?.column, reason: reason)
    }
}
