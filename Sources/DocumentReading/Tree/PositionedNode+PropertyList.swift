import Foundation
internal import Yams

extension PositionedNode {
    /// The property list in `data` (binary, XML or OpenStep: ``PropertyList/read(_:limits:)``) as
    /// the tree YAML documents are read into, so that stylesheets and configuration files walk one
    /// kind of tree whatever the format.
    ///
    /// Dictionaries become mappings with their keys sorted (property lists keep no order; sorted
    /// keys make entries and reports repeatable), arrays and sets sequences. Every other value is a
    /// quoted scalar (so never YAML's null or a merge key) holding its text: `true` or `false`,
    /// numbers as Swift prints them, dates in ISO 8601, data in base64, an object reference
    /// (`CF$UID`) as its number. A binary property list's null is YAML's null. Nodes have no
    /// positions: the readers report them only for problems (``ArchiveError/textPosition``).
    ///
    /// ```swift
    /// let root = try PositionedNode.read(propertyList: data, limits: ArchiveLimits())
    /// ```
    package static func read(propertyList data: Data, limits: ArchiveLimits) throws(ArchiveError) -> PositionedNode {
        PositionedNode(node(for: try PropertyList.read(data, limits: limits)))
    }

    /// Recursion is as deep as the value, which the reader's depth limit bounds.
    private static func node(for value: ArchiveValue) -> Node {
        switch value {
        case .dictionary(let dictionary):
            let pairs = dictionary.sorted { $0.key < $1.key }.map { (Node.scalar(quoted($0.key)), node(for: $0.value)) }
            return .mapping(Node.Mapping(pairs))
        case .array(let items): return .sequence(Node.Sequence(items.map(node(for:))))
        case .string(let string): return .scalar(quoted(string))
        case .integer(let integer): return .scalar(quoted(String(integer)))
        case .unsignedInteger(let integer): return .scalar(quoted(String(integer)))
        case .real(let real): return .scalar(quoted(String(real)))
        case .bool(let bool): return .scalar(quoted(bool ? "true" : "false"))
        case .date(let date): return .scalar(quoted(date.formatted(.iso8601)))
        case .data(let data): return .scalar(quoted(data.base64EncodedString()))
        case .uid(let reference): return .scalar(quoted(String(reference)))
        case .null: return .scalar(Node.Scalar("", .implicit, .plain))
        }
    }

    private static func quoted(_ text: String) -> Node.Scalar {
        Node.Scalar(text, .implicit, .doubleQuoted)
    }
}

extension ArchiveError {
    /// The line and column of a problem in a text format, for callers that report them beside the
    /// reason; a byte offset is part of ``reasonInPropertyList`` instead.
    package var textPosition: TextPosition? {
        switch self {
        case .malformed(_, .text(let position), _), .tooDeep(_, .text(let position)): position
        default: nil
        }
    }

    /// The problem as a stylesheet or configuration file reports it after its position:
    /// `invalid property list (…)`, or the limit the document went past.
    package var reasonInPropertyList: String {
        switch self {
        case .malformed(_, .text, let reason): "invalid property list (\(reason))"
        case .malformed(_, let position, let reason): "invalid property list (at \(position): \(reason))"
        case .tooDeep(let limit, .text): "nested deeper than \(limit) levels"
        case .tooDeep(let limit, let position): "nested deeper than \(limit) levels at \(position)"
        case .tooManyValues(let limit): "more than \(limit) values (an object used in several places counts each time)"
        default: description
        }
    }
}
