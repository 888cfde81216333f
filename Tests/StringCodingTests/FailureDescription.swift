import StringCoding

/// The description of the error thrown when reading `input` as `type`, or nil if it was read.
func failureDescription<Value: StringDecodable>(parsing input: String, as type: Value.Type) -> String? {
    do {
        _ = try Value(parsing: input)
        return nil
    } catch {
        return "\(error)"
    }
}

/// Whether `value` survives a trip through its string representation.
func roundTrips<Value: StringCodable & Equatable>(_ value: Value) throws -> Bool {
    try Value(parsing: value.stringRepresentation) == value
}
