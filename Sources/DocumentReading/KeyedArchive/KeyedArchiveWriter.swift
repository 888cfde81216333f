import Foundation
import OrderedCollections

/// Writes an object graph as the property list of an `NSKeyedArchiver` archive, in the form
/// Foundation writes: every object once in `$objects`, referred to by `.uid` from each place.
///
/// An object of the graph (a dictionary whose `$class` names its class) is written once, however
/// many references it has, so shared objects stay shared and cycles are written as they are. Its
/// numbers and Booleans are written inline, as `encodeInteger(_:forKey:)` and its siblings write
/// them; everything else by reference. Arrays become NSArray, other dictionaries NSDictionary,
/// dates NSDate; strings, numbers and data are plain objects, each distinct string written once.
/// Objects are written one after another, not nested, so a long chain of objects costs no stack.
struct KeyedArchiveWriter {
    private let graph: KeyedArchiveGraph
    private let maximumDepth: Int
    private var objects: [ArchiveValue] = [.string("$null")]
    private var strings: [String: Int] = [:]
    private var classes: [String: Int] = [:]
    /// The `$objects` index of each object of the graph written or reserved, by its graph number.
    private var indices: [Int: Int] = [:]
    /// Objects of the graph reserved but not yet written, with where they were first reached.
    private var unwritten: [(number: Int, path: [KeyPathComponent])] = []

    init(_ graph: KeyedArchiveGraph, limits: ArchiveLimits) {
        self.graph = graph
        maximumDepth = limits.maximumDepth
    }

    /// The archive: `$archiver`, `$objects`, `$top` with the graph's root as "root", `$version`.
    mutating func archive() throws -> ArchiveValue {
        let root = try reference(to: graph.root, at: [])
        var next = 0
        while next < unwritten.count {
            let (number, path) = unwritten[next]
            next += 1
            objects[indices[number] ?? 0] = try object(graph.objects[number] ?? .null, at: path)
        }
        return .dictionary([
            "$version": .integer(100_000), "$archiver": .string("NSKeyedArchiver"),
            "$top": .dictionary(["root": root]), "$objects": .array(objects),
        ])
    }

    /// A reference to `value`, written into `$objects` unless it is there already.
    private mutating func reference(to value: ArchiveValue, at path: [KeyPathComponent]) throws -> ArchiveValue {
        switch value {
        case .null:
            return .uid(0)
        case .uid(let uid):
            guard let number = Int(exactly: uid), graph.objects[number] != nil else {
                throw ArchiveError.unsupportedValue(
                    .keyedArchive, keyPath: KeyPathComponent.keyPath(path),
                    reason: "it refers to object \(uid), which the graph does not hold")
            }
            if let index = indices[number] { return .uid(UInt64(index)) }
            let index = append(.null)  // written once the objects before it are
            indices[number] = index
            unwritten.append((number, path))
            return .uid(UInt64(index))
        case .string(let string):
            if let index = strings[string] { return .uid(UInt64(index)) }
            let index = append(value)
            strings[string] = index
            return .uid(UInt64(index))
        case .integer, .unsignedInteger, .real, .bool, .data:
            return .uid(UInt64(append(value)))
        case .date(let date):
            let index = append(.null)
            objects[index] = .dictionary([
                "$class": classReference("NSDate"), "NS.time": .real(date.timeIntervalSinceReferenceDate),
            ])
            return .uid(UInt64(index))
        case .array, .dictionary:
            guard path.count < maximumDepth else {
                throw ArchiveError.tooDeep(limit: maximumDepth, at: .keyPath(KeyPathComponent.keyPath(path)))
            }
            let index = append(.null)  // Foundation lists a container before what it holds
            objects[index] = try object(value, at: path)
            return .uid(UInt64(index))
        }
    }

    /// The entry of `$objects` for the container `value`.
    private mutating func object(_ value: ArchiveValue, at path: [KeyPathComponent]) throws -> ArchiveValue {
        switch value {
        case .array(let items):
            var references: [ArchiveValue] = []
            for (position, item) in items.enumerated() {
                references.append(try reference(to: item, at: path + [.index(position)]))
            }
            return .dictionary(["$class": classReference("NSArray"), "NS.objects": .array(references)])
        case .dictionary(let entries):
            if case .string(let className)? = entries["$class"] {
                var fields: OrderedDictionary<String, ArchiveValue> = ["$class": classReference(className)]
                for (key, field) in entries where key != "$class" {
                    fields[key] = try inlineOrReference(to: field, at: path + [.key(key)])
                }
                return .dictionary(fields)
            }
            var keys: [ArchiveValue] = []
            var references: [ArchiveValue] = []
            for (key, entry) in entries {
                keys.append(try reference(to: .string(key), at: path))
                references.append(try reference(to: entry, at: path + [.key(key)]))
            }
            return .dictionary([
                "$class": classReference("NSDictionary"), "NS.keys": .array(keys), "NS.objects": .array(references),
            ])
        default:
            return value
        }
    }

    /// A field of an object: numbers and Booleans inline, anything else by reference.
    private mutating func inlineOrReference(
        to value: ArchiveValue, at path: [KeyPathComponent]
    ) throws
        -> ArchiveValue
    {
        switch value {
        case .integer, .unsignedInteger, .real, .bool: value
        default: try reference(to: value, at: path)
        }
    }

    /// A reference to the description of class `name`, written once.
    private mutating func classReference(_ name: String) -> ArchiveValue {
        if let index = classes[name] { return .uid(UInt64(index)) }
        let index = append(
            .dictionary(["$classname": .string(name), "$classes": .array([.string(name), .string("NSObject")])]))
        classes[name] = index
        return .uid(UInt64(index))
    }

    private mutating func append(_ object: ArchiveValue) -> Int {
        objects.append(object)
        return objects.count - 1
    }
}
