import KeyCoding

/// A stylesheet's `$name` variables, and their substitution into values.
///
/// `$` followed by letters, digits, `_` or `-` names a variable; `$$` is a literal `$`, and a `$`
/// followed by anything else is kept as it is.
struct StyleVariables: Equatable {
    /// Values keyed by name with its `$`.
    private(set) var values: [String: String] = [:]
    /// Names with their `$`, in the order they were defined, for messages.
    private var names: [String] = []
    /// Variables whose definition failed: their uses are not reported again.
    private var failedNames: Set<String> = []

    /// The longest value substitution may produce: variables made of variables grow exponentially,
    /// so a few hostile lines could otherwise ask for gigabytes.
    static let maximumValueLength = 65_536

    /// Why a value could not be substituted.
    struct SubstitutionError: Error, Equatable {
        var message: String
        /// Whether the value uses a variable whose own definition failed, which is reported already.
        var followsEarlierProblem = false
    }

    /// Whether `name` (with its `$`) is a valid variable name.
    static func isValidName(_ name: String) -> Bool {
        name.first == "$" && name.count > 1 && name.dropFirst().allSatisfy(SelectorParser.isNameCharacter)
    }

    mutating func define(_ name: String, as value: String) {
        if values.updateValue(value, forKey: name) == nil { names.append(name) }
    }

    /// Records that `name` could not be defined, so that its uses are not reported as undefined.
    mutating func defineAsFailed(_ name: String) {
        failedNames.insert(name)
    }

    /// `text` with every variable replaced by its value.
    func substitute(_ text: String) throws(SubstitutionError) -> String {
        guard text.contains("$") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            guard character == "$" else {
                result.append(character)
                continue
            }
            if index < text.endIndex, text[index] == "$" {
                result.append("$")
                index = text.index(after: index)
                continue
            }
            let nameEnd = text[index...].firstIndex { !SelectorParser.isNameCharacter($0) } ?? text.endIndex
            guard nameEnd > index else {
                result.append("$")
                continue
            }
            let name = "$" + text[index..<nameEnd]
            guard let value = values[name] else {
                throw SubstitutionError(
                    message: undefinedMessage(name), followsEarlierProblem: failedNames.contains(name))
            }
            guard result.utf8.count + value.utf8.count <= Self.maximumValueLength else {
                throw SubstitutionError(
                    message: "the value is longer than \(Self.maximumValueLength) bytes once \"\(name)\" is substituted"
                )
            }
            result += value
            index = nameEnd
        }
        return result
    }

    private func undefinedMessage(_ name: String) -> String {
        guard !names.isEmpty else { return "undefined variable \"\(name)\"; no variables are defined" }
        let hint = closestMatch(to: name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "undefined variable \"\(name)\"\(hint); defined variables: \(names.joined(separator: ", "))"
    }
}
