/// The keys starting with `@` that address a collection (array, set or dictionary) itself rather
/// than its elements, as in Cocoa's key-value coding.
///
/// `@count`, `@isEmpty`, `@first`, `@last` and `@each` give a value that the rest of the key path
/// then applies to. The others are Cocoa's collection operators: the rest of the key path is their
/// *right key path*, read from every element (`members.@sum.age` sums every member's `age`; an
/// empty right key path or `self` uses the elements themselves).
enum CollectionOperator: String, CaseIterable {
    /// `Int`: how many elements.
    case count
    /// `Bool`: whether there are no elements.
    case isEmpty
    /// The first element of an array, or nil when it is empty.
    case first
    /// The last element of an array, or nil when it is empty.
    case last
    /// The rest of the key path applies to every element: how a dictionary's values are reached
    /// all at once, since a plain key reads one entry.
    case each
    /// `Double`: the sum; nil values count as 0.
    case sum
    /// `Double?`: the arithmetic mean, nil values counting as 0; nil for an empty collection.
    case avg
    /// The largest value, as it is (nil values are ignored); nil when there is none.
    case max
    /// The smallest value, as it is (nil values are ignored); nil when there is none.
    case min
    /// `[Any]`: every value, duplicates kept, nil values left out.
    case unionOfObjects
    /// `[Any]`: every distinct value, in the order first met, nil values left out.
    case distinctUnionOfObjects
    /// `[Any]`: the values of every element of every inner collection, duplicates kept.
    case unionOfArrays
    /// `[Any]`: the distinct values of every element of every inner collection, in the order first met.
    case distinctUnionOfArrays

    /// The operator an `@` key names (`key` is written without its `@`), or nil.
    init?(key: String) {
        self.init(rawValue: key)
    }

    /// Whether the rest of the key path is read from every element rather than from the result.
    var takesRightKeyPath: Bool {
        switch self {
        case .count, .isEmpty, .first, .last, .each: false
        case .sum, .avg, .max, .min, .unionOfObjects, .distinctUnionOfObjects, .unionOfArrays,
            .distinctUnionOfArrays:
            true
        }
    }

    /// The error for an `@` key that names no operator, suggesting the closest one.
    static func unknown(_ atKey: String) -> KeyCodingError {
        .unknownOperator(
            operator: atKey, keyPath: atKey,
            suggestion: closestMatch(to: String(atKey.dropFirst()), in: allCases.map(\.rawValue)).map { "@" + $0 })
    }
}

/// Applies the operator `atKey` (as written, with its `@`) to `collection`, then the rest of the
/// key path: to the result, or to every element for an operator that takes a right key path.
func readCollectionOperator(
    _ atKey: String, of collection: any KeyCodingCollection, rest: ArraySlice<String>, budget: inout WalkBudget
) throws -> Any? {
    guard let name = atKey.collectionKey, let op = CollectionOperator(key: name) else {
        throw CollectionOperator.unknown(atKey)
    }
    let result: Any?
    switch op {
    case .count: result = collection.count
    case .isEmpty: result = collection.count == 0
    case .first, .last:
        guard let ends = collection.ends else {
            throw KeyCodingError.invalidOperand(
                operator: atKey, keyPath: atKey, expected: "an array (sets and dictionaries have no order)",
                actual: "a \(typeName(type(of: collection)))")
        }
        result = op == .first ? ends.first : ends.last
    case .each:
        guard !rest.isEmpty else { return collection }
        return try collection.mapElements { element in
            try flattenOptional(element).flatMap { try readValue(from: $0, keys: rest, budget: &budget) }
        }
    case .sum:
        return try sum(of: collection, at: rest, atKey: atKey, budget: &budget).total
    case .avg:
        let (total, count) = try sum(of: collection, at: rest, atKey: atKey, budget: &budget)
        return count == 0 ? nil : total / Double(count)
    case .max, .min:
        return try extreme(of: collection, at: rest, largest: op == .max, atKey: atKey, budget: &budget)
    case .unionOfObjects, .distinctUnionOfObjects:
        var union = Union(atKey: atKey, isDistinct: op == .distinctUnionOfObjects)
        try collection.forEachOperand(at: rest, budget: &budget) { try union.add($0) }
        return union.values
    case .unionOfArrays, .distinctUnionOfArrays:
        var union = Union(atKey: atKey, isDistinct: op == .distinctUnionOfArrays)
        try collection.forEachElement { element in
            guard let element else { return }
            guard let inner = element as? any KeyCodingCollection else {
                throw KeyCodingError.invalidOperand(
                    operator: atKey, keyPath: atKey, expected: "a collection of arrays, sets or dictionaries",
                    actual: "an element of type \(typeName(type(of: element)))")
            }
            try inner.forEachOperand(at: rest, budget: &budget) { try union.add($0) }
        }
        return union.values
    }
    return try result.flatMap { try readValue(from: $0, keys: rest, budget: &budget) }
}

