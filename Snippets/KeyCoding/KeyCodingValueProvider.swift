import KeyCoding

@Keyed final class Settings { var fontSize = 12.0 }

struct Defaults: KeyedValueProvider {
    let values: [String: Any]

    func value<Value>(forKey key: String) throws -> Value {
        guard let value = values[key] as? Value else {
            throw KeyCodingError.typeMismatch(
                type: "Defaults", key: key, keyPath: key, expected: typeName(Value.self),
                actual: values[key].map { typeName(type(of: $0)) } ?? "nil")
        }
        return value
    }

    func valueForUndefinedKey(_ key: String) throws -> Any? { values[key] }
}
let settings = Settings()
try settings.setValue(from: Defaults(values: ["fontSize": 13.0]), forKey: "fontSize")  // asked for Double
// snippet.hide
precondition(settings.fontSize == 13.0, "\(settings.fontSize)")
do {
    try settings.setValue(from: Defaults(values: ["fontSize": 13]), forKey: "fontSize")
    preconditionFailure("an Int was given for a Double")
} catch let error as KeyCodingError {
    precondition("\(error)" == "cannot set Defaults.fontSize: expected Double, got Int", "\(error)")
}
