import StringCoding
import Testing

private struct Autoresizing: StringCodableOptionSet {
    var rawValue: UInt8

    static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)
    static let flexibleSize: Autoresizing = [.flexibleWidth, .flexibleHeight]

    static var namedMembers: KeyValuePairs<String, Autoresizing> {
        [
            "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
            "flexibleRightMargin": .flexibleRightMargin, "flexibleTopMargin": .flexibleTopMargin,
            "flexibleHeight": .flexibleHeight, "flexibleBottomMargin": .flexibleBottomMargin,
            "flexibleSize": .flexibleSize,
        ]
    }
    static var aliases: [String: Autoresizing] {
        [
            "leftmargin": .flexibleLeftMargin, "left": .flexibleLeftMargin, "width": .flexibleWidth,
            "rightmargin": .flexibleRightMargin, "right": .flexibleRightMargin, "topmargin": .flexibleTopMargin,
            "top": .flexibleTopMargin, "height": .flexibleHeight, "bottommargin": .flexibleBottomMargin,
            "bottom": .flexibleBottomMargin,
        ]
    }
    static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewAutoresizing"] }
}

/// A signed raw value, to check bits beyond the named ones are written and read as a bit pattern.
private struct Flags: StringCodableOptionSet {
    var rawValue: Int8
    static let first = Flags(rawValue: 1)
    static var namedMembers: KeyValuePairs<String, Flags> { ["first": .first] }
}

@Suite struct StringCodableOptionSetTests {
    @Test func readsNamesWithAnySeparators() throws {
        let texts = [
            "flexibleWidth flexibleHeight", "flexibleWidth,flexibleHeight", "flexibleWidth | flexibleHeight",
            "FlexibleWidth|FLEXIBLEHEIGHT", "  width ,  height  ", "width, | height", "flexibleSize",
            "UIViewAutoresizingFlexibleWidth UIViewAutoresizingFlexibleHeight", "Autoresizing.width height",
        ]
        for text in texts {
            #expect(try Autoresizing(parsing: text) == [.flexibleWidth, .flexibleHeight], "\(text)")
        }
    }

    @Test func readsTheOriginalsAliases() throws {
        #expect(
            try Autoresizing(parsing: "left right top bottom") == [
                .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
            ])
        #expect(try Autoresizing(parsing: "leftmargin, bottommargin") == [.flexibleLeftMargin, .flexibleBottomMargin])
    }

    @Test func readsNoneAndAll() throws {
        #expect(try Autoresizing(parsing: "none") == [])
        #expect(try Autoresizing(parsing: "UIViewAutoresizingNone") == [])
        #expect(try Autoresizing(parsing: "ALL") == Autoresizing(rawValue: 0b11_1111))
        #expect(Autoresizing.allNamedMembers == Autoresizing(rawValue: 0b11_1111))
    }

    @Test func readsRawNumbers() throws {
        #expect(try Autoresizing(parsing: "0x12") == [.flexibleWidth, .flexibleHeight])
        #expect(try Autoresizing(parsing: "width | 64") == Autoresizing(rawValue: 0x42))
    }

    @Test func writesNoneOrSingleBitNamesInDeclarationOrder() {
        #expect(Autoresizing().stringRepresentation == "none")
        let size: Autoresizing = [.flexibleHeight, .flexibleWidth]
        #expect(size.stringRepresentation == "flexibleWidth | flexibleHeight")
        #expect(Autoresizing.flexibleBottomMargin.stringRepresentation == "flexibleBottomMargin")
    }

    @Test func writesUnnamedBitsAsHex() throws {
        let value = Autoresizing(rawValue: 0xc2)
        #expect(value.stringRepresentation == "flexibleWidth | 0xc0")
        #expect(try Autoresizing(parsing: value.stringRepresentation) == value)
    }

    @Test func signedRawValuesRoundTripTheirBitPattern() throws {
        let value = Flags(rawValue: -127)
        #expect(value.stringRepresentation == "first | 0x80")
        #expect(try Flags(parsing: value.stringRepresentation) == value)
    }

    @Test func everyValueRoundTrips() throws {
        for rawValue in UInt8.min...UInt8.max {
            let value = Autoresizing(rawValue: rawValue)
            #expect(try Autoresizing(parsing: value.stringRepresentation) == value)
        }
    }

    @Test func anUnknownNameIsPointedAtWithValidNamesAndASuggestion() {
        let error = #expect(throws: StringCodingError.self) { try Autoresizing(parsing: "width | hieght") }
        #expect(
            error?.description == """
                cannot read "width | hieght" as Autoresizing at column 9: unknown name "hieght"
                    width | hieght
                            ^
                    did you mean "height"?
                    valid values: flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, \
                flexibleHeight, flexibleBottomMargin, flexibleSize, none, all, bottom, bottommargin, height, left, \
                leftmargin, right, rightmargin, top, topmargin, width
                """)
    }

    @Test func emptyInputAsksForNoneExplicitly() {
        let error = #expect(throws: StringCodingError.self) { try Flags(parsing: " | ") }
        #expect(
            error?.description == """
                cannot read " | " as Flags: expected member names, "none" or "all"
                    valid values: first, none, all
                """)
    }

    @Test func aNumberTooWideForTheRawValueIsReported() {
        let error = #expect(throws: StringCodingError.self) { try Autoresizing(parsing: "width 0x100") }
        #expect(
            error?.description == """
                cannot read "width 0x100" as Autoresizing at column 7: "0x100" does not fit in UInt8
                    width 0x100
                          ^
                """)
    }

    @Test func aBadHexNumberIsReported() {
        let error = #expect(throws: StringCodingError.self) { try Autoresizing(parsing: "0xfg") }
        #expect(error?.reason == "\"0xfg\" is not a hex number")
        #expect(error?.offset == 0)
    }
}
