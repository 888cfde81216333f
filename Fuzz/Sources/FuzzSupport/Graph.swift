import Foundation
import KeyCoding
import StringCoding

// A small object graph with hand-written `KeyCodable` conformances (the @Keyed macro plugin cannot be
// linked into a fuzzer build): a class cycle, a parent back-reference, arrays, dictionaries, optionals,
// nested structs, read-only and virtual keys, and a custom string setter.

/// A struct two levels down, written back through ``Leaf`` and its owner.
public struct Inner: KeyCodable {
    public var depth = 0
    public var ratio = 0.5
    public var tags: Set<String> = ["a", "b"]
    public var insets = EdgeInsets.zero

    public static let keyedProperties: KeyedProperties = [
        KeyedProperty(name: "depth", valueType: Int.self, isWritable: true),
        KeyedProperty(name: "ratio", valueType: Double.self, isWritable: true),
        KeyedProperty(name: "tags", valueType: Set<String>.self, isWritable: true),
        KeyedProperty(name: "insets", valueType: EdgeInsets.self, isWritable: true),
    ]

    public func value(forKey key: String) throws -> Any? {
        switch key {
        case "depth": return depth
        case "ratio": return ratio
        case "tags": return tags
        case "insets": return insets
        default: return try value(forUndefinedKey: key)
        }
    }

    public mutating func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "depth": depth = try castKeyedValue(value, forKey: key, of: Self.self)
        case "ratio": ratio = try castKeyedValue(value, forKey: key, of: Self.self)
        case "tags": tags = try castKeyedValue(value, forKey: key, of: Self.self)
        case "insets": insets = try castKeyedValue(value, forKey: key, of: Self.self)
        default: try setValue(value, forUndefinedKey: key)
        }
    }
}

/// A struct held directly, in arrays, in dictionaries and as an optional.
public struct Leaf: KeyCodable {
    public var name = "leaf"
    public var size = CGSize(width: 1, height: 2)
    public var color = Color.red
    public var inner = Inner()
    public var note: String?
    public var mode = Mode.fast
    public let id = 7
    public var area: Double { Double(size.width * size.height) }

    public init(name: String = "leaf") { self.name = name }

    public static let keyedProperties: KeyedProperties = [
        KeyedProperty(name: "name", valueType: String.self, isWritable: true),
        KeyedProperty(name: "size", valueType: CGSize.self, isWritable: true),
        KeyedProperty(name: "color", valueType: Color.self, isWritable: true),
        KeyedProperty(name: "inner", valueType: Inner.self, isWritable: true),
        KeyedProperty(name: "note", valueType: String?.self, isWritable: true),
        KeyedProperty(name: "mode", valueType: Mode.self, isWritable: true),
        KeyedProperty(name: "id", valueType: Int.self, isWritable: false),
        KeyedProperty(name: "area", valueType: Double.self, isWritable: false),
    ]

    public func value(forKey key: String) throws -> Any? {
        switch key {
        case "name": return name
        case "size": return size
        case "color": return color
        case "inner": return inner
        case "note": return note
        case "mode": return mode
        case "id": return id
        case "area": return area
        default: return try value(forUndefinedKey: key)
        }
    }

    public mutating func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "name": name = try castKeyedValue(value, forKey: key, of: Self.self)
        case "size": size = try castKeyedValue(value, forKey: key, of: Self.self)
        case "color": color = try castKeyedValue(value, forKey: key, of: Self.self)
        case "inner": inner = try castKeyedValue(value, forKey: key, of: Self.self)
        case "note": note = try castKeyedValue(value, forKey: key, of: Self.self)
        case "mode": mode = try castKeyedValue(value, forKey: key, of: Self.self)
        case "id", "area": throw KeyCodingError.readOnly(type: typeName(Self.self), key: key, keyPath: key)
        default: try setValue(value, forUndefinedKey: key)
        }
    }
}

/// A class: changed in place, in a cycle through ``next`` and back up through ``parent``.
public final class Node: KeyCodable, CustomStringSettable {
    public var title: String
    public var count = 0
    public var frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    public var next: Node?
    public weak var parent: Node?
    public var children: [Node] = []
    public var leaf = Leaf()
    public var leaves: [Leaf] = []
    public var table: [String: Leaf] = [:]
    public var maybeLeaf: Leaf?
    public var scores: [Int] = []
    public var font = Font()
    public var date: Date?
    public var url: URL?
    public var duration = Duration.zero
    public var options: Autoresizing = []
    public var content = ContentMode.center
    public var priority: Priority?
    /// Not `StringDecodable`: setting it from a string must fail cleanly.
    public var payload: Any?
    /// Set from strings by ``setValue(fromString:forCustomKey:)``.
    public var shout = ""
    public private(set) var visits = 0

