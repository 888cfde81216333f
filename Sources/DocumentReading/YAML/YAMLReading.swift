internal import Yams

/// YAML (and JSON, which YAML reads) through Yams, behind the guard against aliases that expand
/// without bound: the one place Loom composes a YAML document.
///
/// Yams replaces every alias with the node it names while composing, so a few lines of aliases of
/// aliases stand for billions of nodes. Documents that need no anchors refuse them before Yams sees
/// the text (and again on the composed tree, which only holds nodes written out in the text);
/// documents that use them are refused when their aliases would expand past a limit
/// (``YAMLAliasExpansion``).
///
/// ```swift
/// let root = try YAMLReading.read("base: &b {x: 1}\ndev: *b", aliases: .expanded(limit: 1_000_000))
/// ```
package enum YAMLReading {
    /// What a document may do with anchors (`&name`) and aliases (`*name`).
    package enum Aliases {
        /// Any anchor or alias is a problem, at the first one.
        case refused
        /// Aliases are expanded, unless they would take the document past `limit` nodes.
        case expanded(limit: Int)
    }

    /// The problem for a document that uses an anchor or alias where they are refused.
    package static let anchorsAreUnsupported =
        "YAML anchors and aliases (&name, *name) are not supported; write each value out (quote a value that starts with & or *)"

    /// The root of the document in `text` (nil when it is empty), or the problem that stops it being
    /// read. `resolvingTags` resolves each plain scalar's tag as YAML's core schema does (so that
    /// `1` and `"1"` are different keys); without it every scalar is a string, which is faster.
    /// `beforeYams` sees the text just before Yams reads it, so that tests can tell the documents
    /// refused before Yams from the rest.
    package static func read(
        _ text: String, aliases: Aliases, resolvingTags: Bool = true, beforeYams: (String) -> Void = { _ in }
    ) throws(YAMLProblem) -> PositionedNode? {
        switch aliases {
        case .refused:
            if let position = YAMLAnchorScanner.firstAnchorOrAlias(in: text) {
                throw YAMLProblem(at: position, anchorsAreUnsupported)
            }
        case .expanded(let limit):
            // Before Yams: it hashes every key, which takes exponential time for a key made of aliases
            // of aliases, long before a reader counts values.
            try YAMLAliasExpansion.check(text, limit: limit)
        }
        beforeYams(text)
        do {
            // The encoding is named because Yams's default reads the whole process environment on
            // every parse. Nodes hold their anchors weakly and the parser strongly: keep it alive for
            // the check.
            let parser = try Parser(yaml: text, resolver: resolvingTags ? .default : .basic, encoding: .utf8)
            guard let root = try parser.singleRoot() else { return nil }
            if case .refused = aliases, let anchored = withExtendedLifetime(parser, { firstAnchoredNode(in: root) }) {
                throw YAMLProblem(at: TextPosition(anchored.mark), anchorsAreUnsupported)
            }
            return PositionedNode(root)
        } catch let problem as YAMLProblem {
            throw problem
        } catch let error as YamlError {
            throw YAMLProblem(at: error.position, error.problem)
        } catch {
            throw YAMLProblem(at: nil, String(describing: error))
        }
    }

    /// The first node carrying an anchor, in the document's order. The walk stops at the first
    /// anchor, so it only sees nodes written out in the text.
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
}

/// Why a YAML document could not be read: what is wrong, and where, when the parser said.
package struct YAMLProblem: Error, Equatable {
    package var position: TextPosition?
    package var reason: String

    package init(at position: TextPosition?, _ reason: String) {
        self.position = position
        self.reason = reason
    }
}

extension YamlError {
    /// Where Yams stopped, when it says.
    fileprivate var position: TextPosition? {
        switch self {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            TextPosition(mark)
        case .duplicatedKeysInMapping(_, let context):
            TextPosition(context.mark)
        default: nil
        }
    }

    /// What Yams found wrong, without its position or a copy of the input.
    fileprivate var problem: String {
        switch self {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        case .duplicatedKeysInMapping(let keys, _):
            "a mapping repeats the key\(keys.count == 1 ? "" : "s") \(keys.map { "'\($0)'" }.joined(separator: ", "))"
        default: description
        }
    }
}
