import KeyCoding

@Keyed final class Person {
    var age = 0

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        guard key == "age", let age = value as? Int else { return }
        guard age >= 0 else {
            throw KeyCodingError.invalidValue(type: "Person", key: key, keyPath: key, reason: "\(age) is negative")
        }
        value = min(age, 150)                               // replaced
    }
}

let person = Person()
try person.setValidatedValue(200, forKeyPath: "age")        // age is 150
do {
    try person.setValidatedValue(-3, forKeyPath: "age")     // refused: age stays 150
} catch {
    print(error)   // Prints "invalid value for Person.age: -3 is negative"
}
try person.setValue(-3, forKeyPath: "age")                  // not validated, as in Cocoa
// snippet.hide
precondition(person.age == -3, "\(person.age)")
