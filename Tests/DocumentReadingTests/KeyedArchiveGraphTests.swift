import Foundation
import Testing

@testable import DocumentReading

/// Reading a keyed archive with the identity of its objects kept: objects of the app's own classes
/// are read once and referred to by `.uid`, so they can be shared and form cycles, and the work
/// stays linear in the archive however they are shared.
@Suite struct KeyedArchiveGraphTests {
    typealias Fixtures = KeyedArchiveFixtures

    /// Object 1, a Node, holds an NSArray (object 3) of object 4, a Node whose `parent` is object 1.
    static let parentAndChild = Fixtures.handMade([
        .dictionary(["$class": .uid(2), "name": .uid(5), "children": .uid(3)]),
        .dictionary(["$classname": .string("Node"), "$classes": .array([.string("Node"), .string("NSObject")])]),
        .dictionary(["$class": .uid(6), "NS.objects": .array([.uid(4)])]),
        .dictionary(["$class": .uid(2), "name": .string("child"), "parent": .uid(1)]),
        .string("root"),
        .dictionary(["$classname": .string("NSArray")]),
    ])

    @Test func objectsOfTheAppsClassesAreReadOnceAndReferredTo() throws {
        let graph = try KeyedArchive.readGraph(Self.parentAndChild, limits: ArchiveLimits())
        #expect(graph.root == .uid(1))
        #expect(
            graph.objects == [
                1: .dictionary(["$class": .string("Node"), "name": .string("root"), "children": .array([.uid(4)])]),
                4: .dictionary(["$class": .string("Node"), "name": .string("child"), "parent": .uid(1)]),
            ])
    }

    /// Read as a tree, the same archive is refused: a tree cannot hold a cycle.
    @Test func theTreeReaderStillRefusesTheCycle() {
        #expect(
            Fixtures.error(reading: Self.parentAndChild)
                == "Malformed NSKeyedArchiver archive at '$top.root.children[0].parent': "
                + "object 1 refers back to itself; it is the object at '$top.root'")
    }

    /// A Foundation collection is a value: one that contains itself is still refused.
    @Test func aCollectionThatContainsItselfIsStillRefused() {
        let archive = Fixtures.handMade([
            .dictionary(["$class": .uid(2), "items": .uid(3)]),
            .dictionary(["$classname": .string("Node")]),
            .dictionary(["$class": .uid(4), "NS.objects": .array([.uid(3)])]),
            .dictionary(["$classname": .string("NSArray")]),
        ])
        #expect(
            errorDescription { try KeyedArchive.readGraph(archive, limits: ArchiveLimits()) }
                == "Malformed NSKeyedArchiver archive at '$top.root.items[0]': "
                + "object 3 refers back to itself; it is the object at '$top.root.items'")
    }

    /// Errors inside an object read on its own name the key path where it was first reached.
    @Test func problemsInAnObjectNameWhereItWasFirstReached() {
        let archive = Fixtures.handMade([
            .dictionary(["$class": .uid(2), "first": .uid(3), "second": .uid(3)]),
            .dictionary(["$classname": .string("Node")]),
            .dictionary(["$class": .uid(2), "broken": .uid(9)]),
        ])
        #expect(
            errorDescription { try KeyedArchive.readGraph(archive, limits: ArchiveLimits()) }
                == "Malformed NSKeyedArchiver archive at '$top.root.first.broken': "
                + "a reference to object 9, but the last object of $objects is 3")
    }

    /// `levels` Nodes, each holding the next twice in an NSArray and its parent: 2^levels Nodes as a tree.
    static func sharedNodes(levels: Int) -> ArchiveValue {
        // Nodes 1…levels, their class, the NSArray class, then the children of node n at
        // levels + 2 + n (the last node's are empty).
        let nodeClass = ArchiveValue.uid(UInt64(levels + 1)), arrayClass = ArchiveValue.uid(UInt64(levels + 2))
        var objects: [ArchiveValue] = (1...levels).map { node in
            .dictionary([
                "$class": nodeClass, "children": .uid(UInt64(levels + 2 + node)),
                "parent": .uid(UInt64(max(node - 1, 0))),
            ])
        }
        objects.append(.dictionary(["$classname": .string("Node")]))
        objects.append(.dictionary(["$classname": .string("NSArray")]))
        for node in 1...levels {
            let next = ArchiveValue.uid(UInt64(node + 1))
            objects.append(
                .dictionary(["$class": arrayClass, "NS.objects": .array(node < levels ? [next, next] : [])]))
        }
        return Fixtures.handMade(objects)
    }

    @Test func countingSharedObjectsAndCyclesIsLinearInTheObjects() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = .max
        for levels in [8, 16, 32, 64] {
            // The root, then per node its two fields and the two items of its array (the last has none).
            #expect(
                KeyedArchive.expansionSteps(Self.sharedNodes(levels: levels), limits: limits, keepingIdentity: true)
                    == 4 * levels - 1)
        }
    }

    /// What the tree reader refuses as 2⁶⁴ values, the graph reader reads as what the archive holds.
    @Test func sharedObjectsAreNotExpanded() throws {
        let archive = Self.sharedNodes(levels: 64)
        #expect(
            Fixtures.error(reading: archive)
                == "The archive stands for more than 10000000 values; raise ArchiveLimits.maximumValues to accept it")
        let graph = try KeyedArchive.readGraph(archive, limits: ArchiveLimits())
        #expect(graph.objects.count == 64)
        // The root's reference, then per node itself, its $class, its parent, its array and the
        // array's two items (the last node's has none).
        var limits = ArchiveLimits()
        limits.maximumValues = 6 * 64 - 1
        #expect(throws: Never.self) { try KeyedArchive.readGraph(archive, limits: limits) }
        limits.maximumValues -= 1
        #expect(
            errorDescription { try KeyedArchive.readGraph(archive, limits: limits) }
                == "The archive stands for more than 382 values; raise ArchiveLimits.maximumValues to accept it")
    }
}
