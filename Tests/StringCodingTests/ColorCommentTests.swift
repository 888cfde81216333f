import StringCoding
import Testing

/// What CSS's tokenizer does around a color: comments are skipped wherever whitespace may stand, and a
/// function left open at the end of the text is closed there.
@Suite struct ColorCommentTests {
    private let orange = Color(red: 1, green: 136.0 / 255, blue: 0)

    private func color(_ text: String) throws -> Color { try Color(parsing: text) }

    private func failure(_ text: String) -> String? { failureDescription(parsing: text, as: Color.self) }

    @Test func commentsInsideFunctionsAreSkipped() throws {
        #expect(try color("rgb(255 /* red */ 136 /* green */ 0)") == orange)
        #expect(try color("rgb(255/**/136/**/0)") == orange)
        #expect(try color("rgb(/* r */255, /* g */ 136, 0 /* b */)") == orange)
        #expect(
            try color("rgb(255 136 0 /* alpha */ / /* half */ 0.5)")
                == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 0.5))
        #expect(try color("hsl(120 /* hue */ 100% 25%)") == Color(red: 0, green: 0.5, blue: 0))
        #expect(try color("color(/* space */ srgb 1 0.5 0)") == Color(red: 1, green: 0.5, blue: 0))
        #expect(try color("rgb(255 136 0) /* done */") == orange)
        #expect(try color("rgb(255 136 0 /* a ) inside */)") == orange)
    }

    @Test func commentsAroundAValueAreSkipped() throws {
        #expect(try color("/* brand */ #ff8800") == orange)
        #expect(try color("#ff8800 /* brand */") == orange)
        #expect(try color("/**/red/**/") == Color(red: 1, green: 0, blue: 0))
        #expect(try color("  red /* a */ /* b */ ") == Color(red: 1, green: 0, blue: 0))
        #expect(try color(" /* x */ rgb(255 136 0) /* y */ ") == orange)
        #expect(try color("/* UIKit */ darkGrayColor") == .darkGray)
    }

    @Test func anUnclosedCommentIsAnError() {
        #expect(
            failure("rgb(255 136 0 /* alpha") == """
                cannot read "rgb(255 136 0 /* alpha" as Color at column 15: unclosed comment: expected "*/" to end \
                the comment that starts here
                    rgb(255 136 0 /* alpha
                                  ^
                """)
        #expect(
            failure("red /* oops") == """
                cannot read "red /* oops" as Color at column 5: unclosed comment: expected "*/" to end the comment \
                that starts here
                    red /* oops
                        ^
                """)
        #expect(
            failure(" /* oops red") == """
                cannot read " /* oops red" as Color at column 2: unclosed comment: expected "*/" to end the comment \
                that starts here
                     /* oops red
                     ^
                """)
        #expect(
            failure("rgb(0 0 calc(1 + /* 2) 0 0)") == """
                cannot read "rgb(0 0 calc(1 + /* 2) 0 0)" as Color at column 18: unclosed comment: expected "*/" to \
                end the comment that starts here
                    rgb(0 0 calc(1 + /* 2) 0 0)
                                     ^
                """)
    }

    @Test func aCommentEndWithoutAStartSaysSo() {
        #expect(
            failure("rgb(255 136 0 alpha */ 0.5)") == """
                cannot read "rgb(255 136 0 alpha */ 0.5)" as Color at column 21: unexpected "*/": it ends a comment, \
                but no "/*" opened one
                    rgb(255 136 0 alpha */ 0.5)
                                        ^
                """)
    }

    @Test func errorsAfterACommentPointIntoTheWholeInput() {
        #expect(
            failure("  /* x */ bleu") == """
                cannot read "  /* x */ bleu" as Color at column 11: unknown color name
                      /* x */ bleu
                              ^
                    did you mean "blue"?
                """)
        #expect(
            failure("/* x */ rgb(1 2) /* y */") == """
                cannot read "/* x */ rgb(1 2) /* y */" as Color at column 16: expected 3 values, got 2
                    /* x */ rgb(1 2) /* y */
                                   ^
                """)
        #expect(
            failure("/* only a comment */") == """
                cannot read "/* only a comment */" as Color: expected a color name, hex code or color function, got \
                only a comment
                """)
        #expect(
            failure("#ff/**/8800") == """
                cannot read "#ff/**/8800" as Color at column 4: "/" is not a hex digit
                    #ff/**/8800
                       ^
                """)
    }

    @Test func aFunctionLeftOpenIsClosedAtTheEnd() throws {
        #expect(try color("rgb(255 136 0") == orange)
        #expect(try color("rgba(255, 136, 0, 0.5") == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 0.5))
        #expect(try color("hsl(120 100% 25% / 50%") == Color(red: 0, green: 0.5, blue: 0, alpha: 0.5))
        #expect(try color("color(srgb 1 0.5 0 ") == Color(red: 1, green: 0.5, blue: 0))
        #expect(
            failure("rgb(255 0") == """
                cannot read "rgb(255 0" as Color at column 10: expected 3 values, got 2
                    rgb(255 0
                             ^
                """)
        #expect(
            failure("rgb(") == """
                cannot read "rgb(" as Color at column 5: expected 3 values, got 0
                    rgb(
                        ^
                """)
    }

    /// Every prefix of inputs that mix comments, calc() and nesting is read or fails with a caret
    /// inside the input: cutting text short must never trap or point past it.
    @Test func everyPrefixReadsOrFailsInsideTheInput() {
        let inputs = [
            "/* a */ rgb(calc((1 + 2) * 3) /* b */ 4% 5 / calc(infinity)) /* c */",
            "hsl(calc(0.25turn + -30deg), 50%, calc(100% / 3), calc(NaN))",
            "color(srgb calc(e * pi / 10) /**/ 0.5 -1e310 / 50%)",
            "  #ff8800 /* x */ ", "hwb(calc(-infinity) 10% 10%)", "rgb(var(--x) min(1, 2) (3))",
        ]
        for input in inputs {
            for length in 0...input.count {
                let prefix = String(input.prefix(length))
                do {
                    _ = try Color(parsing: prefix)
                } catch let error as StringCodingError {
                    #expect((error.offset ?? 0) <= prefix.count, "\(error)")
                } catch {
                    Issue.record("\(prefix): \(error)")
                }
            }
        }
    }
}
