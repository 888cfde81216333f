import StringCoding
import Testing

@Suite struct BoolStringCodableTests {
    @Test(arguments: ["true", "TRUE", "Yes", "on", "Y", "1", " yes\t"])
    func readsTrue(text: String) throws {
        #expect(try Bool(parsing: text) == true)
    }

    @Test(arguments: ["false", "False", "NO", "off", "n", "0", "\nOFF "])
    func readsFalse(text: String) throws {
        #expect(try Bool(parsing: text) == false)
    }

    @Test func writesTrueOrFalse() throws {
        #expect(true.stringRepresentation == "true")
        #expect(false.stringRepresentation == "false")
        #expect(try roundTrips(true))
        #expect(try roundTrips(false))
    }

    @Test func listsTheValidValues() {
        #expect(
            failureDescription(parsing: "maybe", as: Bool.self) == """
                cannot read "maybe" as Bool: expected a boolean
                    valid values: true, false, yes, no, on, off, y, n, 1, 0
                """)
        #expect(
            failureDescription(parsing: "", as: Bool.self) == """
                cannot read "" as Bool: expected a boolean
                    valid values: true, false, yes, no, on, off, y, n, 1, 0
                """)
    }

    @Test func suggestsTheClosestWordForATypo() {
        #expect(
            failureDescription(parsing: "ture", as: Bool.self) == """
                cannot read "ture" as Bool: expected a boolean
                    did you mean "true"?
                    valid values: true, false, yes, no, on, off, y, n, 1, 0
                """)
        #expect(failureDescription(parsing: "2", as: Bool.self)?.contains("did you mean") == false)
    }
}
