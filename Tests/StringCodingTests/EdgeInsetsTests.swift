import StringCoding
import Testing

@Suite struct EdgeInsetsTests {
    @Test func hasUIKitsFieldsAndShorthands() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(EdgeInsets.zero == EdgeInsets(all: 0))
    }

    @Test(arguments: ["1 2 3 4", "1,2,3,4", "1, 2, 3, 4", "{1,2,3,4}", "{1, 2, 3, 4}", " { 1 2 3 4 } "])
    func readsFourNumbersInUIKitsOrder(_ text: String) throws {
        #expect(try EdgeInsets(parsing: text) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test(arguments: ["8", " 8 ", "{8}"])
    func readsOneNumberAsAllSides(_ text: String) throws {
        #expect(try EdgeInsets(parsing: text) == EdgeInsets(all: 8))
    }

    @Test func writesNSStringFromUIEdgeInsetsFormAndReadsItBack() throws {
        let insets = EdgeInsets(top: 8, left: 16.5, bottom: -2, right: 0)
        #expect(insets.stringRepresentation == "{8, 16.5, -2, 0}")
        #expect(try EdgeInsets(parsing: insets.stringRepresentation) == insets)
    }

    /// As the original StringCoding and CSS margins read them.
    @Test(arguments: ["1 2", "1,2", "{1, 2}", " { 1 2 } "])
    func readsTwoNumbersAsTopBottomAndLeftRight(_ text: String) throws {
        #expect(try EdgeInsets(parsing: text) == EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    }

    @Test(arguments: ["1 2 3", "1,2,3", "{1, 2, 3}"])
    func readsThreeNumbersAsTopLeftRightAndBottom(_ text: String) throws {
        #expect(try EdgeInsets(parsing: text) == EdgeInsets(top: 1, left: 2, bottom: 3, right: 2))
    }

    @Test func aWrongCountListsEveryForm() {
        let error = #expect(throws: StringCodingError.self) { try EdgeInsets(parsing: "1 2 3 4 5") }
        #expect(
            error?.description == """
                cannot read "1 2 3 4 5" as EdgeInsets at column 9: expected 4 numbers (top left bottom right), 3 \
                (top, left/right, bottom), 2 (top/bottom, left/right) or 1 (all sides), found 5
                    1 2 3 4 5
                            ^
                """)
    }
}
