import AutoCoding
import Foundation
import Testing

@AutoCodable(keys: .snakeCase) struct SnakeAccount: Equatable {
    var userID = 0
    var displayName = ""
    @ArchiveKey("mail") @LegacyKeys("e_mail") var email = ""
    var homePageURL: URL?
}

@AutoCodable(keys: .kebabCase) struct KebabAccount: Equatable {
    var userID = 0
    var displayName = ""
}

@AutoCodable(keys: .screamingSnakeCase) struct ScreamingAccount: Equatable {
    var userID = 0
    var displayName = ""
}

@AutoCodable(keys: .pascalCase) struct PascalAccount: Equatable {
    var userID = 0
    var displayName = ""
}

/// A class hierarchy where each class has its own style: each class's keys are spelled by its own.
@AutoCodable(keys: .snakeCase) class StyledBase {
    var createdBy = ""
}

@AutoCodable(keys: .kebabCase) final class StyledChild: StyledBase {
    var lastEditedBy = ""
}

@Suite struct KeyStyleTests {
    private let account = SnakeAccount(
        userID: 7, displayName: "Ada", email: "ada@example.com", homePageURL: URL(string: "https://ada.example"))

    @Test func snakeCaseWritesAndReadsJSON() throws {
        let json = String(decoding: try account.archivedData(format: .json), as: UTF8.self)
        #expect(
            json == """
                {
                  "user_id": 7,
                  "display_name": "Ada",
                  "mail": "ada@example.com",
                  "home_page_url": "https://ada.example"
                }
                """)
        #expect(try SnakeAccount.load(from: Data(json.utf8)) == account)
    }

    @Test func snakeCaseWritesAndReadsABinaryPropertyList() throws {
        let data = try account.archivedData(format: .binaryPropertyList)
        #expect(
            try ArchiveFixtures.xmlText(ofBinaryPropertyList: data)
                == ArchiveFixtures.xmlDocument(
                    """
                    <dict>
                    \t<key>display_name</key>
                    \t<string>Ada</string>
                    \t<key>home_page_url</key>
                    \t<string>https://ada.example</string>
                    \t<key>mail</key>
                    \t<string>ada@example.com</string>
                    \t<key>user_id</key>
                    \t<integer>7</integer>
                    </dict>
                    """))
        #expect(try SnakeAccount.load(from: data) == account)
    }

    @Test func legacyKeysAreReadAsWritten() throws {
        let json = #"{"user_id": 1, "e_mail": "old@example.com"}"#
        #expect(try SnakeAccount.load(from: Data(json.utf8)) == SnakeAccount(userID: 1, email: "old@example.com"))
    }

    /// Names are not read in another spelling: a style says what the archive holds.
    @Test func thePropertyNameItselfIsNotRead() throws {
        let json = #"{"userID": 1, "displayName": "Ada"}"#
        #expect(try SnakeAccount.load(from: Data(json.utf8)) == SnakeAccount())
    }

    @Test func everyStyleSpellsTheSameNames() throws {
        func json(_ value: some AutoCodable) throws -> String {
            String(decoding: try value.archivedData(format: .json), as: UTF8.self)
        }
        #expect(
            try json(KebabAccount(userID: 1, displayName: "A")) == "{\n  \"user-id\": 1,\n  \"display-name\": \"A\"\n}")
        #expect(
            try json(ScreamingAccount(userID: 1, displayName: "A"))
                == "{\n  \"USER_ID\": 1,\n  \"DISPLAY_NAME\": \"A\"\n}"
        )
        #expect(
            try json(PascalAccount(userID: 1, displayName: "A")) == "{\n  \"UserID\": 1,\n  \"DisplayName\": \"A\"\n}")
        let kebab = Data(#"{"user-id": 2, "display-name": "B"}"#.utf8)
        #expect(try KebabAccount.load(from: kebab) == KebabAccount(userID: 2, displayName: "B"))
        let screaming = Data(#"{"USER_ID": 2, "DISPLAY_NAME": "B"}"#.utf8)
        #expect(try ScreamingAccount.load(from: screaming) == ScreamingAccount(userID: 2, displayName: "B"))
        let pascal = Data(#"{"UserID": 2, "DisplayName": "B"}"#.utf8)
        #expect(try PascalAccount.load(from: pascal) == PascalAccount(userID: 2, displayName: "B"))
    }

    @Test func eachClassInAHierarchySpellsItsOwnKeys() throws {
        let child = StyledChild()
        child.createdBy = "Ada"
        child.lastEditedBy = "Grace"
        let json = String(decoding: try child.archivedData(format: .json), as: UTF8.self)
        #expect(
            json == """
                {
                  "$class": "StyledChild",
                  "created_by": "Ada",
                  "last-edited-by": "Grace"
                }
                """)
        let back = try StyledChild.load(from: Data(json.utf8))
        #expect(back.createdBy == "Ada")
        #expect(back.lastEditedBy == "Grace")
    }

    @Test func aMismatchNamesTheArchivedKey() throws {
        let json = Data(#"{"user_id": "seven"}"#.utf8)
        #expect(
            throws: ArchiveError.typeMismatch(keyPath: "user_id", expected: "an Int", actual: "a string (\"seven\")")
        ) {
            try SnakeAccount.load(from: json)
        }
        let plist = try ArchiveFixtures.binaryPropertyList(["display_name": 7])
        let error = #expect(throws: ArchiveError.self) { try SnakeAccount.load(from: plist) }
        #expect(error?.description == "Expected 'display_name' to be a String, but was actually an integer (7)")
    }
}
