import StringCoding
import Testing

@Suite struct OptionalStringCodableTests {
    @Test(arguments: ["", "  ", "nil", "NULL", " Nil ", "none", "NONE"])
    func readsNil(text: String) throws {
        #expect(try Int?(parsing: text) == nil)
        #expect(try String?(parsing: text) == nil)
    }

    @Test func readsTheWrappedValueOtherwise() throws {
        #expect(try Int?(parsing: "42") == 42)
        #expect(try String?(parsing: "nothing") == "nothing")
        #expect(try Bool?(parsing: "no") == false)
    }

    @Test func writesNilOrTheWrappedRepresentation() throws {
        #expect(Int?.none.stringRepresentation == "nil")
        #expect(Int?(5).stringRepresentation == "5")
        #expect(try roundTrips(Int?.none))
        #expect(try roundTrips(Double?(2.5)))
    }

    @Test func namesTheOptionalTypeInErrors() {
        #expect(
            failureDescription(parsing: "4x", as: Int?.self) == """
                cannot read "4x" as Int? at column 2: "x" is not a decimal digit
                    4x
                     ^
                """)
    }
}
