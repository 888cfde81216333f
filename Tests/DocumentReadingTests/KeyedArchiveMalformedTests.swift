import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// Real archives, damaged: every problem is an exact `ArchiveError` at a key path, never a trap.
@Suite struct KeyedArchiveMalformedTests {
    typealias Fixtures = KeyedArchiveFixtures

    func error(_ archive: ArchiveValue, limits: ArchiveLimits = ArchiveLimits()) -> String {
        Fixtures.error(reading: archive, limits: limits)
    }

    /// `archive` with its top-level `key` set to `value` (removed for nil).
    func setting(_ key: String, to value: ArchiveValue?, in archive: ArchiveValue) -> ArchiveValue {
        guard case .dictionary(var entries) = archive else { return archive }
        entries[key] = value
        return .dictionary(entries)
    }

    /// `archive` with field `key` of object `index` set to `value` (removed for nil).
    func setting(_ key: String, of index: Int, to value: ArchiveValue?, in archive: ArchiveValue) -> ArchiveValue {
        Fixtures.changingObject(index, of: archive) { object in
            guard case .dictionary(var fields) = object else { return }
            fields[key] = value
            object = .dictionary(fields)
        }
    }

    func replacing(_ index: Int, with value: ArchiveValue, in archive: ArchiveValue) -> ArchiveValue {
        Fixtures.changingObject(index, of: archive) { $0 = value }
    }

