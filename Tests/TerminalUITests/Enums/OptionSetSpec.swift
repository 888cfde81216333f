import StringCoding
import TerminalUI

/// What one of the UIKit bitmasks must be: its members in UIKit's order with UIKit's bits, and the
/// prefixes its names may carry, so one table-driven test checks every member in every spelling.
struct OptionSetSpec: Sendable, CustomStringConvertible {
    let name: String
    /// The members UIKit has, in its order, with its bits.
    let members: [(name: String, rawValue: UInt)]
    /// Prefixes of UIKit's Objective-C constants, followed directly by the capitalized member name.
    let constantPrefixes: [String]
    /// UIKit's Swift type names, followed by `.` and the member name.
    let swiftTypes: [String]
    /// Every member as the type declares it: name, bits and written form.
    let declaredMembers: @Sendable () -> [(name: String, rawValue: UInt, written: String)]
    /// Parses `text`, giving the bits.
    let parse: @Sendable (String) throws -> UInt

    var description: String { name }

    init<Value: StringCodableOptionSet & Sendable>(
        _ type: Value.Type, _ members: [(String, UInt)], constants: [String], swift: [String]
    ) where Value.RawValue == UInt {
        name = String(describing: type)
        self.members = members.map { (name: $0.0, rawValue: $0.1) }
        constantPrefixes = constants
        swiftTypes = swift
        declaredMembers = { Value.namedMembers.map { ($0.key, $0.value.rawValue, $0.value.stringRepresentation) } }
        parse = { try Value(parsing: $0).rawValue }
    }

    /// Every spelling of `memberName` the type must read.
    func spellings(of memberName: String) -> [String] {
        let capitalized = memberName.prefix(1).uppercased() + memberName.dropFirst()
        return [
            memberName, memberName.lowercased(), memberName.uppercased(), " \(memberName) ", ".\(memberName)",
            "\(name).\(memberName)", "\(name)\(capitalized)",
        ] + constantPrefixes.map { $0 + capitalized } + swiftTypes.map { "\($0).\(memberName)" }
    }

    static let all: [OptionSetSpec] = [
        OptionSetSpec(
            AutoresizingMask.self,
            [
                ("flexibleLeftMargin", 1), ("flexibleWidth", 2), ("flexibleRightMargin", 4), ("flexibleTopMargin", 8),
                ("flexibleHeight", 16), ("flexibleBottomMargin", 32),
            ],
            constants: ["UIViewAutoresizing"], swift: ["UIView.AutoresizingMask"]),
        OptionSetSpec(
            ControlState.self,
            [
                ("normal", 0), ("highlighted", 1), ("disabled", 2), ("selected", 4), ("focused", 8),
                ("application", 0x00FF_0000), ("reserved", 0xFF00_0000),
            ],
            constants: ["UIControlState"], swift: ["UIControl.State"]),
        OptionSetSpec(
            ControlEvents.self,
            [
                ("touchDown", 1 << 0), ("touchDownRepeat", 1 << 1), ("touchDragInside", 1 << 2),
                ("touchDragOutside", 1 << 3), ("touchDragEnter", 1 << 4), ("touchDragExit", 1 << 5),
                ("touchUpInside", 1 << 6), ("touchUpOutside", 1 << 7), ("touchCancel", 1 << 8),
                ("valueChanged", 1 << 12), ("primaryActionTriggered", 1 << 13), ("menuActionTriggered", 1 << 14),
                ("editingDidBegin", 1 << 16), ("editingChanged", 1 << 17), ("editingDidEnd", 1 << 18),
                ("editingDidEndOnExit", 1 << 19), ("allTouchEvents", 0x0000_0FFF), ("allEditingEvents", 0x000F_0000),
                ("applicationReserved", 0x0F00_0000), ("systemReserved", 0xF000_0000), ("allEvents", 0xFFFF_FFFF),
            ],
            constants: ["UIControlEvent"], swift: ["UIControl.Event", "UIControlEvents"]),
        OptionSetSpec(
            DataDetectorTypes.self,
            [
                ("phoneNumber", 1 << 0), ("link", 1 << 1), ("address", 1 << 2), ("calendarEvent", 1 << 3),
                ("shipmentTrackingNumber", 1 << 4), ("flightNumber", 1 << 5), ("lookupSuggestion", 1 << 6),
                ("money", 1 << 7), ("physicalValue", 1 << 8), ("all", .max),
            ],
            constants: ["UIDataDetectorType"], swift: ["UIDataDetectorTypes"]),
        // UIKit's constants end in "Mask" (UITableViewCellStateShowingEditControlMask): see the alias tests.
        OptionSetSpec(
            CellStateMask.self, [("showingEditControl", 1), ("showingDeleteConfirmation", 2)],
            constants: [], swift: ["UITableViewCell.StateMask"]),
    ]
}
