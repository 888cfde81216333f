import SwiftSyntax

/// The properties of an `@AutoCodable` type arranged by the dictionaries their keys lead into, so
/// that encoding opens each nested dictionary once and writes everything inside it there.
///
/// `@ArchiveKey("meta.created_at")` and `@ArchiveKey("meta.author.name")` share `meta`; the keys of
/// a dictionary are written in the order their properties are declared.
struct NestedKeyGroup {
    enum Entry {
        /// A property whose key is in this dictionary; `key` is nil for the type's own keys, which
        /// `AutoCodingKeys` names.
        case property(ArchivedPropertyDeclaration, key: String?)
        case group(key: String, NestedKeyGroup)
    }

    private(set) var entries: [Entry] = []

    /// The root: every property, nested ones under their dictionaries. A property read through
    /// `paths` (its own key or a legacy one nested) is written through it too, as `AutoCodingKeys`
    /// does not name it.
    init(_ properties: [ArchivedPropertyDeclaration]) {
        for property in properties {
            if property.isNested {
                insert(property, at: property.archivePath.segments[...])
            } else {
                entries.append(.property(property, key: nil))
            }
        }
    }

    private init() {}

    private mutating func insert(_ property: ArchivedPropertyDeclaration, at path: ArraySlice<String>) {
        guard let first = path.first else { return }
        if path.count == 1 {
            entries.append(.property(property, key: first))
            return
        }
        if let index = entries.firstIndex(where: { if case .group(first, _) = $0 { true } else { false } }),
            case .group(_, var group) = entries[index]
        {
            group.insert(property, at: path.dropFirst())
            entries[index] = .group(key: first, group)
        } else {
            var group = NestedKeyGroup()
            group.insert(property, at: path.dropFirst())
            entries.append(.group(key: first, group))
        }
    }

    /// The statements that encode this group's entries into `container`, each nested dictionary in
    /// a `do` block of its own; `statement` writes one property, given its container and key when
    /// it is nested.
    func encodingStatements(
        container: String, depth: Int,
        statement: (ArchivedPropertyDeclaration, (container: String, key: String)?) -> String
    ) -> [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .property(let property, let key):
                return [statement(property, key.map { (container, $0) })]
            case .group(let key, let group):
                let nested = "nested\(depth + 1)"
                let open =
                    "var \(nested) = \(container).nestedContainer(keyedBy: AutoCoding.ArchiveCodingKey.self, "
                    + "forKey: \(StringLiteralExprSyntax(content: key)))"
                let body = [open] + group.encodingStatements(container: nested, depth: depth + 1, statement: statement)
                return ["do {"] + body.map { "    " + $0 } + ["}"]
            }
        }
    }
}
