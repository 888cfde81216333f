import StringCoding
import Testing

@Suite struct FixedWidthIntegerStringCodableTests {
    @Test func readsDecimalWithSignAndWhitespace() throws {
        #expect(try Int(parsing: "42") == 42)
        #expect(try Int(parsing: "-42") == -42)
        #expect(try Int(parsing: "+42") == 42)
        #expect(try Int(parsing: "  7\n") == 7)
        #expect(try Int(parsing: "-0") == 0)
        #expect(try UInt(parsing: "-0") == 0)
    }

    @Test func readsPrefixedRadixes() throws {
        #expect(try Int(parsing: "0x1F") == 31)
        #expect(try Int(parsing: "0X1f") == 31)
        #expect(try Int(parsing: "-0x10") == -16)
        #expect(try Int(parsing: "0b1010") == 10)
        #expect(try Int(parsing: "0o777") == 511)
        #expect(try UInt8(parsing: "0b1111_0000") == 240)
        #expect(try UInt32(parsing: "0xDEAD_BEEF") == 0xDEAD_BEEF)
    }

    @Test func readsSeparatorsBetweenDigits() throws {
        #expect(try Int(parsing: "1_000_000") == 1_000_000)
        #expect(try Int(parsing: "-1_0") == -10)
    }

    @Test func readsTheExtremesOfEveryType() throws {
        #expect(try Int8(parsing: "-128") == .min)
        #expect(try Int8(parsing: "-0x80") == .min)
        #expect(try Int8(parsing: "127") == .max)
        #expect(try Int16(parsing: "-32_768") == .min)
        #expect(try Int32(parsing: "2147483647") == .max)
        #expect(try Int64(parsing: "-9_223_372_036_854_775_808") == .min)
        #expect(try Int(parsing: "0x7FFF_FFFF_FFFF_FFFF") == .max)
        #expect(try UInt8(parsing: "255") == .max)
        #expect(try UInt16(parsing: "0xFFFF") == .max)
        #expect(try UInt64(parsing: "18_446_744_073_709_551_615") == .max)
        #expect(try UInt(parsing: "0b" + String(repeating: "1", count: UInt.bitWidth)) == .max)
    }

    @Test func writesDecimalThatReadsBack() throws {
        #expect(42.stringRepresentation == "42")
        #expect(Int8.min.stringRepresentation == "-128")
        #expect(try roundTrips(Int.min))
        #expect(try roundTrips(Int.max))
        #expect(try roundTrips(UInt64.max))
        #expect(try roundTrips(Int16(-300)))
        #expect(try roundTrips(UInt32(7)))
    }

    @Test func rejectsOverflowNamingTheRange() {
        #expect(
            failureDescription(parsing: "128", as: Int8.self) == """
                cannot read "128" as Int8: out of range for Int8 (-128...127)
                """)
        #expect(
            failureDescription(parsing: "-1", as: UInt8.self) == """
                cannot read "-1" as UInt8: out of range for UInt8 (0...255)
                """)
        #expect(
            failureDescription(parsing: "0x1_0000", as: UInt16.self) == """
                cannot read "0x1_0000" as UInt16: out of range for UInt16 (0...65535)
                """)
        #expect(
            failureDescription(parsing: "99999999999999999999", as: Int.self) == """
                cannot read "99999999999999999999" as Int: out of range for Int (-9223372036854775808...9223372036854775807)
                """)
    }

    @Test func pointsAtTheFirstCharacterThatIsNotADigit() {
        #expect(
            failureDescription(parsing: "12x", as: Int.self) == """
                cannot read "12x" as Int at column 3: "x" is not a decimal digit
                    12x
                      ^
                """)
        #expect(
            failureDescription(parsing: "  0b102", as: Int.self) == """
                cannot read "  0b102" as Int at column 7: "2" is not a binary digit
                      0b102
                          ^
                """)
        #expect(
            failureDescription(parsing: "0o8", as: Int.self) == """
                cannot read "0o8" as Int at column 3: "8" is not an octal digit
                    0o8
                      ^
                """)
        #expect(
            failureDescription(parsing: "0xfg", as: Int.self) == """
                cannot read "0xfg" as Int at column 4: "g" is not a hex digit
                    0xfg
                       ^
                """)
        #expect(
            failureDescription(parsing: "1.5", as: Int.self) == """
                cannot read "1.5" as Int at column 2: "." is not a decimal digit
                    1.5
                     ^
                """)
    }

    @Test func rejectsMissingDigits() {
        #expect(failureDescription(parsing: "", as: Int.self) == "cannot read \"\" as Int: expected an integer")
        #expect(failureDescription(parsing: "   ", as: Int.self) == "cannot read \"   \" as Int: expected an integer")
        #expect(
            failureDescription(parsing: "-", as: Int.self) == """
                cannot read "-" as Int at column 2: expected a decimal digit
                    -
                     ^
                """)
        #expect(
            failureDescription(parsing: "0x", as: Int.self) == """
                cannot read "0x" as Int at column 3: expected a hex digit
                    0x
                      ^
                """)
    }

    @Test func rejectsSeparatorsThatAreNotBetweenDigits() {
        #expect(
            failureDescription(parsing: "_1", as: Int.self) == """
                cannot read "_1" as Int at column 1: "_" must be between digits
                    _1
                    ^
                """)
        #expect(
            failureDescription(parsing: "1_", as: Int.self) == """
                cannot read "1_" as Int at column 2: "_" must be between digits
                    1_
                     ^
                """)
        #expect(
            failureDescription(parsing: "1__0", as: Int.self) == """
                cannot read "1__0" as Int at column 2: "_" must be between digits
                    1__0
                     ^
                """)
        #expect(
            failureDescription(parsing: "0x_1", as: Int.self) == """
                cannot read "0x_1" as Int at column 3: "_" must be between digits
                    0x_1
                      ^
                """)
    }

    /// Issue 20: documented differences from the original's `charValue`, which read a single character
    /// as its code and words as booleans.
    @Test func eightBitIntegersAreNumbersNotCharacterCodes() throws {
        #expect(try Int8(parsing: "7") == 7)
        #expect(try UInt8(parsing: "0") == 0)
        #expect(
            failureDescription(parsing: "YES", as: Int8.self) == """
                cannot read "YES" as Int8 at column 1: "Y" is not a decimal digit
                    YES
                    ^
                """)
        #expect(
            failureDescription(parsing: "A", as: UInt8.self) == """
                cannot read "A" as UInt8 at column 1: "A" is not a decimal digit
                    A
                    ^
                """)
    }

    @Test func radixPrefixesReadInEitherCase() throws {
        #expect(try Int(parsing: "0X1F") == 31)
        #expect(try Int(parsing: "0B101") == 5)
        #expect(try Int(parsing: "0O17") == 15)
        #expect(try Int(parsing: "-0B1_0") == -2)
    }
}
