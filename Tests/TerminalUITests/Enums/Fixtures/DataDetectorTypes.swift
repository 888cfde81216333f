// A fixture, not TerminalUI API: one of the UIKit enums no view uses, kept so that the alias-table
// tests (AliasTableTests, UIKitEnumTests, UIKitOptionSetTests) still read every UIKit spelling.
import StringCoding

@testable import TerminalUI

/// The kinds of data a text view turns into links, such as phone numbers, mirroring UIKit's
/// `UIDataDetectorTypes`.
///
/// Read as member names separated by spaces, commas or `|`, with `"none"` and `"all"`, UIKit's
/// constants (`UIDataDetectorTypePhoneNumber`, whose prefix is singular) and the original
/// StringCoding's shorthands (`"phone"`, `"calendar"`). Like UIKit's, ``all`` sets every bit, so it
/// includes kinds added later.
///
/// ```swift
/// try DataDetectorTypes(parsing: "phone link")   // [.phoneNumber, .link]
/// DataDetectorTypes.all.stringRepresentation     // "all"
/// ```
struct DataDetectorTypes: StringCodableOptionSet, Sendable, Hashable {
    /// UIKit's bits.
    ///
    /// ```swift
    /// DataDetectorTypes.address.rawValue   // 4
    /// ```
    var rawValue: UInt

    /// The kinds with exactly `rawValue`'s bits.
    ///
    /// ```swift
    /// DataDetectorTypes(rawValue: 3) == [.phoneNumber, .link]   // true
    /// ```
    init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "phone")   // .phoneNumber
    /// ```
    static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)

    /// URLs.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "UIDataDetectorTypeLink")   // .link
    /// ```
    static let link = DataDetectorTypes(rawValue: 1 << 1)

    /// Street addresses.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "address")   // .address
    /// ```
    static let address = DataDetectorTypes(rawValue: 1 << 2)

    /// Dates and times of events.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "calendar")   // .calendarEvent
    /// ```
    static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)

    /// Parcel tracking numbers.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "UIDataDetectorTypeShipmentTrackingNumber")   // .shipmentTrackingNumber
    /// ```
    static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)

    /// Airline flight numbers.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "flightNumber")   // .flightNumber
    /// ```
    static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)

    /// Words a person may want to look up.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "lookupSuggestion")   // .lookupSuggestion
    /// ```
    static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)

    /// Amounts of money.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "money")   // .money
    /// ```
    static let money = DataDetectorTypes(rawValue: 1 << 7)

    /// Physical quantities such as lengths and temperatures.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "physicalValue")   // .physicalValue
    /// ```
    static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)

    /// Every kind, including kinds added later: all bits set, as in UIKit.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "UIDataDetectorTypeAll") == .all   // true
    /// ```
    static let all = DataDetectorTypes(rawValue: .max)

    /// The kinds in UIKit's order, then `all`.
    ///
    /// ```swift
    /// DataDetectorTypes([.link, .phoneNumber]).stringRepresentation   // "phoneNumber | link"
    /// ```
    static var namedMembers: KeyValuePairs<String, DataDetectorTypes> {
        [
            "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
            "shipmentTrackingNumber": .shipmentTrackingNumber, "flightNumber": .flightNumber,
            "lookupSuggestion": .lookupSuggestion, "money": .money, "physicalValue": .physicalValue, "all": .all,
        ]
    }

    /// The original StringCoding's shorthands.
    ///
    /// ```swift
    /// DataDetectorTypes.aliases["calendar"]   // .calendarEvent
    /// ```
    static var aliases: [String: DataDetectorTypes] { ["phone": .phoneNumber, "calendar": .calendarEvent] }

    /// The type's own name, UIKit's singular constant prefix, and UIKit's type name followed by a
    /// dot (its Swift spelling).
    ///
    /// The plural `UIDataDetectorTypes` is only read with its dot: without one it would be stripped
    /// from `UIDataDetectorTypeShipmentTrackingNumber`, leaving "hipmentTrackingNumber", since the
    /// longest matching prefix is the one removed.
    ///
    /// ```swift
    /// try DataDetectorTypes(parsing: "UIDataDetectorTypes.address")   // .address
    /// ```
    static var typePrefixes: [String] {
        ["DataDetectorTypes", "UIDataDetectorType", "UIDataDetectorTypes."]
    }

    /// `"all"` when every bit is set, else the kinds' names joined by `" | "`.
    ///
    /// ```swift
    /// DataDetectorTypes([.money, .link]).stringRepresentation   // "link | money"
    /// ```
    var stringRepresentation: String { stringRepresentationUsingGroups }
}
