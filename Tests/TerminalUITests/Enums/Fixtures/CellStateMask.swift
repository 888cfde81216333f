// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

/// The editing controls a table view cell is showing, mirroring UIKit's `UITableViewCell.StateMask`
/// (`UITableViewCellStateMask` in Objective-C).
///
/// Read as member names separated by spaces, commas or `|`, with `"none"` and `"all"`, UIKit's
/// constants (`UITableViewCellStateShowingEditControlMask`), the Swift spelling
/// (`UITableViewCell.StateMask.showingEditControl`) and the original StringCoding's shorthands
/// (`"edit"`, `"delete"`, …).
///
/// ```swift
/// try CellStateMask(parsing: "edit delete")   // [.showingEditControl, .showingDeleteConfirmation]
/// CellStateMask.showingEditControl.rawValue   // 1
/// ```
struct CellStateMask: StringCodableOptionSet, Sendable, Hashable {
    /// UIKit's bits.
    ///
    /// ```swift
    /// CellStateMask.showingDeleteConfirmation.rawValue   // 2
    /// ```
    var rawValue: UInt

    /// The mask with exactly `rawValue`'s bits.
    ///
    /// ```swift
    /// CellStateMask(rawValue: 1) == .showingEditControl   // true
    /// ```
    init(rawValue: UInt) { self.rawValue = rawValue }

    /// The cell shows its editing control (a delete or insert button).
    ///
    /// ```swift
    /// try CellStateMask(parsing: "UITableViewCellStateShowingEditControlMask")   // .showingEditControl
    /// ```
    static let showingEditControl = CellStateMask(rawValue: 1 << 0)

    /// The cell shows its delete confirmation button.
    ///
    /// ```swift
    /// try CellStateMask(parsing: "deleteconfirmation")   // .showingDeleteConfirmation
    /// ```
    static let showingDeleteConfirmation = CellStateMask(rawValue: 1 << 1)

    /// The states in UIKit's order.
    ///
    /// ```swift
    /// CellStateMask([.showingDeleteConfirmation, .showingEditControl]).stringRepresentation
    /// // "showingEditControl | showingDeleteConfirmation"
    /// ```
    static var namedMembers: KeyValuePairs<String, CellStateMask> {
        ["showingEditControl": .showingEditControl, "showingDeleteConfirmation": .showingDeleteConfirmation]
    }

    /// The original StringCoding's shorthands and its `"default"` (the empty set), plus the rest of
    /// UIKit's constant names, which end in "Mask" (`UITableViewCellStateDefaultMask` is the empty set).
    ///
    /// ```swift
    /// CellStateMask.aliases["edit"]   // .showingEditControl
    /// ```
    static var aliases: [String: CellStateMask] {
        [
            "editcontrolmask": .showingEditControl, "editcontrol": .showingEditControl, "edit": .showingEditControl,
            "deleteconfirmationmask": .showingDeleteConfirmation,
            "deleteconfirmation": .showingDeleteConfirmation, "delete": .showingDeleteConfirmation,
            "showingEditControlMask": .showingEditControl,
            "showingDeleteConfirmationMask": .showingDeleteConfirmation, "defaultMask": [], "default": [],
        ]
    }

    /// The type's own names plus UIKit's constant prefix and its Swift spelling.
    ///
    /// ```swift
    /// try CellStateMask(parsing: "UITableViewCell.StateMask.showingEditControl")   // .showingEditControl
    /// ```
    static var typePrefixes: [String] {
        defaultTypePrefixes + ["UITableViewCellState", "UITableViewCell.StateMask"]
    }
}
