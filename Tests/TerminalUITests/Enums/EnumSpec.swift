import CellControllers
import StringCoding
import TerminalUI

/// What one of the UIKit enums must be: its cases in UIKit's order with UIKit's raw values, and the
/// prefixes its names may carry, so one table-driven test checks every case in every spelling.
struct EnumSpec: Sendable, CustomStringConvertible {
    let name: String
    /// The cases UIKit has, in its order, with its raw values.
    let cases: [(name: String, rawValue: Int)]
    /// Prefixes of UIKit's Objective-C constants, followed directly by the capitalized case name.
    let constantPrefixes: [String]
    /// UIKit's Swift type names, followed by `.` and the case name.
    let swiftTypes: [String]
    /// Every case as the type declares it: name, raw value and written form.
    let declaredCases: @Sendable () -> [(name: String, rawValue: Int, written: String)]
    /// Parses `text`, giving the case's name and raw value.
    let parse: @Sendable (String) throws -> (name: String, rawValue: Int)

    var description: String { name }

    init<Value: StringCodableEnum & RawRepresentable & Sendable>(
        _ type: Value.Type, _ cases: [(String, Int)], constants: [String], swift: [String]
    ) where Value.RawValue == Int {
        name = String(describing: type)
        self.cases = cases.map { (name: $0.0, rawValue: $0.1) }
        constantPrefixes = constants
        swiftTypes = swift
        declaredCases = { Value.allCases.map { (String(describing: $0), $0.rawValue, $0.stringRepresentation) } }
        parse = { text in
            let value = try Value(parsing: text)
            return (String(describing: value), value.rawValue)
        }
    }

    /// Every spelling of `caseName` the type must read.
    func spellings(of caseName: String) -> [String] {
        let capitalized = caseName.prefix(1).uppercased() + caseName.dropFirst()
        return [
            caseName, caseName.lowercased(), caseName.uppercased(), " \(caseName)\n", ".\(caseName)",
            "\(name).\(caseName)", "\(name)\(capitalized)",
        ] + constantPrefixes.map { $0 + capitalized } + swiftTypes.map { "\($0).\(caseName)" }
    }

