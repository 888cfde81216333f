/// The collections a key path fans out through: a key applied to one applies to every element
/// (every value of a dictionary), as Cocoa's key-value coding does for `NSArray`.
protocol KeyCodingCollection {
    /// Each element transformed, in a collection of the same shape (`Set` becomes an array).
    func mapElements(_ transform: (Any) throws -> Any?) rethrows -> Any
    /// Changes every element in place; nil elements are skipped.
    mutating func updateElements(_ update: (inout Any) throws -> Void) throws
    /// The value of a collection key (`@count`, `@isEmpty`, `@first`, `@last`), or nil if unknown.
    func collectionValue(forKey key: String) -> Any??
}

/// The names `collectionValue(forKey:)` knows, for error suggestions.
let collectionKeys = ["count", "isEmpty", "first", "last"]

extension KeyCodingCollection where Self: Collection {
    /// `@count` and `@isEmpty`, which every collection knows; `Array` adds `@first` and `@last`.
    func collectionValue(forKey key: String) -> Any?? {
        countingValue(forKey: key)
    }

    func countingValue(forKey key: String) -> Any?? {
        switch key {
        case "count": .some(count)
        case "isEmpty": .some(isEmpty)
        default: nil
        }
    }
}

/// Casts an element changed as `Any` back to the collection's element type.
private func restore<Element>(_ element: Any, as: Element.Type) throws -> Element {
    guard let typed = element as? Element else {
        throw KeyCodingError.typeMismatch(
            type: typeName([Element].self), key: "element", keyPath: "element",
            expected: typeName(Element.self), actual: typeName(type(of: element)))
    }
    return typed
}

extension Array: KeyCodingCollection {
    func mapElements(_ transform: (Any) throws -> Any?) rethrows -> Any {
        try map { try transform($0) }
    }

    mutating func updateElements(_ update: (inout Any) throws -> Void) throws {
        for index in indices {
            guard var element = flattenOptional(self[index]) else { continue }
            try update(&element)
            self[index] = try restore(element, as: Element.self)
        }
    }

    func collectionValue(forKey key: String) -> Any?? {
        switch key {
        case "first": .some(first.flatMap(flattenOptional))
        case "last": .some(last.flatMap(flattenOptional))
        default: countingValue(forKey: key)
        }
    }
}

extension Set: KeyCodingCollection {
    func mapElements(_ transform: (Any) throws -> Any?) rethrows -> Any {
        try map { try transform($0) }
    }

    mutating func updateElements(_ update: (inout Any) throws -> Void) throws {
        self = Set(
            try map { original in
                guard var element = flattenOptional(original) else { return original }
                try update(&element)
                return try restore(element, as: Element.self)
            })
    }
}

extension Dictionary: KeyCodingCollection {
    func mapElements(_ transform: (Any) throws -> Any?) rethrows -> Any {
        try mapValues { try transform($0) }
    }

    mutating func updateElements(_ update: (inout Any) throws -> Void) throws {
        for (key, value) in self {
            guard var element = flattenOptional(value) else { continue }
            try update(&element)
            self[key] = try restore(element, as: Value.self)
        }
    }
}
