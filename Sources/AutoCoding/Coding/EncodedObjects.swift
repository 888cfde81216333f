import DocumentReading

/// The class instances of one encoding: to find an instance that would contain itself in a tree,
/// or, when references are kept, to encode each instance once however often it is referred to.
final class EncodedObjects {
    let keepsReferences: Bool
    /// The instances being encoded on the current path, with where each was met.
    private var open: [ObjectIdentifier: [any CodingKey]] = [:]
    /// When references are kept, each instance's number and its contents' node (number − 1).
    private var numbers: [ObjectIdentifier: Int] = [:]
    private var nodes: [EncodingNode] = []

    init(keepsReferences: Bool) {
        self.keepsReferences = keepsReferences
    }

    /// The number of the instance `identity`, when it has been encoded or is being encoded.
    func number(of identity: ObjectIdentifier) -> Int? { numbers[identity] }

    /// Numbers a new instance (from 1) and gives the node its contents are encoded into.
    func add(_ identity: ObjectIdentifier) -> (number: Int, node: EncodingNode) {
        let node = EncodingNode(objects: self)
        nodes.append(node)
        numbers[identity] = nodes.count
        return (nodes.count, node)
    }

    /// The contents of every instance, by number.
    var finished: [Int: ArchiveValue] {
        Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($0.offset + 1, $0.element.finished) })
    }

    /// Records that the instance `identity` is being encoded at `codingPath`; throws when it
    /// already is, further out: a tree would be endless. `className` names it for the message.
    func enter(_ identity: ObjectIdentifier, at codingPath: [any CodingKey], className: () -> String) throws {
        if let outer = open.updateValue(codingPath, forKey: identity) {
            throw EncodingCycle(codingPath: codingPath, outerPath: outer, className: className())
        }
    }

    func leave(_ identity: ObjectIdentifier) {
        open[identity] = nil
    }
}

/// An instance met inside itself while encoding a tree; ``error(writing:)`` says it to the user.
struct EncodingCycle: Error {
    let codingPath: [any CodingKey]
    let outerPath: [any CodingKey]
    let className: String

    /// Why `format` cannot be written: it has no references, so it cannot hold the cycle.
    func error(writing format: ArchiveFormat) -> ArchiveError {
        let outer = outerPath.isEmpty ? "the root" : "'\(keyPathText(outerPath))'"
        return .unsupportedValue(
            format, keyPath: keyPathText(codingPath),
            reason: "it refers back to the \(className) at \(outer), which contains it; \(format.nameInSentence) has "
                + "no references, so it cannot hold a cycle: write the graph as an NSKeyedArchiver archive "
                + "(format: .keyedArchive), or leave the back reference out of the archive with @NotArchived")
    }
}
