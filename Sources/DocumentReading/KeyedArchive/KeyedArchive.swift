/// Reading `NSKeyedArchiver` archives without `NSKeyedUnarchiver`, which traps on malformed
/// archives on Linux.
///
/// An archive is a property list: `$objects` holds every object once, objects refer to each other
/// by index (`.uid`, or `{CF$UID = n}` in XML), and `$top` names the root. ``read(_:limits:)``
/// turns the object graph into a plain tree, mapping Foundation classes to plain values.
package enum KeyedArchive {
    /// Whether a property list's root is an NSKeyedArchiver archive ($archiver "NSKeyedArchiver", $objects, $top).
    package static func isKeyedArchive(_ root: ArchiveValue) -> Bool {
        guard case .dictionary(let archive) = root,
            archive["$archiver"] == .string("NSKeyedArchiver"),
            case .array? = archive["$objects"],
            case .dictionary? = archive["$top"]
        else {
            return false
        }
        return true
    }

    /// The archive's object graph as a tree, from `$top.root` (or, without "root", a dictionary of
    /// all of $top's keys resolved).
    ///
    /// Foundation strings, numbers, collections, data, dates, URLs, UUIDs and `NSNull` become plain
    /// values; any other object becomes a dictionary whose first key, `$class`, names its class.
    package static func read(_ root: ArchiveValue, limits: ArchiveLimits) throws -> ArchiveValue {
        guard case .dictionary(let archive) = root else {
            throw malformed(at: "", "the archive is \(root.kindDescription), not a dictionary")
        }
        guard archive["$archiver"] == .string("NSKeyedArchiver") else {
            throw malformed(at: "$archiver", "expected the string \"NSKeyedArchiver\"")
        }
        guard case .array(let objects)? = archive["$objects"] else {
            throw malformed(at: "$objects", "expected an array of objects")
        }
        guard objects.first == .string("$null") else {
            throw malformed(at: "$objects[0]", "expected the string \"$null\"")
        }
        guard case .dictionary(let top)? = archive["$top"] else {
            throw malformed(at: "$top", "expected a dictionary of top-level objects")
        }
        if let rootObject = top["root"] {
            var reader = KeyedArchiveReader(objects: objects, rootPath: "$top.root", limits: limits)
            try KeyedArchiveExpansion.check(rootObject, asEntries: false, reader: reader, limit: limits.maximumValues)
            return try reader.read(rootObject)
        }
        var reader = KeyedArchiveReader(objects: objects, rootPath: "$top", limits: limits)
        try KeyedArchiveExpansion.check(.dictionary(top), asEntries: true, reader: reader, limit: limits.maximumValues)
        return try reader.readEntries(of: top)
    }

    /// The values `$objects` of `root` visited while counting what its root expands to, whether the
    /// count passes or is refused; nil when `root` is not a keyed archive with a root object.
    /// Tests compare it across inputs to show that the count is linear in the archive.
    package static func expansionSteps(_ root: ArchiveValue, limits: ArchiveLimits) -> Int? {
        guard case .dictionary(let archive) = root, case .array(let objects)? = archive["$objects"],
            case .dictionary(let top)? = archive["$top"], let rootObject = top["root"]
        else { return nil }
        let reader = KeyedArchiveReader(objects: objects, rootPath: "$top.root", limits: limits)
        return KeyedArchiveExpansion.steps(counting: rootObject, reader: reader, limit: limits.maximumValues)
    }

    static func malformed(at keyPath: String, _ reason: String) -> ArchiveError {
        .malformed(.keyedArchive, at: .keyPath(keyPath), reason: reason)
    }
}
