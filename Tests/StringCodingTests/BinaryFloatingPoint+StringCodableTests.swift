import Foundation
import StringCoding
import Testing

@Suite struct BinaryFloatingPointStringCodableTests {
    @Test func readsDecimalAndExponentForms() throws {
        #expect(try Double(parsing: "1.5") == 1.5)
        #expect(try Double(parsing: "-2e10") == -2e10)
        #expect(try Double(parsing: "2.5E-3") == 0.0025)
        #expect(try Double(parsing: ".5") == 0.5)
        #expect(try Double(parsing: "+3") == 3)
        #expect(try Double(parsing: " 0.25 ") == 0.25)
        #expect(try Double(parsing: "0x1p-2") == 0.25)
        #expect(try Float(parsing: "0.1") == Float(0.1))
        #expect(try CGFloat(parsing: "17.5") == 17.5)
    }

    @Test func readsSeparatorsBetweenDigits() throws {
        #expect(try Double(parsing: "1_000.25") == 1000.25)
        #expect(try Double(parsing: "1_000.000_5e1_0") == 1000.0005e10)
        #expect(try Float(parsing: " -1_5 ") == -15)
    }

    @Test func readsInfinityAndNaNAsTheStandardLibraryDoes() throws {
        #expect(try Double(parsing: "inf") == .infinity)
        #expect(try Double(parsing: "-inf") == -.infinity)
        #expect(try Double(parsing: "infinity") == .infinity)
        #expect(try Double(parsing: " -inf ") == -.infinity)
        #expect(try Double(parsing: "nan").isNaN)
        #expect(try Float(parsing: "inf") == .infinity)
    }

    @Test func writesTheShortestFormThatReadsBack() throws {
        #expect(0.1.stringRepresentation == "0.1")
        #expect(1e-5.stringRepresentation == "1e-05")
        #expect(Double.infinity.stringRepresentation == "inf")
        #expect(Float(0.1).stringRepresentation == "0.1")
        #expect(CGFloat(2.5).stringRepresentation == "2.5")
        for value in [0.1, -0.0, 1e-300, .pi, .greatestFiniteMagnitude, .leastNonzeroMagnitude, -.infinity] {
            #expect(try roundTrips(value))
        }
        #expect(try roundTrips(Float.pi))
        #expect(try roundTrips(Float.leastNonzeroMagnitude))
        #expect(try roundTrips(CGFloat(1) / 3))
    }

    @Test func rejectsFiniteLiteralsBeyondTheRange() {
        #expect(
            failureDescription(parsing: "1e39", as: Float.self) == """
                cannot read "1e39" as Float: out of range for Float (largest magnitude 3.4028235e+38)
                """)
        #expect(
            failureDescription(parsing: "-1e400", as: Double.self) == """
                cannot read "-1e400" as Double: out of range for Double (largest magnitude 1.7976931348623157e+308)
                """)
    }

    @Test func pointsAtTheFirstCharacterThatDoesNotFit() {
        #expect(
            failureDescription(parsing: "1.5x", as: Double.self) == """
                cannot read "1.5x" as Double at column 4: "x" is not a decimal digit
                    1.5x
                       ^
                """)
        #expect(
            failureDescription(parsing: "1.2.3", as: CGFloat.self) == """
                cannot read "1.2.3" as CGFloat at column 4: "." is not a decimal digit
                    1.2.3
                       ^
                """)
        #expect(
            failureDescription(parsing: "2e", as: Double.self) == """
                cannot read "2e" as Double at column 3: expected exponent digits after "e"
                    2e
                      ^
                """)
        #expect(
            failureDescription(parsing: "abc", as: Double.self) == """
                cannot read "abc" as Double at column 1: "a" is not a decimal digit
                    abc
                    ^
                """)
        #expect(failureDescription(parsing: "", as: Double.self) == "cannot read \"\" as Double: expected a number")
    }

    @Test func rejectsSeparatorsThatAreNotBetweenDigits() {
        #expect(
            failureDescription(parsing: "1_.5", as: Double.self) == """
                cannot read "1_.5" as Double at column 2: "_" must be between digits
                    1_.5
                     ^
                """)
        #expect(
            failureDescription(parsing: "1._5", as: Double.self) == """
                cannot read "1._5" as Double at column 3: "_" must be between digits
                    1._5
                      ^
                """)
        #expect(
            failureDescription(parsing: "1__5", as: Double.self) == """
                cannot read "1__5" as Double at column 2: "_" must be between digits
                    1__5
                     ^
                """)
    }
}
