import AutoCoding
import Foundation
import OrderedCollections
import Testing

@Suite struct ArchivingTests {
    private func sampleNotebook() -> Notebook {
        let notebook = Notebook()
        let first = Note()
        first.title = "Groceries"
        first.tags = ["home", "weekly"]
        let list = Checklist()
        list.title = "Trip"
        list.items = ["passport", "charger"]
        notebook.notes = [first, list]
        notebook.cover = first
        notebook.byTitle = ["Trip": list]
        return notebook
    }

    @Test(arguments: [ArchiveFormat.binaryPropertyList, .xmlPropertyList, .json])
    func everyWritableFormatRoundTripsThroughFileWithDetection(format: ArchiveFormat) throws {
        Archive.register(Checklist.self)
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("notebook")
        try sampleNotebook().write(to: url, format: format)
        let back = try Notebook.load(contentsOf: url)
        #expect(back.notes.map(\.title) == ["Groceries", "Trip"])
        let list = try #require(back.notes[1] as? Checklist)
        #expect(list.items == ["passport", "charger"])
        #expect(back.cover?.tags == ["home", "weekly"])
        #expect((back.byTitle["Trip"] as? Checklist)?.items == ["passport", "charger"])
        #expect(try Notebook.load(from: Data(contentsOf: url), format: format).notes.count == 2)
    }

