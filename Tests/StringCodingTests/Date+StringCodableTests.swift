import Foundation
import StringCoding
import Testing

@Suite struct DateStringCodableTests {
    /// 2024-05-01T00:00:00Z.
    let mayDay = Date(timeIntervalSince1970: 1_714_521_600)

    @Test func aDateAloneIsMidnightUTC() throws {
        #expect(try Date(parsing: "2024-05-01") == mayDay)
        #expect(try Date(parsing: " 1970-01-01 ") == Date(timeIntervalSince1970: 0))
        #expect(try Date(parsing: "2000-02-29") == Date(timeIntervalSince1970: 951_782_400))
    }

    @Test func readsDateTimesWithTOrSpaceAndOptionalParts() throws {
        let expected = mayDay + 10 * 3600 + 20 * 60 + 30
        #expect(try Date(parsing: "2024-05-01T10:20:30Z") == expected)
        #expect(try Date(parsing: "2024-05-01 10:20:30Z") == expected)
        #expect(try Date(parsing: "2024-05-01t10:20:30z") == expected)
        #expect(try Date(parsing: "2024-05-01T10:20:30") == expected)
        #expect(try Date(parsing: "2024-05-01T10:20Z") == expected - 30)
        #expect(try Date(parsing: "2024-05-01T10:20:30.250Z") == expected + 0.25)
        #expect(try Date(parsing: "2024-05-01T10:20:30,5Z") == expected + 0.5)
        let micro = try Date(parsing: "2024-05-01T10:20:30.123456Z").timeIntervalSince(expected)
        #expect(abs(micro - 0.123456) < 1e-6)
    }

    @Test func appliesOffsets() throws {
        let expected = mayDay + 8 * 3600 + 20 * 60 + 30
        #expect(try Date(parsing: "2024-05-01T10:20:30+02:00") == expected)
        #expect(try Date(parsing: "2024-05-01T10:20:30+0200") == expected)
        #expect(try Date(parsing: "2024-05-01T10:20:30+02") == expected)
        #expect(try Date(parsing: "2024-05-01T03:50:30-04:30") == expected)
    }

    @Test func readsTheOriginalFormWithZoneNames() throws {
        let expected = Date(timeIntervalSince1970: 1_330_837_567)  // 2012-03-04T05:06:07Z
        #expect(try Date(parsing: "2012-03-04 05:06:07 GMT") == expected)
        #expect(try Date(parsing: "2012-03-04 05:06:07 UTC") == expected)
        #expect(try Date(parsing: "2012-03-04 06:06:07 +0100") == expected)
        #expect(try Date(parsing: "2012-03-04 00:06:07 EST") == expected)
        #expect(try Date(parsing: "2012-03-03 21:06:07 PST") == expected)
    }

    @Test func writesISO8601InUTCWithMillisecondsOnlyWhenNeeded() throws {
        #expect(mayDay.stringRepresentation == "2024-05-01T00:00:00Z")
        #expect((mayDay + 30.25).stringRepresentation == "2024-05-01T00:00:30.250Z")
        #expect(try Date(parsing: "2012-03-04 05:06:07 +0100").stringRepresentation == "2012-03-04T04:06:07Z")
        #expect(Date(timeIntervalSince1970: -1).stringRepresentation == "1969-12-31T23:59:59Z")
        #expect(Date(timeIntervalSince1970: -0.001).stringRepresentation == "1969-12-31T23:59:59.999Z")
        #expect(Date.distantPast.stringRepresentation == "0000-12-30T00:00:00Z")
        #expect(Date.distantFuture.stringRepresentation == "4001-01-01T00:00:00Z")
    }

