import CellControllers
import StringCoding
import TerminalUI
import Testing

/// The exact messages for names no enum or bitmask has: one test per kind of mistake.
@MainActor @Suite struct EnumErrorTests {
    @Test func anUnknownCaseNameSuggestsTheClosestAndListsEveryNameAndAlias() {
        let error = #expect(throws: StringCodingError.self) { try ContentMode(parsing: "scaleAspectFt") }
        #expect(
            error?.description == """
                cannot read "scaleAspectFt" as ContentMode: no case has this name or raw value
                    did you mean "scaleAspectFit"?
                    valid values: scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, \
                right, topLeft, topRight, bottomLeft, bottomRight, aspectfill, aspectfit, fill, fit, scale
                """)
    }

    @Test func aTypoAfterUIKitsPrefixIsSuggestedWithoutThePrefix() {
        let error = #expect(throws: StringCodingError.self) {
            try AccessoryType(parsing: "UITableViewCellAccessoryCheckmrak")
        }
        #expect(
            error?.description == """
                cannot read "UITableViewCellAccessoryCheckmrak" as AccessoryType: no case has this name or raw value
                    did you mean "checkmark"?
                    valid values: none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton, button, \
                chevron, disclosurearrow, disclosurebutton, tick
                """)
    }

    @Test func anUnknownRawValueListsEveryName() {
        let error = #expect(throws: StringCodingError.self) { try RowAnimation(parsing: "7") }
        #expect(
            error?.description == """
                cannot read "7" as RowAnimation: no case has this name or raw value
                    valid values: fade, right, left, top, bottom, none, middle, automatic
                """)
    }

    @Test func anEmptyEnumNameSaysANameWasExpected() {
        let error = #expect(throws: StringCodingError.self) { try TextAlignment(parsing: "  ") }
        #expect(
            error?.description == """
                cannot read "  " as TextAlignment: expected a name
                    valid values: left, center, right, justified, natural
                """)
    }

    @Test func anUnknownMemberNameIsPointedAtWithinTheList() {
        let error = #expect(throws: StringCodingError.self) { try AutoresizingMask(parsing: "width hieght") }
        #expect(
            error?.description == """
                cannot read "width hieght" as AutoresizingMask at column 7: unknown name "hieght"
                    width hieght
                          ^
                    did you mean "height"?
                    valid values: flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, \
                flexibleHeight, flexibleBottomMargin, none, all, bottom, bottommargin, height, left, leftmargin, \
                right, rightmargin, top, topmargin, width
                """)
    }

    @Test func anEmptyMaskSaysNamesWereExpected() {
        let error = #expect(throws: StringCodingError.self) { try ControlState(parsing: "") }
        #expect(
            error?.description == """
                cannot read "" as ControlState: expected member names, "none" or "all"
                    valid values: normal, highlighted, disabled, selected, focused, application, reserved, none, all
                """)
    }

    @Test func aMalformedHexMaskIsPointedAt() {
        let error = #expect(throws: StringCodingError.self) { try ControlEvents(parsing: "touchDown 0xZZ") }
        #expect(
            error?.description == """
                cannot read "touchDown 0xZZ" as ControlEvents at column 11: "0xZZ" is not a hex number
                    touchDown 0xZZ
                              ^
                """)
    }

    @Test func aMaskWiderThanItsBitsIsRejected() {
        let error = #expect(throws: StringCodingError.self) {
            try DataDetectorTypes(parsing: "0x1ffffffffffffffff")
        }
        #expect(
            error?.description == """
                cannot read "0x1ffffffffffffffff" as DataDetectorTypes at column 1: "0x1ffffffffffffffff" does not \
                fit in UInt
                    0x1ffffffffffffffff
                    ^
                """)
    }

    @Test func aMisspelledEventAfterUIKitsPrefixSuggestsTheEvent() {
        let error = #expect(throws: StringCodingError.self) {
            try ControlEvents(parsing: "UIControlEventTouchUpInsde")
        }
        #expect(error?.reason == "unknown name \"UIControlEventTouchUpInsde\"")
        #expect(error?.offset == 0)
        #expect(error?.suggestion == "touchUpInside")
    }
}
