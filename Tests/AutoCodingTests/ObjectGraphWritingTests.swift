import AutoCoding
import Foundation
import Testing

@testable import DocumentReading

/// Foundation's view of ``OutlineFolder``, to show that NSKeyedUnarchiver reads what Loom writes.
final class FoundationFolder: NSObject, NSCoding {
    let name: String
    let children: [FoundationFolder]
    let label: FoundationLabel?

    init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? "?"
        children = coder.decodeObject(forKey: "children") as? [FoundationFolder] ?? []
        // Foundation on Linux reports a missing key to decodeObject(forKey:) as a decoding error.
        label = coder.containsValue(forKey: "label") ? coder.decodeObject(forKey: "label") as? FoundationLabel : nil
    }

    func encode(with coder: NSCoder) {}
}

final class FoundationLabel: NSObject, NSCoding {
    let title: String
    init?(coder: NSCoder) { title = coder.decodeObject(forKey: "title") as? String ?? "?" }
    func encode(with coder: NSCoder) {}
}

/// Writing object graphs: a keyed archive keeps them; the tree formats refuse a cycle with its key path.
@Suite struct ObjectGraphWritingTests {
    init() {
        Archive.register(OutlineFolder.self, as: "OutlineFolder", "Outline.Folder")
        Archive.register(OutlineLabel.self, as: "OutlineLabel", "Outline.Label")
    }

    /// root → a, b; both children's parent is root and both share one label.
    static func outline() -> OutlineFolder {
        let root = OutlineFolder()
        root.name = "root"
        let red = OutlineLabel()
        red.title = "red"
        for name in ["a", "b"] {
            let child = OutlineFolder()
            child.name = name
            child.parent = root
            child.label = red
            root.children.append(child)
        }
        return root
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList, .xmlPropertyList])
    func treeFormatsRefuseACycleNamingWhereItCloses(format: ArchiveFormat) {
        let root = Self.outline()
        let expected =
            "Cannot write 'children[0].parent' as \(format.nameInSentence): it refers back to the OutlineFolder at "
            + "the root, which contains it; \(format.nameInSentence) has no references, so it cannot hold a cycle: "
            + "write the graph as an NSKeyedArchiver archive (format: .keyedArchive), or leave the back reference "
            + "out of the archive with @NotArchived"
        #expect(HandBuiltKeyedArchive.errorText { try root.archivedData(format: format) } == expected)
    }

    /// Without a cycle, a shared instance is written at each place, as trees do.
    @Test func treeFormatsWriteASharedInstanceAtEachPlace() throws {
        let root = Self.outline()
        root.children.forEach { $0.parent = nil }
        let json = String(decoding: try root.archivedData(format: .json), as: UTF8.self)
        #expect(json.components(separatedBy: #""title": "red""#).count == 3)
    }

    @Test func aKeyedArchiveKeepsSharedInstancesAndCycles() throws {
        let data = try Self.outline().archivedData(format: .keyedArchive)
        let root = try OutlineFolder.load(from: data)
        #expect(root.children.map(\.name) == ["a", "b"])
        #expect(root.children.allSatisfy { $0.parent === root })
        #expect(root.children[0].label === root.children[1].label)
        #expect(root.children[0].label?.title == "red")
    }

    /// Each instance once (the shared label at 10), each distinct string once, each class described
    /// once; the children's `parent` refers to object 1, the root.
    @Test func theArchiveHoldsEachInstanceOnce() throws {
        let data = try Self.outline().archivedData(format: .keyedArchive)
        func described(_ name: String) -> ArchiveValue {
            .dictionary(["$classname": .string(name), "$classes": .array([.string(name), .string("NSObject")])])
        }
        let objects: [ArchiveValue] = [
            .string("$null"),
            .dictionary(["$class": .uid(2), "name": .uid(3), "children": .uid(4)]),
            described("OutlineFolder"),
            .string("root"),
            .dictionary(["$class": .uid(7), "NS.objects": .array([.uid(5), .uid(6)])]),
            .dictionary(["$class": .uid(2), "name": .uid(8), "children": .uid(9), "parent": .uid(1), "label": .uid(10)]
            ),
            .dictionary([
                "$class": .uid(2), "name": .uid(11), "children": .uid(12), "parent": .uid(1), "label": .uid(10),
            ]),
            described("NSArray"),
            .string("a"),
            .dictionary(["$class": .uid(7), "NS.objects": .array([])]),
            .dictionary(["$class": .uid(13), "title": .uid(14)]),
            .string("b"),
            .dictionary(["$class": .uid(7), "NS.objects": .array([])]),
            described("OutlineLabel"),
            .string("red"),
        ]
        #expect(
            try BinaryPropertyList.read(data, limits: ArchiveLimits())
                == .dictionary([
                    "$version": .integer(100_000), "$archiver": .string("NSKeyedArchiver"),
                    "$top": .dictionary(["root": .uid(1)]), "$objects": .array(objects),
                ]))
    }

    @Test func foundationsUnarchiverReadsTheSharedInstancesOnce() throws {
        let root = Self.outline()
        root.children.forEach { $0.parent = nil }  // Foundation's own classes here have no parent
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: try root.archivedData(format: .keyedArchive))
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        unarchiver.requiresSecureCoding = false
        unarchiver.setClass(FoundationFolder.self, forClassName: "OutlineFolder")
        unarchiver.setClass(FoundationLabel.self, forClassName: "OutlineLabel")
        let read = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? FoundationFolder)
        #expect(unarchiver.error == nil)
        #expect(read.name == "root")
        #expect(read.children.map(\.name) == ["a", "b"])
        #expect(read.children[0].label === read.children[1].label)
        #expect(read.children[0].label?.title == "red")
    }

    @Test func copyingKeepsSharedInstancesAndCycles() throws {
        let original = Self.outline()
        let copy = try original.copy()
        #expect(copy !== original)
        #expect(copy.children.map(\.name) == ["a", "b"])
        #expect(copy.children.allSatisfy { $0.parent === copy })
        #expect(copy.children[0].label === copy.children[1].label)
        #expect(copy.children[0].label !== original.children[0].label)
    }
}