/// The sum of the values at `rightKeys` and how many elements there were, nil values counting as 0.
private func sum(
    of collection: any KeyCodingCollection, at rightKeys: ArraySlice<String>, atKey: String,
    budget: inout WalkBudget
) throws -> (total: Double, count: Int) {
    var total = 0.0
    var count = 0
    try collection.forEachOperand(at: rightKeys, budget: &budget) { value in
        count += 1
        guard let value else { return }
        guard let number = numericValue(of: value) else {
            throw KeyCodingError.invalidOperand(
                operator: atKey, keyPath: atKey, expected: "numbers (integers or floating-point values)",
                actual: "a value of type \(typeName(type(of: value)))")
        }
        total += number
    }
    return (total, count)
}

/// An integer or floating-point value as a `Double`, as Cocoa's `@sum` and `@avg` convert them.
// The common types are cast to first: a cast to a concrete type is much cheaper than one to an
// existential.
private func numericValue(of value: Any) -> Double? {
    if let number = value as? Double { return number }
    if let number = value as? Int { return Double(number) }
    if let number = value as? any BinaryInteger { return Double(number) }
    if let number = value as? any BinaryFloatingPoint { return Double(number) }
    return nil
}

/// The largest (or smallest) value at `rightKeys`, nil values ignored, as Cocoa's `@max` and `@min`.
private func extreme(
    of collection: any KeyCodingCollection, at rightKeys: ArraySlice<String>, largest: Bool, atKey: String,
    budget: inout WalkBudget
) throws -> Any? {
    var best: Any?
    try collection.forEachOperand(at: rightKeys, budget: &budget) { value in
        guard let value else { return }
        guard let current = best else {
            guard value is any Comparable || numericValue(of: value) != nil else {
                throw incomparable(atKey, value, nil)
            }
            best = value
            return
        }
        let replaces = largest ? isOrdered(current, before: value) : isOrdered(value, before: current)
        guard let replaces else { throw incomparable(atKey, value, current) }
        if replaces { best = value }
    }
    return best
}

private func incomparable(_ atKey: String, _ value: Any, _ other: Any?) -> KeyCodingError {
    .invalidOperand(
        operator: atKey, keyPath: atKey,
        expected: "values that compare with each other (numbers, or values of one Comparable type)",
        actual: other.map { "a \(typeName(type(of: $0))) and a \(typeName(type(of: value)))" }
            ?? "a value of type \(typeName(type(of: value)))")
}

/// Whether `value` comes before `other`: by `<` when both have one `Comparable` type, numerically
/// when both are numbers; nil when they do not compare.
private func isOrdered(_ value: Any, before other: Any) -> Bool? {
    if let comparable = value as? any Comparable, let isLess = comparable.isLess(thanValue: other) { return isLess }
    guard let number = numericValue(of: value), let otherNumber = numericValue(of: other) else { return nil }
    return number < otherNumber
}

extension Comparable {
    fileprivate func isLess(thanValue other: Any) -> Bool? {
        (other as? Self).map { self < $0 }
    }
}

/// The values the union operators collect, nil left out, and duplicates too when distinct.
private struct Union {
    let atKey: String
    let isDistinct: Bool
    private(set) var values: [Any] = []
    private var seen: Set<AnyHashable> = []

    init(atKey: String, isDistinct: Bool) {
        self.atKey = atKey
        self.isDistinct = isDistinct
    }

    mutating func add(_ value: Any?) throws {
        guard let value else { return }
        if isDistinct {
            guard let hashable = value as? AnyHashable else {
                throw KeyCodingError.invalidOperand(
                    operator: atKey, keyPath: atKey, expected: "Hashable values",
                    actual: "a value of type \(typeName(type(of: value)))")
            }
            guard seen.insert(hashable).inserted else { return }
        }
        values.append(value)
    }
}
