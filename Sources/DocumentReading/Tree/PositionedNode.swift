internal import Yams

/// One node of a YAML or JSON document, with where it starts: what description files, selector
/// stylesheets, key-path stylesheets and configuration files read, so that none of them handles
/// Yams's types.
///
/// A view of the composed document rather than a copy: callers walk it in their own order, with
/// their own limits and messages, and nothing is converted twice.
///
/// ```swift
/// let root = try YAMLReading.read("title: Hello", aliases: .refused)
/// if case .mapping(let mapping) = root?.content {
///     for (key, value) in mapping { print(key.scalar?.string, value.position?.line) }  // "title" 1
/// }
/// ```
package struct PositionedNode {
    private let node: Node

    init(_ node: Node) {
        self.node = node
    }

    /// What the node holds.
    package enum Content {
        case scalar(Scalar)
        case sequence([PositionedNode])
        case mapping(Mapping)
        /// An alias left unresolved (composing resolves them all).
        case alias
    }

    /// A scalar's text, and whether it was written plain (not quoted, not a block scalar).
    package struct Scalar {
        package let string: String
        package let isPlain: Bool
        /// Whether the document tags it a string (`!!str null`, or the non-specific `! null`).
        package var isTaggedString = false

        package init(string: String, isPlain: Bool, isTaggedString: Bool = false) {
            self.string = string
            self.isPlain = isPlain
            self.isTaggedString = isTaggedString
        }

        /// A plain empty value, `~` or `null`, untagged: YAML's null. A quoted `"null"`, and
        /// `!!str null`, are strings.
        package var isNull: Bool {
            isPlain && !isTaggedString && ["", "~", "null", "Null", "NULL"].contains(string)
        }
    }

    /// A mapping's entries in the document's order, and where it starts.
    package struct Mapping: Sequence {
        fileprivate let mapping: Node.Mapping

        package var count: Int { mapping.count }
        package var position: TextPosition? { TextPosition(mapping.mark) }

        package func makeIterator() -> some IteratorProtocol<(key: PositionedNode, value: PositionedNode)> {
            mapping.lazy.map { (key: PositionedNode($0.key), value: PositionedNode($0.value)) }.makeIterator()
        }
    }

    package var content: Content {
        switch node {
        case .scalar(let scalar):
            .scalar(
                Scalar(
                    string: scalar.string, isPlain: scalar.style == .plain,
                    isTaggedString: Self.isStringTag(scalar.tag.description)))
        case .sequence(let sequence): .sequence(sequence.map(PositionedNode.init))
        case .mapping(let mapping): .mapping(Mapping(mapping: mapping))
        case .alias: .alias
        }
    }

    /// A tag the document wrote that makes a scalar a string. Read before Yams resolves the tag:
    /// values are not hashed, so an untagged scalar's tag is still the implicit "".
    private static func isStringTag(_ tag: String) -> Bool {
        tag == Tag.Name.str.rawValue || tag == Tag.Name.nonSpecific.rawValue
    }

    /// The node's text when it is a scalar.
    package var scalar: Scalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    /// Where the node starts, when the parser said.
    package var position: TextPosition? { TextPosition(node.mark) }
}

extension TextPosition {
    /// Yams's marks are 1-based lines and columns, as positions are.
    init?(_ mark: Mark?) {
        guard let mark else { return nil }
        self.init(line: mark.line, column: mark.column)
    }
}
