import StringCoding

/// The states a control can be in, such as highlighted or selected, mirroring UIKit's
/// `UIControl.State`.
///
/// Read as member names separated by spaces, commas or `|`, with UIKit's constants
/// (`UIControlStateSelected`) and the Swift spelling (`UIControl.State.selected`). ``normal`` is the
/// empty set, so `"normal"` and `"none"` both read as `[]`, and `[]` is written `"normal"`.
///
/// ```swift
/// try ControlState(parsing: "selected highlighted")   // [.selected, .highlighted]
/// ControlState.normal.stringRepresentation            // "normal"
/// ```
public struct ControlState: StringCodableOptionSet, Sendable, Hashable {
    /// UIKit's bits.
    ///
    /// ```swift
    /// ControlState.selected.rawValue   // 4
    /// ```
    public var rawValue: UInt

    /// The state with exactly `rawValue`'s bits.
    ///
    /// ```swift
    /// ControlState(rawValue: 4) == .selected   // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No other state: enabled, not selected, not highlighted.
    ///
    /// ```swift
    /// try ControlState(parsing: "UIControlStateNormal")   // .normal, the empty set
    /// ```
    public static let normal: ControlState = []

    /// Being pressed.
    ///
    /// ```swift
    /// try ControlState(parsing: "highlighted")   // .highlighted
    /// ```
    public static let highlighted = ControlState(rawValue: 1 << 0)

    /// Not accepting input.
    ///
    /// ```swift
    /// try ControlState(parsing: "UIControl.State.disabled")   // .disabled
    /// ```
    public static let disabled = ControlState(rawValue: 1 << 1)

    /// Selected, as a toggled button is.
    ///
    /// ```swift
    /// try ControlState(parsing: "Selected")   // .selected
    /// ```
    public static let selected = ControlState(rawValue: 1 << 2)

    /// Having the focus, so keys go to it.
    ///
    /// ```swift
    /// try ControlState(parsing: "UIControlStateFocused")   // .focused
    /// ```
    public static let focused = ControlState(rawValue: 1 << 3)

    /// Bits an app may use for states of its own controls.
    ///
    /// ```swift
    /// let checked = ControlState(rawValue: 1 << 16)   // one bit of .application
    /// ```
    public static let application = ControlState(rawValue: 0x00FF_0000)

    /// Bits UIKit keeps for its own use.
    ///
    /// ```swift
    /// ControlState.reserved.rawValue   // 0xFF000000
    /// ```
    public static let reserved = ControlState(rawValue: 0xFF00_0000)

    /// The states in UIKit's order, the order they are written in; `normal` names the empty set.
    ///
    /// ```swift
    /// ControlState([.selected, .highlighted]).stringRepresentation   // "highlighted | selected"
    /// ```
    public static var namedMembers: KeyValuePairs<String, ControlState> {
        [
            "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
            "focused": .focused, "application": .application, "reserved": .reserved,
        ]
    }

    /// The type's own names plus UIKit's Swift spelling (its constants' prefix is the default
    /// `UIControlState`).
    ///
    /// ```swift
    /// try ControlState(parsing: "UIControl.State.disabled")   // .disabled
    /// ```
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UIControl.State"] }

    /// `"normal"` for the empty set, else the states' names joined by `" | "`.
    ///
    /// ```swift
    /// ControlState([]).stringRepresentation                      // "normal"
    /// ControlState([.disabled, .selected]).stringRepresentation  // "disabled | selected"
    /// ```
    public var stringRepresentation: String { stringRepresentationUsingGroups }

    /// The states a virtual key may start with, in the spelling the key uses: the named states
    /// of one bit, and `normal`.
    static let keyPrefixes = namedMembers.filter { $0.value.rawValue.nonzeroBitCount <= 1 }
        .map { (name: $0.key, state: $0.value) }

    /// Splits a state-prefixed virtual key, as a button's title and color keys are written, into the
    /// state and the property it sets; nil when the key has no state prefix.
    ///
    /// The prefix is compared case-sensitively and must be followed by an uppercase letter, so
    /// `selectedTitleColor` splits but `titleColor` and `selectedtitle` do not; the property's first
    /// letter is lowercased.
    ///
    /// ```swift
    /// ControlState.splitStatePrefix("selectedTitleColor")   // (.selected, "titleColor")
    /// ControlState.splitStatePrefix("normalTitle")          // ([], "title")
    /// ControlState.splitStatePrefix("titleColor")           // nil
    /// ```
    public static func splitStatePrefix(_ key: String) -> (state: ControlState, property: String)? {
        for (name, state) in keyPrefixes where key.hasPrefix(name) {
            let rest = key.dropFirst(name.count)
            guard let first = rest.first, first.isUppercase else { continue }
            return (state, first.lowercased() + rest.dropFirst())
        }
        return nil
    }
}
