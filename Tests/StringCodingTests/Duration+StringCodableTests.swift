import StringCoding
import Testing

@Suite struct DurationStringCodableTests {
    @Test func readsSingleUnits() throws {
        #expect(try Duration(parsing: "250ms") == .milliseconds(250))
        #expect(try Duration(parsing: "30s") == .seconds(30))
        #expect(try Duration(parsing: "2m") == .seconds(120))
        #expect(try Duration(parsing: "1d") == .seconds(86_400))
        #expect(try Duration(parsing: "100us") == .microseconds(100))
        #expect(try Duration(parsing: "100\u{B5}s") == .microseconds(100))
        #expect(try Duration(parsing: "100\u{3BC}s") == .microseconds(100))
        #expect(try Duration(parsing: "10ns") == .nanoseconds(10))
    }

    @Test func readsFractionsAndCombinations() throws {
        #expect(try Duration(parsing: "1.5s") == .milliseconds(1500))
        #expect(try Duration(parsing: "1h30m") == .seconds(5400))
        #expect(try Duration(parsing: " 1h 30m 15s ") == .seconds(5415))
        #expect(try Duration(parsing: "1d2h3m4s5ms6us7ns") == .seconds(93_784) + .nanoseconds(5_006_007))
        #expect(try Duration(parsing: "0.5h") == .seconds(1800))
        #expect(try Duration(parsing: ".25s") == .milliseconds(250))
        let halfNanosecond = Duration(secondsComponent: 0, attosecondsComponent: 500_000_000)
        #expect(try Duration(parsing: "1.5ns") == .nanoseconds(1) + halfNanosecond)
        #expect(try Duration(parsing: "30 s") == .seconds(30))
    }

    @Test func aPlainNumberIsSeconds() throws {
        #expect(try Duration(parsing: "30") == .seconds(30))
        #expect(try Duration(parsing: "0.25") == .milliseconds(250))
        #expect(try Duration(parsing: "0") == .zero)
    }

    @Test func aLeadingMinusNegatesTheWhole() throws {
        #expect(try Duration(parsing: "-1h30m") == .seconds(-5400))
        #expect(try Duration(parsing: "-1.5") == .milliseconds(-1500))
        #expect(try Duration(parsing: "-0s") == .zero)
    }

    @Test func writesTheCompactCanonicalForm() {
        #expect(Duration.seconds(5400).stringRepresentation == "1h30m")
        #expect(Duration.milliseconds(250).stringRepresentation == "250ms")
        #expect(Duration.zero.stringRepresentation == "0s")
        #expect(Duration.milliseconds(1500).stringRepresentation == "1s500ms")
        #expect(Duration.seconds(90_000).stringRepresentation == "1d1h")
        #expect(Duration.seconds(-5400).stringRepresentation == "-1h30m")
        #expect(Duration.nanoseconds(1_001).stringRepresentation == "1us1ns")
        #expect(Duration(secondsComponent: 0, attosecondsComponent: 1_500_000_000).stringRepresentation == "1.5ns")
        #expect(Duration(secondsComponent: 0, attosecondsComponent: 1).stringRepresentation == "0.000000001ns")
    }

