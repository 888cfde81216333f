import KeyCoding

@Keyed class Button {
    var titles: [String: String] = [:]

    func value(forUndefinedKey key: String) throws -> Any? {
        if key == "selectedTitle" { return titles["selected"] }
        throw KeyCodingError.unknownKey(for: type(of: self), key: key, virtualKeys: ["selectedTitle"])
    }
}
// snippet.hide
let button = Button()
button.titles["selected"] = "On"
let selectedTitle = try button.value(forKey: "selectedTitle")
precondition(selectedTitle as? String == "On", "selectedTitle is \(String(describing: selectedTitle))")
do {
    _ = try button.value(forKey: "selectedTitel")
    preconditionFailure("an unknown key was read")
} catch let error as KeyCodingError {
    precondition("\(error)" == #"Button has no key "selectedTitel"; did you mean "selectedTitle"?"#, "\(error)")
}
