import Foundation
import KeyCoding
import StringCoding
import Testing

enum Visibility: String, StringCodableEnum, Sendable { case none, some, all }

@Keyed struct Profile {
    var nickname: String? = "x"
    var age: Int? = 1
    var name = "n"
    var visibility: Visibility? = .all
}

/// Issue 20: the words for nothing are nil only where the text was not quoted; a quoted or typed
/// string stays a string, and a document's null is carried as itself rather than as the text "nil".
@Suite struct WrittenValueTests {
    @Test(arguments: ["", "nil", "NULL", "none", " None "])
    func unquotedWordsForNothingSetAnOptionalToNil(_ text: String) throws {
        var profile = Profile()
        try profile.setValue(fromString: text, forKeyPath: "nickname")
        try profile.setValue(fromWritten: .unquoted(text), forKeyPath: "age")
        #expect(profile.nickname == nil)
        #expect(profile.age == nil)
    }

    @Test(arguments: ["", "nil", "null", "none", "NULL"])
    func quotedTextIsTheTextItself(_ text: String) throws {
        var profile = Profile()
        try profile.setValue(fromWritten: .quoted(text), forKeyPath: "nickname")
        #expect(profile.nickname == text)
        try profile.setValue(fromWritten: .quoted(text), forKeyPath: "name")
        #expect(profile.name == text)
    }

    @Test func nullSetsAnOptionalToNilAndIsAnErrorForAnyOther() throws {
        var profile = Profile()
        try profile.setValue(fromWritten: .null, forKeyPath: "nickname")
        try profile.setValue(fromWritten: .null, forKeyPath: "age")
        #expect(profile.nickname == nil)
        #expect(profile.age == nil)
        let error = #expect(throws: StringCodingError.self) {
            try profile.setValue(fromWritten: .null, forKeyPath: "name")
        }
        #expect(
            error?.description == """
                cannot read "null" as String for key path "name": null is only for optional properties; write a \
                value, or quote "null" for the text
                """)
        #expect(profile.name == "n")
    }

    @Test func quotedTextForAnOptionalNumberIsReadAsTheNumber() throws {
        var profile = Profile()
        try profile.setValue(fromWritten: .quoted("42"), forKeyPath: "age")
        #expect(profile.age == 42)
        let error = #expect(throws: StringCodingError.self) {
            try profile.setValue(fromWritten: .quoted("nil"), forKeyPath: "age")
        }
        #expect(
            error?.description == """
                cannot read "nil" as Int? for key path "age" at column 1: "n" is not a decimal digit
                    nil
                    ^
                """)
    }

    /// `none` is a case of the wrapped enum, which keeps its meaning.
    @Test func aWrappedTypeThatNamesTheWordKeepsIt() throws {
        var profile = Profile()
        try profile.setValue(fromString: "none", forKeyPath: "visibility")
        #expect(profile.visibility == Visibility.none)
        try profile.setValue(fromString: "nil", forKeyPath: "visibility")
        #expect(profile.visibility == nil)
        #expect(try Visibility?(parsing: "NONE") == Visibility.none)
    }

    @Test func yamlKeepsQuotingAndNull() throws {
        let yaml = """
            quoted: "nil"
            single: 'none'
            plain: nil
            word: none
            null: null
            tilde: ~
            empty:
            block: |-
              nil
            tagged: !!str nil
            taggedNull: !!str null
            """
        let sheet = try Stylesheet(data: Data(yaml.utf8))
        #expect(
            sheet.entries.map(\.writtenValue) == [
                .quoted("nil"), .quoted("none"), .unquoted("nil"), .unquoted("none"), .null, .null, .null,
                .quoted("nil"), .quoted("nil"), .quoted("null"),
            ])
    }

    @Test func aStylesheetSetsQuotedNilAsTextAndNullAsNil() throws {
        let json = #"{ "nickname": "nil", "age": null }"#
        var profile = Profile()
        try Stylesheet(data: Data(json.utf8)).apply(to: &profile)
        #expect(profile.nickname == "nil")
        #expect(profile.age == nil)
        try Stylesheet(data: Data("nickname: nil\nage: '7'".utf8)).apply(to: &profile)
        #expect(profile.nickname == nil)
        #expect(profile.age == 7)
    }

    @Test func propertyListStringsAreTyped() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>nickname</key><string>nil</string></dict></plist>
            """
        var profile = Profile()
        try Stylesheet(data: Data(plist.utf8)).apply(to: &profile)
        #expect(profile.nickname == "nil")
    }

    @Test func entriesMadeInCodeAreUnquotedText() {
        let entry = Stylesheet.Entry(keyPath: "nickname", value: "nil")
        #expect(entry.writtenValue == .unquoted("nil"))
        #expect(Stylesheet.Entry(keyPath: "a", writtenValue: .null).description == #""a": null"#)
        #expect(Stylesheet.Entry(keyPath: "a", writtenValue: .null).value == "")
        #expect(WrittenValue.quoted("x").mapText { $0 + "y" } == .quoted("xy"))
        #expect(WrittenValue.null.mapText { $0 + "y" } == .null)
    }
}
