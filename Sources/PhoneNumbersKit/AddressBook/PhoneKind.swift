/// The label Contacts shows for a phone number, from a TEL line's types or its custom label.
///
/// ```swift
/// PhoneKind.name(types: ["WORK", "VOICE"], label: nil)        // "work"
/// PhoneKind.name(types: ["IPHONE", "CELL"], label: nil)       // "iPhone"
/// PhoneKind.name(types: [], label: "_$!<Mobile>!$_")          // "mobile"
/// PhoneKind.name(types: ["HOME"], label: "Boat")              // "Boat"
/// ```
enum PhoneKind {
    /// Known types in the order that decides a number with several (`TYPE=HOME,FAX` is a fax,
    /// `TYPE=WORK,CELL` a mobile), with the name shown for each. `voice`, `pref`, `text` and other
    /// types that say nothing about which line it is are skipped.
    static let precedence: [(types: Set<String>, name: String)] = [
        (["IPHONE"], "iPhone"),
        (["CELL", "MOBILE"], "mobile"),
        (["FAX"], "fax"),
        (["PAGER"], "pager"),
        (["MAIN", "MAIN-NUMBER"], "main"),
        (["HOME"], "home"),
        (["WORK"], "work"),
        (["OTHER"], "other"),
    ]

    /// Apple's built-in labels (`_$!<HomeFAX>!$_`), written into X-ABLabel when a card is exported.
    static let appleLabels: [String: String] = [
        "MOBILE": "mobile", "IPHONE": "iPhone", "HOME": "home", "WORK": "work", "MAIN": "main",
        "HOMEFAX": "fax", "WORKFAX": "fax", "OTHERFAX": "fax", "PAGER": "pager", "OTHER": "other",
    ]

    /// A number with no type that says which line it is.
    static let fallback = "other"

    /// The custom label when there is one (Apple's built-in ones translated), else the first known
    /// type by ``precedence``, else ``fallback``.
    static func name(types: [String], label: String?) -> String {
        if let label = label.map(VCardText.trimmed), !label.isEmpty {
            return appleLabelName(label) ?? label
        }
        let upper = Set(types.map { VCardText.trimmed($0).uppercased() })
        return precedence.first { !$0.types.isDisjoint(with: upper) }?.name ?? fallback
    }

    /// `_$!<Mobile>!$_` → "mobile"; an unknown built-in name is shown without its decoration.
    private static func appleLabelName(_ label: String) -> String? {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_"), label.count > 8 else { return nil }
        let inner = String(label.dropFirst(4).dropLast(4))
        return appleLabels[inner.uppercased()] ?? inner
    }
}
