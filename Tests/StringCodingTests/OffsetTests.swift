import StringCoding
import Testing

@Suite struct OffsetTests {
    @Test func hasUIKitsFields() {
        let offset = Offset(horizontal: 2, vertical: -1)
        #expect(offset.horizontal == 2)
        #expect(offset.vertical == -1)
        #expect(Offset.zero == Offset(horizontal: 0, vertical: 0))
    }

    @Test(arguments: ["2 -1", "2,-1", "2, -1", "{2,-1}", "{2, -1}"])
    func readsEveryForm(_ text: String) throws {
        #expect(try Offset(parsing: text) == Offset(horizontal: 2, vertical: -1))
    }

    @Test func writesNSStringFromUIOffsetsFormAndReadsItBack() throws {
        let offset = Offset(horizontal: 0.5, vertical: 3)
        #expect(offset.stringRepresentation == "{0.5, 3}")
        #expect(try Offset(parsing: offset.stringRepresentation) == offset)
    }

    /// SPEC-NOTES: the original read one number as both components.
    @Test(arguments: ["3", " 3 ", "{3}"])
    func readsOneNumberAsBothComponents(_ text: String) throws {
        #expect(try Offset(parsing: text) == Offset(horizontal: 3, vertical: 3))
    }

    @Test func aWrongCountListsBothForms() {
        let error = #expect(throws: StringCodingError.self) { try Offset(parsing: "{2 3 4}") }
        #expect(error?.reason == "expected 2 numbers (horizontal vertical) or 1 (both), found 3")
    }
}
