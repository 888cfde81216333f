import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// Custom `NSCoding` classes become dictionaries that start with their "$class".
@Suite struct KeyedArchiveCustomObjectTests {
    typealias Fixtures = KeyedArchiveFixtures

    static func note(
        _ title: String, count: Int64 = 0, ratio: Double = 0, isDone: Bool = false, child: ArchiveValue = .null,
        tags: [ArchiveValue] = []
    ) -> ArchiveValue {
        .dictionary([
            "$class": .string("PMNote"), "child": child, "count": .integer(count), "isDone": .bool(isDone),
            "ratio": .real(ratio), "tags": .array(tags), "title": .string(title),
        ])
    }

    static func tag(_ name: String) -> ArchiveValue {
        .dictionary(["$class": .string("PMTag"), "name": .string(name)])
    }

    @Test(arguments: Fixtures.Form.allCases) func readsNestedCustomObjects(form: Fixtures.Form) throws {
        let home = ArchivedTag(name: "home")
        let root = ArchivedNote(
            title: "Groceries", count: 3, ratio: 0.5, isDone: true,
            child: ArchivedNote(title: "Milk", count: -2, tags: [home]), tags: [home, ArchivedTag(name: "food")])
        let value = try KeyedArchive.read(Fixtures.archive(root, form: form), limits: ArchiveLimits())
        let expected = Self.note(
            "Groceries", count: 3, ratio: 0.5, isDone: true,
            child: Self.note("Milk", count: -2, tags: [Self.tag("home")]), tags: [Self.tag("home"), Self.tag("food")])
        #expect(Fixtures.sorted(value) == expected)
        guard case .dictionary(let entries) = value, case .dictionary(let child)? = entries["child"] else {
            Issue.record("not a dictionary")
            return
        }
        #expect(entries.keys.first == "$class")
        #expect(child.keys.first == "$class")
    }

    @Test(arguments: Fixtures.Form.allCases) func readsCustomObjectsInsideFoundationCollections(
        form: Fixtures.Form
    ) throws {
        let notes = NSDictionary(dictionary: ["first": ArchivedNote(title: "a"), "all": [ArchivedNote(title: "b")]])
        let value = try KeyedArchive.read(Fixtures.archive(notes, form: form), limits: ArchiveLimits())
        #expect(Fixtures.sorted(value) == .dictionary(["all": .array([Self.note("b")]), "first": Self.note("a")]))
    }

    @Test(arguments: Fixtures.Form.allCases) func rejectsAnObjectThatRefersBackToItself(form: Fixtures.Form) throws {
        let root = ArchivedNote(title: "parent")
        let child = ArchivedNote(title: "child")
        root.child = child
        child.parent = root
        let archive = try Fixtures.archive(root, form: form)
        #expect(
            Fixtures.error(reading: archive)
                == "Malformed NSKeyedArchiver archive at '$top.root.child.parent': "
                + "object 1 refers back to itself; it is the object at '$top.root'")
    }

    /// XML archives list keys in order, so the first container too deep is known.
    @Test func enforcesTheDepthLimitOnObjects() throws {
        let root = ArchivedNote(
            title: "1",
            child: ArchivedNote(title: "2", child: ArchivedNote(title: "3", child: ArchivedNote(title: "4"))))
        let archive = try Fixtures.archive(root, form: .xml)
        var limits = ArchiveLimits()
        limits.maximumDepth = 3
        #expect(
            Fixtures.error(reading: archive, limits: limits)
                == "Nesting deeper than 3 levels at '$top.root.child.child.child'; "
                + "raise ArchiveLimits.maximumDepth to accept it")
        limits.maximumDepth = 5
        #expect(throws: Never.self) { try KeyedArchive.read(archive, limits: limits) }
    }
}
