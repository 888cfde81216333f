import StringCoding
import Testing

@Suite struct SetStringCodableTests {
    @Test func readsElementsAndToleratesDuplicates() throws {
        #expect(try Set<String>(parsing: "red, green, red") == ["red", "green"])
        #expect(try Set<Int>(parsing: "[3, 1, 2]") == [1, 2, 3])
        #expect(try Set<Int>(parsing: "") == [])
    }

    @Test func roundTrips() throws {
        let colors: Set = ["red", "dark, green", ""]
        #expect(try Set<String>(parsing: colors.stringRepresentation) == colors)
        #expect(Set([7]).stringRepresentation == "7")
    }

    @Test func namesTheSetTypeInErrors() {
        #expect(
            failureDescription(parsing: "1, yes", as: Set<Int>.self) == """
                cannot read "1, yes" as Set<Int> at column 4: "y" is not a decimal digit
                    1, yes
                       ^
                """)
    }
}
