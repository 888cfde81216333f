import Foundation
import LoomTestSupport
import Testing

@testable import DocumentReading

@Suite struct ArchiveDateTextTests {
    func text(_ seconds: Double) -> String? {
        ArchiveDateText.string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }

    @Test func writesWholeSecondsWithoutFraction() {
        #expect(text(0) == "2001-01-01T00:00:00Z")
        #expect(text(12) == "2001-01-01T00:00:12Z")
        #expect(text(-1) == "2000-12-31T23:59:59Z")
        #expect(text(Date.distantPast.timeIntervalSinceReferenceDate) == "0000-12-30T00:00:00Z")
        #expect(text(Date.distantFuture.timeIntervalSinceReferenceDate) == "4001-01-01T00:00:00Z")
        #expect(ArchiveDateText.string(from: Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(ArchiveDateText.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }

    @Test func writesTheShortestExactFraction() {
        #expect(text(0.25) == "2001-01-01T00:00:00.25Z")
        #expect(text(-0.25) == "2000-12-31T23:59:59.75Z")
        #expect(text(12.75) == "2001-01-01T00:00:12.75Z")
        #expect(text(1.5e-7) == "2001-01-01T00:00:00.00000015Z")
        #expect(text(750_000_000.123_456_7) == "2024-10-07T13:20:00.1234567Z")
        #expect(text(-0.3) == "2000-12-31T23:59:59.7Z")
        #expect(text(.leastNonzeroMagnitude)?.count == 20 + 324 + 1)  // all the digits of the smallest subnormal
    }

    @Test func refusesDatesItCannotWrite() {
        #expect(text(.nan) == nil)
        #expect(text(.infinity) == nil)
        #expect(text(Double(ArchiveDateText.earliestSecond) - 0.5) == nil)
        #expect(text(Double(ArchiveDateText.latestSecond) + 1) == nil)
        #expect(text(Double(ArchiveDateText.earliestSecond)) == "0000-01-01T00:00:00Z")
        #expect(text(Double(ArchiveDateText.latestSecond) + 0.5) == "9999-12-31T23:59:59.5Z")
    }

    @Test func readsWhatItWrites() {
        #expect(ArchiveDateText.date(from: "2001-01-01T00:00:00Z") == Date(timeIntervalSinceReferenceDate: 0))
        #expect(ArchiveDateText.date(from: "2001-01-01T00:00:00.5000Z") == Date(timeIntervalSinceReferenceDate: 0.5))
        #expect(ArchiveDateText.date(from: "2000-12-31T23:59:59.75Z") == Date(timeIntervalSinceReferenceDate: -0.25))
        let substring = "x2001-01-01T00:00:01Zx".dropFirst().dropLast()
        #expect(ArchiveDateText.date(from: substring) == Date(timeIntervalSinceReferenceDate: 1))
    }

    @Test(arguments: [
        "", "2001-01-01", "2001-01-01T00:00:00", "2001-01-01T00:00:00z", "2001-01-01 00:00:00Z", "2001-1-01T00:00:00Z",
        "2001-13-01T00:00:00Z", "2001-00-01T00:00:00Z", "2001-02-29T00:00:00Z", "1900-02-29T00:00:00Z",
        "2001-04-31T00:00:00Z", "2001-01-01T24:00:00Z", "2001-01-01T00:60:00Z", "2001-01-01T00:00:60Z",
        "2001-01-01T00:00:00.Z", "2001-01-01T00:00:00,5Z", "2001-01-01T00:00:00Z ", "+2001-01-01T00:00:00Z",
        "2001-01-01T00:00:00+00:00", "２００１-01-01T00:00:00Z",
    ])
    func rejectsOtherText(text: String) {
        #expect(ArchiveDateText.date(from: text) == nil)
    }

    @Test func acceptsLeapDays() {
        #expect(ArchiveDateText.date(from: "2000-02-29T00:00:00Z") != nil)
        #expect(ArchiveDateText.date(from: "2024-02-29T23:59:59Z") != nil)
        #expect(ArchiveDateText.date(from: "0000-02-29T00:00:00Z") != nil)
    }

    /// Thousands of random dates, years 1 to 9999 with random fractions, read back identical.
    @Test func randomDatesRoundTrip() throws {
        var random = SeededGenerator(seed: 99)
        let earliest = Double(ArchiveDateText.earliestSecond) + 366 * 86400
        let latest = Double(ArchiveDateText.latestSecond)
        for round in 0..<6000 {
            var seconds: Double
            switch round % 4 {
            case 0: seconds = Double.random(in: earliest...latest, using: &random)
            case 1: seconds = Double(Int64.random(in: Int64(earliest)...Int64(latest), using: &random))
            case 2: seconds = Double.random(in: -3...3, using: &random)
            default:
                seconds =
                    Double(Int64.random(in: Int64(earliest)...Int64(latest), using: &random))
                    + Double(Int.random(in: 0..<1000, using: &random)) / 1000
            }
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let text = try #require(ArchiveDateText.string(from: date))
            #expect(ArchiveDateText.date(from: text) == date, "\(seconds) \(text)")
            if round % 4 == 3, let dot = text.firstIndex(of: ".") {
                #expect(text.distance(from: dot, to: text.endIndex) <= 5, "\(text): milliseconds need at most 3 digits")
            }
        }
    }

    /// Years, months and days agree with Foundation's Gregorian calendar from 1583 on.
    @Test func calendarAgreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var random = SeededGenerator(seed: 4)
        let earliest = try #require(calendar.date(from: DateComponents(year: 1583, month: 1, day: 1)))
        for _ in 0..<500 {
            let seconds = Double(
                Int64.random(in: Int64(earliest.timeIntervalSinceReferenceDate)...250_000_000_000, using: &random))
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
            #expect(ArchiveDateText.string(from: date) == expected)
        }
    }
}
