import KeyCoding
import Observation

/// What the detail page shows for one phone number; its labels bind to these keys
/// (`@rootview.dataObject.displayName`), and toggling ``isFavorite`` updates them live.
///
/// ```swift
/// let detail = PhoneNumberDetail(entry: entry, contact: book.contact(for: entry), isFavorite: false)
/// try label.bind("text", to: "@rootview.dataObject.number")
/// detail.isFavorite = try favorites.toggle(entry.id)
/// ```
///
/// Every key is a plain stored property, so bindings read them through KeyCoding's property table.
@Observable @Keyed final class PhoneNumberDetail {
    /// The entry's id, for ``FavoritesStore/toggle(_:)``.
    var id = ""
    /// "First Last (kind)".
    var displayName = ""
    var firstName = ""
    var lastName = ""
    var organization = ""
    var kind = ""
    var number = ""
    /// Whether the number is a favorite; set it to what ``FavoritesStore/toggle(_:)`` returns.
    var isFavorite = false
    /// The card's first e-mail address (a preferred one if marked), or "".
    var email = ""
    /// The card's NOTE, newlines kept, or "".
    var note = ""
    /// The contact's other numbers as "kind: number", separated by commas (one line on the page), or "".
    var otherNumbers = ""

    /// A detail from a table entry and, when known, the card it came from.
    init(entry: PhoneNumberEntry, contact: Contact?, isFavorite: Bool) {
        id = entry.id
        displayName = entry.displayName
        firstName = entry.firstName
        lastName = entry.lastName
        organization = entry.organization
        kind = entry.kind
        number = entry.number
        self.isFavorite = isFavorite
        email = contact?.emails.first ?? ""
        note = contact?.note ?? ""
        let others = (contact?.phones ?? []).filter { $0.kind != entry.kind || $0.number != entry.number }
        otherNumbers = others.map { $0.kind + ": " + $0.number }.joined(separator: ", ")
    }
}
