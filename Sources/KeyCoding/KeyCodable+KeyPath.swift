extension KeyCodable {
    /// Reads the value at a dotted key path.
    ///
    /// A step may go through nested ``KeyCodable`` values, optionals (a nil part makes the result
    /// nil) and collections: a key applied to an array or a set is read from every element and the
    /// results are collected; a key applied to a dictionary reads its entry, as in Cocoa. A key
    /// starting with `@` addresses the collection itself: `@count`, `@isEmpty`, `@first`, `@last`,
    /// `@each` (the rest of the path for every element or value), and Cocoa's collection operators
    /// `@sum`, `@avg`, `@max`, `@min`, `@unionOfObjects`, `@distinctUnionOfObjects`,
    /// `@unionOfArrays` and `@distinctUnionOfArrays`, which read the rest of the path from every
    /// element.
    ///
    /// ```swift
    /// let color = try label.value(forKeyPath: "superview.backgroundColor")
    /// let names = try team.value(forKeyPath: "members.name")      // [Any?], one per member
    /// let size = try team.value(forKeyPath: "members.@count")     // Int
    /// let total = try order.value(forKeyPath: "lines.@sum.price") // Double
    /// ```
    public func value(forKeyPath keyPath: String) throws -> Any? {
        if isSingleKey(keyPath) { return try value(forKey: keyPath) }
        let steps = try KeyPathSteps(keyPath)
        var budget = WalkBudget()
        do {
            return try readValue(fromOwner: self, keys: steps.keys[...], budget: &budget)
        } catch let error as KeyCodingError {
            throw error.within(keyPath: keyPath)
        }
    }

    /// Writes `value` at a dotted key path.
    ///
    /// Structs along the way are written back, so `try window.setValue(2, forKeyPath: "frame.origin.x")`
    /// changes `window.frame`. A key applied to an array or a set sets it on every element; applied to
    /// a dictionary, it sets that entry (`@each` sets it on every value). The value is type-checked
    /// against the declared type of the last property; ``setValidatedValue(_:forKeyPath:)-91asx``
    /// also asks the owner's ``validateValue(_:forKey:)``. A
    /// failure partway through a fan-out keeps the changes made to the elements before it, as
    /// Cocoa's key-value coding does.
    ///
    /// ```swift
    /// try label.setValue("Hi", forKeyPath: "text")
    /// try team.setValue(true, forKeyPath: "members.isActive")     // every member
    /// ```
    public mutating func setValue(_ value: Any?, forKeyPath keyPath: String) throws {
        try setKeyedValue(value, forKeyPath: keyPath, in: &self)
    }

    /// Resolves every key of `keyPath` but the last, then lets `update` act on the last key of
    /// each value reached (several when the path fans out through a collection), writing changed
    /// structs back along the way.
    ///
    /// This is the primitive behind ``setValue(_:forKeyPath:)-27s37`` and the string-based setters of
    /// StringCoding: `update` sees the owner's dynamic type, so it can look up the declared type of
    /// the property it is about to set.
    ///
    /// ```swift
    /// try label.updateOwners(ofKeyPath: "superview.tag") { owner, key in
    ///     let type = owner.dynamicKeyedProperties[key]?.valueType   // Int.self
    ///     try owner.setValue(7, forKey: key)
    /// }
    /// ```
    public mutating func updateOwners(
        ofKeyPath keyPath: String,
        _ update: (_ owner: inout any KeyCodable, _ key: String) throws -> Void
    ) throws {
        try updateKeyedOwners(ofKeyPath: keyPath, in: &self, update)
    }
}

func setKeyedValue<Root: KeyCodable>(_ value: Any?, forKeyPath keyPath: String, in root: inout Root) throws {
    if isSingleKey(keyPath) { return try root.setValue(value, forKey: keyPath) }
    try updateKeyedOwners(ofKeyPath: keyPath, in: &root) { owner, key in try owner.setValue(value, forKey: key) }
}

func updateKeyedOwners<Root: KeyCodable>(
    ofKeyPath keyPath: String,
    in root: inout Root,
    _ update: (_ owner: inout any KeyCodable, _ key: String) throws -> Void
) throws {
    let steps = try KeyPathSteps(keyPath)
    var budget = WalkBudget()
    do {
        try updateOwners(inOwner: &root, keys: steps.keys[...], budget: &budget, update)
    } catch let error as KeyCodingError {
        throw error.within(keyPath: keyPath)
    }
}

