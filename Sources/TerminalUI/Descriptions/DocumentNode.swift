import Foundation
import StringCoding
import Yams

/// The JSON or YAML reading shared by description files and selector stylesheets: JSON is read as
/// YAML (a superset of it) with Yams, which keeps the document's order and line numbers.
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
        var value: String
        var line: Int?
    }

    /// The document's root node (nil when it is empty), or the one problem that stops it being read.
    static func root(of data: Data, kind: String) -> Result<Node?, Problem> {
        if isPropertyList(data) {
            return .failure(
                Problem(reason: "property lists are not supported for \(kind); write JSON or YAML"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(reason: "the data is not UTF-8 text"))
        }
        if let (line, column) = YAMLAnchorScanner.firstAnchorOrAlias(in: text) {
            return .failure(Problem(line: line, column: column, reason: anchorsAreUnsupported))
        }
        do {
            // Nodes hold their anchors weakly and the parser strongly: keep it alive for the check.
            let parser = try Parser(yaml: text)
            let root = try parser.singleRoot()
            let anchored = withExtendedLifetime(parser) { root.flatMap { firstAnchoredNode(in: $0) } }
            if let anchored {
                return .failure(
                    Problem(
                        line: anchored.mark?.line, column: anchored.mark?.column,
                        reason: anchorsAreUnsupported))
            }
            return .success(root)
        } catch let error as YamlError {
            return .failure(Problem(line: error.position?.line, column: error.position?.column, reason: error.problem))
        } catch {
            return .failure(Problem(reason: String(describing: error)))
        }
    }

    private static let anchorsAreUnsupported =
        "YAML anchors and aliases (&name, *name) are not supported; write each value out (quote a value that starts with & or *)"

    /// Yams replaces each alias with the node it names, so a few lines of aliases of aliases can
    /// stand for billions of nodes; anchors are refused before anything walks the tree. This walk
    /// stops at the first anchor, so it only sees nodes written out in the text.
    private static func firstAnchoredNode(in root: Node) -> Node? {
        var pending = [root]
        while let node = pending.popLast() {
            if node.anchor != nil { return node }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() { pending += [value, key] }
            case .sequence(let sequence): pending += sequence.reversed()
            case .scalar, .alias: break
            }
        }
        return nil
    }

    private static func isPropertyList(_ data: Data) -> Bool {
        let head = String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return data.starts(with: Array("bplist".utf8)) || head.hasPrefix("<?xml")
            || head.hasPrefix("<!DOCTYPE plist") || head.hasPrefix("<plist")
    }

    /// The mapping's entries with nested mappings flattened into dotted key paths, as
    /// `Stylesheet` does: `{ frame: { origin: "1 2" } }` is `frame.origin`. A list becomes a
    /// comma-separated string (items holding a comma are quoted) and a plain `null` or `~` becomes
    /// `"nil"`, so optionals and arrays can be set from a document.
    static func flatten(
        _ mapping: Node.Mapping, prefix: String = "", depth: Int = 1
    ) -> (entries: [Entry], problems: [Problem]) {
        guard depth <= maximumKeyPathDepth else {
            let keyPath = String(prefix.dropLast())
            return (
                [],
                [
                    Problem(
                        line: mapping.mark?.line, keyPath: keyPath,
                        reason: "mappings nest more than \(maximumKeyPathDepth) levels deep, the most a key path may")
                ]
            )
        }
        var entries: [Entry] = []
        var problems: [Problem] = []
        for (keyNode, valueNode) in mapping {
            guard case .scalar(let key) = keyNode else {
                problems.append(
                    Problem(
                        line: keyNode.mark?.line, keyPath: prefix.isEmpty ? nil : String(prefix.dropLast()),
                        reason: "a key must be a key path string, found \(keyNode.kindDescription)"))
                continue
            }
            let keyPath = prefix + key.string
            let line = keyNode.mark?.line
            switch valueNode {
            case .mapping(let nested):
                let inner = flatten(nested, prefix: keyPath + ".", depth: depth + 1)
                entries += inner.entries
                problems += inner.problems
            case .scalar, .sequence, .alias:
                switch plainValue(valueNode, expecting: "a value") {
                case .success(let value): entries.append(Entry(keyPath: keyPath, value: value, line: line))
                case .failure(let problem):
                    problems.append(Problem(line: line, keyPath: keyPath, reason: problem.reason))
                }
            }
        }
        return (entries, problems)
    }

    /// A scalar as its string (`null` as `"nil"`), or a list of scalars as one comma-separated
    /// string; anything else is the reason it cannot be a value.
    static func plainValue(_ node: Node, expecting expected: String) -> Result<String, PlainValueProblem> {
        switch node {
        case .scalar(let scalar):
            let isNull = scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
            return .success(isNull ? "nil" : scalar.string)
        case .sequence(let sequence):
            var items: [String] = []
            for item in sequence {
                guard case .scalar(let scalar) = item else {
                    let found = item.kindDescription
                    return .failure(
                        PlainValueProblem("expected \(expected); a list may hold only plain values, found \(found)"))
                }
                items.append(scalar.string.contains(",") ? "\"\(scalar.string)\"" : scalar.string)
            }
            return .success(items.joined(separator: ", "))
        case .mapping, .alias:
            return .failure(PlainValueProblem("expected \(expected), found \(node.kindDescription)"))
        }
    }

    /// Why a node is not a plain value.
    struct PlainValueProblem: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}

extension Node {
    /// What the node is, for "expected …, found …" messages.
    var kindDescription: String {
        switch self {
        case .scalar(let scalar):
            // A hostile document can hold megabytes in one scalar; a message needs only its start.
            scalar.string.count > 40 ? "the value \"\(scalar.string.prefix(40))…\"" : "the value \"\(scalar.string)\""
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias (YAML aliases are not supported)"
        }
    }
}
