import DocumentReading
import KeyCoding
import StringCoding

/// Turns a description document's nodes into ``ViewDescription`` values, collecting every problem
/// with the shape of the document instead of stopping at the first.
struct DescriptionReader {
    static let elementKeys = ["type", "identifier", "tag", "styleClasses", "frame", "attributes", "children"]

    let source: String?
    private(set) var problems = ProblemList<ViewDescriptionError.Problem>()
    private var viewCount = 0

    init(source: String?) {
        self.source = source
    }

    /// The element written by `node`, or nil when it is not a view at all or is past a limit.
    mutating func readElement(_ node: PositionedNode, parentPath: String, index: Int?, depth: Int) -> ViewDescription? {
        let line = node.position?.line
        guard case .mapping(let mapping) = node.content else {
            let path = ElementPath.appending(
                ElementPath.step(type: "element", identifier: nil, index: index), to: parentPath)
            report(line, path, nil, "expected a view (a mapping with a \"type\" key), found \(node.kindDescription)")
            return nil
        }
        let type = Self.scalar(Self.value(of: "type", in: mapping))
        let identifier = Self.scalar(Self.value(of: "identifier", in: mapping))
        let path = ElementPath.appending(
            ElementPath.step(type: type ?? "element", identifier: identifier, index: index), to: parentPath)
        viewCount += 1
        guard ViewDescription.admits(viewNumber: viewCount, depth: depth, reporting: { report(line, path, nil, $0) })
        else {
            return nil
        }
        var element = ViewDescription(type: type ?? "", identifier: identifier, line: line, source: source)
        if Self.value(of: "type", in: mapping) == nil {
            report(line, path, nil, "missing key \"type\": expected the view's type name, such as \"Label\"")
        }
        for (keyNode, valueNode) in mapping {
            read(keyNode, valueNode, into: &element, path: path, depth: depth)
        }
        return element
    }

    private mutating func read(
        _ keyNode: PositionedNode, _ valueNode: PositionedNode, into element: inout ViewDescription,
        path: String, depth: Int
    ) {
        let line = keyNode.position?.line
        guard let keyScalar = keyNode.scalar else {
            report(line, path, nil, "a key must be a string, found \(keyNode.kindDescription)")
            return
        }
        let key = keyScalar.string
        switch key {
        case "type", "identifier":
            if Self.scalar(valueNode) == nil {
                report(line, path, key, "expected a string, found \(valueNode.kindDescription)")
            }
        case "tag":
            readTag(valueNode, into: &element, line: line, path: path)
        case "styleClasses":
            readStyleClasses(valueNode, into: &element, line: line, path: path)
        case "frame":
            let expected = "a rectangle such as \"0 0 40 10\""
            switch DocumentNode.plainValue(valueNode, expecting: expected) {
            case .success(let frame):
                guard let text = frame.text else {
                    report(line, path, key, "expected \(expected), found null")
                    break
                }
                element.frame = text
            case .failure(let problem): report(line, path, key, problem.reason)
            }
        case "attributes":
            readAttributes(valueNode, into: &element, path: path)
        case "children":
            readChildren(valueNode, into: &element, line: line, path: path, depth: depth)
        default:
            let hint = closestMatch(to: key, in: Self.elementKeys).map { " (did you mean \"\($0)\"?)" } ?? ""
            let valid = Self.elementKeys.joined(separator: ", ")
            report(line, path, nil, "unknown key \"\(key)\"\(hint); valid keys: \(valid)")
        }
    }

    private mutating func readTag(
        _ node: PositionedNode, into element: inout ViewDescription, line: Int?, path: String
    ) {
        guard let text = Self.scalar(node) else {
            report(line, path, "tag", "expected an integer, found \(node.kindDescription)")
            return
        }
        do {
            element.tag = try Int(parsing: text)
        } catch {
            report(line, path, "tag", String(describing: error))
        }
    }

    private mutating func readStyleClasses(
        _ node: PositionedNode, into element: inout ViewDescription, line: Int?, path: String
    ) {
        let expected = "expected class names such as \"card big\" or [card, big]"
        let items: [PositionedNode]
        switch node.content {
        case .scalar: items = [node]
        case .sequence(let sequence): items = sequence
        case .mapping, .alias:
            report(line, path, "styleClasses", "\(expected), found \(node.kindDescription)")
            return
        }
        var names: [String] = []
        for item in items {
            guard let text = Self.scalar(item) else {
                report(line, path, "styleClasses", "\(expected), found \(item.kindDescription) in the list")
                return
            }
            names += View.styleClassNames(in: text)
        }
        element.styleClasses = names
    }

    private mutating func readAttributes(_ node: PositionedNode, into element: inout ViewDescription, path: String) {
        guard case .mapping(let mapping) = node.content else {
            report(
                node.position?.line, path, "attributes",
                "expected a mapping of key paths to values, found \(node.kindDescription)")
            return
        }
        let (entries, problems) = DocumentNode.flatten(mapping)
        element.attributes = entries.map { .init(keyPath: $0.keyPath, writtenValue: $0.value, line: $0.line) }
        for problem in problems {
            report(problem.line, path, problem.keyPath.map { "attributes.\($0)" } ?? "attributes", problem.reason)
        }
    }

    private mutating func readChildren(
        _ node: PositionedNode, into element: inout ViewDescription, line: Int?, path: String, depth: Int
    ) {
        guard case .sequence(let sequence) = node.content else {
            report(line, path, "children", "expected a list of views, found \(node.kindDescription)")
            return
        }
        for (index, child) in sequence.enumerated() {
            if let description = readElement(child, parentPath: path, index: index, depth: depth + 1) {
                element.children.append(description)
            }
        }
    }

    private mutating func report(_ line: Int?, _ path: String, _ key: String?, _ reason: String) {
        problems.append(.init(source: source, line: line, path: path, key: key, reason: reason))
    }

    /// The value of the last `name` key, as YAML's own lookup would find it, whatever the key's quoting.
    private static func value(of name: String, in mapping: PositionedNode.Mapping) -> PositionedNode? {
        mapping.reversed().first { Self.scalar($0.key) == name }?.value
    }

    private static func scalar(_ node: PositionedNode?) -> String? {
        node?.scalar?.string
    }
}
