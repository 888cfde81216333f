import AutoCoding
import Foundation
import Testing

/// An Objective-C style model, archived with Foundation's NSKeyedArchiver as an Apple app would.
final class ObjectiveCNote: NSObject, NSCoding {
    let title: String
    let pageCount: Int
    let tags: [String]
    let created: Date

    init(title: String, pageCount: Int, tags: [String], created: Date) {
        self.title = title
        self.pageCount = pageCount
        self.tags = tags
        self.created = created
    }

    init?(coder: NSCoder) { nil }

    func encode(with coder: NSCoder) {
        coder.encode(title as NSString, forKey: "title")
        coder.encode(pageCount, forKey: "pageCount")
        coder.encode(tags as NSArray, forKey: "tags")
        coder.encode(created as NSDate, forKey: "created")
    }
}

@Suite struct KeyedArchiveMappingTests {
    /// The class name Foundation records: on Linux it ignores `setClassName` and writes the Swift
    /// name, so the mapping is registered under both, as an app would register "PMNote".
    private func register() {
        Archive.register(LegacyNote.self, as: "LegacyNote", "PMNote", String(reflecting: ObjectiveCNote.self))
    }

    private func archive(_ root: Any, format: PropertyListSerialization.PropertyListFormat) -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.outputFormat = format
        archiver.setClassName("PMNote", for: ObjectiveCNote.self)
        archiver.encode(root, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        return archiver.encodedData
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func objectsMapOntoRegisteredTypesByClassName(format: PropertyListSerialization.PropertyListFormat) throws {
        register()
        let created = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let note = ObjectiveCNote(title: "Minutes", pageCount: 3, tags: ["work", "q3"], created: created)
        let loaded = try LegacyNote.load(from: archive(note, format: format))
        #expect(loaded.title == "Minutes")
        #expect(loaded.pageCount == 3)
        #expect(loaded.tags == ["work", "q3"])
        #expect(loaded.created == created)
        let many = try #require(try Archive.load(from: archive([note, note] as NSArray, format: format)) as? [Any])
        #expect(many.count == 2)
        #expect((many.first as? LegacyNote)?.title == "Minutes")
    }

    @Test func foundationValuesComeBackAsPlainValues() throws {
        let root: NSDictionary = ["name": "Ada", "age": 36, "languages": ["en", "fr"] as NSArray]
        let plain = try #require(try Archive.load(from: archive(root, format: .binary)) as? [String: Any])
        #expect(plain["name"] as? String == "Ada")
        #expect(plain["age"] as? Int == 36)
        #expect(plain["languages"] as? [String] == ["en", "fr"])
    }

    @Test func aClassThatIsNotRegisteredIsRefused() throws {
        let name = String(reflecting: UnmappedObject.self)
        let data = archive(UnmappedObject(), format: .binary)
        #expect(throws: ArchiveError.classNotAllowed(keyPath: "", expected: "a Note", actual: name)) {
            try Note.load(from: data)
        }
    }

    @Test func aRegisteredClassOfAnotherHierarchyIsRefusedBeforeItIsCreated() throws {
        register()
        let note = ObjectiveCNote(title: "x", pageCount: 1, tags: [], created: Date())
        let name = String(reflecting: ObjectiveCNote.self)
        #expect(throws: ArchiveError.typeMismatch(keyPath: "", expected: "a Note", actual: "an \(name)")) {
            try Note.load(from: archive(note, format: .binary))
        }
    }
}

/// Never registered with AutoCoding.
final class UnmappedObject: NSObject, NSCoding {
    override init() {}
    init?(coder: NSCoder) { nil }
    func encode(with coder: NSCoder) { coder.encode("secret" as NSString, forKey: "payload") }
}