    public init(title: String) { self.title = title }

    public static let keyedProperties: KeyedProperties = [
        KeyedProperty(name: "title", valueType: String.self, isWritable: true),
        KeyedProperty(name: "count", valueType: Int.self, isWritable: true),
        KeyedProperty(name: "frame", valueType: CGRect.self, isWritable: true),
        KeyedProperty(name: "next", valueType: Node?.self, isWritable: true),
        KeyedProperty(name: "parent", valueType: Node?.self, isWritable: true),
        KeyedProperty(name: "children", valueType: [Node].self, isWritable: true),
        KeyedProperty(name: "leaf", valueType: Leaf.self, isWritable: true),
        KeyedProperty(name: "leaves", valueType: [Leaf].self, isWritable: true),
        KeyedProperty(name: "table", valueType: [String: Leaf].self, isWritable: true),
        KeyedProperty(name: "maybeLeaf", valueType: Leaf?.self, isWritable: true),
        KeyedProperty(name: "scores", valueType: [Int].self, isWritable: true),
        KeyedProperty(name: "font", valueType: Font.self, isWritable: true),
        KeyedProperty(name: "date", valueType: Date?.self, isWritable: true),
        KeyedProperty(name: "url", valueType: URL?.self, isWritable: true),
        KeyedProperty(name: "duration", valueType: Duration.self, isWritable: true),
        KeyedProperty(name: "options", valueType: Autoresizing.self, isWritable: true),
        KeyedProperty(name: "content", valueType: ContentMode.self, isWritable: true),
        KeyedProperty(name: "priority", valueType: Priority?.self, isWritable: true),
        KeyedProperty(name: "payload", valueType: Any?.self, isWritable: true),
        KeyedProperty(name: "shout", valueType: String.self, isWritable: true),
        KeyedProperty(name: "visits", valueType: Int.self, isWritable: false),
    ]

    public func value(forKey key: String) throws -> Any? {
        visits += 1
        switch key {
        case "title": return title
        case "count": return count
        case "frame": return frame
        case "next": return next
        case "parent": return parent
        case "children": return children
        case "leaf": return leaf
        case "leaves": return leaves
        case "table": return table
        case "maybeLeaf": return maybeLeaf
        case "scores": return scores
        case "font": return font
        case "date": return date
        case "url": return url
        case "duration": return duration
        case "options": return options
        case "content": return content
        case "priority": return priority
        case "payload": return payload
        case "shout": return shout
        case "visits": return visits
        default: return try value(forUndefinedKey: key)
        }
    }

    public func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "title": title = try castKeyedValue(value, forKey: key, of: Self.self)
        case "count": count = try castKeyedValue(value, forKey: key, of: Self.self)
        case "frame": frame = try castKeyedValue(value, forKey: key, of: Self.self)
        case "next": next = try castKeyedValue(value, forKey: key, of: Self.self)
        case "parent": parent = try castKeyedValue(value, forKey: key, of: Self.self)
        case "children": children = try castKeyedValue(value, forKey: key, of: Self.self)
        case "leaf": leaf = try castKeyedValue(value, forKey: key, of: Self.self)
        case "leaves": leaves = try castKeyedValue(value, forKey: key, of: Self.self)
        case "table": table = try castKeyedValue(value, forKey: key, of: Self.self)
        case "maybeLeaf": maybeLeaf = try castKeyedValue(value, forKey: key, of: Self.self)
        case "scores": scores = try castKeyedValue(value, forKey: key, of: Self.self)
        case "font": font = try castKeyedValue(value, forKey: key, of: Self.self)
        case "date": date = try castKeyedValue(value, forKey: key, of: Self.self)
        case "url": url = try castKeyedValue(value, forKey: key, of: Self.self)
        case "duration": duration = try castKeyedValue(value, forKey: key, of: Self.self)
        case "options": options = try castKeyedValue(value, forKey: key, of: Self.self)
        case "content": content = try castKeyedValue(value, forKey: key, of: Self.self)
        case "priority": priority = try castKeyedValue(value, forKey: key, of: Self.self)
        case "payload": payload = value
        case "shout": shout = try castKeyedValue(value, forKey: key, of: Self.self)
        case "visits": throw KeyCodingError.readOnly(type: typeName(Self.self), key: key, keyPath: key)
        default: try setValue(value, forUndefinedKey: key)
        }
    }

    /// Virtual keys: `summary` reads, `label` writes the title.
    public func value(forUndefinedKey key: String) throws -> Any? {
        if key == "summary" { return "\(title) (\(count))" }
        throw KeyCodingError.unknownKey(for: Self.self, key: key, virtualKeys: ["summary", "label"])
    }

    public func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        if key == "label" {
            title = try castKeyedValue(value, forKey: key, of: Self.self)
            return
        }
        throw KeyCodingError.unknownKey(for: Self.self, key: key, virtualKeys: ["summary", "label"])
    }

    public func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        guard key == "shout" else { return false }
        shout = string.uppercased()
        return true
    }
}

