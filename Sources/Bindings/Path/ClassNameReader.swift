/// Reads a type name, recursively and within a nesting limit: qualified names with generic
/// arguments, `[T]`, `[K: V]`, `T?`, tuples, and the `(unknown context at $…)` components in the
/// names Swift gives private and local types. Spaces may stand around `,`, `:` and brackets,
/// never inside a dotted name.
struct ClassNameReader {
    /// Deeper names are refused, so that `[[[[…` cannot exhaust the stack.
    static let maximumDepth = 32

    let source: ScalarText
    var position = 0
    /// Scalars looked at so far.
    private(set) var steps = 0

    init(_ text: String) {
        source = ScalarText(text)
    }

    private var scalars: [Unicode.Scalar] { source.scalars }

    /// The whole text as one type name, or nil.
    mutating func readName() -> ClassNamePattern.Node? {
        guard let node = type(depth: 0) else { return nil }
        skipSpaces()
        return position == scalars.count ? node : nil
    }

    private mutating func type(depth: Int) -> ClassNamePattern.Node? {
        guard depth < Self.maximumDepth else { return nil }
        skipSpaces()
        var node: ClassNamePattern.Node?
        switch peek {
        case "[": node = collection(depth: depth)
        case "(" where !startsOpaqueComponent: node = tuple(depth: depth)
        default: node = nominal(depth: depth)
        }
        guard var result = node else { return nil }
        while consumeAdjacent("?") || consumeAdjacent("!") {
            result = .nominal([.init(name: "Optional", arguments: [result])])
        }
        return result
    }

    /// `[Element]` as `Array<Element>`, `[Key: Value]` as `Dictionary<Key, Value>`.
    private mutating func collection(depth: Int) -> ClassNamePattern.Node? {
        position += 1
        guard let element = type(depth: depth + 1) else { return nil }
        var result = ClassNamePattern.Node.nominal([.init(name: "Array", arguments: [element])])
        if consume(":") {
            guard let value = type(depth: depth + 1) else { return nil }
            result = .nominal([.init(name: "Dictionary", arguments: [element, value])])
        }
        return consume("]") ? result : nil
    }

    private mutating func tuple(depth: Int) -> ClassNamePattern.Node? {
        position += 1
        skipSpaces()
        if consume(")") { return .tuple([]) }
        guard let elements = list(depth: depth, closedBy: ")") else { return nil }
        return .tuple(elements)
    }

    /// `A.B<C>.D`: dotted components, each with optional generic arguments.
    private mutating func nominal(depth: Int) -> ClassNamePattern.Node? {
        var components: [ClassNamePattern.Component] = []
        while true {
            if let opaque = opaqueComponent() {
                components.append(opaque)
                // `(extension in Module):Type` names the extended type after a colon.
                guard consumeAdjacent(".") || (opaque.name.hasPrefix("(extension") && consumeAdjacent(":")) else {
                    return nil
                }
                continue
            }
            guard var component = identifier() else { return nil }
            if consumeAdjacent("<") {
                guard let arguments = list(depth: depth, closedBy: ">") else { return nil }
                component.arguments = arguments
            }
            components.append(component)
            guard consumeAdjacent(".") else { return .nominal(components) }
        }
    }

    /// Types separated by commas up to `closer`, at least one.
    private mutating func list(depth: Int, closedBy closer: Unicode.Scalar) -> [ClassNamePattern.Node]? {
        var nodes: [ClassNamePattern.Node] = []
        repeat {
            guard let node = type(depth: depth + 1) else { return nil }
            nodes.append(node)
        } while consume(",")
        return consume(closer) ? nodes : nil
    }

    private mutating func identifier() -> ClassNamePattern.Component? {
        let start = position
        while let scalar = peek, Self.isIdentifierScalar(scalar) { position += 1 }
        guard position > start else { return nil }
        return .init(name: text(start..<position), arguments: nil)
    }

    /// `(unknown context at $10a0)` or `(extension in Module)`, kept whole as one component.
    private mutating func opaqueComponent() -> ClassNamePattern.Component? {
        guard startsOpaqueComponent else { return nil }
        let close = scalars[position...].firstIndex(of: ")")
        steps += (close ?? scalars.count) - position
        guard let close else { return nil }
        let start = position
        position = close + 1
        return .init(name: text(start..<position), arguments: nil)
    }

    private var startsOpaqueComponent: Bool {
        hasPrefix("(unknown context at ") || hasPrefix("(extension in ")
    }

    private func hasPrefix(_ prefix: String) -> Bool {
        var index = position
        for scalar in prefix.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "<", ">", ",", "[", "]", "(", ")", ":", "?", "!", "@": false
        default: PathScalar.isKeyScalar(scalar)
        }
    }

    private var peek: Unicode.Scalar? {
        mutating get {
            steps += 1
            return position < scalars.count ? scalars[position] : nil
        }
    }

    private mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard peek == scalar else { return false }
        position += 1
        skipSpaces()
        return true
    }

    /// Consumes `scalar` only when it comes next, with no space before it: dots join the parts
    /// of one name.
    private mutating func consumeAdjacent(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        position += 1
        return true
    }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }

    private func text(_ range: Range<Int>) -> String {
        source.string(range)
    }
}
