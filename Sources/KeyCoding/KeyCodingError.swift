/// Why reading or writing a key path failed. Every case names the type and the key where the walk
/// stopped and the whole key path it was part of.
///
/// ```swift
/// do { try label.setValue("red", forKeyPath: "txtColor") }
/// catch let error as KeyCodingError {
///     print(error)   // Label has no key "txtColor"; did you mean "textColor"?
/// }
/// ```
public enum KeyCodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `type` has no property or virtual key named `key`; `suggestion` is the closest existing key.
    case unknownKey(type: String, key: String, keyPath: String, suggestion: String?)
    /// The value given for `key` is of type `actual`, but the property is declared `expected`.
    case typeMismatch(type: String, key: String, keyPath: String, expected: String, actual: String)
    /// `key` names a `let`, `private(set)` or computed read-only property.
    case readOnly(type: String, key: String, keyPath: String)
    /// The walk reached a value of `type`, which is neither ``KeyCodable`` nor a collection of such
    /// values, and still had `key` to look up.
    case notKeyCodable(type: String, key: String, keyPath: String)
    /// A value could not be written through `key` of `type` because that property is nil.
    case nilIntermediate(type: String, key: String, keyPath: String)
    /// The key path itself is malformed; `column` is 1-based.
    case invalidKeyPath(keyPath: String, column: Int, reason: String)
    /// Walking the key path reached more than `limit` values: it fans out through collections
    /// whose elements lead back to their owners, so its work doubles at every such step.
    case tooManyValues(keyPath: String, limit: Int)
    /// `@key` names no collection operator; `suggestion` is the closest one.
    case unknownOperator(operator: String, keyPath: String, suggestion: String?)
    /// A collection operator such as `@sum` was applied to a value of `type`, which is not an
    /// array, set or dictionary.
    case notACollection(type: String, operator: String, keyPath: String)
    /// A collection operator met a value it cannot use: it needs `expected` and found `actual`.
    case invalidOperand(operator: String, keyPath: String, expected: String, actual: String)
    /// ``KeyCodable/validateValue(_:forKey:)`` refused the value given for `key` of `type`.
    case invalidValue(type: String, key: String, keyPath: String, reason: String)
    /// The value read at `keyPath` is of type `actual`, not the `expected` type it was asked for
    /// (as by ``KeyCodable/observe(_:as:)``).
    case unexpectedValueType(keyPath: String, expected: String, actual: String)

    /// The key path the failing key was part of.
    public var keyPath: String {
        switch self {
        case .unknownKey(_, _, let keyPath, _), .typeMismatch(_, _, let keyPath, _, _),
            .readOnly(_, _, let keyPath), .notKeyCodable(_, _, let keyPath),
            .nilIntermediate(_, _, let keyPath), .invalidKeyPath(let keyPath, _, _),
            .tooManyValues(let keyPath, _), .unknownOperator(_, let keyPath, _),
            .notACollection(_, _, let keyPath), .invalidOperand(_, let keyPath, _, _),
            .invalidValue(_, _, let keyPath, _), .unexpectedValueType(let keyPath, _, _):
            return keyPath
        }
    }

    public var description: String {
        switch self {
        case .unknownKey(let type, let key, let keyPath, let suggestion):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
            return "\(type) has no key \"\(key)\"\(where: keyPath, key)\(hint)"
        case .typeMismatch(let type, let key, let keyPath, let expected, let actual):
            return "cannot set \(type).\(key)\(where: keyPath, key): expected \(expected), got \(actual)"
        case .readOnly(let type, let key, let keyPath):
            return "cannot set \(type).\(key)\(where: keyPath, key): the property is read-only"
        case .notKeyCodable(let type, let key, let keyPath):
            return "cannot look up \"\(key)\"\(where: keyPath, key) in a value of type \(type), which is not KeyCodable"
        case .nilIntermediate(let type, let key, let keyPath):
            return "cannot set key path \"\(keyPath)\": \(type).\(key) is nil"
        case .invalidKeyPath(let keyPath, let column, let reason):
            return "invalid key path \"\(keyPath)\" at column \(column): \(reason)"
        case .tooManyValues(let keyPath, let limit):
            return "key path \"\(keyPath)\" reaches more than \(limit) values; "
                + "it fans out through collections whose elements lead back to their owners"
        case .unknownOperator(let name, let keyPath, let suggestion):
            let hint = suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
            let valid = CollectionOperator.allCases.map { "@" + $0.rawValue }.sorted().joined(separator: ", ")
            return "unknown collection operator \"\(name)\"\(where: keyPath, name)\(hint) (operators: \(valid))"
        case .notACollection(let type, let name, let keyPath):
            return "\"\(name)\"\(where: keyPath, name) needs an array, set or dictionary, but the value is a \(type)"
        case .invalidOperand(let name, let keyPath, let expected, let actual):
            return "\"\(name)\"\(where: keyPath, name) needs \(expected), but got \(actual)"
        case .invalidValue(let type, let key, let keyPath, let reason):
            return "invalid value for \(type).\(key)\(where: keyPath, key): \(reason)"
        case .unexpectedValueType(let keyPath, let expected, let actual):
            return "the value at key path \"\(keyPath)\" is a \(actual), not the \(expected) asked for"
        }
    }

    /// The same error, reported as part of a longer key path.
    func within(keyPath: String) -> KeyCodingError {
        switch self {
        case .unknownKey(let type, let key, _, let suggestion):
            return .unknownKey(type: type, key: key, keyPath: keyPath, suggestion: suggestion)
        case .typeMismatch(let type, let key, _, let expected, let actual):
            return .typeMismatch(type: type, key: key, keyPath: keyPath, expected: expected, actual: actual)
        case .readOnly(let type, let key, _):
            return .readOnly(type: type, key: key, keyPath: keyPath)
        case .notKeyCodable(let type, let key, _):
            return .notKeyCodable(type: type, key: key, keyPath: keyPath)
        case .nilIntermediate(let type, let key, _):
            return .nilIntermediate(type: type, key: key, keyPath: keyPath)
        case .invalidKeyPath:
            return self
        case .tooManyValues(_, let limit):
            return .tooManyValues(keyPath: keyPath, limit: limit)
        case .unknownOperator(let name, _, let suggestion):
            return .unknownOperator(operator: name, keyPath: keyPath, suggestion: suggestion)
        case .notACollection(let type, let name, _):
            return .notACollection(type: type, operator: name, keyPath: keyPath)
        case .invalidOperand(let name, _, let expected, let actual):
            return .invalidOperand(operator: name, keyPath: keyPath, expected: expected, actual: actual)
        case .invalidValue(let type, let key, _, let reason):
            return .invalidValue(type: type, key: key, keyPath: keyPath, reason: reason)
        case .unexpectedValueType(_, let expected, let actual):
            return .unexpectedValueType(keyPath: keyPath, expected: expected, actual: actual)
        }
    }

    /// An unknown-key error for `type`, suggesting the closest of its keys.
    ///
    /// ```swift
    /// func value(forUndefinedKey key: String) throws -> Any? {
    ///     if key == "touchUpInside" { return action }
    ///     throw KeyCodingError.unknownKey(for: type(of: self), key: key, virtualKeys: ["touchUpInside"])
    /// }
    /// ```
    public static func unknownKey(
        for type: any KeyCodable.Type, key: String, virtualKeys: [String] = []
    ) -> KeyCodingError {
        .unknownKey(
            type: typeName(type),
            key: key,
            keyPath: key,
            suggestion: closestMatch(to: key, in: type.keyedProperties.names + virtualKeys)
        )
    }
}

extension DefaultStringInterpolation {
    fileprivate mutating func appendInterpolation(where keyPath: String, _ key: String) {
        if keyPath != key { appendLiteral(" in key path \"\(keyPath)\"") }
    }
}
