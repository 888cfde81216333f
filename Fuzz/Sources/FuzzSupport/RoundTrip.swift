import StringCoding

/// What a type's documentation promises about reading back its `stringRepresentation`.
public enum RoundTripPromise: Sendable {
    /// Reading the written form gives an equal value (`StringEncodable`'s general promise).
    case exact
    /// Reading the written form succeeds and writes the same text again, but the value may differ
    /// (`Date` rounds digits past the millisecond when written, as its documentation says).
    case stable
}

/// Parses `text` as `Value`, checks any thrown error, and returns the value if it parsed.
public func parse<Value: StringDecodable>(_ text: String, as type: Value.Type) -> Value? {
    do {
        return try Value(parsing: text)
    } catch {
        checkThrown(error, context: "\(Value.self)(parsing: \(text.debugDescription))")
        return nil
    }
}

/// Parses `text`; when it parses, writes the value and reads it back as the documentation promises.
public func parseAndRoundTrip<Value: StringCodable>(
    _ text: String, as type: Value.Type, promise: RoundTripPromise = .exact,
    equal: (Value, Value) -> Bool
) {
    guard let value = parse(text, as: Value.self) else { return }
    let written = value.stringRepresentation
    let context = "\(Value.self): \(text.debugDescription) parsed, was written as \(written.debugDescription)"
    let reread: Value
    do {
        reread = try Value(parsing: written)
    } catch {
        finding("\(context), which does not parse: \(error)")
    }
    switch promise {
    case .exact:
        if !equal(reread, value) {
            finding("\(context), which reads back as a different value: \(reread) != \(value)")
        }
    case .stable:
        let rewritten = reread.stringRepresentation
        if rewritten != written {
            finding("\(context), which reads back and is written as \(rewritten.debugDescription)")
        }
    }
}

public func parseAndRoundTrip<Value: StringCodable & Equatable>(
    _ text: String, as type: Value.Type, promise: RoundTripPromise = .exact
) {
    parseAndRoundTrip(text, as: type, promise: promise, equal: ==)
}
