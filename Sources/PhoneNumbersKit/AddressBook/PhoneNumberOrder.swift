import Foundation

/// The order of the table's phone rows: by last name, then first name, then kind, as Contacts sorts.
///
/// ```swift
/// PhoneNumberOrder.sorted(entries).map(\.displayName)
/// // ["Acme Corporation (work)", "Chloé Ågren (fax)", "Chloé Ågren (work)", "Tomás Ågren (home)", "Cher (work)", …]
/// ```
///
/// Names compare without regard to case or diacritics ("Ågren" sorts with "Agren", "élodie" with
/// "Elodie"); text written with combining marks equals the same text precomposed. An entry with no
/// last name sorts by its first name, or else its organization, in the last-name position. Entries
/// equal by those rules are ordered by the exact text, the number and finally the id, so the order
/// never depends on the order of cards in the file.
enum PhoneNumberOrder {
    /// `entries` in table order.
    static func sorted(_ entries: [PhoneNumberEntry]) -> [PhoneNumberEntry] {
        entries.map { (key: SortKey($0), entry: $0) }.sorted { $0.key < $1.key }.map(\.entry)
    }

    /// Folded once per entry rather than once per comparison.
    private struct SortKey: Comparable {
        var folded: [String]
        var exact: [String]

        init(_ entry: PhoneNumberEntry) {
            let family = [entry.lastName, entry.firstName, entry.organization].first { !$0.isEmpty } ?? ""
            let given = entry.lastName.isEmpty ? "" : entry.firstName
            folded = [family, given, entry.kind].map(PhoneNumberOrder.folded)
            exact = [family, given, entry.kind, entry.organization, entry.number, entry.id]
        }

        static func < (lhs: SortKey, rhs: SortKey) -> Bool {
            if lhs.folded != rhs.folded { return lhs.folded.lexicographicallyPrecedes(rhs.folded) }
            return lhs.exact.lexicographicallyPrecedes(rhs.exact)
        }
    }

    /// Case and diacritics removed, for comparison only.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