    /// Classes are recorded at the root, and elsewhere only where a subclass stands in for the
    /// declared class; nil values are left out.
    @Test func archivesRecordClassesOnlyWhereNeeded() throws {
        let notebook = Notebook()
        notebook.notes = [Note(), SecretNote()]
        let json = try #require(String(data: notebook.archivedData(format: .json), encoding: .utf8))
        #expect(
            json == """
                {
                  "$class": "Notebook",
                  "name": "Notes",
                  "notes": [
                    {
                      "title": "Untitled",
                      "body_text": "",
                      "tags": [],
                      "revision": 1
                    },
                    {
                      "$class": "SecretNote",
                      "title": "Untitled",
                      "body_text": "",
                      "tags": [],
                      "revision": 1,
                      "secret": ""
                    }
                  ],
                  "byTitle": {}
                }
                """)
    }

    @Test func anUnregisteredSubclassIsNotCreated() throws {
        let notebook = Notebook()
        notebook.notes = [Note(), SecretNote()]
        let data = try notebook.archivedData(format: .json)
        #expect(
            throws: ArchiveError.classNotAllowed(keyPath: "notes[1]", expected: "a Note", actual: "SecretNote")
        ) { try Notebook.load(from: data) }
        #expect(
            "\(ArchiveError.classNotAllowed(keyPath: "notes[1]", expected: "a Note", actual: "SecretNote"))"
                == "Expected 'notes[1]' to be a Note, but was actually SecretNote, which is not registered as "
                + "allowed; call Archive.register(SecretNote.self) if it should be")
    }

    @Test func theRootClassIsChecked() throws {
        Archive.register(Note.self)
        let data = try Note().archivedData()
        #expect(throws: ArchiveError.typeMismatch(keyPath: "", expected: "a Checklist", actual: "a Note")) {
            try Checklist.load(from: data)
        }
        #expect(
            "\(ArchiveError.typeMismatch(keyPath: "", expected: "a Checklist", actual: "a Note"))"
                == "Expected the root to be a Checklist, but was actually a Note")
    }

    @Test func nestedValuesAndCollectionElementsAreTypeChecked() throws {
        let json = #"{"name": "N", "notes": [{"title": "ok"}, {"title": "x", "tags": ["a", 7]}]}"#
        #expect(
            throws: ArchiveError.typeMismatch(
                keyPath: "notes[1].tags[1]", expected: "a String", actual: "an integer (7)")
        ) { try Notebook.load(from: Data(json.utf8)) }
        let wrongKind = #"{"notes": {"title": "not an array"}}"#
        #expect(
            throws: ArchiveError.typeMismatch(keyPath: "notes", expected: "an array", actual: "a dictionary")
        ) { try Notebook.load(from: Data(wrongKind.utf8)) }
    }

    /// Errors that other `Decodable` types throw (here an enum's raw value) get the key path too.
    @Test func errorsOfOtherDecodableTypesNameTheKeyPath() throws {
        let error = ArchiveError.invalidValue(
            keyPath: "mood", reason: "Cannot initialize Mood from invalid String value sad")
        #expect(throws: error) { try Diary.load(from: Data(#"{"mood": "sad"}"#.utf8)) }
        #expect("\(error)" == "Invalid value at 'mood': Cannot initialize Mood from invalid String value sad")
    }

    @Test func foundationValuesKeepTheirArchiveForms() throws {
        var diary = Diary()
        diary.mood = .happy
        diary.entries = [Date(timeIntervalSinceReferenceDate: 1.25)]
        diary.website = URL(string: "https://example.com/a?b=1")
        diary.cost = Decimal(string: "12.345") ?? 0
        for format in [ArchiveFormat.json, .binaryPropertyList, .xmlPropertyList] {
            let back = try Diary.load(from: diary.archivedData(format: format))
            #expect(back.mood == .happy)
            // XML property lists hold whole seconds, as Apple writes them: the quarter second is dropped.
            let seconds = format == .xmlPropertyList ? 1.0 : 1.25
            #expect(back.entries == [Date(timeIntervalSinceReferenceDate: seconds)])
            #expect(back.website == diary.website)
            #expect(back.cost == diary.cost)
        }
        let json = try #require(String(data: diary.archivedData(format: .json), encoding: .utf8))
        #expect(
            json == """
                {
                  "mood": "happy",
                  "entries": [
                    "2001-01-01T00:00:01.25Z"
                  ],
                  "website": "https://example.com/a?b=1",
                  "cost": "12.345"
                }
                """)
    }

    @Test func aRequiredKeyThatIsMissingIsNamed() throws {
        let error = ArchiveError.missingKey(keyPath: "id", type: "Contact")
        #expect(throws: error) { try Contact.load(from: Data(#"{"name": "Ada"}"#.utf8)) }
        #expect("\(error)" == "Missing 'id': Contact has no default value for it")
        let contact = try Contact.load(from: Data(#"{"id": 3, "name": "Ada"}"#.utf8))
        #expect(contact.nickname == nil)
        #expect(contact.location.x == 0)
    }

    @Test func dataInNoKnownFormat() throws {
        let data = Data([0x00, 0x01, 0x02])
        #expect(throws: ArchiveError.unrecognizedFormat(firstBytes: "the bytes 00 01 02")) {
            try Note.load(from: data)
        }
        #expect(try Archive.load(from: data) as? Data == data)
    }

    /// Every JSON text the typed JSON path reads is detected as JSON, bare scalars included.
    @Test func detectsBareJSONScalars() throws {
        #expect(try Archive.load(from: Data("false".utf8)) as? Bool == false)
        #expect(try Archive.load(from: Data(" -12\n".utf8)) as? Int == -12)
        #expect(try Archive.load(from: Data("2.5".utf8)) as? Double == 2.5)
        #expect(try Archive.load(from: Data(#""caf\u00e9""#.utf8)) as? String == "café")
        #expect(try Archive.load(from: Data("null".utf8)) is NSNull)
        // Text that only starts like JSON stays what it was: raw data.
        #expect(try Archive.load(from: Data("falsehood".utf8)) as? Data == Data("falsehood".utf8))
        #expect(try Archive.load(from: Data("12 apples".utf8)) as? Data == Data("12 apples".utf8))
    }

    /// Broken data in a recognized format is an error, not opaque data.
    @Test func damagedArchivesThrowInsteadOfBecomingData() throws {
        let error = ArchiveError.malformed(
            .json, at: .line(2, column: 11),
            reason: "expected ',' or '}' after a value in an object, found the end of the input")
        #expect(throws: error) { try Archive.load(from: Data("{\n\"title\": 1".utf8)) }
    }

    @Test func mergeAppliesOnlyTheKeysPresent() throws {
        let note = Note()
        note.tags = ["kept"]
        try note.merge(from: Data(#"{"title": "From the first archive"}"#.utf8))
        try note.merge(from: Data(#"{"text": "legacy body"}"#.utf8))
        #expect(note.title == "From the first archive")
        #expect(note.body == "legacy body")
        #expect(note.tags == ["kept"])
        var point = Point3(x: 1, y: 2, z: 3)
        try point.merge(from: Data(#"{"y": 20}"#.utf8))
        #expect((point.x, point.y, point.z) == (1, 20, 3))
    }

    @Test func copyIsDeepAndKeepsTheSubclassWithoutRegistration() throws {
        let original = SecretNote()
        original.title = "Plans"
        original.secret = "hidden"
        original.cachedHeight = 99
        let copy = try original.copy()
        #expect(copy !== original)
        #expect(copy.secret == "hidden")
        #expect(copy.title == "Plans")
        #expect(copy.cachedHeight == 0)
        let asNote: Note = original
        #expect(try asNote.copy() is SecretNote)
        copy.title = "Changed"
        #expect(original.title == "Plans")
    }

    @Test func dictionaryRepresentationIsOrderedWithoutNilsAndNestsModels() throws {
        let list = Checklist()
        list.title = "Trip"
        list.items = ["passport"]
        let dictionary = list.dictionaryRepresentation
        #expect(Array(dictionary.keys) == ["title", "body_text", "tags", "revision", "items"])
        #expect(dictionary["title"] as? String == "Trip")
        let notebook = Notebook()
        notebook.notes = [list]
        let notes = try #require(notebook.dictionaryRepresentation["notes"] as? [Any])
        let first = try #require(notes.first as? OrderedDictionary<String, Any>)
        #expect(first["items"] as? [String] == ["passport"])
        #expect(first["$class"] == nil)
        #expect(notebook.dictionaryRepresentation["cover"] == nil)
    }

    @Test func untypedLoadGivesModelsForRegisteredClassesAndPlainValuesOtherwise() throws {
        Archive.register(Checklist.self)
        let list = Checklist()
        list.items = ["a"]
        #expect((try Archive.load(from: list.archivedData()) as? Checklist)?.items == ["a"])
        let plain = try #require(try Archive.load(from: Data(#"{"a": [1, 2.5, true, null]}"#.utf8)) as? [String: Any])
        let values = try #require(plain["a"] as? [Any])
        #expect(values[0] as? Int == 1)
        #expect(values[1] as? Double == 2.5)
        #expect(values[2] as? Bool == true)
        #expect(values[3] is NSNull)
    }

    @Test func openStepPropertyListsDecodeNumbersFromStrings() throws {
        let text = "{ title = Groceries; revision = 3; tags = (home, \"two words\"); }"
        let note = try Note.load(from: Data(text.utf8))
        #expect(note.title == "Groceries")
        #expect(note.revision == 3)
        #expect(note.tags == ["home", "two words"])
    }

    @Test func limitsStopOversizedAndOverlyDeepInput() throws {
        var limits = ArchiveLimits()
        limits.maximumBytes = 10
        let data = Data(#"{"title": "longer than ten bytes"}"#.utf8)
        #expect(throws: ArchiveError.tooLarge(bytes: data.count, limit: 10)) {
            try Note.load(from: data, limits: limits)
        }
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("big.json")
        try data.write(to: url)
        #expect(throws: ArchiveError.tooLarge(bytes: data.count, limit: 10)) {
            try Note.load(contentsOf: url, limits: limits)
        }
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: ArchiveError.self) { try Archive.load(from: deep) }
    }

    @Test func formatsThatAreOnlyReadAreRefusedForWriting() throws {
        let error = ArchiveError.unsupportedValue(
            .openStepPropertyList, keyPath: "",
            reason: "AutoCoding reads this format but does not write it; write JSON, a binary or XML property "
                + "list, or an NSKeyedArchiver archive")
        #expect(throws: error) { try Note().archivedData(format: .openStepPropertyList) }
        #expect(
            "\(error)"
                == "Cannot write the root as an OpenStep property list: AutoCoding reads this format but does not "
                + "write it; write JSON, a binary or XML property list, or an NSKeyedArchiver archive")
    }

    @Test func missingFilesAreNamed() throws {
        let path = "/nonexistent-directory/note.archive"
        #expect(throws: ArchiveError.file(path: path, reason: "cannot be read (No such file or directory)")) {
            try Note.load(contentsOf: URL(fileURLWithPath: path))
        }
    }
}