    static let all: [EnumSpec] = [
        EnumSpec(
            TextAlignment.self, [("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)],
            constants: ["NSTextAlignment", "UITextAlignment"], swift: ["NSTextAlignment"]),
        EnumSpec(
            LineBreakMode.self,
            [
                ("byWordWrapping", 0), ("byCharWrapping", 1), ("byClipping", 2), ("byTruncatingHead", 3),
                ("byTruncatingTail", 4), ("byTruncatingMiddle", 5),
            ],
            constants: ["NSLineBreak"], swift: ["NSLineBreakMode"]),
        EnumSpec(
            ContentMode.self,
            [
                ("scaleToFill", 0), ("scaleAspectFit", 1), ("scaleAspectFill", 2), ("redraw", 3), ("center", 4),
                ("top", 5), ("bottom", 6), ("left", 7), ("right", 8), ("topLeft", 9), ("topRight", 10),
                ("bottomLeft", 11), ("bottomRight", 12),
            ],
            constants: ["UIViewContentMode"], swift: ["UIView.ContentMode"]),
        EnumSpec(
            BaselineAdjustment.self, [("alignBaselines", 0), ("alignCenters", 1), ("none", 2)],
            constants: ["UIBaselineAdjustment"], swift: ["UIBaselineAdjustment"]),
        EnumSpec(
            TextBorderStyle.self, [("none", 0), ("line", 1), ("bezel", 2), ("roundedRect", 3)],
            constants: ["UITextBorderStyle"], swift: ["UITextField.BorderStyle"]),
        EnumSpec(
            TextFieldViewMode.self, [("never", 0), ("whileEditing", 1), ("unlessEditing", 2), ("always", 3)],
            constants: ["UITextFieldViewMode"], swift: ["UITextField.ViewMode"]),
        EnumSpec(
            ScrollIndicatorStyle.self, [("default", 0), ("black", 1), ("white", 2)],
            constants: ["UIScrollViewIndicatorStyle"], swift: ["UIScrollView.IndicatorStyle"]),
        EnumSpec(
            TableViewStyle.self, [("plain", 0), ("grouped", 1), ("insetGrouped", 2)],
            constants: ["UITableViewStyle"], swift: ["UITableView.Style"]),
        EnumSpec(
            TableScrollPosition.self, [("none", 0), ("top", 1), ("middle", 2), ("bottom", 3)],
            constants: ["UITableViewScrollPosition"], swift: ["UITableView.ScrollPosition"]),
        EnumSpec(
            RowAnimation.self,
            [
                ("fade", 0), ("right", 1), ("left", 2), ("top", 3), ("bottom", 4), ("none", 5), ("middle", 6),
                ("automatic", 100),
            ],
            constants: ["UITableViewRowAnimation"], swift: ["UITableView.RowAnimation"]),
        EnumSpec(
            CellStyle.self, [("default", 0), ("value1", 1), ("value2", 2), ("subtitle", 3)],
            constants: ["UITableViewCellStyle"], swift: ["UITableViewCell.CellStyle"]),
        EnumSpec(
            SeparatorStyle.self, [("none", 0), ("singleLine", 1), ("singleLineEtched", 2)],
            constants: ["UITableViewCellSeparatorStyle"], swift: ["UITableViewCell.SeparatorStyle"]),
        EnumSpec(
            SelectionStyle.self, [("none", 0), ("blue", 1), ("gray", 2), ("default", 3)],
            constants: ["UITableViewCellSelectionStyle"], swift: ["UITableViewCell.SelectionStyle"]),
        EnumSpec(
            CellEditingStyle.self, [("none", 0), ("delete", 1), ("insert", 2)],
            constants: ["UITableViewCellEditingStyle"], swift: ["UITableViewCell.EditingStyle"]),
        EnumSpec(
            AccessoryType.self,
            [
                ("none", 0), ("disclosureIndicator", 1), ("detailDisclosureButton", 2), ("checkmark", 3),
                ("detailButton", 4),
            ],
            constants: ["UITableViewCellAccessory"], swift: ["UITableViewCell.AccessoryType"]),
        EnumSpec(
            ButtonType.self,
            [
                ("custom", 0), ("system", 1), ("detailDisclosure", 2), ("infoLight", 3), ("infoDark", 4),
                ("contactAdd", 5), ("plain", 6), ("close", 7),
            ],
            constants: ["UIButtonType"], swift: ["UIButton.ButtonType"]),
        EnumSpec(
            BarStyle.self, [("default", 0), ("black", 1), ("blackTranslucent", 2)],
            constants: ["UIBarStyle"], swift: ["UIBarStyle"]),
        EnumSpec(
            BarMetrics.self, [("default", 0), ("compact", 1), ("defaultPrompt", 101), ("compactPrompt", 102)],
            constants: ["UIBarMetrics"], swift: ["UIBarMetrics"]),
        EnumSpec(
            BarButtonItemStyle.self, [("plain", 0), ("bordered", 1), ("done", 2)],
            constants: ["UIBarButtonItemStyle"], swift: ["UIBarButtonItem.Style"]),
        EnumSpec(
            BarButtonSystemItem.self,
            [
                ("done", 0), ("cancel", 1), ("edit", 2), ("save", 3), ("add", 4), ("flexibleSpace", 5),
                ("fixedSpace", 6), ("compose", 7), ("reply", 8), ("action", 9), ("organize", 10), ("bookmarks", 11),
                ("search", 12), ("refresh", 13), ("stop", 14), ("camera", 15), ("trash", 16), ("play", 17),
                ("pause", 18), ("rewind", 19), ("fastForward", 20), ("undo", 21), ("redo", 22), ("pageCurl", 23),
                ("close", 24),
            ],
            constants: ["UIBarButtonSystemItem"], swift: ["UIBarButtonItem.SystemItem"]),
        EnumSpec(
            TabBarSystemItem.self,
            [
                ("more", 0), ("favorites", 1), ("featured", 2), ("topRated", 3), ("recents", 4), ("contacts", 5),
                ("history", 6), ("bookmarks", 7), ("search", 8), ("downloads", 9), ("mostRecent", 10),
                ("mostViewed", 11),
            ],
            constants: ["UITabBarSystemItem"], swift: ["UITabBarItem.SystemItem"]),
    ]
}
