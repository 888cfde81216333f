import StringCoding
import Testing

/// calc() in color functions and numbers beyond Double's range, checked against CSS Color 4 and the
/// Web Platform Tests' css-color parsing cases (color-valid-rgb, color-valid-hsl,
/// color-valid-color-function): infinity clamps to the channel's range, NaN is 0, an infinite or
/// NaN hue is 0 degrees.
@Suite struct ColorCalcTests {
    private func color(_ text: String) throws -> Color { try Color(parsing: text) }

    private func failure(_ text: String) -> String? { failureDescription(parsing: text, as: Color.self) }

    @Test func infinityClampsAndNaNIsZero() throws {
        #expect(try color("rgb(calc(infinity), 0, 0)") == Color(red: 1, green: 0, blue: 0))
        #expect(try color("rgb(0, calc(infinity), 0)") == Color(red: 0, green: 1, blue: 0))
        #expect(try color("rgb(0 0 calc(INFINITY))") == Color(red: 0, green: 0, blue: 1))
        #expect(try color("rgb(calc(-infinity), 0, 0)") == Color(red: 0, green: 0, blue: 0))
        #expect(try color("rgba(0, 0, 0, calc(infinity))") == Color(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(try color("rgba(0, 0, 0, calc(-Infinity))") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try color("rgb(calc(NaN), 0, 0)") == Color(red: 0, green: 0, blue: 0))
        #expect(try color("rgb(255 calc(0 / 0) 255)") == Color(red: 1, green: 0, blue: 1))
        #expect(try color("rgba(0, 0, 0, calc(nan))") == Color(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(try color("rgb(calc(1 / 0) calc(-1 / 0) 0)") == Color(red: 1, green: 0, blue: 0))
        #expect(try color("hsl(90 50% 50% / calc(infinity))") == Color(red: 0.5, green: 0.75, blue: 0.25))
        #expect(
            try color("hsl(90 50% 50% / calc(-infinity))") == Color(red: 0.5, green: 0.75, blue: 0.25, alpha: 0))
        #expect(try color("hsl(90 50% 50% / calc(0 / 0))") == Color(red: 0.5, green: 0.75, blue: 0.25, alpha: 0))
        #expect(try color("hsl(120 calc(infinity) 50%)") == Color(red: 0, green: 1, blue: 0))
        #expect(try color("hwb(0 calc(NaN) calc(-infinity))") == Color(red: 1, green: 0, blue: 0))
    }

    @Test func anInfiniteOrNaNHueIsZeroDegrees() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try color("hsl(calc(infinity) 100% 50%)") == red)
        #expect(try color("hsl(calc(-infinity) 100% 50%)") == red)
        #expect(try color("hsl(calc(0 / 0) 100% 50%)") == red)
        #expect(try color("hwb(calc(infinity * 1deg) 0% 0%)") == red)
        #expect(try color("hsl(1e310 100% 50%)") == red)
    }

    @Test func numbersBeyondDoubleClamp() throws {
        #expect(try color("rgb(-1e310, 1e310, -1e310)") == Color(red: 0, green: 1, blue: 0))
        #expect(try color("rgb(1e999 0 0 / -1e999)") == Color(red: 1, green: 0, blue: 0, alpha: 0))
        #expect(try color("rgb(100% 1e310% -1e310%)") == Color(red: 1, green: 1, blue: 0))
        #expect(try color("color(srgb 1e-400 1e400 0 / 1e400)") == Color(red: 0, green: 1, blue: 0))
    }

    @Test func arithmeticFollowsCSSPrecedence() throws {
        #expect(
            try color("rgb(calc(2 + 3 * 4) calc((2 + 3) * 4) calc(100 - 10 - 5))")
                == Color(red: 14.0 / 255, green: 20.0 / 255, blue: 85.0 / 255))
        #expect(try color("rgb(calc(255 / 2) calc(50% + 10%) calc(e * 0))") == Color(red: 0.5, green: 0.6, blue: 0))
        #expect(
            try color("rgb(calc(e * 10) calc(pi * 10) calc(-1 * pi))")
                == Color(red: 2.718281828459045 * 10 / 255, green: Double.pi * 10 / 255, blue: 0))
        #expect(try color("rgb(calc(calc(10) * 2) 0 0)") == Color(red: 20.0 / 255, green: 0, blue: 0))
        #expect(try color("rgb(calc( 1 /* one */ + 2 ) 0 0)") == Color(red: 3.0 / 255, green: 0, blue: 0))
        #expect(try color("rgb(CALC(PI*2) 0 0)") == Color(red: Double.pi * 2 / 255, green: 0, blue: 0))
        #expect(try color("rgb(calc(1 - -2) 0 0)") == Color(red: 3.0 / 255, green: 0, blue: 0))
    }

    @Test func readsTheWPTColorFunctionCases() throws {
        #expect(
            try color("color(srgb calc(0.5 + 1) calc(0.5 - 1) calc(0.5) / calc(-0.5 + 1))")
                == Color(red: 1, green: 0, blue: 0.5, alpha: 0.5))
        #expect(
            try color("color(srgb calc(50% * 3) calc(-150% / 3) calc(50%) / calc(-50% * 3))")
                == Color(red: 1, green: 0, blue: 0.5, alpha: 0))
        #expect(try color("color(srgb 0 calc(Infinity) 0)") == Color(red: 0, green: 1, blue: 0))
    }

    @Test func anglesAndPercentagesKeepTheirType() throws {
        #expect(try color("hsl(calc(0.25turn + 30deg) 100% 50%)") == Color(red: 0, green: 1, blue: 0))
        #expect(try color("hsl(calc(120) calc(50% * 2) calc(100% / 2))") == Color(red: 0, green: 1, blue: 0))
        #expect(try color("rgb(calc(50%), 0%, 100%)") == Color(red: 0.5, green: 0, blue: 1))
        #expect(
            failure("rgb(calc(50%), 0, 0)") == """
                cannot read "rgb(calc(50%), 0, 0)" as Color at column 16: expected a percentage for green, got "0" \
                (comma syntax cannot mix numbers and percentages)
                    rgb(calc(50%), 0, 0)
                                   ^
                """)
        #expect(
            failure("rgb(calc(10deg) 0 0)") == """
                cannot read "rgb(calc(10deg) 0 0)" as Color at column 5: expected a number or percentage for red, \
                got "calc(10deg)"
                    rgb(calc(10deg) 0 0)
                        ^
                """)
    }

    @Test func aCalcLeftOpenIsClosedAtTheEnd() throws {
        #expect(try color("rgb(0 0 calc(51 * 5") == Color(red: 0, green: 0, blue: 1))
        #expect(try color("rgb(0 0 calc((51 * (5") == Color(red: 0, green: 0, blue: 1))
    }

    @Test func operatorErrorsSayWhatWasFound() {
        #expect(
            failure("rgb(calc(1+2) 0 0)") == """
                cannot read "rgb(calc(1+2) 0 0)" as Color at column 11: expected an operator (+, -, * or /) before \
                "+2"; + and - need a space on each side
                    rgb(calc(1+2) 0 0)
                              ^
                """)
        #expect(
            failure("rgb(calc(1 -(2)) 0 0)") == """
                cannot read "rgb(calc(1 -(2)) 0 0)" as Color at column 12: "-" needs a space on each side in calc()
                    rgb(calc(1 -(2)) 0 0)
                               ^
                """)
        #expect(
            failure("rgb(calc(1 2) 0 0)") == """
                cannot read "rgb(calc(1 2) 0 0)" as Color at column 12: expected an operator (+, -, * or /) before "2"
                    rgb(calc(1 2) 0 0)
                               ^
                """)
        #expect(
            failure("rgb(calc(1 + ) 0 0)") == """
                cannot read "rgb(calc(1 + ) 0 0)" as Color at column 14: expected a value in calc(), got ")"
                    rgb(calc(1 + ) 0 0)
                                 ^
                """)
        #expect(
            failure("rgb(calc() 0 0)") == """
                cannot read "rgb(calc() 0 0)" as Color at column 10: expected a value in calc(), got ")"
                    rgb(calc() 0 0)
                             ^
                """)
        #expect(
            failure("rgb(0 0 calc(1 *") == """
                cannot read "rgb(0 0 calc(1 *" as Color at column 17: expected a value in calc()
                    rgb(0 0 calc(1 *
                                    ^
                """)
    }

    @Test func typeErrorsSayWhatWasFound() {
        #expect(
            failure("rgb(calc(50% + 10) 0 0)") == """
                cannot read "rgb(calc(50% + 10) 0 0)" as Color at column 14: "+" needs two numbers, two percentages \
                or two angles in calc(); got a percentage and a number
                    rgb(calc(50% + 10) 0 0)
                                 ^
                """)
        #expect(
            failure("rgb(calc(10% * 10%) 0 0)") == """
                cannot read "rgb(calc(10% * 10%) 0 0)" as Color at column 14: "*" needs a number on one side in \
                calc(); got a percentage and a percentage
                    rgb(calc(10% * 10%) 0 0)
                                 ^
                """)
        #expect(
            failure("rgb(calc(1 / 10%) 0 0)") == """
                cannot read "rgb(calc(1 / 10%) 0 0)" as Color at column 12: "/" needs a number on its right in \
                calc(); got a percentage
                    rgb(calc(1 / 10%) 0 0)
                               ^
                """)
        #expect(
            failure("rgb(calc(10px) 0 0)") == """
                cannot read "rgb(calc(10px) 0 0)" as Color at column 10: expected a number, percentage or angle in \
                calc(), got "10px"
                    rgb(calc(10px) 0 0)
                             ^
                """)
    }

    @Test func unknownWordsAndFunctionsInsideCalc() {
        #expect(
            failure("rgb(calc(infinite) 0 0)") == """
                cannot read "rgb(calc(infinite) 0 0)" as Color at column 10: unknown keyword "infinite" in calc()
                    rgb(calc(infinite) 0 0)
                             ^
                    did you mean "infinity"?
                    valid values: e, pi, infinity, -infinity, NaN
                """)
        #expect(
            failure("rgb(calc(-pi) 0 0)") == """
                cannot read "rgb(calc(-pi) 0 0)" as Color at column 10: unknown keyword "-pi" in calc()
                    rgb(calc(-pi) 0 0)
                             ^
                    did you mean "pi"?
                    valid values: e, pi, infinity, -infinity, NaN
                """)
        #expect(
            failure("rgb(calc(min(1, 2)) 0 0)") == """
                cannot read "rgb(calc(min(1, 2)) 0 0)" as Color at column 10: unsupported function "min()" in \
                calc(); only calc() and parentheses can be used inside it
                    rgb(calc(min(1, 2)) 0 0)
                             ^
                """)
        #expect(
            failure("rgb(calc(1 # 2) 0 0)") == """
                cannot read "rgb(calc(1 # 2) 0 0)" as Color at column 12: unexpected "#" in calc()
                    rgb(calc(1 # 2) 0 0)
                               ^
                """)
        #expect(
            failure("rgb(var(--red) 0 0)") == """
                cannot read "rgb(var(--red) 0 0)" as Color at column 5: unsupported function "var()" in rgb(); only \
                calc() can be used inside a color function
                    rgb(var(--red) 0 0)
                        ^
                """)
        #expect(
            failure("rgb((1) 0 0)") == """
                cannot read "rgb((1) 0 0)" as Color at column 5: unexpected "(" in rgb(); only calc() can group \
                values
                    rgb((1) 0 0)
                        ^
                """)
    }
}
