/// A type's name as a Swift user writes it: `String?`, `[Int]`, `[String: Double]`, `Label`.
///
/// Used in every Loom error message that names a type.
///
/// ```swift
/// typeName(Optional<Array<Int>>.self)   // "[Int]?"
/// ```
public func typeName(_ type: Any.Type) -> String {
    prettify(String(describing: type))
}

private func prettify(_ name: String) -> String {
    if let inner = unwrap(name, prefix: "Optional<") {
        let pretty = prettify(inner)
        return pretty.contains(" ") && !pretty.hasPrefix("[") ? "(\(pretty))?" : "\(pretty)?"
    }
    if let inner = unwrap(name, prefix: "Array<") { return "[\(prettify(inner))]" }
    if let inner = unwrap(name, prefix: "Dictionary<"), let comma = topLevelComma(in: inner) {
        let key = inner[..<comma]
        let value = inner[inner.index(after: comma)...].drop { $0 == " " }
        return "[\(prettify(String(key))): \(prettify(String(value)))]"
    }
    return name
}

/// The text between `prefix` and the matching final `>`, when `name` is exactly one such generic.
private func unwrap(_ name: String, prefix: String) -> String? {
    guard name.hasPrefix(prefix), name.hasSuffix(">") else { return nil }
    let inner = name.dropFirst(prefix.count).dropLast()
    var depth = 0
    for character in inner {
        if character == "<" { depth += 1 }
        if character == ">" { depth -= 1 }
        if depth < 0 { return nil }
    }
    return depth == 0 ? String(inner) : nil
}

private func topLevelComma(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
        switch text[index] {
        case "<", "[", "(": depth += 1
        case ">", "]", ")": depth -= 1
        case "," where depth == 0: return index
        default: break
        }
    }
    return nil
}
