import StringCoding
import Testing

enum TextAlignment: StringCodableEnum {
    case left, center, right, justified, natural
}

enum ContentMode: StringCodableEnum {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center

    static var aliases: [String: ContentMode] {
        [
            "scale": .scaleToFill, "aspectfit": .scaleAspectFit, "fit": .scaleAspectFit,
            "aspectfill": .scaleAspectFill, "fill": .scaleAspectFill,
        ]
    }
    static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode"] }
}

enum LineBreakMode: StringCodableEnum {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    static var aliases: [String: LineBreakMode] {
        [
            "wordwrapped": .byWordWrapping, "wordwrap": .byWordWrapping, "wrapped": .byWordWrapping,
            "wrap": .byWordWrapping, "charwrapped": .byCharWrapping, "charwrap": .byCharWrapping,
            "clipped": .byClipping, "clip": .byClipping, "truncatehead": .byTruncatingHead,
            "truncatetail": .byTruncatingTail, "truncated": .byTruncatingTail, "truncate": .byTruncatingTail,
            "truncatemiddle": .byTruncatingMiddle,
        ]
    }
    // Cocoa spells these constants `NSLineBreakByClipping`, without the "Mode" of the type name.
    static var typePrefixes: [String] { defaultTypePrefixes + ["NSLineBreak"] }
}

/// A raw value type that is decodable, as `Int` is once the scalar conformances exist.
private struct Level: StringCodable, ExpressibleByIntegerLiteral, Equatable {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
    init(parsing string: String) throws {
        guard let value = Int(string) else {
            throw StringCodingError(input: string, expected: "Level", reason: "not a number")
        }
        self.value = value
    }
    var stringRepresentation: String { String(value) }
}

private enum Priority: Level, StringCodableEnum {
    case low = 1, normal = 5, high = 9
    static var aliases: [String: Priority] { ["urgent": .high] }
}

@Suite struct StringCodableEnumTests {
    @Test func readsCaseNamesIgnoringCaseWithOptionalTypePrefixes() throws {
        let examples: [(String, TextAlignment)] = [
            ("left", .left), ("LEFT", .left), ("Center", .center), ("  right\n", .right),
            ("NSTextAlignmentLeft", .left), ("UITextAlignmentCenter", .center), ("textalignment.right", .right),
            ("TextAlignmentJustified", .justified), (".natural", .natural), ("TextAlignment.Natural", .natural),
        ]
        for (text, expected) in examples {
            #expect(try TextAlignment(parsing: text) == expected, "\(text)")
        }
    }

    @Test func writesTheCaseName() {
        #expect(TextAlignment.center.stringRepresentation == "center")
        #expect(LineBreakMode.byTruncatingTail.stringRepresentation == "byTruncatingTail")
    }

    @Test func everyCaseRoundTrips() throws {
        for mode in LineBreakMode.allCases {
            #expect(try LineBreakMode(parsing: mode.stringRepresentation) == mode)
        }
    }

    @Test func derivesPrefixesFromTheTypeName() {
        #expect(TextAlignment.typePrefixes == ["TextAlignment", "NSTextAlignment", "UITextAlignment"])
        #expect(TextAlignment.aliases.isEmpty)
    }

    @Test func readsTheOriginalsContentModeAliases() throws {
        let examples: [(String, ContentMode)] = [
            ("scale", .scaleToFill), ("aspectfit", .scaleAspectFit), ("Fit", .scaleAspectFit),
            ("aspectFill", .scaleAspectFill), ("FILL", .scaleAspectFill),
            ("UIViewContentModeScaleAspectFit", .scaleAspectFit), ("UIViewContentModeFit", .scaleAspectFit),
            ("ContentMode.redraw", .redraw),
        ]
        for (text, expected) in examples {
            #expect(try ContentMode(parsing: text) == expected, "\(text)")
        }
    }

    @Test func readsTheOriginalsLineBreakAliases() throws {
        for alias in ["wordwrapped", "wordwrap", "wrapped", "wrap"] {
            #expect(try LineBreakMode(parsing: alias) == .byWordWrapping)
        }
        #expect(try LineBreakMode(parsing: "CharWrap") == .byCharWrapping)
        #expect(try LineBreakMode(parsing: "clip") == .byClipping)
        #expect(try LineBreakMode(parsing: "truncated") == .byTruncatingTail)
        #expect(try LineBreakMode(parsing: "NSLineBreakByTruncatingMiddle") == .byTruncatingMiddle)
        #expect(try LineBreakMode(parsing: "UILineBreakModeWordWrap") == .byWordWrapping)
    }

    @Test func anUnknownNameThrowsListingEveryNameAndSuggesting() {
        let error = #expect(throws: StringCodingError.self) { try TextAlignment(parsing: "cetner") }
        #expect(
            error?.description == """
                cannot read "cetner" as TextAlignment: unknown name
                    did you mean "center"?
                    valid values: left, center, right, justified, natural
                """)
    }

    @Test func theSuggestionLooksPastTheTypePrefix() {
        let error = #expect(throws: StringCodingError.self) { try TextAlignment(parsing: "NSTextAlignmentRigth") }
        #expect(error?.suggestion == "right")
    }

    @Test func validNamesIncludeAliasesInAlphabeticalOrder() {
        let error = #expect(throws: StringCodingError.self) { try ContentMode(parsing: "stretch") }
        #expect(
            error?.description == """
                cannot read "stretch" as ContentMode: unknown name
                    valid values: scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, aspectfill, aspectfit, \
                fill, fit, scale
                """)
    }

    @Test func emptyInputAsksForAName() {
        let error = #expect(throws: StringCodingError.self) { try TextAlignment(parsing: "  ") }
        #expect(
            error?.description == """
                cannot read "  " as TextAlignment: expected a name
                    valid values: left, center, right, justified, natural
                """)
    }

    @Test func aRawValueEnumReadsNamesAliasesThenRawValues() throws {
        #expect(try Priority(parsing: "HIGH") == .high)
        #expect(try Priority(parsing: "urgent") == .high)
        #expect(try Priority(parsing: "Priority.low") == .low)
        #expect(try Priority(parsing: " 5 ") == .normal)
        #expect(Priority.high.stringRepresentation == "high")
    }

    @Test func aRawValueEnumRejectsAnUnknownRawValue() {
        let error = #expect(throws: StringCodingError.self) { try Priority(parsing: "7") }
        #expect(
            error?.description == """
                cannot read "7" as Priority: no case has this name or raw value
                    valid values: low, normal, high, urgent
                """)
    }
}
