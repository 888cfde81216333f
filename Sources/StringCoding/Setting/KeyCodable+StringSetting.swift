import KeyCoding

extension KeyCodable {
    /// Sets the property at `keyPath` from a string, converted to the property's declared type.
    ///
    /// Every key but the last is resolved first (through nested values and collections, as
    /// ``KeyCoding/KeyCodable/setValue(_:forKeyPath:)`` does), then for each owner of the last key:
    /// a ``CustomStringSettable`` setter wins; otherwise the property's type must be
    /// ``StringDecodable``; a key that names no property (a virtual key) receives the string itself
    /// through ``KeyCoding/KeyCodable/setValue(_:forUndefinedKey:)``.
    ///
    /// ```swift
    /// try label.setValue(fromString: "#ff8800", forKeyPath: "textColor")
    /// try label.setValue(fromString: "bold 15", forKeyPath: "font")
    /// try window.setValue(fromString: "{0, 0}", forKeyPath: "frame.origin")
    /// ```
    ///
    /// Throws ``StringCodingError`` (with ``StringCodingError/keyPath`` set) when the string does not
    /// parse, and ``KeyCoding/KeyCodingError`` when the key path does not resolve.
    ///
    /// The string is text without quotes (``WrittenValue/unquoted(_:)``): for an optional property,
    /// `""`, `nil`, `null` and `none` mean nil. To set text a document quoted, or a document's null,
    /// use ``KeyCoding/KeyCodable/setValue(fromWritten:forKeyPath:)``.
    public mutating func setValue(fromString string: String, forKeyPath keyPath: String) throws {
        try setKeyedValue(text: string, form: .unquoted, forKeyPath: keyPath, in: &self)
    }

    /// Sets the property at `keyPath` from a value as a document wrote it, as
    /// ``KeyCoding/KeyCodable/setValue(fromString:forKeyPath:)`` does, except that quoted text is
    /// always the text, even for an optional property (`"nil"` sets a `String?` to "nil"), and a null
    /// sets an optional property to nil and is an error for any other. A ``CustomStringSettable``
    /// setter receives the text, and the empty string for a null.
    ///
    /// ```swift
    /// try settings.setValue(fromWritten: .quoted("none"), forKeyPath: "nickname")   // "none"
    /// try settings.setValue(fromWritten: .null, forKeyPath: "nickname")             // nil
    /// ```
    public mutating func setValue(fromWritten written: WrittenValue, forKeyPath keyPath: String) throws {
        try setKeyedValue(text: written.text ?? "", form: .init(written), forKeyPath: keyPath, in: &self)
    }
}

extension KeyCodable where Self: AnyObject {
    /// Sets the property at `keyPath` from a string; see ``KeyCoding/KeyCodable/setValue(fromString:forKeyPath:)``.
    ///
    /// ```swift
    /// let label = Label()
    /// try label.setValue(fromString: "center", forKeyPath: "textAlignment")
    /// ```
    public func setValue(fromString string: String, forKeyPath keyPath: String) throws {
        var reference = self
        try setKeyedValue(text: string, form: .unquoted, forKeyPath: keyPath, in: &reference)
    }

    /// Sets the property at `keyPath` from a value as a document wrote it; see
    /// ``KeyCoding/KeyCodable/setValue(fromWritten:forKeyPath:)``.
    ///
    /// ```swift
    /// try field.setValue(fromWritten: .quoted("nil"), forKeyPath: "placeholder")   // the text "nil"
    /// ```
    public func setValue(fromWritten written: WrittenValue, forKeyPath keyPath: String) throws {
        var reference = self
        try setKeyedValue(text: written.text ?? "", form: .init(written), forKeyPath: keyPath, in: &reference)
    }
}

// The text and how it was written travel apart, rather than as one `WrittenValue`, so that the
// common unquoted set copies no enum payload: "Set color from string" measured 2.01x (limit 2x)
// with the enum and 1.92x with this (Benchmarks/ratios --runs 5, quiet machine).
private func setKeyedValue<Root: KeyCodable>(
    text: String, form: WrittenForm, forKeyPath keyPath: String, in root: inout Root
) throws {
    if isSingleKey(keyPath) {
        return try setValue(text: text, form: form, key: keyPath, keyPath: keyPath, on: &root)
    }
    try root.updateOwners(ofKeyPath: keyPath) { owner, key in
        try setValue(text: text, form: form, key: key, keyPath: keyPath, on: &owner)
    }
}

private func setValue<Owner: KeyCodable>(
    text: String, form: WrittenForm, key: String, keyPath: String, on owner: inout Owner
) throws {
    if try setCustomValue(fromString: text, key: key, on: &owner) { return }
    let parser = StringValueParser(text: text, form: form, keyPath: keyPath, ownerType: type(of: owner))
    try owner.setValue(from: parser, forKey: key)
}

private func setCustomValue<Owner: KeyCodable>(
    fromString string: String, key: String, on owner: inout Owner
) throws -> Bool {
    // Asking the type first is plain and much cheaper than a failing cast of the value to an
    // existential, which cost the "Set color from string" ratio 2.49× against 1.79× this way.
    guard type(of: owner) is any CustomStringSettable.Type, var custom = owner as? any CustomStringSettable
    else { return false }
    let handled = try custom.setValue(fromString: string, forCustomKey: key)
    if let updated = custom as? Owner { owner = updated }
    return handled
}
