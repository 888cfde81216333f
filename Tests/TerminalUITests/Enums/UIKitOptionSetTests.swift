import StringCoding
import TerminalUI
import Testing

/// Every member of every UIKit bitmask, in every spelling, checked against UIKit's names, order and
/// bits, and the ways members combine.
@MainActor @Suite struct UIKitOptionSetTests {
    @Test(arguments: OptionSetSpec.all)
    func hasUIKitsMembersInUIKitsOrderWithUIKitsBits(_ spec: OptionSetSpec) {
        let declared = spec.declaredMembers()
        #expect(declared.map(\.name) == spec.members.map(\.name))
        #expect(declared.map(\.rawValue) == spec.members.map(\.rawValue))
    }

    @Test(arguments: OptionSetSpec.all)
    func writesEachMemberByNameAndReadsItBack(_ spec: OptionSetSpec) throws {
        for (name, rawValue, written) in spec.declaredMembers() {
            #expect(written == name)
            #expect(try spec.parse(written) == rawValue, "\(spec): \(written)")
        }
    }

    @Test(arguments: OptionSetSpec.all)
    func readsEveryMemberInEverySpelling(_ spec: OptionSetSpec) throws {
        for (name, rawValue) in spec.members {
            for spelling in spec.spellings(of: name) {
                #expect(try spec.parse(spelling) == rawValue, "\(spec): \(spelling)")
            }
        }
    }

    @Test(arguments: OptionSetSpec.all)
    func readsNoneAsEmptyAndAllAsEveryMember(_ spec: OptionSetSpec) throws {
        let union = spec.members.reduce(0) { $0 | $1.rawValue }
        for spelling in ["none", "NONE", "\(spec.name)None", "\(spec.name).none"] {
            #expect(try spec.parse(spelling) == 0, "\(spec): \(spelling)")
        }
        for spelling in ["all", "All", "\(spec.name)All", "\(spec.name).all"] {
            #expect(try spec.parse(spelling) == union, "\(spec): \(spelling)")
        }
    }

    @Test func combinesAutoresizingMembersWithAnySeparator() throws {
        let both: AutoresizingMask = [.flexibleWidth, .flexibleHeight]
        let texts = [
            "flexibleWidth flexibleHeight", "width|height", "width | height", "width, height", "Height  WIDTH",
            "UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight",
            "UIView.AutoresizingMask.flexibleWidth UIView.AutoresizingMask.flexibleHeight", "0x12", "18",
        ]
        for text in texts {
            #expect(try AutoresizingMask(parsing: text) == both, "\(text)")
        }
        #expect(try AutoresizingMask(parsing: "left right top bottom").rawValue == 0b101101)
        #expect(try AutoresizingMask(parsing: "all").rawValue == 0b111111)
        #expect(try AutoresizingMask(parsing: "UIViewAutoresizingNone") == [])
        #expect(both.stringRepresentation == "flexibleWidth | flexibleHeight")
        #expect(AutoresizingMask().stringRepresentation == "none")
        #expect(
            AutoresizingMask(rawValue: 0b111111).stringRepresentation
                == "flexibleLeftMargin | flexibleWidth | flexibleRightMargin | flexibleTopMargin | flexibleHeight"
                + " | flexibleBottomMargin")
    }

    @Test func controlStateWritesTheEmptySetAsNormal() throws {
        #expect(ControlState.normal.isEmpty)
        #expect(ControlState().stringRepresentation == "normal")
        #expect(try ControlState(parsing: "normal") == [])
        #expect(try ControlState(parsing: "none") == [])
        #expect(try ControlState(parsing: "UIControlStateNormal") == [])
        #expect(try ControlState(parsing: "normal selected") == .selected)
        #expect(try ControlState(parsing: "highlighted|selected") == [.highlighted, .selected])
        #expect(ControlState([.selected, .highlighted]).stringRepresentation == "highlighted | selected")
        #expect(try ControlState(parsing: "all").rawValue == 0xFFFF_000F)
        #expect(
            ControlState(rawValue: 0xFFFF_000F).stringRepresentation
                == "application | reserved | highlighted | disabled | selected | focused")
    }

    @Test func controlEventsAreWrittenWithUIKitsGroupNames() throws {
        #expect(try ControlEvents(parsing: "all") == .allEvents)
        #expect(ControlEvents.allEvents.stringRepresentation == "allEvents")
        #expect(ControlEvents().stringRepresentation == "none")
        #expect(
            ControlEvents([.allEditingEvents, .touchUpInside]).stringRepresentation
                == "allEditingEvents | touchUpInside")
        #expect(
            ControlEvents([.allTouchEvents, .valueChanged, .editingChanged]).stringRepresentation
                == "allTouchEvents | valueChanged | editingChanged")
        // Every touch event UIKit names, without the unnamed bits 9 to 11 of its touch group.
        let touches = ControlEvents(rawValue: 0x1FF)
        #expect(
            touches.stringRepresentation
                == "touchDown | touchDownRepeat | touchDragInside | touchDragOutside | touchDragEnter | touchDragExit"
                + " | touchUpInside | touchUpOutside | touchCancel")
        #expect(try ControlEvents(parsing: touches.stringRepresentation) == touches)
        let unnamed = ControlEvents(rawValue: 1 << 9 | 1 << 6)
        #expect(unnamed.stringRepresentation == "touchUpInside | 0x200")
        #expect(try ControlEvents(parsing: "touchUpInside | 0x200") == unnamed)
        #expect(
            try ControlEvents(parsing: "UIControlEventTouchDown UIControlEventValueChanged") == [
                .touchDown, .valueChanged,
            ])
        #expect(try ControlEvents(parsing: "UIControlEventSystemReserved") == .systemReserved)
        #expect(try ControlEvents(parsing: "UIControlEventAllEvents") == .allEvents)
    }

    @Test func dataDetectorTypesAllSetsEveryBitAsUIKitsDoes() throws {
        #expect(DataDetectorTypes.all.rawValue == UInt.max)
        #expect(try DataDetectorTypes(parsing: "UIDataDetectorTypeAll") == .all)
        #expect(try DataDetectorTypes(parsing: "UIDataDetectorTypeNone") == [])
        #expect(DataDetectorTypes.all.stringRepresentation == "all")
        #expect(try DataDetectorTypes(parsing: "phone calendar link") == [.phoneNumber, .calendarEvent, .link])
        #expect(
            try DataDetectorTypes(parsing: "UIDataDetectorTypeShipmentTrackingNumber") == .shipmentTrackingNumber)
        #expect(
            DataDetectorTypes([.calendarEvent, .phoneNumber]).stringRepresentation == "phoneNumber | calendarEvent")
    }

    @Test func cellStateMaskReadsUIKitsConstants() throws {
        #expect(try CellStateMask(parsing: "UITableViewCellStateShowingEditControlMask") == .showingEditControl)
        #expect(
            try CellStateMask(parsing: "UITableViewCellStateShowingDeleteConfirmationMask")
                == .showingDeleteConfirmation)
        #expect(try CellStateMask(parsing: "UITableViewCellStateDefaultMask") == [])
        #expect(try CellStateMask(parsing: "edit, delete").rawValue == 3)
        #expect(try CellStateMask(parsing: "all").rawValue == 3)
        #expect(
            CellStateMask([.showingDeleteConfirmation, .showingEditControl]).stringRepresentation
                == "showingEditControl | showingDeleteConfirmation")
    }
}