/// Whether `keyPath` is one plain key, which is set or read directly, without a walk.
package func isSingleKey(_ keyPath: String) -> Bool {
    guard let first = keyPath.utf8.first, first != UInt8(ascii: "@") else { return false }
    // Searched in the string's contiguous UTF-8 rather than through the UTF-8 view's iterator: every
    // `setValue(fromString:forKeyPath:)` asks, and the iterator was 5% of setting a colour.
    return keyPath.utf8.withContiguousStorageIfAvailable { !$0.contains(UInt8(ascii: ".")) }
        ?? !keyPath.utf8.contains(UInt8(ascii: "."))
}

// The walks below come in pairs: one generic over a `KeyCodable` owner whose type is known (the
// root, or a value opened once), and one over `Any` for a value just read, which is opened when it
// is `KeyCodable` and fanned out when it is a collection. Keeping the owner typed, and stepping
// through `keyedValue(forKey:)` (whose KeyCodable children are known at compile time), spares each
// step the dynamic casts and the boxing into `Any` that dominate the cost of a walk.

func readValue<Owner: KeyCodable>(
    fromOwner owner: Owner, keys: ArraySlice<String>, budget: inout WalkBudget
) throws -> Any? {
    guard let first = keys.first else { return owner }
    var key = first
    if first.isOperatorKey {
        // A dictionary is both an owner (a key reads an entry) and a collection (operators).
        if let collection = owner as? any KeyCodingCollection {
            return try readCollectionOperator(first, of: collection, rest: keys.dropFirst(), budget: &budget)
        }
        key = try ownerKey(forOperatorKey: first, on: owner)
    }
    let rest = keys.dropFirst()
    if rest.isEmpty { return try owner.value(forKey: key) }
    switch try owner.keyedValue(forKey: key) {
    case .keyCodable(let child):
        try budget.spend()
        return try readValue(fromOwner: child, keys: rest, budget: &budget)
    case .value(let child):
        return try readValue(from: child, keys: rest, budget: &budget)
    case .none:
        return nil
    }
}

func readValue(from current: Any, keys: ArraySlice<String>, budget: inout WalkBudget) throws -> Any? {
    guard let first = keys.first else { return current }
    try budget.spend()
    if let owner = current as? any KeyCodable {
        return try readValue(fromOwner: owner, keys: keys, budget: &budget)
    }
    guard let collection = current as? any KeyCodingCollection else {
        if first.isOperatorKey { try refuseOperator(first, on: current) }
        throw KeyCodingError.notKeyCodable(type: typeName(type(of: current)), key: first, keyPath: first)
    }
    if first.isOperatorKey {
        return try readCollectionOperator(first, of: collection, rest: keys.dropFirst(), budget: &budget)
    }
    try requireFanOut(collection, key: first)
    // One key at a time, as Cocoa's `NSArray` does: the values of the first key form a collection
    // that the rest applies to, so `items.price.@sum` sums the prices.
    let firstKey = keys.prefix(1)
    let values = try collection.mapElements { element in
        try flattenOptional(element).flatMap { try readValue(from: $0, keys: firstKey, budget: &budget) }
    }
    return try readValue(from: values, keys: keys.dropFirst(), budget: &budget)
}

private func updateOwners<Owner: KeyCodable>(
    inOwner owner: inout Owner,
    keys: ArraySlice<String>,
    budget: inout WalkBudget,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    guard let first = keys.first else { return }
    var key = first
    if first.isOperatorKey {
        if owner is any KeyCodingCollection {
            var collection: Any = owner
            try updateOwners(in: &collection, keys: keys, budget: &budget, update)
            owner = try restore(collection, as: Owner.self)
            return
        }
        key = try ownerKey(forOperatorKey: first, on: owner)
    }
    let rest = keys.dropFirst()
    if rest.isEmpty { return try updateLastOwner(&owner, key: key, update) }
    let child: Any
    switch try owner.keyedValue(forKey: key) {
    case .keyCodable(var codable):
        try budget.spend()
        try updateOwners(inCodable: &codable, keys: rest, budget: &budget, update)
        child = codable
    case .value(var value):
        try updateOwners(in: &value, keys: rest, budget: &budget, update)
        child = value
    case .none:
        throw KeyCodingError.nilIntermediate(type: typeName(type(of: owner)), key: key, keyPath: key)
    }
    // A class instance was changed in place; writing it back would needlessly require the
    // property to be writable (`superview` is not).
    if !(type(of: child) is AnyClass) {
        try owner.setValue(child, forKey: key)
    }
}

/// Hands a value reached along the way to `update` when its key is the last, as the existential
/// `update` takes, or walks on into it opened.
private func updateOwners(
    inCodable owner: inout any KeyCodable,
    keys: ArraySlice<String>,
    budget: inout WalkBudget,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    if keys.count == 1, let last = keys.first, !last.isOperatorKey {
        try update(&owner, last)
    } else {
        try updateOwners(inOwner: &owner, keys: keys, budget: &budget, update)
    }
}

