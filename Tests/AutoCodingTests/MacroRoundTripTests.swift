import AutoCoding
import Foundation
import KeyCoding
import Testing

@Suite struct MacroRoundTripTests {
    @Test func foundationCodersRoundTripEveryKindOfProperty() throws {
        let note = Note()
        note.title = "Groceries"
        note.body = "milk"
        note.cachedHeight = 42
        note.tags = ["home"]
        note.revise()
        let data = try JSONEncoder().encode(note)
        let json = try #require(String(data: data, encoding: .utf8))
        #expect(json.contains("\"body_text\":\"milk\""))
        #expect(!json.contains("cachedHeight"))
        #expect(!json.contains("pinned"))
        #expect(!json.contains("summary"))
        let back = try JSONDecoder().decode(Note.self, from: data)
        #expect(back.title == "Groceries")
        #expect(back.body == "milk")
        #expect(back.cachedHeight == 0)
        #expect(back.tags == ["home"])
        #expect(back.pinned == nil)
        #expect(back.revision == 2)
    }

    @Test func missingKeysKeepInitialValuesAndLegacyKeysAreRead() throws {
        let json = #"{"text": "old body"}"#
        let note = try JSONDecoder().decode(Note.self, from: Data(json.utf8))
        #expect(note.title == "Untitled")
        #expect(note.body == "old body")
        let both = #"{"text": "old", "body_text": "new"}"#
        #expect(try JSONDecoder().decode(Note.self, from: Data(both.utf8)).body == "new")
    }

    @Test func subclassArchivesItsSuperclassKeys() throws {
        let list = Checklist()
        list.title = "Trip"
        list.items = ["passport"]
        let back = try JSONDecoder().decode(Checklist.self, from: JSONEncoder().encode(list))
        #expect(back.title == "Trip")
        #expect(back.items == ["passport"])
        #expect(Checklist.keyedProperties.names.contains("items"))
        #expect(Checklist.keyedProperties.names.contains("title"))
    }

    @Test func structsKeepTheirMemberwiseInitializer() throws {
        let contact = Contact(id: 7, name: "Ada", nickname: nil, location: Point3(x: 1, y: 2, z: 3))
        let back = try PropertyListDecoder().decode(Contact.self, from: PropertyListEncoder().encode(contact))
        #expect(back.id == 7)
        #expect(back.location.z == 3)
        #expect(back.nickname == nil)
        #expect(try JSONEncoder().encode(Empty()) == Data("{}".utf8))
    }

    @Test func decodingDoesNotRunTheOrdinaryInitializer() throws {
        let data = try JSONEncoder().encode(Counted(value: 5))
        let before = Counted.initializations
        let back = try JSONDecoder().decode(Counted.self, from: data)
        #expect(back.value == 5)
        #expect(Counted.initializations == before)
    }
}

/// Property types named inside an enclosing type: the generated decoding code sits in an extension
/// at file scope, where `Mirror` alone would be `Swift.Mirror`.
enum NestedTypeNames {
    struct Mirror: Codable, Equatable { var url = "" }
    @AutoCodable struct Holder {
        var mirrors: [Mirror] = []
        var primary: Mirror
        var backup: Mirror?
    }
}

@Suite struct NestedTypeNameTests {
    @Test func propertiesTypedBySiblingTypesRoundTrip() throws {
        var holder = NestedTypeNames.Holder(primary: .init(url: "a"))
        holder.mirrors = [.init(url: "b")]
        holder.backup = .init(url: "c")
        let back = try NestedTypeNames.Holder.load(from: holder.archivedData(format: .json))
        #expect(back.mirrors == [.init(url: "b")])
        #expect(back.primary == .init(url: "a"))
        #expect(back.backup == .init(url: "c"))
    }
}