    @Test func rejectsABadArchiveDictionary() throws {
        let archive = try Fixtures.archive("hello", form: .binary)
        let prefix = "Malformed NSKeyedArchiver archive at"
        #expect(error(.array([])) == "\(prefix) the root: the archive is an array, not a dictionary")
        #expect(
            error(setting("$archiver", to: .string("NSArchiver"), in: archive))
                == #"\#(prefix) '$archiver': expected the string "NSKeyedArchiver""#)
        #expect(
            error(setting("$objects", to: nil, in: archive)) == "\(prefix) '$objects': expected an array of objects")
        #expect(
            error(setting("$objects", to: .dictionary([:]), in: archive))
                == "\(prefix) '$objects': expected an array of objects")
        #expect(
            error(setting("$objects", to: .array([]), in: archive))
                == #"\#(prefix) '$objects[0]': expected the string "$null""#)
        #expect(
            error(replacing(0, with: .string("null"), in: archive))
                == #"\#(prefix) '$objects[0]': expected the string "$null""#)
        #expect(
            error(setting("$top", to: nil, in: archive))
                == "\(prefix) '$top': expected a dictionary of top-level objects")
        #expect(
            error(setting("$top", to: .array([.uid(1)]), in: archive))
                == "\(prefix) '$top': expected a dictionary of top-level objects")
    }

    @Test(arguments: Fixtures.Form.allCases) func rejectsBadReferences(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive("hello", form: form)
        let prefix = "Malformed NSKeyedArchiver archive at '$top.root'"
        #expect(
            error(setting("$top", to: .dictionary(["root": Fixtures.reference(to: 9, form: form)]), in: archive))
                == "\(prefix): a reference to object 9, but the last object of $objects is 1")
        #expect(
            error(setting("$top", to: .dictionary(["root": .dictionary(["CF$UID": .integer(-1)])]), in: archive))
                == "\(prefix): CF$UID must be a non-negative integer, but is -1")
        #expect(
            error(setting("$top", to: .dictionary(["root": .dictionary(["CF$UID": .string("1")])]), in: archive))
                == "\(prefix): CF$UID must be a non-negative integer, but is a string")
        #expect(
            error(setting("$top", to: .dictionary(["root": .uid(UInt64.max)]), in: archive))
                == "\(prefix): a reference to object 18446744073709551615, but the last object of $objects is 1")
    }

    @Test func rejectsObjectsOfTheWrongShape() throws {
        let archive = try Fixtures.archive("hello", form: .binary)
        let prefix = "Malformed NSKeyedArchiver archive at '$top.root'"
        #expect(
            error(replacing(1, with: .array([]), in: archive))
                == "\(prefix): object 1 is an array; expected a plain value or an object with a $class")
        #expect(
            error(replacing(1, with: .uid(1), in: archive))
                == "\(prefix): object 1 is an object reference; expected a plain value or an object with a $class")
        #expect(
            error(replacing(1, with: .dictionary(["NS.string": .string("x")]), in: archive))
                == "\(prefix): object 1 is a dictionary without a $class")
        #expect(
            error(replacing(1, with: .dictionary(["CF$UID": .integer(1)]), in: archive))
                == "\(prefix): object 1 is a dictionary without a $class")
    }

    @Test(arguments: Fixtures.Form.allCases) func rejectsBadClasses(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(NSArray(array: ["a", "b"]), form: form)
        let classIndex = try #require(Fixtures.index(in: archive) { $0.field("$classname") == .string("NSArray") })
        let prefix = "Malformed NSKeyedArchiver archive at '$top.root'"
        let notAClass = "\(prefix): the $class of object 1 is not a class description with a $classname string"
        #expect(error(setting("$class", of: 1, to: .string("NSArray"), in: archive)) == notAClass)
        #expect(error(setting("$class", of: 1, to: Fixtures.reference(to: 0, form: form), in: archive)) == notAClass)
        #expect(error(setting("$class", of: 1, to: Fixtures.reference(to: 2, form: form), in: archive)) == notAClass)
        #expect(error(setting("$classname", of: classIndex, to: nil, in: archive)) == notAClass)
        #expect(error(setting("$classname", of: classIndex, to: .integer(3), in: archive)) == notAClass)
        #expect(
            error(setting("$class", of: 1, to: Fixtures.reference(to: 40, form: form), in: archive))
                == "\(prefix): a reference to object 40, but the last object of $objects is \(classIndex)")
        #expect(
            error(setting("$classes", of: classIndex, to: .string("NSArray"), in: archive))
                == "\(prefix): the $classes of object 1's class is a string, not an array")
        #expect(
            error(setting("$classes", of: classIndex, to: .array([.string("NSArray"), .integer(1)]), in: archive))
                == "\(prefix): the $classes of object 1's class hold an integer, not only strings")
    }

    @Test(arguments: Fixtures.Form.allCases) func rejectsBadArrays(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(NSArray(array: ["a", "b"]), form: form)
        let prefix = "Malformed NSKeyedArchiver archive at"
        #expect(
            error(setting("NS.objects", of: 1, to: nil, in: archive))
                == "\(prefix) '$top.root': NSArray object 1 has no NS.objects")
        #expect(
            error(setting("NS.objects", of: 1, to: .string("a"), in: archive))
                == "\(prefix) '$top.root': NS.objects of NSArray object 1 is a string, not an array")
        let lastObject = Fixtures.objects(of: archive).count - 1
        #expect(
            error(
                setting(
                    "NS.objects", of: 1, to: .array([.string("a"), Fixtures.reference(to: 40, form: form)]), in: archive
                ))
                == "\(prefix) '$top.root[1]': a reference to object 40, but the last object of $objects is \(lastObject)"
        )
        #expect(
            error(replacing(2, with: .array([]), in: archive))
                == "\(prefix) '$top.root[0]': object 2 is an array; expected a plain value or an object with a $class")
        #expect(
            error(setting("NS.objects", of: 1, to: .array([Fixtures.reference(to: 1, form: form)]), in: archive))
                == "\(prefix) '$top.root[0]': object 1 refers back to itself; it is the object at '$top.root'")
    }

    @Test func namesTheKeyPathOfADeepProblem() throws {
        let inner = NSArray(array: ["a", "b", "c", "d"])
        let archive = try Fixtures.archive(NSArray(array: [NSDictionary(dictionary: ["items": inner])]), form: .binary)
        let index = try #require(Fixtures.index(in: archive) { $0 == .string("d") })
        #expect(
            error(replacing(index, with: .array([]), in: archive))
                == "Malformed NSKeyedArchiver archive at '$top.root[0].items[3]': "
                + "object \(index) is an array; expected a plain value or an object with a $class")
    }

    @Test(arguments: Fixtures.Form.allCases) func rejectsBadDictionaries(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(NSDictionary(dictionary: ["k": "v"]), form: form)
        let keyIndex = try #require(Fixtures.index(in: archive) { $0 == .string("k") })
        let valueIndex = try #require(Fixtures.index(in: archive) { $0 == .string("v") })
        let prefix = "Malformed NSKeyedArchiver archive at"
        #expect(
            error(setting("NS.keys", of: 1, to: nil, in: archive))
                == "\(prefix) '$top.root': NSDictionary object 1 lacks the arrays NS.keys and NS.objects")
        #expect(
            error(setting("NS.objects", of: 1, to: .integer(1), in: archive))
                == "\(prefix) '$top.root': NSDictionary object 1 lacks the arrays NS.keys and NS.objects")
        #expect(
            error(setting("NS.objects", of: 1, to: .array([]), in: archive))
                == "\(prefix) '$top.root': NSDictionary object 1 has 1 NS.keys but 0 NS.objects")
        // A number key is valid in Objective-C: see KeyedArchiveInteropTests.
        #expect(
            error(replacing(keyIndex, with: .data(Data([5])), in: archive))
                == "\(prefix) '$top.root': key 0 of NSDictionary object 1 is neither a string nor a number")
        #expect(
            error(setting("NS.keys", of: 1, to: .array([Fixtures.reference(to: 1, form: form)]), in: archive))
                == "\(prefix) '$top.root': key 0 of NSDictionary object 1 is neither a string nor a number")
        #expect(
            error(replacing(valueIndex, with: .array([]), in: archive))
                == "\(prefix) '$top.root.k': object \(valueIndex) is an array; expected a plain value or an object with a $class"
        )
    }

    @Test func rejectsBadLeafObjects() throws {
        let prefix = "Malformed NSKeyedArchiver archive at '$top.root'"
        let date = try Fixtures.archive(NSDate(timeIntervalSinceReferenceDate: 1), form: .binary)
        #expect(
            error(setting("NS.time", of: 1, to: nil, in: date)) == "\(prefix): NSDate object 1 has no NS.time number")
        #expect(
            error(setting("NS.time", of: 1, to: .string("1"), in: date))
                == "\(prefix): NSDate object 1 has no NS.time number")
        #expect(
            try KeyedArchive.read(setting("NS.time", of: 1, to: .integer(5), in: date), limits: ArchiveLimits())
                == .date(Date(timeIntervalSinceReferenceDate: 5)))

        let uuid = try Fixtures.archive(NSUUID(), form: .binary)
        #expect(
            error(setting("NS.uuidbytes", of: 1, to: .data(Data(count: 15)), in: uuid))
                == "\(prefix): NSUUID object 1 has no NS.uuidbytes of 16 bytes")

        let data = try Fixtures.archive(NSMutableData(data: Data([1])), form: .binary)
        #expect(
            error(setting("NS.data", of: 1, to: nil, in: data))
                == "\(prefix): NSMutableData object 1 has no NS.data data")
        #expect(
            error(setting("NS.data", of: 1, to: .uid(0), in: data))
                == "\(prefix): NSMutableData object 1 has no NS.data data")

        let string = Fixtures.handMade([
            .dictionary(["$class": .uid(2), "NS.strung": .string("x")]),
            .dictionary(["$classname": .string("NSString")]),
        ])
        #expect(error(string) == "\(prefix): NSString object 1 has no NS.string string")
    }

    @Test func rejectsBadURLs() throws {
        let relative = try #require(NSURL(string: "b/c", relativeTo: URL(string: "https://x.org/a/")))
        let archive = try Fixtures.archive(relative, form: .binary)
        let objects = Fixtures.objects(of: archive)
        let base = try #require(objects[1].field("NS.base").flatMap(Fixtures.reference))
        let relativeString = try #require(objects[1].field("NS.relative").flatMap(Fixtures.reference))
        let prefix = "Malformed NSKeyedArchiver archive at '$top.root'"
        #expect(
            error(setting("NS.relative", of: 1, to: nil, in: archive))
                == "\(prefix): NSURL object 1 has no NS.relative string")
        #expect(
            error(setting("NS.base", of: base, to: .uid(UInt64(base)), in: archive))
                == "\(prefix): the NS.base chain of NSURL object 1 comes back to object \(base)")
        #expect(
            error(setting("NS.base", of: base, to: .uid(1), in: archive))
                == "\(prefix): the NS.base chain of NSURL object 1 comes back to object 1")
        #expect(
            error(setting("NS.base", of: 1, to: .string("https://x.org"), in: archive))
                == "\(prefix): the NS.base of NSURL object 1 is not a reference")
        #expect(
            error(setting("NS.base", of: 1, to: .uid(UInt64(relativeString)), in: archive))
                == "\(prefix): the NS.base of NSURL object 1 is not an NSURL")
        #expect(
            error(replacing(relativeString, with: .string("http://[bad"), in: archive))
                == "\(prefix): NSURL object 1 holds 'http://[bad', which is not a URL")
        #expect(
            try KeyedArchive.read(setting("NS.base", of: 1, to: nil, in: archive), limits: ArchiveLimits())
                == .string("b/c"))
    }
}
