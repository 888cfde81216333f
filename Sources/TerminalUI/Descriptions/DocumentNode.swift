import DocumentReading
import Foundation
import StringCoding

/// The JSON or YAML reading shared by description files and selector stylesheets: JSON is read as
/// YAML (a superset of it) through DocumentReading, which keeps the document's order and line numbers.
enum DocumentNode {
    /// A problem found while reading, before anything is built; lines and columns are 1-based.
    struct Problem: Error, Equatable {
        var line: Int?
        var column: Int?
        /// The key path the problem is under, when inside a mapping of key paths.
        var keyPath: String?
        var reason: String
    }

    /// The most levels of nested mappings a key path is flattened from: no real key path is longer,
    /// and the limit keeps the recursion shallow whatever the document.
    static let maximumKeyPathDepth = 32

    /// One `key.path: value` entry of a flattened mapping.
    struct Entry: Equatable {
        var keyPath: String
        var value: WrittenValue
        var line: Int?
    }

    /// The bytes of the file at `url`, or why it cannot be read.
    static func contents(of url: URL) -> Result<Data, Problem> {
        Result { try Data(contentsOf: url) }
            .mapError { Problem(reason: "the file cannot be read (\($0.localizedDescription))") }
    }

    /// The document's root node (nil when it is empty), or the one problem that stops it being read.
    /// Anchors and aliases are refused: a few lines of them can stand for billions of nodes.
    static func root(of data: Data, kind: String) -> Result<PositionedNode?, Problem> {
        if data.looksLikePropertyList {
            return .failure(
                Problem(reason: "property lists are not supported for \(kind); write JSON or YAML"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(reason: "the data is not UTF-8 text"))
        }
        do {
            return .success(try YAMLReading.read(text, aliases: .refused))
        } catch {
            return .failure(Problem(line: error.position?.line, column: error.position?.column, reason: error.reason))
        }
    }

    /// The mapping's entries with nested mappings flattened into dotted key paths, as
    /// `Stylesheet` does: `{ frame: { origin: "1 2" } }` is `frame.origin`. A list becomes a
    /// comma-separated string (items holding a comma are quoted), and a scalar keeps whether it was
    /// quoted or a null (``WrittenValue``), so optionals and arrays can be set from a document.
    static func flatten(_ mapping: PositionedNode.Mapping) -> (entries: [Entry], problems: [Problem]) {
        var entries: [Entry] = []
        var problems: [Problem] = []
        for item in mapping.flattenedKeyPaths(maximumDepth: maximumKeyPathDepth) {
            switch item {
            case .value(let keyPath, let keyNode, let valueNode):
                let line = keyNode.position?.line
                switch plainValue(valueNode, expecting: "a value") {
                case .success(let value): entries.append(Entry(keyPath: keyPath, value: value, line: line))
                case .failure(let problem):
                    problems.append(Problem(line: line, keyPath: keyPath, reason: problem.reason))
                }
            case .keyNotScalar(let keyNode, let parentKeyPath):
                problems.append(
                    Problem(
                        line: keyNode.position?.line, keyPath: parentKeyPath,
                        reason: "a key must be a key path string, found \(keyNode.kindDescription)"))
            case .tooDeep(let nested, let keyPath):
                problems.append(
                    Problem(
                        line: nested.position?.line, keyPath: keyPath,
                        reason: "mappings nest more than \(maximumKeyPathDepth) levels deep, the most a key path may"))
            }
        }
        return (entries, problems)
    }

    /// A scalar as written (quoted, unquoted or null), or a list of scalars as one comma-separated
    /// unquoted string; anything else is the reason it cannot be a value.
    static func plainValue(_ node: PositionedNode, expecting expected: String) -> Result<WrittenValue, Problem> {
        switch node.content {
        case .scalar(let scalar):
            return .success(scalar.writtenValue)
        case .sequence(let sequence):
            switch PositionedNode.listValueText(of: sequence) {
            case .text(let text): return .success(.unquoted(text))
            case .nonScalarItem(let item):
                let found = item.kindDescription
                return .failure(
                    Problem(reason: "expected \(expected); a list may hold only plain values, found \(found)"))
            }
        case .mapping, .alias:
            return .failure(Problem(reason: "expected \(expected), found \(node.kindDescription)"))
        }
    }
}

extension PositionedNode {
    /// What the node is, for "expected …, found …" messages.
    var kindDescription: String {
        switch content {
        case .scalar(let scalar):
            // A hostile document can hold megabytes in one scalar; a message needs only its start.
            scalar.string.count > 40 ? "the value \"\(scalar.string.prefix(40))…\"" : "the value \"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias (YAML aliases are not supported)"
        }
    }
}
