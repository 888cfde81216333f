extension KeyCodable {
    /// Reads the value at a dotted key path.
    ///
    /// A step may go through nested ``KeyCodable`` values, optionals (a nil part makes the result
    /// nil) and collections: a key applied to an array, set or dictionary is read from every element
    /// (every value) and the results are collected. A key starting with `@` addresses the collection
    /// itself: `@count`, `@isEmpty`, `@first`, `@last`.
    ///
    /// ```swift
    /// let color = try label.value(forKeyPath: "superview.backgroundColor")
    /// let names = try team.value(forKeyPath: "members.name")      // [Any?], one per member
    /// let size = try team.value(forKeyPath: "members.@count")     // Int
    /// ```
    public func value(forKeyPath keyPath: String) throws -> Any? {
        if isSingleKey(keyPath) { return try value(forKey: keyPath) }
        let steps = try KeyPathSteps(keyPath)
        do {
            return try readValue(from: self, keys: steps.keys[...])
        } catch let error as KeyCodingError {
            throw error.within(keyPath: keyPath)
        }
    }

    /// Writes `value` at a dotted key path.
    ///
    /// Structs along the way are written back, so `try window.setValue(2, forKeyPath: "frame.origin.x")`
    /// changes `window.frame`. A key applied to a collection sets it on every element (every value of a
    /// dictionary). The value is type-checked against the declared type of the last property.
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
    /// This is the primitive behind ``setValue(_:forKeyPath:)`` and the string-based setters of
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
    var boxed: Any = root
    do {
        try updateKeyedOwners(in: &boxed, keys: steps.keys[...], update)
    } catch let error as KeyCodingError {
        throw error.within(keyPath: keyPath)
    }
    guard let updated = boxed as? Root else {
        throw KeyCodingError.typeMismatch(
            type: typeName(Root.self), key: keyPath, keyPath: keyPath,
            expected: typeName(Root.self), actual: typeName(type(of: boxed)))
    }
    root = updated
}

private func isSingleKey(_ keyPath: String) -> Bool {
    guard let first = keyPath.utf8.first, first != UInt8(ascii: "@") else { return false }
    return !keyPath.utf8.contains(UInt8(ascii: "."))
}

private func readValue(from current: Any, keys: ArraySlice<Substring>) throws -> Any? {
    guard let first = keys.first else { return current }
    let rest = keys.dropFirst()
    if let collection = current as? KeyCodingCollection, !(current is any KeyCodable) {
        guard let key = first.collectionKey else {
            return try collection.mapElements { element in
                try flattenOptional(element).flatMap { try readValue(from: $0, keys: keys) }
            }
        }
        guard let value = collection.collectionValue(forKey: key) else {
            throw KeyCodingError.unknownKey(
                type: typeName(type(of: current)), key: String(first), keyPath: String(first),
                suggestion: closestMatch(to: key, in: collectionKeys).map { "@" + $0 })
        }
        return try value.flatMap { try readValue(from: $0, keys: rest) }
    }
    guard let codable = current as? any KeyCodable else {
        throw KeyCodingError.notKeyCodable(type: typeName(type(of: current)), key: String(first), keyPath: String(first))
    }
    let next = try codable.value(forKey: first.collectionKey ?? String(first))
    return try next.flatMap { try readValue(from: $0, keys: rest) }
}

private func updateKeyedOwners(
    in current: inout Any,
    keys: ArraySlice<Substring>,
    _ update: (inout any KeyCodable, String) throws -> Void
) throws {
    guard let first = keys.first else { return }
    if var collection = current as? KeyCodingCollection, !(current is any KeyCodable) {
        if let key = first.collectionKey {
            let known = collection.collectionValue(forKey: key) != nil
            throw known
                ? KeyCodingError.readOnly(type: typeName(type(of: current)), key: String(first), keyPath: String(first))
                : KeyCodingError.unknownKey(
                    type: typeName(type(of: current)), key: String(first), keyPath: String(first),
                    suggestion: closestMatch(to: key, in: collectionKeys).map { "@" + $0 })
        }
        try collection.updateElements { element in try updateKeyedOwners(in: &element, keys: keys, update) }
        current = collection
        return
    }
    guard var owner = current as? any KeyCodable else {
        throw KeyCodingError.notKeyCodable(type: typeName(type(of: current)), key: String(first), keyPath: String(first))
    }
    let key = first.collectionKey ?? String(first)
    let rest = keys.dropFirst()
    if rest.isEmpty {
        try update(&owner, key)
    } else {
        guard var child = try owner.value(forKey: key) else {
            throw KeyCodingError.nilIntermediate(type: typeName(type(of: owner)), key: key, keyPath: key)
        }
        try updateKeyedOwners(in: &child, keys: rest, update)
        // A class instance was changed in place; writing it back would needlessly require the
        // property to be writable (`superview` is not).
        if !(type(of: child) is AnyClass) {
            try owner.setValue(child, forKey: key)
        }
    }
    current = owner
}
