// Arbitrary bytes as a key path, read and written on a small object graph of hand-written KeyCodable
// conformances (see FuzzSupport/Graph.swift).
//
// Input: one control byte, then the key path, then optionally a NUL byte and a string value.
// Control bits 0-1 pick the operation (value(forKeyPath:), setValue(_:forKeyPath:),
// setValue(fromString:forKeyPath:), or a string set followed by a read), bit 2 the root (the Scene
// struct or the root Node class), bits 3-5 the value given to setValue(_:forKeyPath:).
import Foundation
import FuzzSupport
import KeyCoding
import StringCoding

func value(kind: UInt8, text: String, graph: Graph) -> Any? {
    switch kind {
    case 0: nil
    case 1: text
    case 2: text.utf8.count
    case 3: Double(text.utf8.count) / 4
    case 4: graph.nodes[1]
    case 5: Leaf(name: text)
    case 6: [graph.nodes[2]]
    default: Color(white: 0.5)
    }
}

func perform<Root: KeyCodable>(_ control: UInt8, keyPath: String, text: String, graph: Graph, on root: inout Root) {
    let context = "control \(control), key path \(keyPath.debugDescription), value \(text.debugDescription)"
    do {
        switch control & 3 {
        case 0:
            _ = try root.value(forKeyPath: keyPath)
        case 1:
            try root.setValue(value(kind: control >> 3 & 7, text: text, graph: graph), forKeyPath: keyPath)
        case 2:
            try root.setValue(fromString: text, forKeyPath: keyPath)
        default:
            try root.setValue(fromString: text, forKeyPath: keyPath)
            _ = try root.value(forKeyPath: keyPath)
        }
    } catch {
        checkThrown(error, context: context)
    }
}

exit(
    runLibFuzzer { data, size in
        guard let data, size > 0 else { return 0 }
        let bytes = UnsafeBufferPointer(start: data, count: size)
        let control = bytes[0]
        let rest = bytes.dropFirst()
        let separator = rest.firstIndex(of: 0) ?? rest.endIndex
        let keyPath = String(decoding: rest[..<separator], as: UTF8.self)
        let text = separator < rest.endIndex ? String(decoding: rest[(separator + 1)...], as: UTF8.self) : ""
        var graph = Graph()
        if control & 4 == 0 {
            perform(control, keyPath: keyPath, text: text, graph: graph, on: &graph.scene)
        } else {
            var root = graph.nodes[0]
            perform(control, keyPath: keyPath, text: text, graph: graph, on: &root)
        }
        graph.tearDown()
        return 0
    })
