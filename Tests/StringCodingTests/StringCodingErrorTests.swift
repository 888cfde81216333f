import StringCoding
import Testing

@Suite struct StringCodingErrorTests {
    @Test func describesInputCaretExpectedTypeAndSuggestion() {
        let error = StringCodingError(
            input: "#ff88zz", expected: "Color", reason: "\"z\" is not a hex digit", offset: 5)
        #expect(
            error.description == """
                cannot read "#ff88zz" as Color at column 6: "z" is not a hex digit
                    #ff88zz
                         ^
                """)
    }

    @Test func unknownNameListsValidNamesAndSuggestsTheClosest() {
        let error = StringCodingError.unknownName(
            "cetner", expected: "Alignment", validNames: ["left", "center", "right"])
        #expect(
            error.description == """
                cannot read "cetner" as Alignment: unknown name
                    did you mean "center"?
                    valid values: left, center, right
                """)
    }

    @Test func withinMovesTheCaretIntoTheOuterInput() {
        let inner = StringCodingError(input: "x", expected: "Double", reason: "not a number", offset: 0)
        var outer = inner.within("1, x", at: 3)
        outer.expected = "[Double]"
        outer.keyPath = "values"
        #expect(
            outer.description == """
                cannot read "1, x" as [Double] for key path "values" at column 4: not a number
                    1, x
                       ^
                """)
    }

    /// A caret under a text of several lines would stand under the wrong column, whichever line break
    /// the text uses (a lone carriage return or a line separator used to get a caret line).
    @Test(arguments: ["1\n2x", "1\r\n2x", "1\r2x", "1\u{2028}2x"])
    func anInputOfSeveralLinesHasNoCaret(input: String) {
        let error = StringCodingError(input: input, expected: "Int", reason: "\"x\" is not a decimal digit", offset: 3)
        #expect(error.description == "cannot read \"\(input)\" as Int at column 4: \"x\" is not a decimal digit")
    }
}
