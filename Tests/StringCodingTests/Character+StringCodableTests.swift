import StringCoding
import Testing

@Suite struct CharacterStringCodableTests {
    @Test func readsOneGrapheme() throws {
        #expect(try Character(parsing: "x") == "x")
        #expect(try Character(parsing: " x ") == "x")
        #expect(try Character(parsing: "é") == "é")
        #expect(try Character(parsing: "e\u{301}") == "e\u{301}")
        #expect(try Character(parsing: "👍🏽") == "👍🏽")
    }

    @Test func aSingleWhitespaceCharacterIsItself() throws {
        #expect(try Character(parsing: " ") == " ")
        #expect(try Character(parsing: "\t") == "\t")
        #expect(try roundTrips(Character(" ")))
        #expect(try roundTrips(Character("🇫🇷")))
    }

    @Test func rejectsNoneOrSeveral() {
        #expect(
            failureDescription(parsing: "", as: Character.self) == """
                cannot read "" as Character: expected exactly one character, found none
                """)
        #expect(
            failureDescription(parsing: "  ", as: Character.self) == """
                cannot read "  " as Character: expected exactly one character, found none
                """)
        #expect(
            failureDescription(parsing: " ab", as: Character.self) == """
                cannot read " ab" as Character at column 3: expected exactly one character, found 2
                     ab
                      ^
                """)
    }
}
