import DocumentReading
import Foundation

@testable import TypedConfig

/// A tree in one line with every position: `{@1:1 "key"@1:1: "1"@1:6}`, `[@1:1 null@1:2]`.
/// Scalars are quoted with `\"`, `\\` and `\u{…}` for control characters, and with `escapingNonASCII`
/// for anything not printable ASCII, so that two dumps are equal exactly when their texts are equal
/// scalar for scalar (String equality would take a precomposed and a decomposed é as equal).
func dump(_ node: ConfigNode, escapingNonASCII: Bool = false) -> String {
    let escaping = escapingNonASCII
    switch node {
    case .mapping(let mapping):
        let entries = mapping.entries.map {
            "\(quoted($0.key, escapingNonASCII: escaping))\(at($0.keyPosition)): \(dump($0.value, escapingNonASCII: escaping))"
        }
        return "{\(at(mapping.position))\(entries.isEmpty ? "" : " ")\(entries.joined(separator: ", "))}"
    case .sequence(let items, let position):
        let dumped = items.map { dump($0, escapingNonASCII: escaping) }
        return "[\(at(position))\(items.isEmpty ? "" : " ")\(dumped.joined(separator: ", "))]"
    case .scalar(let text, let position):
        return quoted(text, escapingNonASCII: escaping) + at(position)
    case .null(let position):
        return "null" + at(position)
    }
}

func at(_ position: TextPosition?) -> String {
    position.map { "@\($0.line):\($0.column)" } ?? "@?"
}

func quoted(_ text: String, escapingNonASCII: Bool = false) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case " "..."~": result.unicodeScalars.append(scalar)
        case _ where !escapingNonASCII && scalar.value > 0x1F: result.unicodeScalars.append(scalar)
        default: result += "\\u{\(String(scalar.value, radix: 16))}"
        }
    }
    return result + "\""
}

/// What Yams and the converter make of a document: its dump, "none" for no root, or "error: …".
func yamsOutcome(_ bytes: [UInt8]) -> String {
    do {
        return try ConfigFileContent.readYAMLWithYams(Data(bytes), path: "test.yaml").map {
            dump($0, escapingNonASCII: true)
        } ?? "none"
    } catch {
        return "error: \(error.filePosition.map { "\($0.line):\($0.column)" } ?? "?") \(error.reason ?? "")"
    }
}

extension ConfigProblem {
    /// The line and column of a problem in a file, when the file's format records them.
    var filePosition: TextPosition? {
        guard case .file(_, let line?, let column?) = source else { return nil }
        return TextPosition(line: line, column: column)
    }

    /// `line:column: reason`, as a parser's tests compare a problem of their one file.
    var placedReason: String {
        "\(filePosition.map { "\($0.line):\($0.column)" } ?? "?"): \(reason ?? "")"
    }
}

extension DotEnvFile {
    /// The file's assignments and problems, as those of a file named `.env`.
    static func parse(_ text: String) -> (entries: [DotEnvEntry], problems: [ConfigProblem]) {
        parse(text, path: ".env")
    }
}
