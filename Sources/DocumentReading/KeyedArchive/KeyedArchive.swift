import Foundation

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
        try read(root, limits: limits, keepingIdentity: false).root
    }

    /// The archive's object graph with the identity of its objects kept: in the tree of
    /// ``read(_:limits:)``, each reference to an object of a class that is not a Foundation one is
    /// `.uid(index)`, and each such object is read once, into ``KeyedArchiveGraph/objects``. Two
    /// references to one object stay two references to it, and cycles among such objects are
    /// read rather than refused.
    package static func readGraph(_ root: ArchiveValue, limits: ArchiveLimits) throws -> KeyedArchiveGraph {
        try read(root, limits: limits, keepingIdentity: true)
    }

    private static func read(
        _ root: ArchiveValue, limits: ArchiveLimits, keepingIdentity: Bool
    ) throws
        -> KeyedArchiveGraph
    {
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
        let rootObject = top["root"]
        var reader = KeyedArchiveReader(
            objects: objects, rootPath: rootObject == nil ? "$top" : "$top.root", limits: limits,
            keepsIdentity: keepingIdentity)
        try KeyedArchiveExpansion.check(
            rootObject ?? .dictionary(top), asEntries: rootObject == nil, reader: reader, limit: limits.maximumValues)
        let value = try rootObject.map { try reader.read($0) } ?? (try reader.readEntries(of: top))
        return KeyedArchiveGraph(root: value, objects: try reader.readReferencedObjects())
    }

    /// `graph` as a binary property list NSKeyedUnarchiver reads, each object of it written once
    /// and referred to from every place; see ``KeyedArchiveWriter``.
    package static func write(_ graph: KeyedArchiveGraph, limits: ArchiveLimits = ArchiveLimits()) throws -> Data {
        var writer = KeyedArchiveWriter(graph, limits: limits)
        return try BinaryPropertyList.write(writer.archive(), limits: limits)
    }

    /// The values `$objects` of `root` visited while counting what its root expands to, whether the
    /// count passes or is refused; nil when `root` is not a keyed archive with a root object.
    /// Tests compare it across inputs to show that the count is linear in the archive.
    package static func expansionSteps(
        _ root: ArchiveValue, limits: ArchiveLimits, keepingIdentity: Bool = false
    ) -> Int? {
        guard case .dictionary(let archive) = root, case .array(let objects)? = archive["$objects"],
            case .dictionary(let top)? = archive["$top"], let rootObject = top["root"]
        else { return nil }
        let reader = KeyedArchiveReader(
            objects: objects, rootPath: "$top.root", limits: limits, keepsIdentity: keepingIdentity)
        return KeyedArchiveExpansion.steps(counting: rootObject, reader: reader, limit: limits.maximumValues)
    }

    static func malformed(at keyPath: String, _ reason: String) -> ArchiveError {
        .malformed(.keyedArchive, at: .keyPath(keyPath), reason: reason)
    }
}

/// A keyed archive read with the identity of its objects kept; see ``KeyedArchive/readGraph(_:limits:)``.
///
/// ```swift
/// let graph = try KeyedArchive.readGraph(list, limits: ArchiveLimits())
/// graph.root                 // .uid(1) when the root is an object of the app's own class
/// graph.objects[1]           // .dictionary(["$class": "Node", "name": "parent", "children": …])
/// ```
package struct KeyedArchiveGraph: Sendable, Hashable {
    /// The root, with each reference to an object of a class that is not a Foundation one as `.uid(index)`.
    package let root: ArchiveValue
    /// Those objects by their index in `$objects`, each read once: a dictionary whose first key,
    /// `$class`, names its class, and whose references to such objects are `.uid(index)` too.
    package let objects: [Int: ArchiveValue]

    package init(root: ArchiveValue, objects: [Int: ArchiveValue]) {
        self.root = root
        self.objects = objects
    }
}
