/// One person or company from the address book, with what the table and the detail page show.
///
/// ```swift
/// let cards = try VCardReader.cards(in: text, source: "contacts.vcf")
/// let contact = Contact(card: cards[0])
/// contact.phones.map(\.kind)   // ["mobile", "work"]
/// ```
struct Contact: Hashable, Sendable {
    /// The card's UID, trimmed; nil when it has none (the entry ids then use the name).
    var uid: String?
    var firstName: String
    var lastName: String
    /// The first component of ORG (the company, not the department).
    var organization: String
    /// FN: the name as the card shows it whole.
    var formattedName: String
    var phones: [Phone]
    /// EMAIL values, preferred ones first.
    var emails: [String]
    var note: String
    /// The line of the card's `BEGIN:VCARD`.
    var line: Int

    /// One TEL line.
    struct Phone: Hashable, Sendable {
        /// See ``PhoneKind``: "home", "mobile", … or the custom label.
        var kind: String
        /// As written, less a `tel:` URI's scheme.
        var number: String
        /// `TYPE=pref` or a `PREF` parameter.
        var isPreferred: Bool
    }
}

extension Contact {
    /// Reads N, FN, ORG, TEL (with Apple's grouped X-ABLabel), EMAIL, NOTE and UID; every other
    /// property is ignored.
    init(card: VCardReader.Card) {
        var labels: [String: String] = [:]
        for property in card.properties where property.name == "X-ABLABEL" {
            if let group = property.group?.uppercased() { labels[group] = VCardText.unescape(property.value) }
        }
        self.init(
            uid: nil, firstName: "", lastName: "", organization: "", formattedName: "", phones: [], emails: [],
            note: "", line: card.line)
        var emails: [(address: String, preferred: Bool)] = []
        var notes: [String] = []
        for property in card.properties {
            switch property.name {
            case "UID":
                let value = VCardText.trimmed(property.value)
                if !value.isEmpty { uid = value }
            case "N":
                let parts = VCardText.split(property.value, at: ";")
                lastName = parts.first.map(VCardText.joinedList) ?? ""
                firstName = parts.count > 1 ? VCardText.joinedList(parts[1]) : ""
            case "FN":
                formattedName = VCardText.trimmed(VCardText.unescape(property.value))
            case "ORG":
                organization = VCardText.trimmed(VCardText.components(of: property.value).first ?? "")
            case "TEL":
                if let phone = Self.phone(property, labels: labels) { phones.append(phone) }
            case "EMAIL":
                let address = VCardText.trimmed(VCardText.unescape(property.value))
                if !address.isEmpty { emails.append((address, Self.isPreferred(property))) }
            case "NOTE":
                let note = VCardText.trimmed(VCardText.unescape(property.value))
                if !note.isEmpty { notes.append(note) }
            default:
                continue
            }
        }
        self.emails = emails.filter(\.preferred).map(\.address) + emails.filter { !$0.preferred }.map(\.address)
        self.note = notes.joined(separator: "\n")
    }

    private static func phone(_ property: ContentLine, labels: [String: String]) -> Phone? {
        var number = VCardText.trimmed(VCardText.unescape(property.value))
        let isURI = property.values(of: "VALUE").contains { $0.lowercased() == "uri" }
        if isURI || number.lowercased().hasPrefix("tel:") {
            number = telURINumber(number)
        }
        guard !number.isEmpty else { return nil }
        let label = property.group.flatMap { labels[$0.uppercased()] }
        let kind = PhoneKind.name(types: property.types, label: label)
        return Phone(kind: kind, number: number, isPreferred: isPreferred(property))
    }

    /// `tel:+1-555-0100;ext=12` → "+1-555-0100 ext. 12"; other URI parameters are dropped.
    private static func telURINumber(_ uri: String) -> String {
        let body = uri.lowercased().hasPrefix("tel:") ? String(uri.dropFirst(4)) : uri
        let parts = body.split(separator: ";", omittingEmptySubsequences: false)
        let number = parts.first.map { String($0) } ?? ""
        let ext = parts.dropFirst().first { $0.lowercased().hasPrefix("ext=") }.map { $0.dropFirst(4) }
        guard let ext, !ext.isEmpty else { return number }
        return number + " ext. " + ext
    }

    /// vCard 3.0's `TYPE=pref` or 4.0's `PREF=1` (any PREF at all means preferred).
    private static func isPreferred(_ property: ContentLine) -> Bool {
        property.types.contains { $0.lowercased() == "pref" }
            || property.parameters.contains { $0.name == "PREF" }
    }
}
