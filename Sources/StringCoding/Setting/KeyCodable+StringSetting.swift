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
    public mutating func setValue(fromString string: String, forKeyPath keyPath: String) throws {
        try setKeyedValue(fromString: string, forKeyPath: keyPath, in: &self)
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
        try setKeyedValue(fromString: string, forKeyPath: keyPath, in: &reference)
    }
}

private func setKeyedValue<Root: KeyCodable>(
    fromString string: String, forKeyPath keyPath: String, in root: inout Root
) throws {
    let isSingleKey = !keyPath.isEmpty && !keyPath.utf8.contains(UInt8(ascii: "."))
        && keyPath.utf8.first != UInt8(ascii: "@")
    if isSingleKey {
        return try setValue(fromString: string, key: keyPath, keyPath: keyPath, on: &root)
    }
    try root.updateOwners(ofKeyPath: keyPath) { owner, key in
        try setValue(fromString: string, key: key, keyPath: keyPath, on: &owner)
    }
}

private func setValue<Owner: KeyCodable>(
    fromString string: String, key: String, keyPath: String, on owner: inout Owner
) throws {
    if var custom = owner as? any CustomStringSettable {
        let handled = try custom.setValue(fromString: string, forCustomKey: key)
        if let updated = custom as? Owner { owner = updated }
        if handled { return }
    }
    guard let property = owner.dynamicKeyedProperties[key] else {
        return try owner.setValue(string, forKey: key)
    }
    guard let decodable = property.valueType as? any StringDecodable.Type else {
        throw StringCodingError(
            input: string, expected: typeName(property.valueType),
            reason: "\(typeName(type(of: owner))).\(key) cannot be set from a string: \(typeName(property.valueType)) "
                + "is not StringDecodable; conform it, or make \(typeName(type(of: owner))) CustomStringSettable",
            keyPath: keyPath)
    }
    let value: any StringDecodable
    do {
        value = try decodable.init(parsing: string)
    } catch var error as StringCodingError {
        error.keyPath = keyPath
        throw error
    }
    try owner.setValue(value, forKey: key)
}
