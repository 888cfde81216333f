import CellControllers
import StringCoding
import TerminalUI
import Testing

/// One of the original StringCoding's name tables: every name it read (UIKit's constant without its
/// prefix, then its own shorthands) with the UIKit value it gave, and the lowercase constant prefix
/// it also accepted in front of any of them.
struct OriginalNameTable: Sendable, CustomStringConvertible {
    let name: String
    let prefix: String
    let names: [(name: String, value: UInt64)]
    let parse: @Sendable (String) throws -> UInt64

    var description: String { name }

    init<Value: StringCodableEnum & RawRepresentable & Sendable>(
        _ type: Value.Type, prefix: String, _ names: [(String, UInt64)]
    ) where Value.RawValue == Int {
        name = String(describing: type)
        self.prefix = prefix
        self.names = names.map { (name: $0.0, value: $0.1) }
        parse = { UInt64(try Value(parsing: $0).rawValue) }
    }

    init<Value: StringCodableOptionSet & Sendable>(
        _ type: Value.Type, prefix: String, _ names: [(String, UInt64)]
    ) where Value.RawValue == UInt {
        name = String(describing: type)
        self.prefix = prefix
        self.names = names.map { (name: $0.0, value: $0.1) }
        parse = { UInt64(try Value(parsing: $0).rawValue) }
    }