    @Test func roundTripsExactly() throws {
        let samples: [Duration] = [
            .zero, .seconds(5400), .milliseconds(-1500), .nanoseconds(123_456_789_012),
            Duration(secondsComponent: 12, attosecondsComponent: 345_678_901_234_567_891),
            Duration(secondsComponent: -3, attosecondsComponent: -1),
            Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999),
            Duration(secondsComponent: .min, attosecondsComponent: 0),
        ]
        for duration in samples {
            #expect(try roundTrips(duration), "\(duration.stringRepresentation)")
        }
    }

    @Test func pointsAtAnUnknownUnitAndListsTheValidOnes() {
        #expect(
            failureDescription(parsing: "5x", as: Duration.self) == """
                cannot read "5x" as Duration at column 2: unknown unit "x"
                    5x
                     ^
                    valid values: d, h, m, s, ms, us, µs, ns
                """)
        #expect(
            failureDescription(parsing: "1h 30mins", as: Duration.self) == """
                cannot read "1h 30mins" as Duration at column 6: unknown unit "mins"
                    1h 30mins
                         ^
                    did you mean "m"?
                    valid values: d, h, m, s, ms, us, µs, ns
                """)
        #expect(failureDescription(parsing: "2 hours", as: Duration.self)?.contains("did you mean \"h\"?") == true)
        #expect(
            failureDescription(parsing: "1H", as: Duration.self) == """
                cannot read "1H" as Duration at column 2: unknown unit "H"
                    1H
                     ^
                    did you mean "h"?
                    valid values: d, h, m, s, ms, us, µs, ns
                """)
    }

    @Test func requiresUnitsAfterTheFirstPartAndInDecreasingOrder() {
        #expect(
            failureDescription(parsing: "1h30", as: Duration.self) == """
                cannot read "1h30" as Duration at column 5: expected a unit after "30"
                    1h30
                        ^
                    valid values: d, h, m, s, ms, us, µs, ns
                """)
        #expect(
            failureDescription(parsing: "30m1h", as: Duration.self) == """
                cannot read "30m1h" as Duration at column 5: "h" cannot follow "m": units go from largest to smallest
                    30m1h
                        ^
                """)
        #expect(
            failureDescription(parsing: "1s1s", as: Duration.self) == """
                cannot read "1s1s" as Duration at column 4: "s" cannot follow "s": units go from largest to smallest
                    1s1s
                       ^
                """)
    }

    @Test func rejectsMalformedNumbersAndValuesBeyondTheRange() throws {
        #expect(
            failureDescription(parsing: "", as: Duration.self) == """
                cannot read "" as Duration: expected a duration such as 250ms, 30s or 1h30m
                """)
        #expect(
            failureDescription(parsing: "ms", as: Duration.self) == """
                cannot read "ms" as Duration at column 1: "m" is not a decimal digit
                    ms
                    ^
                """)
        #expect(
            failureDescription(parsing: "1h -5m", as: Duration.self) == """
                cannot read "1h -5m" as Duration at column 4: "-" is not a decimal digit
                    1h -5m
                       ^
                """)
        #expect(
            failureDescription(parsing: "99999999999999999999s", as: Duration.self) == """
                cannot read "99999999999999999999s" as Duration: out of range for Duration
                """)
        #expect(
            failureDescription(parsing: "9999999999999999999d", as: Duration.self) == """
                cannot read "9999999999999999999d" as Duration: out of range for Duration
                """)
        #expect(
            failureDescription(parsing: "106751991167300d15h30m8s", as: Duration.self) == """
                cannot read "106751991167300d15h30m8s" as Duration: out of range for Duration
                """)
        let minimum = Duration(secondsComponent: .min, attosecondsComponent: 0)
        #expect(try Duration(parsing: "-106751991167300d15h30m8s") == minimum)
    }

    /// Issue 20: more than 18 decimal places were refused, though an hour's 19th place is 360
    /// attoseconds; places finer than the attosecond are dropped.
    @Test func readsDecimalPlacesDownToTheAttosecond() throws {
        let third = try Duration(parsing: "0.3333333333333333333h")
        #expect(third.components == (seconds: 1199, attoseconds: 999_999_999_999_999_880))
        #expect(
            try Duration(parsing: "0.333333333333333333333333333333333333333333h") == .seconds(1200) - attoseconds(1))
        #expect(try Duration(parsing: "1.0000000000000000001s") == .seconds(1))
        #expect(try Duration(parsing: "0.0000000000000000000001d") == attoseconds(8))
        #expect(try Duration(parsing: "0.00000000000000000001m") == .zero)
        #expect(try Duration(parsing: "0.000000000000000000019m") == attoseconds(1))
        #expect(try Duration(parsing: "1.5000000000000000000000ns") == .nanoseconds(1) + attoseconds(500_000_000))
    }

    /// Issue 20: the magnitude was read as an `Int64`, which stops one short of the most negative value.
    @Test func readsTheMostNegativeCountOfAUnit() throws {
        #expect(try Duration(parsing: "-9223372036854775808ns") == .nanoseconds(Int64.min))
        #expect(try Duration(parsing: "9223372036854775807ns") == .nanoseconds(Int64.max))
        #expect(try Duration(parsing: "-9223372036854775808s") == .seconds(Int64.min))
        #expect(
            failureDescription(parsing: "9223372036854775808s", as: Duration.self) == """
                cannot read "9223372036854775808s" as Duration: out of range for Duration
                """)
        #expect(
            failureDescription(parsing: "18446744073709551616ns", as: Duration.self) == """
                cannot read "18446744073709551616ns" as Duration: out of range for Duration
                """)
    }
}

private func attoseconds(_ count: Int64) -> Duration {
    Duration(secondsComponent: 0, attosecondsComponent: count)
}
