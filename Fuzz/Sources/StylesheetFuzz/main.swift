// Arbitrary bytes as a stylesheet document (JSON, YAML or property list), then, when it reads, applied
// to the object graph of FuzzSupport/Graph.swift, from its Scene struct and from its root Node class.
import Foundation
import FuzzSupport
import KeyCoding
import StringCoding

exit(
    runLibFuzzer { data, size in
        let document = Data(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
        let sheet: Stylesheet
        do {
            sheet = try Stylesheet(data: document, source: "fuzz")
        } catch {
            checkThrown(error, context: "Stylesheet(data:) of \(size) bytes")
            return 0
        }
        var graph = Graph()
        do {
            try sheet.apply(to: &graph.scene)
        } catch {
            checkThrown(error, context: "applying \(sheet.entries.count) entries to the scene")
        }
        do {
            try sheet.apply(to: graph.nodes[0])
        } catch {
            checkThrown(error, context: "applying \(sheet.entries.count) entries to the root node")
        }
        graph.tearDown()
        return 0
    })
