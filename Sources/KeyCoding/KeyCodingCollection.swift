/// The collections a key path steps through: a plain key applied to an array or a set applies to
/// every element, as Cocoa's key-value coding does for `NSArray` and `NSSet`, and a key starting
/// with `@` is a ``CollectionOperator`` applied to the collection itself. A dictionary whose keys
/// can be written as text is ``KeyCodable`` instead (a key reads its entry); one whose keys cannot
/// only takes operators.
protocol KeyCodingCollection {
    /// Each element transformed, in a collection of the same shape (`Set` becomes an array, a
    /// dictionary keeps its keys).
    func mapElements(_ transform: (Any) throws -> Any?) rethrows -> Any
    /// Changes every element in place; nil elements are skipped.
    mutating func updateElements(_ update: (inout Any) throws -> Void) throws
    /// Every element (every value of a dictionary) with its optionals flattened, in order.
    func forEachElement(_ body: (Any?) throws -> Void) rethrows
    /// The value at `rightKeys` of every element, in order: what `@sum`, `@max` and the unions
    /// work on. An empty right key path, or `self`, gives the elements themselves.
    func forEachOperand(
        at rightKeys: ArraySlice<String>, budget: inout WalkBudget, _ body: (Any?) throws -> Void
    ) throws
    var count: Int { get }
    /// Whether a plain key applies to every element; false for a dictionary, whose plain keys
    /// name entries.
    static var fansOutPlainKeys: Bool { get }
    /// The first and last elements, for a collection that has an order.
    var ends: (first: Any?, last: Any?)? { get }
}

extension KeyCodingCollection {
    static var fansOutPlainKeys: Bool { true }

    var ends: (first: Any?, last: Any?)? { nil }

    func forEachOperand(
        at rightKeys: ArraySlice<String>, budget: inout WalkBudget, _ body: (Any?) throws -> Void
    ) throws {
        try forEachElement { element in
            try budget.spend()
            try body(try element.flatMap { try readOperand(of: $0, at: rightKeys, budget: &budget) })
        }
    }
}

/// The value at an operator's right key path in one element; `self` is the element itself.
func readOperand(of element: Any, at rightKeys: ArraySlice<String>, budget: inout WalkBudget) throws -> Any? {
    if rightKeys.isEmpty || (rightKeys.count == 1 && rightKeys.first == "self") { return element }
    return try readValue(from: element, keys: rightKeys, budget: &budget)
}

/// Casts an element changed as `Any` back to the collection's element type.
func restore<Element>(_ element: Any, as: Element.Type) throws -> Element {
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

    func forEachElement(_ body: (Any?) throws -> Void) rethrows {
        for element in self { try body(flattenOptional(element)) }
    }

    // An array of `KeyCodable` values is walked with each element typed, sparing every element
    // the cast to `any KeyCodable` that `@sum` over a hundred thousand rows would otherwise pay.
    func forEachOperand(
        at rightKeys: ArraySlice<String>, budget: inout WalkBudget, _ body: (Any?) throws -> Void
    ) throws {
        if let ownerType = Element.self as? any KeyCodable.Type, !rightKeys.isEmpty, rightKeys != ["self"],
            try ownerType.forEachOperand(inArray: self, at: rightKeys, budget: &budget, body)
        {
            return
        }
        try forEachElement { element in
            try budget.spend()
            try body(try element.flatMap { try readOperand(of: $0, at: rightKeys, budget: &budget) })
        }
    }

    var ends: (first: Any?, last: Any?)? {
        (first.flatMap(flattenOptional), last.flatMap(flattenOptional))
    }
}

extension KeyCodable {
    /// Reads `rightKeys` from every element of `array` when it is an array of this type.
    fileprivate static func forEachOperand(
        inArray array: Any, at rightKeys: ArraySlice<String>, budget: inout WalkBudget,
        _ body: (Any?) throws -> Void
    ) throws -> Bool {
        guard let owners = array as? [Self] else { return false }
        for owner in owners {
            try budget.spend()
            try body(try readValue(fromOwner: owner, keys: rightKeys, budget: &budget))
        }
        return true
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

    func forEachElement(_ body: (Any?) throws -> Void) rethrows {
        for element in self { try body(flattenOptional(element)) }
    }
}

extension Dictionary: KeyCodingCollection {
    static var fansOutPlainKeys: Bool { false }

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

    func forEachElement(_ body: (Any?) throws -> Void) rethrows {
        for value in values { try body(flattenOptional(value)) }
    }
}
