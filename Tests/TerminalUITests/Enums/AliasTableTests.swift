import CellControllers
import StringCoding
import TerminalUI
import Testing

/// The original StringCoding's alias tables, each checked whole (no alias more or less than listed
/// in SPEC-NOTES.md, except UIKit's own older names where noted) and read in any case.
@MainActor @Suite struct AliasTableTests {
    /// Each alias reads as its value as written, lowercased and uppercased.
    private func expectReads<Value: StringDecodable & Equatable>(
        _ table: [String: Value], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (alias, value) in table {
            for spelling in [alias, alias.lowercased(), alias.uppercased()] {
                #expect(try Value(parsing: spelling) == value, "\(spelling)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func contentMode() throws {
        let table: [String: ContentMode] = [
            "scale": .scaleToFill, "aspectfit": .scaleAspectFit, "fit": .scaleAspectFit,
            "aspectfill": .scaleAspectFill, "fill": .scaleAspectFill,
        ]
        #expect(ContentMode.aliases == table)
        try expectReads(table)
        #expect(try ContentMode(parsing: "UIViewContentModeFit") == .scaleAspectFit)
    }

    @Test func autoresizing() throws {
        let table: [String: AutoresizingMask] = [
            "leftmargin": .flexibleLeftMargin, "left": .flexibleLeftMargin, "width": .flexibleWidth,
            "rightmargin": .flexibleRightMargin, "right": .flexibleRightMargin, "topmargin": .flexibleTopMargin,
            "top": .flexibleTopMargin, "height": .flexibleHeight, "bottommargin": .flexibleBottomMargin,
            "bottom": .flexibleBottomMargin,
        ]
        #expect(AutoresizingMask.aliases == table)
        try expectReads(table)
    }

    @Test func lineBreak() throws {
        let table: [String: LineBreakMode] = [
            "wordwrapping": .byWordWrapping, "charwrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatinghead": .byTruncatingHead, "truncatingtail": .byTruncatingTail,
            "truncatingmiddle": .byTruncatingMiddle, "wordwrapped": .byWordWrapping, "wordwrap": .byWordWrapping,
            "wrapped": .byWordWrapping,
            "wrap": .byWordWrapping, "charwrapped": .byCharWrapping, "charwrap": .byCharWrapping,
            "clipped": .byClipping, "clip": .byClipping, "truncatehead": .byTruncatingHead,
            "truncatetail": .byTruncatingTail, "truncated": .byTruncatingTail, "truncate": .byTruncatingTail,
            "truncatemiddle": .byTruncatingMiddle,
        ]
        #expect(LineBreakMode.aliases == table)
        try expectReads(table)
        // UIKit's pre-iOS 6 constants, whose suffix is one of the aliases.
        #expect(try LineBreakMode(parsing: "UILineBreakModeWordWrap") == .byWordWrapping)
        #expect(try LineBreakMode(parsing: "UILineBreakModeClip") == .byClipping)
    }

    @Test func baseline() throws {
        let table: [String: BaselineAdjustment] = [
            "baselines": .alignBaselines, "baseline": .alignBaselines, "centers": .alignCenters,
            "center": .alignCenters, "centered": .alignCenters,
        ]
        #expect(BaselineAdjustment.aliases == table)
        try expectReads(table)
    }

    @Test func cellStyle() throws {
        let table: [String: CellStyle] = [
            "1": .value1, "type1": .value1, "style1": .value1, "2": .value2, "type2": .value2, "style2": .value2,
        ]
        #expect(CellStyle.aliases == table)
        try expectReads(table)
        #expect(try CellStyle(parsing: "UITableViewCellStyleStyle1") == .value1)
    }

    @Test func separator() throws {
        let table: [String: SeparatorStyle] = [
            "line": .singleLine, "lineetched": .singleLineEtched, "etchedline": .singleLineEtched,
            "etched": .singleLineEtched,
        ]
        #expect(SeparatorStyle.aliases == table)
        try expectReads(table)
    }

    @Test func accessory() throws {
        let table: [String: AccessoryType] = [
            "disclosurearrow": .disclosureIndicator, "chevron": .disclosureIndicator,
            "disclosurebutton": .detailDisclosureButton, "button": .detailDisclosureButton, "tick": .checkmark,
        ]
        #expect(AccessoryType.aliases == table)
        try expectReads(table)
    }

    /// The original's six and its "default", plus UIKit's constant names, which end in "Mask" (the original's own
    /// "editcontrolmask" is UIKit's name without "Showing").
    @Test func cellStateMask() throws {
        let original: [String: CellStateMask] = [
            "editcontrolmask": .showingEditControl, "editcontrol": .showingEditControl, "edit": .showingEditControl,
            "deleteconfirmationmask": .showingDeleteConfirmation,
            "deleteconfirmation": .showingDeleteConfirmation, "delete": .showingDeleteConfirmation, "default": [],
        ]
        let uikit: [String: CellStateMask] = [
            "showingEditControlMask": .showingEditControl,
            "showingDeleteConfirmationMask": .showingDeleteConfirmation, "defaultMask": [],
        ]
        #expect(CellStateMask.aliases == original.merging(uikit) { first, _ in first })
        try expectReads(original)
        try expectReads(uikit)
    }

    /// The original's four, plus UIKit's `roundedRect`, an older name of `system`.
    @Test func buttonType() throws {
        let original: [String: ButtonType] = [
            "default": .roundedRect, "disclosure": .detailDisclosure, "info": .infoLight, "addcontact": .contactAdd,
        ]
        #expect(ButtonType.aliases == original.merging(["roundedRect": .system]) { first, _ in first })
        try expectReads(original)
        #expect(try ButtonType(parsing: "default") == .system)
    }

    /// The original's `landscape`, plus UIKit's older names of `compact` and `compactPrompt`.
    @Test func barMetrics() throws {
        let table: [String: BarMetrics] = [
            "landscape": .compact, "landscapePhone": .compact, "landscapePhonePrompt": .compactPrompt,
        ]
        #expect(BarMetrics.aliases == table)
        try expectReads(table)
    }

    /// UIKit's `blackOpaque`, an older name of `black`; the original had no bar style aliases.
    @Test func barStyle() throws {
        #expect(BarStyle.aliases == ["blackOpaque": .black])
        try expectReads(BarStyle.aliases)
    }

    @Test func dataDetectors() throws {
        let table: [String: DataDetectorTypes] = ["phone": .phoneNumber, "calendar": .calendarEvent]
        #expect(DataDetectorTypes.aliases == table)
        try expectReads(table)
    }

    @Test func typesWithoutAliasesHaveNone() {
        #expect(TextAlignment.aliases.isEmpty)
        #expect(TextBorderStyle.aliases.isEmpty)
        #expect(TextFieldViewMode.aliases.isEmpty)
        #expect(ScrollIndicatorStyle.aliases.isEmpty)
        #expect(TableViewStyle.aliases.isEmpty)
        #expect(TableScrollPosition.aliases.isEmpty)
        #expect(RowAnimation.aliases.isEmpty)
        #expect(SelectionStyle.aliases.isEmpty)
        #expect(CellEditingStyle.aliases.isEmpty)
        #expect(BarButtonItemStyle.aliases.isEmpty)
        #expect(BarButtonSystemItem.aliases.isEmpty)
        #expect(TabBarSystemItem.aliases.isEmpty)
        #expect(ControlState.aliases.isEmpty)
        #expect(ControlEvents.aliases.isEmpty)
    }
}
