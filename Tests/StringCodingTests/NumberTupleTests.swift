import Testing

@testable import StringCoding

@Suite struct NumberTupleTests {
    let pair = NumberTuple(["x", "y"])
    let rect = NumberTuple(["x", "y"], ["width", "height"])

    @Test(arguments: ["1 2", "1,2", "1, 2", "1 ,2", "{1,2}", "{1, 2}", "  {  1 ,\t 2 }  ", "\n1   2\n", "1,\n2"])
    func readsEveryPairForm(_ text: String) throws {
        #expect(try pair.parse(text, as: "Pair") == [1, 2])
    }

    @Test(arguments: [
        "1 2 3 4", "1,2,3,4", "{1,2,3,4}", "{1, 2, 3, 4}", "{{1,2},{3,4}}", "{{1, 2}, {3, 4}}",
        "{1, 2} {3, 4}", " { { 1 2 } { 3 4 } } ",
    ])
    func readsEveryGroupedForm(_ text: String) throws {
        #expect(try rect.parse(text, as: "Rect") == [1, 2, 3, 4])
    }

    @Test func readsSignsDecimalsExponentsAndInfinity() throws {
        #expect(try pair.parse("-1.5 +2e3", as: "Pair") == [-1.5, 2000])
        #expect(try pair.parse("{.5, 5.}", as: "Pair") == [0.5, 5])
        #expect(try pair.parse("1E-2,-inf", as: "Pair") == [0.01, -.infinity])
    }

    @Test func acceptsALoneNumberOnlyWhenItHasAMeaning() throws {
        let insets = NumberTuple(["top", "left", "bottom", "right"], shorterForms: [(1, "all sides")])
        #expect(try insets.parse("{3}", as: "Insets") == [3])
        #expect(throws: StringCodingError.self) { try pair.parse("3", as: "Pair") }
    }

    @Test func tooManyNumbersPointsAtTheFirstExtra() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("1 2 3", as: "Pair") }
        #expect(
            error?.description == """
                cannot read "1 2 3" as Pair at column 5: expected 2 numbers (x y), found 3
                    1 2 3
                        ^
                """)
    }

    @Test func tooFewNumbersPointsWhereTheNextBelongs() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("{1}", as: "Pair") }
        #expect(
            error?.description == """
                cannot read "{1}" as Pair at column 3: expected 2 numbers (x y), found 1
                    {1}
                      ^
                """)
    }

    @Test func emptyInputFindsNone() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("", as: "Pair") }
        #expect(error?.description == "cannot read \"\" as Pair: expected 2 numbers (x y), found none")
    }

    @Test func aNonNumberIsPointedAt() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("{1, two}", as: "Pair") }
        #expect(
            error?.description == """
                cannot read "{1, two}" as Pair at column 5: "two" is not a number
                    {1, two}
                        ^
                """)
    }

    @Test func nanIsRejected() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("1 nan", as: "Pair") }
        #expect(error?.reason == "NaN is not allowed")
        #expect(error?.offset == 2)
    }

    @Test func anUnclosedBracePointsAtTheBrace() {
        let error = #expect(throws: StringCodingError.self) { try rect.parse("{{1, 2}, {3, 4}", as: "Rect") }
        #expect(
            error?.description == """
                cannot read "{{1, 2}, {3, 4}" as Rect at column 1: unclosed "{"
                    {{1, 2}, {3, 4}
                    ^
                """)
    }

    @Test func anUnmatchedClosingBracePointsAtIt() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("1, 2}", as: "Pair") }
        #expect(
            error?.description == """
                cannot read "1, 2}" as Pair at column 5: unmatched "}"
                    1, 2}
                        ^
                """)
    }

    @Test func strayCommasArePointedAt() {
        let leading = #expect(throws: StringCodingError.self) { try pair.parse("{,1,2}", as: "Pair") }
        #expect(leading?.reason == "expected a number before \",\"")
        #expect(leading?.offset == 1)
        let doubled = #expect(throws: StringCodingError.self) { try pair.parse("1,,2", as: "Pair") }
        #expect(doubled?.offset == 2)
        let trailing = #expect(throws: StringCodingError.self) { try pair.parse("{1,2,}", as: "Pair") }
        #expect(trailing?.reason == "expected a number after \",\"")
        #expect(trailing?.offset == 4)
    }

    @Test func aGroupWhereNumbersBelongIsRejected() {
        let error = #expect(throws: StringCodingError.self) { try pair.parse("{{1, 2}}", as: "Pair") }
        #expect(error?.reason == "unexpected \"{\"")
        #expect(error?.offset == 1)
    }

    /// Found with a long input while fuzzing (libFuzzer's own inputs stay under 4 KB): 200,000 "{"
    /// overflowed the stack, reading recursing once per brace.
    @Test func hostileNestingIsRefusedWhereItGoesTooDeep() {
        let deep = String(repeating: "{", count: 200_000)
        let error = #expect(throws: StringCodingError.self) { try rect.parse(deep, as: "Rect") }
        #expect(error?.reason == "unexpected \"{\"")
        #expect(error?.offset == 16)
        let nested = String(repeating: "{", count: 17) + "1, 2" + String(repeating: "}", count: 17)
        let tooDeep = #expect(throws: StringCodingError.self) { try pair.parse(nested, as: "Pair") }
        #expect(
            tooDeep?.description
                == "cannot read \"\(nested)\" as Pair at column 17: unexpected \"{\"\n    \(nested)\n    "
                + String(repeating: " ", count: 16) + "^")
    }

    @Test func groupsAreCountedAndCheckedOneByOne() {
        let extraGroup = #expect(throws: StringCodingError.self) {
            try rect.parse("{{1, 2}, {3, 4}, {5, 6}}", as: "Rect")
        }
        #expect(
            extraGroup?.description == """
                cannot read "{{1, 2}, {3, 4}, {5, 6}}" as Rect at column 18: expected 2 groups ({x y} {width height}), \
                found 3
                    {{1, 2}, {3, 4}, {5, 6}}
                                     ^
                """)
        let shortGroup = #expect(throws: StringCodingError.self) { try rect.parse("{{1, 2}, {3}}", as: "Rect") }
        #expect(
            shortGroup?.description == """
                cannot read "{{1, 2}, {3}}" as Rect at column 12: expected 2 numbers (width height), found 1
                    {{1, 2}, {3}}
                               ^
                """)
        let mixed = #expect(throws: StringCodingError.self) { try rect.parse("{{1, 2}, 3, 4}", as: "Rect") }
        #expect(mixed?.reason == "expected a group in braces like {x y}")
        #expect(mixed?.offset == 9)
    }

    @Test func formatsInFoundationsBraceFormWithShortNumbers() {
        #expect(pair.format([1, -2.5]) == "{1, -2.5}")
        #expect(rect.format([0, 0.1, 1e300, -0.0]) == "{{0, 0.1}, {1e+300, -0}}")
        #expect(NumberTuple.shortestDescription(100_000) == "100000")
        #expect(NumberTuple.shortestDescription(1.0 / 3) == "0.3333333333333333")
    }

    @Test(arguments: [
        0.1, 1.0 / 3, -1e-7, 123_456_789.125, 1e22, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -.infinity,
    ])
    func formattedNumbersReadBackEqual(_ value: Double) throws {
        #expect(try pair.parse(pair.format([value, value]), as: "Pair") == [value, value])
    }
}
