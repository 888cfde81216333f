import OrderedCollections

/// One step of a depth-first walk over a value tree; see ``TextValueWalk``.
enum TextValueStep {
    /// A value at `depth` (0 for the root): a scalar, an empty container, or the start of a
    /// non-empty container whose elements follow. `key` is its key in a dictionary, `index` its
    /// place among its parent's elements.
    case value(ArchiveValue, key: String?, index: Int, depth: Int)
    /// The end of the non-empty array or dictionary that started at `depth`.
    case end(isDictionary: Bool, depth: Int)
}

/// Why a writer cannot write a value; ``TextValueWalk`` turns it into
/// `ArchiveError.unsupportedValue` with the value's key path.
struct TextValueRefusal: Error {
    let reason: String
}

/// What a text writer does at each step of a walk.
protocol TextValueVisitor {
    mutating func visit(_ step: TextValueStep) throws(TextValueRefusal)
}

/// Walks a value tree depth first with an explicit stack, so that writing a deeply nested tree
/// cannot overflow the call stack, and names the key path of a value the writer refuses.
///
/// It refuses nesting that a reader with the same limits would refuse (an array or dictionary
/// inside `maximumDepth` others), with the reader's error, so a writer never writes a file that
/// its own reader rejects.
enum TextValueWalk {
    /// One open non-empty container: its elements (and keys, for a dictionary) and the next one to visit.
    private struct Frame {
        let keys: [String]?
        let values: [ArchiveValue]
        var next = 0

        /// How the element visited last is reached from this container; nil before the first.
        var lastVisited: KeyPathComponent? {
            guard next > 0 else { return nil }
            return keys.map { .key($0[next - 1]) } ?? .index(next - 1)
        }
    }

    static func walk<Visitor: TextValueVisitor>(
        _ root: ArchiveValue, format: ArchiveFormat, limits: ArchiveLimits, with visitor: inout Visitor
    ) throws(ArchiveError) {
        var stack: [Frame] = []
        func visit(_ step: TextValueStep) throws(ArchiveError) {
            do {
                try visitor.visit(step)
            } catch {
                throw .unsupportedValue(format, keyPath: keyPath(of: stack), reason: error.reason)
            }
        }
        if root.isContainer, limits.maximumDepth <= 0 {
            throw .tooDeep(limit: limits.maximumDepth, at: .keyPath(""))
        }
        try visit(.value(root, key: nil, index: 0, depth: 0))
        if let frame = frame(for: root) { stack.append(frame) }
        while let top = stack.last {
            let index = top.next
            guard index < top.values.count else {
                stack.removeLast()
                try visit(.end(isDictionary: top.keys != nil, depth: stack.count))
                continue
            }
            stack[stack.count - 1].next = index + 1
            let value = top.values[index]
            if value.isContainer, stack.count >= limits.maximumDepth {
                throw .tooDeep(limit: limits.maximumDepth, at: .keyPath(keyPath(of: stack)))
            }
            try visit(.value(value, key: top.keys?[index], index: index, depth: stack.count))
            if let frame = frame(for: value) { stack.append(frame) }
        }
    }

    private static func frame(for value: ArchiveValue) -> Frame? {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            Frame(keys: nil, values: elements)
        case .dictionary(let dictionary) where !dictionary.isEmpty:
            Frame(keys: dictionary.keys.elements, values: dictionary.values.elements)
        default:
            nil
        }
    }

    /// The key path of the value last visited: `items[2].score`, or "" for the root.
    private static func keyPath(of stack: [Frame]) -> String {
        KeyPathComponent.keyPath(stack.lazy.compactMap(\.lastVisited))
    }
}

extension ArchiveValue {
    /// Whether the value is an array or a dictionary, which readers count against the depth limit.
    fileprivate var isContainer: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
    }
}