    /// The original's tables (StringCoding 1.2.2, the iOS branch), in its order.
    static let all: [OriginalNameTable] = [
        OriginalNameTable(
            LineBreakMode.self, prefix: "nslinebreakby",
            [
                ("wordwrapping", 0), ("charwrapping", 1), ("clipping", 2), ("truncatinghead", 3),
                ("truncatingtail", 4), ("truncatingmiddle", 5), ("wordwrapped", 0), ("wordwrap", 0), ("wrapped", 0),
                ("wrap", 0), ("charwrapped", 1), ("charwrap", 1), ("clipped", 2), ("clip", 2), ("truncatehead", 3),
                ("truncatetail", 4), ("truncated", 4), ("truncate", 4), ("truncatemiddle", 5),
            ]),
        OriginalNameTable(
            ContentMode.self, prefix: "uiviewcontentmode",
            [
                ("scaletofill", 0), ("scaleaspectfit", 1), ("scaleaspectfill", 2), ("redraw", 3), ("center", 4),
                ("top", 5), ("bottom", 6), ("left", 7), ("right", 8), ("topleft", 9), ("topright", 10),
                ("bottomleft", 11), ("bottomright", 12), ("scale", 0), ("aspectfit", 1), ("fit", 1),
                ("aspectfill", 2), ("fill", 2),
            ]),
        OriginalNameTable(
            TextAlignment.self, prefix: "nstextalignment",
            [("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)]),
        OriginalNameTable(
            AutoresizingMask.self, prefix: "uiviewautoresizing",
            [
                ("none", 0), ("flexibleleftmargin", 1), ("flexiblewidth", 2), ("flexiblerightmargin", 4),
                ("flexibletopmargin", 8), ("flexibleheight", 16), ("flexiblebottommargin", 32), ("leftmargin", 1),
                ("left", 1), ("width", 2), ("rightmargin", 4), ("right", 4), ("topmargin", 8), ("top", 8),
                ("height", 16), ("bottommargin", 32), ("bottom", 32),
            ]),
        OriginalNameTable(
            BaselineAdjustment.self, prefix: "uibaselineadjustment",
            [
                ("alignbaselines", 0), ("aligncenters", 1), ("none", 2), ("baselines", 0), ("baseline", 0),
                ("centers", 1), ("center", 1), ("centered", 1),
            ]),
        OriginalNameTable(
            ControlState.self, prefix: "uicontrolstate",
            [("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4)]),
        OriginalNameTable(
            ControlEvents.self, prefix: "uicontrolevent",
            [
                ("touchdown", 1), ("touchdownrepeat", 2), ("touchdraginside", 4), ("touchdragoutside", 8),
                ("touchdragenter", 16), ("touchdragexit", 32), ("touchupinside", 64), ("touchupoutside", 128),
                ("touchcancel", 256), ("valuechanged", 4096), ("editingdidbegin", 65536),
                ("editingchanged", 131_072), ("editingdidend", 262_144), ("editingdidendonexit", 524_288),
                ("allTouchevents", 0xFFF), ("alleditingevents", 0xF_0000), ("allevents", 0xFFFF_FFFF),
            ]),
        OriginalNameTable(
            TextBorderStyle.self, prefix: "uitextborderstyle",
            [("none", 0), ("line", 1), ("bezel", 2), ("roundedrect", 3)]),
        OriginalNameTable(
            TextFieldViewMode.self, prefix: "uitextfieldviewmode",
            [("never", 0), ("whileediting", 1), ("unlessediting", 2), ("always", 3)]),
        // The original's "all" gave UIDataDetectorTypeNone, a bug: Loom's "all" is every type (see
        // `dataDetectorsAllIsEveryTypeNotNone`).
        OriginalNameTable(
            DataDetectorTypes.self, prefix: "uidatadetectortype",
            [
                ("phonenumber", 1), ("link", 2), ("address", 4), ("calendarevent", 8), ("none", 0), ("phone", 1),
                ("calendar", 8),
            ]),
        OriginalNameTable(
            ScrollIndicatorStyle.self, prefix: "uiscrollviewindicatorstyle",
            [("default", 0), ("black", 1), ("white", 2)]),
        OriginalNameTable(TableViewStyle.self, prefix: "uitableviewstyle", [("plain", 0), ("grouped", 1)]),
        OriginalNameTable(
            TableScrollPosition.self, prefix: "uitableviewscrollposition",
            [("none", 0), ("top", 1), ("middle", 2), ("bottom", 3)]),
        OriginalNameTable(
            RowAnimation.self, prefix: "uitableviewrowanimation",
            [
                ("fade", 0), ("right", 1), ("left", 2), ("top", 3), ("bottom", 4), ("none", 5), ("middle", 6),
                ("automatic", 100),
            ]),
        OriginalNameTable(
            CellStyle.self, prefix: "uitableviewcellstyle",
            [
                ("default", 0), ("value1", 1), ("value2", 2), ("subtitle", 3), ("1", 1), ("type1", 1),
                ("style1", 1), ("2", 2), ("type2", 2), ("style2", 2),
            ]),
        OriginalNameTable(
            SeparatorStyle.self, prefix: "uitableviewcellseparatorstyle",
            [
                ("none", 0), ("singleline", 1), ("singlelineetched", 2), ("line", 1), ("lineetched", 2),
                ("etchedline", 2), ("etched", 2),
            ]),
        OriginalNameTable(
            SelectionStyle.self, prefix: "uitableviewcellselectionstyle", [("none", 0), ("blue", 1), ("gray", 2)]),
        OriginalNameTable(
            CellEditingStyle.self, prefix: "uitableviewcelleditingstyle",
            [("none", 0), ("delete", 1), ("insert", 2)]),
        OriginalNameTable(
            AccessoryType.self, prefix: "uitableviewcellaccessory",
            [
                ("none", 0), ("disclosureindicator", 1), ("disclosurebutton", 2), ("checkmark", 3),
                ("disclosurearrow", 1), ("chevron", 1), ("button", 2), ("tick", 3),
            ]),
        OriginalNameTable(
            CellStateMask.self, prefix: "uitableviewcellstate",
            [
                ("default", 0), ("showingeditcontrolmask", 1), ("showingdeleteconfirmationmask", 2),
                ("editcontrolmask", 1), ("editcontrol", 1), ("edit", 1), ("deleteconfirmationmask", 2),
                ("deleteconfirmation", 2), ("delete", 2),
            ]),
        OriginalNameTable(
            ButtonType.self, prefix: "uibuttontype",
            [
                ("custom", 0), ("roundedrect", 1), ("detaildisclosure", 2), ("infolight", 3), ("infodark", 4),
                ("contactadd", 5), ("default", 1), ("disclosure", 2), ("info", 3), ("addcontact", 5),
            ]),
        OriginalNameTable(
            BarStyle.self, prefix: "uibarstyle",
            [("default", 0), ("black", 1), ("blackopaque", 1), ("blacktranslucent", 2)]),
        OriginalNameTable(
            BarMetrics.self, prefix: "uibarmetrics", [("default", 0), ("landscapephone", 1), ("landscape", 1)]),
        OriginalNameTable(
            BarButtonItemStyle.self, prefix: "uibarbuttonitemstyle", [("plain", 0), ("bordered", 1), ("done", 2)]),
        OriginalNameTable(
            BarButtonSystemItem.self, prefix: "uibarbuttonsystemitem",
            [
                ("done", 0), ("cancel", 1), ("edit", 2), ("save", 3), ("add", 4), ("flexiblespace", 5),
                ("fixedspace", 6), ("compose", 7), ("action", 9), ("organize", 10), ("bookmarks", 11),
                ("search", 12), ("refresh", 13), ("stop", 14), ("camera", 15), ("trash", 16), ("play", 17),
                ("pause", 18), ("rewind", 19), ("fastforward", 20), ("undo", 21), ("redo", 22), ("pagecurl", 23),
            ]),
        OriginalNameTable(
            TabBarSystemItem.self, prefix: "uitabbarsystemitem",
            [
                ("more", 0), ("favorites", 1), ("featured", 2), ("toprated", 3), ("recents", 4), ("contacts", 5),
                ("history", 6), ("bookmarks", 7), ("search", 8), ("downloads", 9), ("mostrecent", 10),
                ("mostviewed", 11),
            ]),
    ]
}

/// Every name the original StringCoding read, alone and behind the constant prefix it accepted, reads
/// as the same UIKit value in Loom; the one name Loom reads differently is a fixed bug.
@MainActor @Suite struct OriginalNameTableTests {
    @Test(arguments: OriginalNameTable.all)
    func readsEveryNameOfTheOriginal(_ table: OriginalNameTable) throws {
        for (name, value) in table.names {
            for spelling in [name, name.uppercased(), table.prefix + name] {
                #expect(try table.parse(spelling) == value, "\(table): \(spelling)")
            }
        }
    }

    @Test func coversAllOfTheOriginalsNames() {
        // The original's 216 entries, less the data detectors' "all" (tested below).
        #expect(OriginalNameTable.all.map(\.names.count).reduce(0, +) == 215)
        #expect(OriginalNameTable.all.count == 26)
    }

    @Test func theNamesTheIssueFoundMissingRead() throws {
        #expect(try LineBreakMode(parsing: "wordwrapping") == .byWordWrapping)
        #expect(try LineBreakMode(parsing: "charwrapping") == .byCharWrapping)
        #expect(try LineBreakMode(parsing: "clipping") == .byClipping)
        #expect(try LineBreakMode(parsing: "truncatinghead") == .byTruncatingHead)
        #expect(try LineBreakMode(parsing: "TruncatingTail") == .byTruncatingTail)
        #expect(try LineBreakMode(parsing: "truncatingmiddle") == .byTruncatingMiddle)
        #expect(try AccessoryType(parsing: "disclosurebutton") == .detailDisclosureButton)
        #expect(try AccessoryType(parsing: "UITableViewCellAccessoryDisclosureIndicator") == .disclosureIndicator)
        #expect(try AccessoryType(parsing: "disclosureindicator") == .disclosureIndicator)
        #expect(try CellStateMask(parsing: "default") == [])
        #expect(try CellStateMask(parsing: "UITableViewCellStateDefaultMask") == [])
    }

    @Test func dataDetectorsAllIsEveryTypeNotNone() throws {
        #expect(try DataDetectorTypes(parsing: "all") == .all)
        #expect(try DataDetectorTypes(parsing: "all") != [])
    }
}
