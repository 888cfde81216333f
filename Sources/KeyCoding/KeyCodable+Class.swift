/// Classes are changed in place, so their key-value methods do not need a `var`:
/// `let label = Label(); try label.setValue("Hi", forKeyPath: "text")`.
extension KeyCodable where Self: AnyObject {
    public func setValue(_ value: Any?, forUndefinedKey key: String) throws {
        throw KeyCodingError.unknownKey(for: type(of: self), key: key)
    }

    /// Writes `value` at a dotted key path; see ``KeyCodable/setValue(_:forKeyPath:)-27s37``.
    ///
    /// ```swift
    /// let label = Label()
    /// try label.setValue("Hi", forKeyPath: "text")
    /// ```
    public func setValue(_ value: Any?, forKeyPath keyPath: String) throws {
        var reference = self
        try setKeyedValue(value, forKeyPath: keyPath, in: &reference)
    }

    /// Acts on the owners of a key path's last key; see ``KeyCodable/updateOwners(ofKeyPath:_:)-hiik``.
    public func updateOwners(
        ofKeyPath keyPath: String,
        _ update: (_ owner: inout any KeyCodable, _ key: String) throws -> Void
    ) throws {
        var reference = self
        try updateKeyedOwners(ofKeyPath: keyPath, in: &reference, update)
    }
}
