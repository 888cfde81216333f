/// One row of the table's bottom group: a contact's phone number.
///
/// ```swift
/// let book = try AddressBook(vCardText: text, source: "contacts.vcf")
/// let entry = book.phoneNumbers[0]
/// entry.displayName    // "Anouk van der Berg (mobile)"
/// entry.number         // "+31 20 555 0100"
/// ```
struct PhoneNumberEntry: Hashable, Sendable {
    /// Stable across runs and across the order of cards in the file: the contact's UID (or, without
    /// one, its names), the kind and the number's digits, e.g. `uid:4FBE4F33|mobile|+15550100`.
    /// Favorites are stored by it.
    var id: String
    var firstName: String
    var lastName: String
    var organization: String
    /// "home", "work", "mobile", "iPhone", "main", "fax", "pager", "other" or the card's own label.
    var kind: String
    /// As written in the card.
    var number: String
    /// "First Last (kind)", with missing parts dropped cleanly: "Last (kind)", "Org (kind)".
    var displayName: String
}

extension PhoneNumberEntry {
    /// The entry for one of `contact`'s numbers; `contactKey` is ``contactKey(of:)``.
    init(contact: Contact, phone: Contact.Phone, contactKey: String) {
        // A card with neither N nor ORG still has FN (vCard requires it): show that as the name.
        let hasName = !contact.firstName.isEmpty || !contact.lastName.isEmpty || !contact.organization.isEmpty
        let firstName = hasName ? contact.firstName : contact.formattedName
        self.init(
            id: contactKey + "|" + phone.kind + "|" + Self.digits(of: phone.number),
            firstName: firstName, lastName: contact.lastName, organization: contact.organization,
            kind: phone.kind, number: phone.number,
            displayName: Self.displayName(
                firstName: firstName, lastName: contact.lastName, organization: contact.organization, kind: phone.kind))
    }

    /// `uid:<UID>`, or `name:<last>|<first>|<organization>` for a card without a UID.
    static func contactKey(of contact: Contact) -> String {
        if let uid = contact.uid { return "uid:" + uid }
        return "name:" + [contact.lastName, contact.firstName, contact.organization].joined(separator: "|")
    }

    /// "First Last (kind)"; names written in Chinese, Japanese or Korean read family name first
    /// with no space, as Contacts shows them ("山田太郎 (home)").
    static func displayName(firstName: String, lastName: String, organization: String, kind: String) -> String {
        let name: String
        if !firstName.isEmpty, !lastName.isEmpty, isEastAsian(firstName), isEastAsian(lastName) {
            name = lastName + firstName
        } else {
            name = [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ")
        }
        let shown = name.isEmpty ? (organization.isEmpty ? "No Name" : organization) : name
        return shown + " (" + kind + ")"
    }

    /// The number's decimal digits in ASCII, any script's digits included, with a leading `+` kept:
    /// "+1 (555) 010-0123" and "+1-555-010-0123" are the same number. Text with no digit at all is
    /// kept lowercased, so that it still tells numbers apart.
    static func digits(of number: String) -> String {
        var result = VCardText.trimmed(number).hasPrefix("+") ? "+" : ""
        for scalar in number.unicodeScalars where scalar.properties.numericType == .decimal {
            if let value = scalar.properties.numericValue.flatMap({ Int(exactly: $0) }), (0...9).contains(value) {
                result.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(value)))
            }
        }
        return result.count > (result.hasPrefix("+") ? 1 : 0) ? result : number.lowercased()
    }

    private static func isEastAsian(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FA1F:
                true
            default: false
            }
        }
    }
}
