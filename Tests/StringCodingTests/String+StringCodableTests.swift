import StringCoding
import Testing

@Suite struct StringStringCodableTests {
    @Test func keepsTheTextExactly() throws {
        #expect(String(parsing: " padded ") == " padded ")
        #expect(String(parsing: "") == "")
        #expect(" x ".stringRepresentation == " x ")
        #expect(try roundTrips("line\nbreak, and \"quotes\""))
    }
}
