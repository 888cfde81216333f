extension KeyCodable {
    /// Writes `value` at a dotted key path after the owner of the last key has validated it
    /// through ``validateValue(_:forKey:)``, which may refuse it (its error reaches the caller and
    /// nothing is set) or replace it. Otherwise as ``setValue(_:forKeyPath:)-27s37``; through a
    /// collection, each owner validates its own value.
    ///
    /// ```swift
    /// do {
    ///     try person.setValidatedValue(-3, forKeyPath: "age")
    /// } catch {
    ///     print(error)   // invalid value for Person.age: -3 is negative
    /// }
    /// ```
    public mutating func setValidatedValue(_ value: Any?, forKeyPath keyPath: String) throws {
        try updateKeyedOwners(ofKeyPath: keyPath, in: &self) { owner, key in
            try setValidated(value, forKey: key, on: &owner)
        }
    }
}

extension KeyCodable where Self: AnyObject {
    /// Validates, then writes `value` at a dotted key path; see
    /// ``KeyCodable/setValidatedValue(_:forKeyPath:)-91asx``.
    ///
    /// ```swift
    /// try person.setValidatedValue(42, forKeyPath: "age")
    /// ```
    public func setValidatedValue(_ value: Any?, forKeyPath keyPath: String) throws {
        var reference = self
        try updateKeyedOwners(ofKeyPath: keyPath, in: &reference) { owner, key in
            try setValidated(value, forKey: key, on: &owner)
        }
    }
}

private func setValidated(_ value: Any?, forKey key: String, on owner: inout any KeyCodable) throws {
    var validated = value
    try owner.validateValue(&validated, forKey: key)
    try owner.setValue(validated, forKey: key)
}
