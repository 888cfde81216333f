import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// Foundation values archived by `NSKeyedArchiver`, in binary and XML form, read as plain values.
@Suite struct KeyedArchiveFoundationTests {
    typealias Fixtures = KeyedArchiveFixtures

    func read(_ root: Any, form: Fixtures.Form) throws -> ArchiveValue {
        let archive = try Fixtures.archive(root, form: form)
        #expect(KeyedArchive.isKeyedArchive(archive))
        return try KeyedArchive.read(archive, limits: ArchiveLimits())
    }

    @Test(arguments: Fixtures.Form.allCases) func readsStrings(form: Fixtures.Form) throws {
        #expect(try read(NSString(string: "hello"), form: form) == .string("hello"))
        #expect(try read(NSMutableString(string: "Crème 😀"), form: form) == .string("Crème 😀"))
        #expect(try read("", form: form) == .string(""))
    }

    @Test(arguments: Fixtures.Form.allCases) func readsNumbers(form: Fixtures.Form) throws {
        #expect(try read(NSNumber(value: 5), form: form) == .integer(5))
        #expect(try read(NSNumber(value: -70_000), form: form) == .integer(-70_000))
        #expect(try read(NSNumber(value: Int64.min), form: form) == .integer(Int64.min))
        #expect(try read(NSNumber(value: UInt64.max), form: form) == .unsignedInteger(UInt64.max))
        #expect(try read(NSNumber(value: 2.5), form: form) == .real(2.5))
        #expect(try read(NSNumber(value: true), form: form) == .bool(true))
        #expect(try read(NSNumber(value: false), form: form) == .bool(false))
    }

