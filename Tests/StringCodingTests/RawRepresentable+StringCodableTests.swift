import StringCoding
import Testing

private enum Mode: String, CaseIterable, StringCodable {
    case fast, safe, balanced
}

private enum Level: Int, StringCodable {
    case low = 1, high = 10
}

private struct Port: RawRepresentable, Equatable, StringCodable {
    var rawValue: UInt16
    init?(rawValue: UInt16) {
        guard rawValue >= 1024 else { return nil }
        self.rawValue = rawValue
    }
}

@Suite struct RawRepresentableStringCodableTests {
    @Test func readsTheRawValue() throws {
        #expect(try Mode(parsing: "safe") == .safe)
        #expect(try Mode(parsing: " balanced ") == .balanced)
        #expect(try Level(parsing: "0xA") == .high)
        #expect(try Port(parsing: "8080") == Port(rawValue: 8080))
    }

    @Test func writesTheRawValue() throws {
        #expect(Mode.fast.stringRepresentation == "fast")
        #expect(Level.high.stringRepresentation == "10")
        #expect(try roundTrips(Mode.balanced))
        #expect(try roundTrips(Level.low))
    }

    @Test func listsValidRawValuesOfCaseIterableTypesWithASuggestion() {
        #expect(
            failureDescription(parsing: "fsat", as: Mode.self) == """
                cannot read "fsat" as Mode: unknown value
                    did you mean "fast"?
                    valid values: fast, safe, balanced
                """)
        #expect(
            failureDescription(parsing: "Safe", as: Mode.self) == """
                cannot read "Safe" as Mode: unknown value
                    did you mean "safe"?
                    valid values: fast, safe, balanced
                """)
    }

    @Test func reportsOtherFailuresAgainstTheType() {
        #expect(failureDescription(parsing: "5", as: Level.self) == "cannot read \"5\" as Level: unknown value")
        #expect(failureDescription(parsing: "80", as: Port.self) == "cannot read \"80\" as Port: unknown value")
        #expect(
            failureDescription(parsing: "high", as: Level.self) == """
                cannot read "high" as Level at column 1: "h" is not a decimal digit
                    high
                    ^
                """)
    }
}
