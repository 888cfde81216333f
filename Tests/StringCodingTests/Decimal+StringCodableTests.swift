import Foundation
import StringCoding
import Testing

@Suite struct DecimalStringCodableTests {
    @Test func readsExactDecimalNumbers() throws {
        #expect(try Decimal(parsing: "19.99") == Decimal(string: "19.99"))
        #expect(try Decimal(parsing: " -0.001 ") == Decimal(string: "-0.001"))
        #expect(try Decimal(parsing: "1.5e3") == 1500)
        #expect(try Decimal(parsing: "1_000.25") == Decimal(string: "1000.25"))
        #expect(try Decimal(parsing: "+7") == 7)
    }

    @Test func writesAFormThatReadsBack() throws {
        #expect(try Decimal(parsing: "19.99").stringRepresentation == "19.99")
        #expect(Decimal(1500).stringRepresentation == "1500")
        for text in ["0.1", "-123.456", "0", "12345678901234567890.123456789", "1e30", "1e-20"] {
            let value = try Decimal(parsing: text)
            #expect(try roundTrips(value), "\(text) → \(value.stringRepresentation)")
        }
    }

    @Test func isStrictAboutTheWholeString() {
        #expect(
            failureDescription(parsing: "12abc", as: Decimal.self) == """
                cannot read "12abc" as Decimal at column 3: "a" is not a decimal digit
                    12abc
                      ^
                """)
        #expect(
            failureDescription(parsing: "1,5", as: Decimal.self) == """
                cannot read "1,5" as Decimal at column 2: "," is not a decimal digit
                    1,5
                     ^
                """)
        #expect(
            failureDescription(parsing: "0x10", as: Decimal.self) == """
                cannot read "0x10" as Decimal at column 2: "x" is not a decimal digit
                    0x10
                     ^
                """)
        #expect(
            failureDescription(parsing: "inf", as: Decimal.self) == """
                cannot read "inf" as Decimal at column 1: "i" is not a decimal digit
                    inf
                    ^
                """)
        #expect(failureDescription(parsing: "", as: Decimal.self) == "cannot read \"\" as Decimal: expected a number")
    }

    @Test func rejectsNumbersBeyondDecimalsRange() {
        #expect(
            failureDescription(parsing: "1e300", as: Decimal.self) == """
                cannot read "1e300" as Decimal: out of range for Decimal
                """)
    }
}