    @Test(arguments: Fixtures.Form.allCases) func readsCollections(form: Fixtures.Form) throws {
        // Not 1 and true in one array: Foundation on Linux archives equal NSNumbers once.
        #expect(
            try read(NSArray(array: ["a", 7, 2.5, true]), form: form)
                == .array([.string("a"), .integer(7), .real(2.5), .bool(true)]))
        #expect(try read(NSMutableArray(array: [NSArray(), "x"]), form: form) == .array([.array([]), .string("x")]))
        #expect(try read(NSSet(array: [7]), form: form) == .array([.integer(7)]))
        #expect(try read(NSMutableSet(array: ["only"]), form: form) == .array([.string("only")]))
        #expect(
            try read(NSOrderedSet(array: ["c", "a", "b"]), form: form)
                == .array([.string("c"), .string("a"), .string("b")]))
        #expect(try read(NSOrderedSet(), form: form) == .array([]))
        guard case .array(let set) = try read(NSSet(array: [1, 2, 3]), form: form) else {
            Issue.record("not an array")
            return
        }
        #expect(Set(set) == [.integer(1), .integer(2), .integer(3)])
    }

    @Test(arguments: Fixtures.Form.allCases) func readsDictionaries(form: Fixtures.Form) throws {
        let dictionary = NSDictionary(dictionary: ["title": "Groceries", "count": 3, "tags": ["a", "b"], "empty": [:]])
        #expect(
            Fixtures.sorted(try read(dictionary, form: form))
                == .dictionary([
                    "count": .integer(3), "empty": .dictionary([:]), "tags": .array([.string("a"), .string("b")]),
                    "title": .string("Groceries"),
                ]))
        #expect(try read(NSMutableDictionary(), form: form) == .dictionary([:]))
    }

    @Test(arguments: Fixtures.Form.allCases) func readsDataDatesURLsUUIDsAndNull(form: Fixtures.Form) throws {
        #expect(try read(NSData(data: Data([1, 2, 3])), form: form) == .data(Data([1, 2, 3])))
        #expect(try read(NSMutableData(data: Data([4, 5])), form: form) == .data(Data([4, 5])))
        #expect(try read(Data(), form: form) == .data(Data()))
        #expect(
            try read(NSDate(timeIntervalSinceReferenceDate: 700_000_000.5), form: form)
                == .date(Date(timeIntervalSinceReferenceDate: 700_000_000.5)))
        let relative = try #require(NSURL(string: "b/c?q=1", relativeTo: URL(string: "https://x.org/a/")))
        #expect(try read(relative, form: form) == .string("https://x.org/a/b/c?q=1"))
        let absolute = try #require(NSURL(string: "file:///tmp/notes.json"))
        #expect(try read(absolute, form: form) == .string("file:///tmp/notes.json"))
        let uuid = try #require(NSUUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"))
        #expect(try read(uuid, form: form) == .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try read(NSNull(), form: form) == .null)
    }

    @Test(arguments: Fixtures.Form.allCases) func expandsSharedObjects(form: Fixtures.Form) throws {
        let shared = NSArray(array: ["x", 1])
        let value = try read(NSArray(array: [shared, shared, "x"]), form: form)
        let expanded = ArchiveValue.array([.string("x"), .integer(1)])
        #expect(value == .array([expanded, expanded, .string("x")]))
    }

    @Test(arguments: Fixtures.Form.allCases) func readsTopLevelKeysWithoutARoot(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(form: form) { archiver in
            archiver.encode("Groceries", forKey: "title")
            archiver.encode(5, forKey: "count")
            archiver.encode(true, forKey: "flag")
            archiver.encode(NSArray(array: [1]), forKey: "items")
        }
        #expect(KeyedArchive.isKeyedArchive(archive))
        #expect(
            Fixtures.sorted(try KeyedArchive.read(archive, limits: ArchiveLimits()))
                == .dictionary([
                    "count": .integer(5), "flag": .bool(true), "items": .array([.integer(1)]),
                    "title": .string("Groceries"),
                ]))
    }

    /// Shapes Foundation on Apple platforms writes and Foundation on Linux does not.
    @Test func readsApplePlatformShapes() throws {
        let mutableString = Fixtures.handMade([
            .dictionary(["$class": .uid(2), "NS.string": .string("hello")]),
            .dictionary([
                "$classname": .string("NSMutableString"),
                "$classes": .array([.string("NSMutableString"), .string("NSString"), .string("NSObject")]),
            ]),
        ])
        #expect(try KeyedArchive.read(mutableString, limits: ArchiveLimits()) == .string("hello"))

        let bytesString = Fixtures.handMade([
            .dictionary(["$class": .uid(2), "NS.bytes": .data(Data("Crème".utf8))]),
            .dictionary(["$classname": .string("NSString")]),
        ])
        #expect(try KeyedArchive.read(bytesString, limits: ArchiveLimits()) == .string("Crème"))

        // A subclass is read as the first Foundation class of its chain; keys may be NSStrings.
        let subclass = Fixtures.handMade([
            .dictionary([
                "$class": .uid(2), "NS.keys": .array([.uid(3), .uid(5)]), "NS.objects": .array([.uid(4), .uid(4)]),
            ]),
            .dictionary([
                "$classname": .string("PMRecord"),
                "$classes": .array([.string("PMRecord"), .string("NSMutableDictionary"), .string("NSDictionary")]),
            ]),
            .string("a"),
            .integer(1),
            .dictionary(["$class": .uid(6), "NS.string": .uid(7)]),
            .dictionary(["$classname": .string("NSMutableString")]),
            .string("b"),
        ])
        #expect(
            try KeyedArchive.read(subclass, limits: ArchiveLimits())
                == .dictionary(["a": .integer(1), "b": .integer(1)]))
    }

    /// An archive read by Foundation-free code, written by this module's writer and read again.
    @Test func survivesARoundTripThroughTheBinaryWriter() throws {
        let archive = try Fixtures.archive(
            NSArray(array: [ArchivedNote(title: "a", tags: [ArchivedTag(name: "t")]), NSUUID(), NSNull()]),
            form: .binary)
        let rewritten = try BinaryPropertyList.read(BinaryPropertyList.write(archive), limits: ArchiveLimits())
        #expect(rewritten == archive)
        #expect(
            try KeyedArchive.read(rewritten, limits: ArchiveLimits())
                == KeyedArchive.read(archive, limits: ArchiveLimits()))
    }

    @Test func recognizesArchives() throws {
        #expect(KeyedArchive.isKeyedArchive(try Fixtures.archive(NSNull(), form: .binary)))
        #expect(KeyedArchive.isKeyedArchive(Fixtures.handMade([])))
        #expect(!KeyedArchive.isKeyedArchive(.dictionary(["title": .string("x")])))
        #expect(!KeyedArchive.isKeyedArchive(.array([])))
        let archive = Fixtures.handMade([])
        guard case .dictionary(var entries) = archive else { return }
        entries["$archiver"] = .string("NSArchiver")
        #expect(!KeyedArchive.isKeyedArchive(.dictionary(entries)))
        entries["$archiver"] = .string("NSKeyedArchiver")
        entries["$top"] = .array([])
        #expect(!KeyedArchive.isKeyedArchive(.dictionary(entries)))
        entries["$top"] = nil
        #expect(!KeyedArchive.isKeyedArchive(.dictionary(entries)))
    }
}