/// Only a root reaches its last key here: a value read along the way is updated as `Any`.
// Never inlined: the cast back needs `Optional<Owner>`'s metadata, a lookup the compiler would
// otherwise hoist into every step of the walk.
@inline(never)
private func updateLastOwner<Owner: KeyCodable>(
    _ owner: inout Owner,
    key: String,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    var existential: any KeyCodable = owner
    try update(&existential, key)
    guard let updated = existential as? Owner else {
        throw KeyCodingError.typeMismatch(
            type: typeName(Owner.self), key: key, keyPath: key,
            expected: typeName(Owner.self), actual: typeName(type(of: existential)))
    }
    owner = updated
}

private func updateOwners(
    in current: inout Any,
    keys: ArraySlice<String>,
    budget: inout WalkBudget,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    guard let first = keys.first else { return }
    try budget.spend()
    // Checked before `KeyCodable`: a dictionary is both, and an operator addresses the collection.
    if first.isOperatorKey, var collection = current as? any KeyCodingCollection {
        try updateEach(first, of: &collection, rest: keys.dropFirst(), budget: &budget, update)
        current = collection
        return
    }
    if var owner = current as? any KeyCodable {
        try updateOwners(inCodable: &owner, keys: keys, budget: &budget, update)
        current = owner
        return
    }
    guard var collection = current as? any KeyCodingCollection else {
        if first.isOperatorKey { try refuseOperator(first, on: current) }
        throw KeyCodingError.notKeyCodable(type: typeName(type(of: current)), key: first, keyPath: first)
    }
    try requireFanOut(collection, key: first)
    try collection.updateElements { element in
        try updateOwners(in: &element, keys: keys, budget: &budget, update)
    }
    current = collection
}

/// Writes through `@each`, the one operator that can be written through: every element's rest of
/// the key path. The others give values computed from the elements, which cannot be set.
private func updateEach(
    _ atKey: String,
    of collection: inout any KeyCodingCollection,
    rest: ArraySlice<String>,
    budget: inout WalkBudget,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    guard let name = atKey.collectionKey, let op = CollectionOperator(key: name) else {
        throw CollectionOperator.unknown(atKey)
    }
    guard op == .each, !rest.isEmpty else {
        throw KeyCodingError.readOnly(type: typeName(type(of: collection)), key: atKey, keyPath: atKey)
    }
    try collection.updateElements { element in
        try updateOwners(in: &element, keys: rest, budget: &budget, update)
    }
}

/// The key an owner that is not a collection receives for an `@key` step: a ``KeyPathRecorder``
/// gets it as written; another owner gets it without its `@`, unless it names a collection
/// operator, which is refused.
private func ownerKey(forOperatorKey atKey: String, on owner: some KeyCodable) throws -> String {
    if owner is any KeyPathRecorder { return atKey }
    try refuseOperator(atKey, on: owner)
    return atKey.collectionKey ?? atKey
}

/// Throws for a collection operator applied to a value that is not a collection. An `@key` that
/// names no operator is left to the owner, which reads it as the key without its `@`.
private func refuseOperator(_ atKey: String, on value: Any) throws {
    guard let name = atKey.collectionKey, CollectionOperator(key: name) != nil else { return }
    throw KeyCodingError.notACollection(type: typeName(type(of: value)), operator: atKey, keyPath: atKey)
}

/// A plain key fans out over an array or a set; a dictionary that is not `KeyCodable` (its keys
/// cannot be written as text) has no entry to read, and fans out only through `@each`.
private func requireFanOut(_ collection: any KeyCodingCollection, key: String) throws {
    guard type(of: collection).fansOutPlainKeys else {
        throw KeyCodingError.notKeyCodable(type: typeName(type(of: collection)), key: key, keyPath: key)
    }
}

/// How many values one key path walk may still reach.
///
/// A path that fans out through collections whose elements lead back to their owner
/// (`children.parent.children.parent…`) doubles its work at every such pair of keys: thirty pairs
/// would take hours. The walk stops with ``KeyCodingError/tooManyValues(keyPath:limit:)`` instead.
struct WalkBudget {
    /// Generous for real fan-outs (a million rows), small enough to stop within about a second.
    static let maximumValueCount = 1_000_000

    private var remaining = maximumValueCount

    /// Counts one more value reached, throwing once the budget is spent.
    mutating func spend() throws(KeyCodingError) {
        guard remaining > 0 else { throw .tooManyValues(keyPath: "", limit: Self.maximumValueCount) }
        remaining -= 1
    }
}