    @Test func roundTripsExactlyToTheMillisecond() throws {
        for text in [
            "2024-05-01T10:20:30.123Z", "1999-12-31T23:59:59.999Z", "0001-01-01T00:00:00.001Z",
            "9999-12-31T23:59:59.999Z", "1969-07-20T20:17:40.500Z",
        ] {
            let date = try Date(parsing: text)
            #expect(date.stringRepresentation == text)
            #expect(try roundTrips(date))
        }
        #expect(try roundTrips(Date.distantPast))
        #expect(try roundTrips(Date.distantFuture))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<1000 {
            let milliseconds = Int64.random(in: -62_000_000_000_000...250_000_000_000_000, using: &generator)
            let date = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            #expect(try roundTrips(date), "\(milliseconds) → \(date.stringRepresentation)")
        }
        let now = Date()
        #expect(try abs(Date(parsing: now.stringRepresentation).timeIntervalSince(now)) <= 0.0005)
    }

    /// Found with Fuzz/StringDecodableFuzz's round-trip check: an offset took a six-digit year to seven
    /// digits, which did not read back, and far from 1970 a `Date` cannot hold milliseconds (.123 came
    /// back as .124).
    @Test func readsYearsFromMinus99999To99999InUTC() throws {
        let outOfRange = [
            "+999999-12-31T23:59:59.999-23:59", "-999999-01-01T00:00:00.123+23:59", "+99999-12-31T23:00:00-02:00",
        ]
        for text in outOfRange {
            #expect(
                failureDescription(parsing: text, as: Date.self)
                    == "cannot read \"\(text)\" as Date: out of range for Date (years -99999 to 99999 in UTC)")
        }
        for text in ["+99999-12-31T23:59:59.999Z", "-99999-01-01T00:00:00.001Z", "+12345-06-15T12:34:56.789Z"] {
            let date = try Date(parsing: text)
            #expect(date.stringRepresentation == text)
            #expect(try roundTrips(date))
        }
    }

    @Test func validatesEachField() {
        #expect(
            failureDescription(parsing: "2024-13-01", as: Date.self) == """
                cannot read "2024-13-01" as Date at column 6: month 13 is not between 1 and 12
                    2024-13-01
                         ^
                """)
        #expect(
            failureDescription(parsing: "2023-02-29", as: Date.self) == """
                cannot read "2023-02-29" as Date at column 9: day 29 is not between 1 and 28 for this month
                    2023-02-29
                            ^
                """)
        #expect(
            failureDescription(parsing: "2024-05-01T24:00:00Z", as: Date.self) == """
                cannot read "2024-05-01T24:00:00Z" as Date at column 12: hour 24 is not between 0 and 23
                    2024-05-01T24:00:00Z
                               ^
                """)
        #expect(
            failureDescription(parsing: "2024-05-01T10:60", as: Date.self) == """
                cannot read "2024-05-01T10:60" as Date at column 15: minute 60 is not between 0 and 59
                    2024-05-01T10:60
                                  ^
                """)
    }

    @Test func pointsAtBrokenStructure() {
        #expect(
            failureDescription(parsing: "24-05-01", as: Date.self) == """
                cannot read "24-05-01" as Date at column 1: expected a four-digit year, as in 2024-05-01
                    24-05-01
                    ^
                """)
        #expect(
            failureDescription(parsing: "2024/05/01", as: Date.self) == """
                cannot read "2024/05/01" as Date at column 5: expected "-" after the year
                    2024/05/01
                        ^
                """)
        #expect(
            failureDescription(parsing: "2024-5-01", as: Date.self) == """
                cannot read "2024-5-01" as Date at column 7: expected a two-digit month
                    2024-5-01
                          ^
                """)
        #expect(
            failureDescription(parsing: "2024-05-01X10:20", as: Date.self) == """
                cannot read "2024-05-01X10:20" as Date at column 11: expected "T" or a space before the time
                    2024-05-01X10:20
                              ^
                """)
        #expect(
            failureDescription(parsing: "2024-05-01T10:20:30.Z", as: Date.self) == """
                cannot read "2024-05-01T10:20:30.Z" as Date at column 21: "Z" is not a decimal digit
                    2024-05-01T10:20:30.Z
                                        ^
                """)
        #expect(
            failureDescription(parsing: "2024-05-01T10:20:30X", as: Date.self) == """
                cannot read "2024-05-01T10:20:30X" as Date at column 20: expected "Z", an offset such as +02:00, \
                or a space and a time zone name
                    2024-05-01T10:20:30X
                                       ^
                """)
        #expect(
            failureDescription(parsing: "", as: Date.self) == """
                cannot read "" as Date: expected a date such as 2024-05-01 or 2024-05-01T10:20:30Z
                """)
    }

    @Test func reportsUnknownZoneNames() {
        #expect(
            failureDescription(parsing: "2012-03-04 05:06:07 Mars/Olympus", as: Date.self) == """
                cannot read "2012-03-04 05:06:07 Mars/Olympus" as Date at column 21: unknown time zone "Mars/Olympus"
                    2012-03-04 05:06:07 Mars/Olympus
                                        ^
                """)
    }

    /// Found by Fuzz/KeyPathFuzz: DateFormatter leaked 128 bytes for a zone name with a character beyond
    /// the Basic Multilingual Plane; such names (any but printable ASCII) no longer reach it. The leak
    /// shows only under LeakSanitizer, so this pins the error; the fuzz targets check the leak.
    @Test func zoneNamesThatAreNotPrintableASCIIAreUnknown() {
        let text = "2024-05-01T10:20 \u{DADB5}"
        #expect(
            failureDescription(parsing: text, as: Date.self)
                == "cannot read \"\(text)\" as Date at column 18: unknown time zone \"\u{DADB5}\"\n    \(text)\n    "
                + String(repeating: " ", count: 17) + "^")
    }
}
