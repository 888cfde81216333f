import Foundation
import StringCoding
import Testing

@Suite struct UUIDStringCodableTests {
    let uuid = UUID(
        uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F))

    @Test func readsTheStandardFormInEitherCaseAndInBraces() throws {
        #expect(try UUID(parsing: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == uuid)
        #expect(try UUID(parsing: " e621e1f8-c36c-495a-93fc-0c247a3e6e5f ") == uuid)
        #expect(try UUID(parsing: "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}") == uuid)
    }

    @Test func writesTheUppercaseStandardForm() throws {
        #expect(uuid.stringRepresentation == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try roundTrips(UUID()))
    }

    @Test func pointsAtWhatBreaksTheForm() {
        #expect(
            failureDescription(parsing: "E621E1F8-C36C-495A-93FC-0C247A3E6E5G", as: UUID.self) == """
                cannot read "E621E1F8-C36C-495A-93FC-0C247A3E6E5G" as UUID at column 36: "G" is not a hex digit
                    E621E1F8-C36C-495A-93FC-0C247A3E6E5G
                                                       ^
                """)
        #expect(
            failureDescription(parsing: "E621E1F8C36C-495A-93FC-0C247A3E6E5F", as: UUID.self) == """
                cannot read "E621E1F8C36C-495A-93FC-0C247A3E6E5F" as UUID at column 9: expected "-" in 8-4-4-4-12 form
                    E621E1F8C36C-495A-93FC-0C247A3E6E5F
                            ^
                """)
        #expect(
            failureDescription(parsing: "E621E1F8-C36C", as: UUID.self) == """
                cannot read "E621E1F8-C36C" as UUID at column 14: expected 36 characters in 8-4-4-4-12 form, found 13
                    E621E1F8-C36C
                                 ^
                """)
        #expect(
            failureDescription(parsing: "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F", as: UUID.self) == """
                cannot read "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F" as UUID at column 38: expected "}"
                    {E621E1F8-C36C-495A-93FC-0C247A3E6E5F
                                                         ^
                """)
        #expect(
            failureDescription(parsing: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0", as: UUID.self) == """
                cannot read "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0" as UUID at column 37: unexpected text after the UUID
                    E621E1F8-C36C-495A-93FC-0C247A3E6E5F0
                                                        ^
                """)
        #expect(
            failureDescription(parsing: "", as: UUID.self) == """
                cannot read "" as UUID: expected a UUID such as E621E1F8-C36C-495A-93FC-0C247A3E6E5F
                """)
    }
}
