import AutoCoding
import Foundation
import Testing

@AutoCodable struct NestedPost: Equatable {
    var title = ""
    @ArchiveKey("meta.created_at") var createdAt = ""
    @ArchiveKey("meta.author.name") @LegacyKeys("author") var author = ""
    var likes = 0
    @ArchiveKey("meta.editor") var editor: String?
    @ArchiveKey(#"version\.major"#) var major = 0
}

/// A nested key without a default: the archive must hold it.
@AutoCodable struct Receipt: Equatable {
    @ArchiveKey("order.id") var orderID: Int
    var total = 0.0
}

@AutoCodable final class Draft {
    var title = ""
    @ArchiveKey("meta.revision") var revision = 1
}

@Suite struct NestedKeyPathTests {
    private let post = NestedPost(title: "Hi", createdAt: "2026-11-26", author: "Ada", likes: 3, editor: nil, major: 2)

    @Test func nestedKeysWriteAndReadJSON() throws {
        let json = String(decoding: try post.archivedData(format: .json), as: UTF8.self)
        #expect(
            json == """
                {
                  "title": "Hi",
                  "meta": {
                    "created_at": "2026-11-26",
                    "author": {
                      "name": "Ada"
                    }
                  },
                  "likes": 3,
                  "version.major": 2
                }
                """)
        #expect(try NestedPost.load(from: Data(json.utf8)) == post)
    }

    @Test func nestedKeysWriteAndReadABinaryPropertyList() throws {
        var edited = post
        edited.editor = "Grace"
        let data = try edited.archivedData(format: .binaryPropertyList)
        #expect(
            try ArchiveFixtures.xmlText(ofBinaryPropertyList: data)
                == ArchiveFixtures.xmlDocument(
                    """
                    <dict>
                    \t<key>likes</key>
                    \t<integer>3</integer>
                    \t<key>meta</key>
                    \t<dict>
                    \t\t<key>author</key>
                    \t\t<dict>
                    \t\t\t<key>name</key>
                    \t\t\t<string>Ada</string>
                    \t\t</dict>
                    \t\t<key>created_at</key>
                    \t\t<string>2026-11-26</string>
                    \t\t<key>editor</key>
                    \t\t<string>Grace</string>
                    \t</dict>
                    \t<key>title</key>
                    \t<string>Hi</string>
                    \t<key>version.major</key>
                    \t<integer>2</integer>
                    </dict>
                    """))
        #expect(try NestedPost.load(from: data) == edited)
    }

    @Test func foundationCodersOpenTheNestedDictionariesToo() throws {
        let data = try JSONEncoder().encode(post)
        #expect(try JSONDecoder().decode(NestedPost.self, from: data) == post)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["meta"] as? [String: Any])?["created_at"] as? String == "2026-11-26")
    }

    @Test func missingDictionariesLeaveDefaultsAndLegacyKeysAreRead() throws {
        #expect(try NestedPost.load(from: Data(#"{"title": "Hi", "meta": null}"#.utf8)) == NestedPost(title: "Hi"))
        #expect(try NestedPost.load(from: Data(#"{"author": "Ada", "meta": {}}"#.utf8)) == NestedPost(author: "Ada"))
        let both = #"{"author": "old", "meta": {"author": {"name": "new"}}}"#
        #expect(try NestedPost.load(from: Data(both.utf8)).author == "new")
    }

    @Test func aRequiredNestedKeyMustBeThere() throws {
        let receipt = Receipt(orderID: 7, total: 9.5)
        let json = String(decoding: try receipt.archivedData(format: .json), as: UTF8.self)
        #expect(json == "{\n  \"order\": {\n    \"id\": 7\n  },\n  \"total\": 9.5\n}")
        #expect(try Receipt.load(from: Data(json.utf8)) == receipt)
        let missing = #expect(throws: ArchiveError.self) { try Receipt.load(from: Data(#"{"order": {}}"#.utf8)) }
        #expect(missing?.description == "Missing 'order.id': the archived type has no default value for it")
        let noOrder = #expect(throws: ArchiveError.self) { try Receipt.load(from: Data("{}".utf8)) }
        #expect(noOrder?.description == "Missing 'order.id': the archived type has no default value for it")
    }

    @Test func mismatchesNameTheWholePath() throws {
        let notADictionary = #expect(throws: ArchiveError.self) {
            try NestedPost.load(from: Data(#"{"meta": "yesterday"}"#.utf8))
        }
        #expect(
            notADictionary?.description
                == "Expected 'meta' to be a dictionary, but was actually a string (\"yesterday\")")
        let plist = try ArchiveFixtures.binaryPropertyList(["meta": ["author": ["name": 7]]])
        let wrongType = #expect(throws: ArchiveError.self) { try NestedPost.load(from: plist) }
        #expect(wrongType?.description == "Expected 'meta.author.name' to be a String, but was actually an integer (7)")
    }

    @Test func mergingSetsOnlyTheNestedKeysPresent() throws {
        let draft = Draft()
        draft.title = "Plan"
        try draft.merge(from: Data(#"{"meta": {"revision": 4}}"#.utf8))
        #expect(draft.title == "Plan")
        #expect(draft.revision == 4)
        let copy = try draft.copy()
        #expect(copy.revision == 4)
        #expect(String(decoding: try draft.archivedData(format: .json), as: UTF8.self).contains("\"revision\": 4"))
    }
}
