import Foundation
import StringCoding
import Testing

@Suite struct DataStringCodableTests {
    let deadBeef = Data([0xDE, 0xAD, 0xBE, 0xEF])

    @Test func readsBase64WithOrWithoutPaddingInEitherAlphabet() throws {
        #expect(try Data(parsing: "3q2+7w==") == deadBeef)
        #expect(try Data(parsing: "3q2+7w") == deadBeef)
        #expect(try Data(parsing: "3q2-7w") == deadBeef)
        #expect(try Data(parsing: " aGVsbG8= ") == Data("hello".utf8))
        #expect(try Data(parsing: "_-8") == Data([0xFF, 0xEF]))
        #expect(try Data(parsing: "") == Data())
    }

    @Test func readsHexWithThePrefixOrInAngleBrackets() throws {
        #expect(try Data(parsing: "0xdeadbeef") == deadBeef)
        #expect(try Data(parsing: "0XDEADBEEF") == deadBeef)
        #expect(try Data(parsing: "0x") == Data())
        #expect(try Data(parsing: "<deadbeef>") == deadBeef)
        #expect(try Data(parsing: "<de ad  be ef>") == deadBeef)
        #expect(try Data(parsing: "< deadbeef 0001 >") == deadBeef + [0, 1])
        #expect(try Data(parsing: "<>") == Data())
    }

    @Test func writesPaddedStandardBase64() throws {
        #expect(deadBeef.stringRepresentation == "3q2+7w==")
        #expect(Data().stringRepresentation == "")
        #expect(try roundTrips(deadBeef))
        #expect(try roundTrips(Data((0...255).map { UInt8($0) })))
    }

    @Test func writesHexWhenBase64WouldLookLikeHex() throws {
        let bytes = Data([0xD3, 0x10])
        #expect(bytes.base64EncodedString() == "0xA=")
        #expect(bytes.stringRepresentation == "0xd310")
        #expect(try roundTrips(bytes))
    }

    @Test func pointsAtBadBase64() {
        #expect(
            failureDescription(parsing: "3q2+7w!=", as: Data.self) == """
                cannot read "3q2+7w!=" as Data at column 7: "!" is not a base64 character
                    3q2+7w!=
                          ^
                """)
        #expect(
            failureDescription(parsing: "3q2 7w==", as: Data.self) == """
                cannot read "3q2 7w==" as Data at column 4: " " is not a base64 character
                    3q2 7w==
                       ^
                """)
        #expect(
            failureDescription(parsing: "3q2+7", as: Data.self) == """
                cannot read "3q2+7" as Data at column 5: incomplete base64: the last group has only one character
                    3q2+7
                        ^
                """)
        #expect(
            failureDescription(parsing: "3q==7w", as: Data.self) == """
                cannot read "3q==7w" as Data at column 5: "7" after "=" padding; padding may only end the text
                    3q==7w
                        ^
                """)
        #expect(
            failureDescription(parsing: "3q2+7w=", as: Data.self) == """
                cannot read "3q2+7w=" as Data at column 7: wrong amount of "=" padding
                    3q2+7w=
                          ^
                """)
    }

    @Test func pointsAtBadHex() {
        #expect(
            failureDescription(parsing: "0xdeadbeeg", as: Data.self) == """
                cannot read "0xdeadbeeg" as Data at column 10: "g" is not a hex digit
                    0xdeadbeeg
                             ^
                """)
        #expect(
            failureDescription(parsing: "0xdeadbee", as: Data.self) == """
                cannot read "0xdeadbee" as Data at column 9: a byte needs two hex digits
                    0xdeadbee
                            ^
                """)
        #expect(
            failureDescription(parsing: "<dead b eef>", as: Data.self) == """
                cannot read "<dead b eef>" as Data at column 7: a byte needs two hex digits
                    <dead b eef>
                          ^
                """)
        #expect(
            failureDescription(parsing: "<deadbeef", as: Data.self) == """
                cannot read "<deadbeef" as Data at column 10: expected ">" to close the hex bytes
                    <deadbeef
                             ^
                """)
        #expect(
            failureDescription(parsing: "<deadbeef> x", as: Data.self) == """
                cannot read "<deadbeef> x" as Data at column 12: unexpected text after ">"
                    <deadbeef> x
                               ^
                """)
    }
}
