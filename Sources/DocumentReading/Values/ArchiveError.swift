/// Why an archive could not be read, decoded or written.
///
/// Every case says where (a byte offset, a line and column, a key path or a file path), what was
/// found and what was expected. `description` is a complete sentence for logs and alerts.
///
/// ```swift
/// do { _ = try Note.load(contentsOf: url) } catch let error as ArchiveError { print(error) }
/// // Expected 'items[2]' to be a String, but was actually an integer (42)
/// ```
public enum ArchiveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is not valid in the format it claims to be.
    case malformed(ArchiveFormat, at: ArchivePosition, reason: String)
    /// Nesting went deeper than ``ArchiveLimits/maximumDepth``.
    case tooDeep(limit: Int, at: ArchivePosition)
    /// The input is larger than ``ArchiveLimits/maximumBytes``.
    case tooLarge(bytes: Int, limit: Int)
    /// The input stands for more values than ``ArchiveLimits/maximumValues``.
    case tooManyValues(limit: Int)
    /// A value that the format cannot represent (NaN in JSON, an object reference in a property list).
    case unsupportedValue(ArchiveFormat, keyPath: String, reason: String)
    /// A decoded value's type differs from the declared type; `actual` describes what was found.
    case typeMismatch(keyPath: String, expected: String, actual: String)
    /// A value of the right kind that its type rejects (an enum's unknown raw value, say).
    case invalidValue(keyPath: String, reason: String)
    /// A required key (a property with no default value) is missing.
    case missingKey(keyPath: String, type: String)
    /// The archive holds an instance of a class that is not registered as allowed where it was found.
    case classNotAllowed(keyPath: String, expected: String, actual: String)
    /// The data is in none of the formats AutoCoding reads.
    case unrecognizedFormat(firstBytes: String)
    /// A file could not be read or written.
    case file(path: String, reason: String)

    public var description: String {
        switch self {
        case .malformed(let format, let position, let reason):
            "Malformed \(format) at \(position): \(reason)"
        case .tooDeep(let limit, let position):
            "Nesting deeper than \(limit) levels at \(position); raise ArchiveLimits.maximumDepth to accept it"
        case .tooLarge(let bytes, let limit):
            "The archive is \(bytes) bytes, more than the limit of \(limit); "
                + "raise ArchiveLimits.maximumBytes to accept it"
        case .tooManyValues(let limit):
            "The archive stands for more than \(limit) values; raise ArchiveLimits.maximumValues to accept it"
        case .unsupportedValue(let format, let keyPath, let reason):
            "Cannot write \(quoted(keyPath)) as \(format.nameInSentence): \(reason)"
        case .typeMismatch(let keyPath, let expected, let actual):
            "Expected \(quoted(keyPath)) to be \(expected), but was actually \(actual)"
        case .invalidValue(let keyPath, let reason):
            "Invalid value at \(quoted(keyPath)): \(reason)"
        case .missingKey(let keyPath, let type):
            "Missing \(quoted(keyPath)): \(type) has no default value for it"
        case .classNotAllowed(let keyPath, let expected, let actual):
            "Expected \(quoted(keyPath)) to be \(expected), but was actually \(actual), which is not registered "
                + "as allowed; call Archive.register(\(actual).self) if it should be"
        case .unrecognizedFormat(let firstBytes):
            "The data is not JSON, a property list or a keyed archive (it starts with \(firstBytes))"
        case .file(let path, let reason):
            "\(path): \(reason)"
        }
    }
}

/// A key path as messages show it; the empty path is the archive's root.
private func quoted(_ keyPath: String) -> String {
    keyPath.isEmpty ? "the root" : "'\(keyPath)'"
}

/// Where in the input a problem is: a byte offset in binary formats, a line and column in text.
public enum ArchivePosition: Sendable, Hashable, CustomStringConvertible {
    case byte(Int)
    /// A line and column in a text format.
    case text(TextPosition)
    /// Inside decoded values, the key path (`items[2].title`).
    case keyPath(String)

    public var description: String {
        switch self {
        case .byte(let offset): "byte \(offset)"
        case .text(let position): "line \(position.line), column \(position.column)"
        case .keyPath(let path): quoted(path)
        }
    }

    /// The position at `line` and `column` of a text format, both counted from 1.
    ///
    /// ```swift
    /// ArchivePosition.line(2, column: 11).description   // "line 2, column 11"
    /// ```
    public static func line(_ line: Int, column: Int) -> ArchivePosition {
        .text(TextPosition(line: line, column: column))
    }
}
