/// Lets a value held as `Any` be recognised as an `Optional` of any wrapped type.
protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): flattenOptional(wrapped)
        case .none: nil
        }
    }
}

/// `value` with every level of `Optional` removed: nil when any level was nil.
package func flattenOptional(_ value: Any) -> Any? {
    if let optional = value as? OptionalValue { return optional.wrappedAny }
    return value
}