/// The struct at the root of the graph, so that writes through it are written back.
public struct Scene: KeyCodable {
    public var root: Node
    public var leaf = Leaf(name: "scene")
    public var leaves = [Leaf(name: "one"), Leaf(name: "two")]
    public var lookup = ["x": Leaf(name: "x"), "y": Leaf(name: "y")]
    public var spare: Leaf?
    public var matrix = [[1, 2], [3]]
    public var numbers: Set<Int> = [1, 2, 3]
    public var flags: [String: Bool] = ["on": true]

    public static let keyedProperties: KeyedProperties = [
        KeyedProperty(name: "root", valueType: Node.self, isWritable: true),
        KeyedProperty(name: "leaf", valueType: Leaf.self, isWritable: true),
        KeyedProperty(name: "leaves", valueType: [Leaf].self, isWritable: true),
        KeyedProperty(name: "lookup", valueType: [String: Leaf].self, isWritable: true),
        KeyedProperty(name: "spare", valueType: Leaf?.self, isWritable: true),
        KeyedProperty(name: "matrix", valueType: [[Int]].self, isWritable: true),
        KeyedProperty(name: "numbers", valueType: Set<Int>.self, isWritable: true),
        KeyedProperty(name: "flags", valueType: [String: Bool].self, isWritable: true),
    ]

    public func value(forKey key: String) throws -> Any? {
        switch key {
        case "root": return root
        case "leaf": return leaf
        case "leaves": return leaves
        case "lookup": return lookup
        case "spare": return spare
        case "matrix": return matrix
        case "numbers": return numbers
        case "flags": return flags
        default: return try value(forUndefinedKey: key)
        }
    }

    public mutating func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "root": root = try castKeyedValue(value, forKey: key, of: Self.self)
        case "leaf": leaf = try castKeyedValue(value, forKey: key, of: Self.self)
        case "leaves": leaves = try castKeyedValue(value, forKey: key, of: Self.self)
        case "lookup": lookup = try castKeyedValue(value, forKey: key, of: Self.self)
        case "spare": spare = try castKeyedValue(value, forKey: key, of: Self.self)
        case "matrix": matrix = try castKeyedValue(value, forKey: key, of: Self.self)
        case "numbers": numbers = try castKeyedValue(value, forKey: key, of: Self.self)
        case "flags": flags = try castKeyedValue(value, forKey: key, of: Self.self)
        default: try setValue(value, forUndefinedKey: key)
        }
    }
}

/// A fresh graph for one input, and the nodes in it so that ``tearDown()`` can break the cycles
/// (leaks would be reported as findings).
public struct Graph {
    public var scene: Scene
    public let nodes: [Node]

    /// `a.next = a` (a cycle); `a.children = [b, c]` with `b.parent = c.parent = a`, as in a view tree;
    /// `b.next = a`; `b.maybeLeaf` set, `a.maybeLeaf` nil.
    public init() {
        let a = Node(title: "a")
        let b = Node(title: "b")
        let c = Node(title: "c")
        a.next = a
        b.next = a
        a.children = [b, c]
        b.parent = a
        c.parent = a
        a.leaves = [Leaf(name: "l1"), Leaf(name: "l2")]
        a.table = ["k": Leaf(name: "k"), "m": Leaf(name: "m")]
        b.maybeLeaf = Leaf(name: "maybe")
        a.scores = [1, 2, 3]
        a.date = Date(timeIntervalSince1970: 0)
        scene = Scene(root: a)
        nodes = [a, b, c]
    }

    /// Breaks every reference between nodes, including any a fuzzed write created.
    public func tearDown() {
        for node in nodes {
            node.next = nil
            node.children = []
            node.payload = nil
        }
    }
}
