import StringCoding

/// The events a control sends actions for, such as a tap or a value change, mirroring UIKit's
/// `UIControl.Event` (`UIControlEvents` in Objective-C).
///
/// Read as event names separated by spaces, commas or `|`, with `"none"` and `"all"`, UIKit's
/// constants (`UIControlEventTouchUpInside`) and the Swift spelling (`UIControl.Event.touchUpInside`).
/// Whole groups are written with UIKit's group names.
///
/// ```swift
/// try ControlEvents(parsing: "touchUpInside valueChanged")   // [.touchUpInside, .valueChanged]
/// ControlEvents.allEditingEvents.stringRepresentation       // "allEditingEvents"
/// ```
public struct ControlEvents: StringCodableOptionSet, Sendable, Hashable {
    /// UIKit's bits.
    ///
    /// ```swift
    /// ControlEvents.touchUpInside.rawValue   // 64
    /// ```
    public var rawValue: UInt

    /// The events with exactly `rawValue`'s bits.
    ///
    /// ```swift
    /// ControlEvents(rawValue: 64) == .touchUpInside   // true
    /// ```
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A press inside the control.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDown")   // .touchDown
    /// ```
    public static let touchDown = ControlEvents(rawValue: 1 << 0)

    /// A press that repeats the one before (a double click).
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDownRepeat")   // .touchDownRepeat
    /// ```
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)

    /// A drag that stays inside the control.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDragInside")   // .touchDragInside
    /// ```
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)

    /// A drag that stays outside the control.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDragOutside")   // .touchDragOutside
    /// ```
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)

    /// A drag that enters the control.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDragEnter")   // .touchDragEnter
    /// ```
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)

    /// A drag that leaves the control.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchDragExit")   // .touchDragExit
    /// ```
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)

    /// A release inside the control: a button's click, or its activation by a key.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchUpInside")   // .touchUpInside
    /// ```
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)

    /// A release outside the control, which cancels a click.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchUpOutside")   // .touchUpOutside
    /// ```
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)

    /// A press cancelled by the system.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventTouchCancel")   // .touchCancel
    /// ```
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)

    /// A change of the control's value, as a switch or slider sends.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventValueChanged")   // .valueChanged
    /// ```
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)

    /// The control's main action, whatever input triggered it.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventPrimaryActionTriggered")   // .primaryActionTriggered
    /// ```
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

    /// The control's menu about to be shown.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventMenuActionTriggered")   // .menuActionTriggered
    /// ```
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)

    /// Editing starting in a text field.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventEditingDidBegin")   // .editingDidBegin
    /// ```
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)

    /// A change to a text field's text while editing.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventEditingChanged")   // .editingChanged
    /// ```
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)

    /// Editing ending in a text field, as when it loses the focus.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventEditingDidEnd")   // .editingDidEnd
    /// ```
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)

    /// Editing ending in a text field by the Return key.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventEditingDidEndOnExit")   // .editingDidEndOnExit
    /// ```
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)

    /// Every touch event, bits 0 to 11.
    ///
    /// ```swift
    /// ControlEvents.allTouchEvents.contains(.touchUpInside)   // true
    /// ```
    public static let allTouchEvents = ControlEvents(rawValue: 0x0000_0FFF)

    /// Every editing event, bits 16 to 19.
    ///
    /// ```swift
    /// ControlEvents.allEditingEvents.contains(.editingChanged)   // true
    /// ```
    public static let allEditingEvents = ControlEvents(rawValue: 0x000F_0000)

    /// Bits an app may use for events of its own controls.
    ///
    /// ```swift
    /// let swiped = ControlEvents(rawValue: 1 << 24)   // one bit of .applicationReserved
    /// ```
    public static let applicationReserved = ControlEvents(rawValue: 0x0F00_0000)

    /// Bits UIKit keeps for its own use.
    ///
    /// ```swift
    /// ControlEvents.systemReserved.rawValue   // 0xF0000000
    /// ```
    public static let systemReserved = ControlEvents(rawValue: 0xF000_0000)

    /// Every event, what `"all"` reads as.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "all") == .allEvents   // true
    /// ```
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The events in UIKit's order, then its groups.
    ///
    /// ```swift
    /// ControlEvents([.valueChanged, .touchDown]).stringRepresentation   // "touchDown | valueChanged"
    /// ```
    public static var namedMembers: KeyValuePairs<String, ControlEvents> {
        [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
            "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
            "allEditingEvents": .allEditingEvents, "applicationReserved": .applicationReserved,
            "systemReserved": .systemReserved, "allEvents": .allEvents,
        ]
    }

    /// The type's own name, UIKit's constant prefix (singular), and its Swift spellings, old
    /// (`UIControlEvents.`) and new (`UIControl.Event`).
    ///
    /// The plural `UIControlEvents` is only read with its dot: without one it would be stripped from
    /// `UIControlEventSystemReserved`, leaving "ystemReserved", since the longest matching prefix is
    /// the one removed.
    ///
    /// ```swift
    /// try ControlEvents(parsing: "UIControlEventValueChanged")   // .valueChanged
    /// ```
    public static var typePrefixes: [String] {
        ["ControlEvents", "UIControlEvent", "UIControlEvents.", "UIControl.Event"]
    }

    /// The events' names, with group names where a whole group is set.
    ///
    /// ```swift
    /// ControlEvents([.allEditingEvents, .touchUpInside]).stringRepresentation
    /// // "allEditingEvents | touchUpInside"
    /// ```
    public var stringRepresentation: String { stringRepresentationUsingGroups }

    /// The events an event key names, as a button's undefined-key hook reads keys such as
    /// `touchUpInside`; nil when the key is not an event name.
    ///
    /// Names are read as by `init(parsing:)`, ignoring case, full (`UIControlEventTouchUpInside`)
    /// or short (`touchupinside`), several separated by spaces, and `all`; `none` and raw numbers
    /// name no event, so they give nil.
    ///
    /// ```swift
    /// ControlEvents.named("TouchUpInside")                // .touchUpInside
    /// ControlEvents.named("touchDown touchUpInside")      // [.touchDown, .touchUpInside]
    /// ControlEvents.named("titleColor")                   // nil
    /// ```
    public static func named(_ key: String) -> ControlEvents? {
        let words = key.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "|" })
        guard !words.isEmpty else { return nil }
        var events = ControlEvents()
        for word in words {
            // A number would read as raw bits, but no key names an event by number.
            guard let first = word.first, !first.isNumber,
                let event = try? ControlEvents(parsing: String(word)), !event.isEmpty
            else { return nil }
            events.formUnion(event)
        }
        return events
    }
}
