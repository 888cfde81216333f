import DocumentReading
import Testing

@Suite struct ProblemReportTests {
    @Test func aProblemAloneIsOneLine() {
        #expect(ProblemReport(problem: "cannot read the file").description == "cannot read the file")
    }

    @Test func theLocationColumnAndReasonJoinTheFirstLine() {
        let report = ProblemReport(
            location: "theme.yaml:4", problem: "invalid selector \"a..b\"", column: 3, reason: "expected a class name")
        #expect(report.description == "theme.yaml:4: invalid selector \"a..b\" at column 3: expected a class name")
    }

    @Test func emptyPartsOfTheFirstLineAreLeftOut() {
        #expect(
            ProblemReport(location: "a.yaml:3", problem: "", reason: "unknown type").description
                == "a.yaml:3: unknown type")
        #expect(ProblemReport(problem: "View", reason: "").description == "View")
    }

    @Test func everyDetailHasALineOfItsOwnIndentedByFour() {
        let report = ProblemReport(
            problem: "cannot read \"fsat\" as Mode", column: 1, reason: "unknown name",
            excerpt: ProblemReport.Excerpt(line: "fsat", caretOffset: 0), suggestion: "fast",
            validValues: ["fast", "safe"], note: "names are not case-sensitive")
        #expect(
            report.description == """
                cannot read "fsat" as Mode at column 1: unknown name
                    fsat
                    ^
                    did you mean "fast"?
                    valid values: fast, safe
                    names are not case-sensitive
                """)
    }

    @Test func theCaretStandsUnderItsCharacter() {
        let report = ProblemReport(
            problem: "cannot read \"#ff88zz\" as Color", column: 6, reason: "\"z\" is not a hex digit",
            excerpt: ProblemReport.Excerpt(line: "#ff88zz", caretOffset: 5))
        #expect(
            report.description == """
                cannot read "#ff88zz" as Color at column 6: "z" is not a hex digit
                    #ff88zz
                         ^
                """)
    }

    @Test func anExcerptThatSpansLinesIsNotShown() {
        for text in ["a\nb", "a\r\nb", "a\rb", "a\u{2028}b"] {
            let report = ProblemReport(
                problem: "bad", column: 2, excerpt: ProblemReport.Excerpt(line: text, caretOffset: 1), suggestion: "ab")
            #expect(report.description == "bad at column 2\n    did you mean \"ab\"?")
        }
    }

    @Test func aNegativeCaretOffsetStaysAtTheStart() {
        let report = ProblemReport(problem: "bad", excerpt: ProblemReport.Excerpt(line: "x", caretOffset: -3))
        #expect(report.description == "bad\n    x\n    ^")
    }

    @Test func onOneLineTheAdviceFollowsSemicolonsAndTheExcerptIsLeftOut() {
        let report = ProblemReport(
            problem: "unknown name", column: 1, excerpt: ProblemReport.Excerpt(line: "fsat", caretOffset: 0),
            suggestion: "fast", validValues: ["fast", "safe"], note: "names are not case-sensitive")
        #expect(
            report.singleLine
                == "unknown name at column 1; did you mean \"fast\"?; valid values: fast, safe; names are not case-sensitive"
        )
        #expect(ProblemReport(problem: "expected a number").singleLine == "expected a number")
    }

    @Test func aListIndentsItemsByTwoAndTheirFurtherLinesByFour() {
        let item = ProblemReport(
            location: "a.yaml:2", problem: "invalid selector \"..\"", column: 1, reason: "expected a name",
            excerpt: ProblemReport.Excerpt(line: "..", caretOffset: 0)
        ).description
        #expect(
            ProblemReport.list("2 problems in a.yaml:", ["a.yaml:1: unknown key", item], unlistedCount: 3) == """
                2 problems in a.yaml:
                  a.yaml:1: unknown key
                  a.yaml:2: invalid selector ".." at column 1: expected a name
                        ..
                        ^
                  … and 3 more, not listed
                """)
    }

    @Test func aListWithNothingUnlistedSaysNothingMore() {
        #expect(ProblemReport.list("1 problem:", ["x"]) == "1 problem:\n  x")
        #expect(ProblemReport.list("0 problems:", []) == "0 problems:")
    }

    @Test func countsArePluralUnlessOne() {
        #expect(ProblemReport.counted(0, "problem") == "0 problems")
        #expect(ProblemReport.counted(1, "problem") == "1 problem")
        #expect(ProblemReport.counted(2, "entry", plural: "entries") == "2 entries")
        #expect(ProblemReport.counted(1, "entry", plural: "entries") == "1 entry")
    }

    @Test func locationsSayWhatIsKnown() {
        #expect(ProblemReport.location(source: "a.yaml", line: 4, column: 9) == "a.yaml:4:9")
        #expect(ProblemReport.location(source: "a.yaml", line: 4, column: nil) == "a.yaml:4")
        #expect(ProblemReport.location(source: "a.yaml", line: nil, column: 9) == "a.yaml")
        #expect(ProblemReport.location(source: nil, line: 4, column: nil) == "line 4")
        #expect(ProblemReport.location(source: nil, line: 4, column: 9) == "line 4:9")
        #expect(ProblemReport.location(source: nil, line: nil, column: nil) == nil)
    }
}
