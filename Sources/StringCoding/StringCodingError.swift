import DocumentReading
import KeyCoding

/// Why a string could not be turned into a value.
///
/// Its description shows the input with a caret under the failing position, the type that was
/// expected, the valid values when there are few of them, and the closest one when the input
/// looks like a typo:
///
/// ```text
/// cannot read "#ff88zz" as Color at column 6: "z" is not a hex digit
///     #ff88zz
///          ^
/// ```
public struct StringCodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string that was being read.
    public var input: String
    /// The type that was expected, as a user writes it (`Color`, `Int`, `[Double]`).
    public var expected: String
    /// What went wrong, in a few words.
    public var reason: String
    /// The 0-based character offset in ``input`` where reading failed, when one position is to blame.
    public var offset: Int?
    /// All valid values, when the type accepts only a few names (an enum, say).
    public var validValues: [String]?
    /// The valid value closest to ``input``, when the input looks like a typo of it.
    public var suggestion: String?
    /// The key path being set, when the string came through `setValue(fromString:forKeyPath:)`.
    public var keyPath: String?

    /// Describes a failure to read `input` as `expected`.
    ///
    /// ```swift
    /// throw StringCodingError(input: text, expected: "Version", reason: "expected major.minor", offset: 3)
    /// ```
    public init(
        input: String, expected: String, reason: String, offset: Int? = nil,
        validValues: [String]? = nil, suggestion: String? = nil, keyPath: String? = nil
    ) {
        (self.input, self.expected, self.reason, self.offset) = (input, expected, reason, offset)
        (self.validValues, self.suggestion, self.keyPath) = (validValues, suggestion, keyPath)
    }

    public var description: String {
        ProblemReport(
            problem: "cannot read \"\(input)\" as \(expected)" + (keyPath.map { " for key path \"\($0)\"" } ?? ""),
            column: offset.map { $0 + 1 }, reason: reason,
            excerpt: offset.map { ProblemReport.Excerpt(line: input, caretOffset: $0) },
            suggestion: suggestion, validValues: validValues ?? []
        ).description
    }
}

extension StringCodingError {
    /// The same error, with the caret moved by `shift` characters and `input` replaced: used when a
    /// part of a larger string failed (an element of a list, an argument of `rgb()`).
    public func within(_ outerInput: String, at shift: Int) -> StringCodingError {
        var error = self
        error.input = outerInput
        error.offset = (offset ?? 0) + shift
        return error
    }

    /// Runs `read`, reporting a ``StringCodingError`` it throws as a failure to read `expected`: the
    /// type around the one `read` reads, such as `Int?` around `Int`.
    static func reading<Value>(
        as expected: @autoclosure () -> String, _ read: () throws -> Value
    ) throws -> Value {
        do {
            return try read()
        } catch var error as StringCodingError {
            error.expected = expected()
            throw error
        }
    }

    /// Runs `read` on the part of `input` that starts at character `shift` (a list element, the URL
    /// of a request), reporting any failure against the whole `input` as `expected`.
    static func readingPart<Value>(
        of input: String, at shift: Int, as expected: String, _ read: () throws -> Value
    ) throws -> Value {
        do {
            return try reading(as: expected, read)
        } catch let error as StringCodingError {
            throw error.within(input, at: shift)
        } catch {
            throw StringCodingError(input: input, expected: expected, reason: "\(error)", offset: shift)
        }
    }

    /// An error for a name that is not one of `validNames`, suggesting the closest.
    ///
    /// ```swift
    /// throw StringCodingError.unknownName(input, expected: "Alignment", validNames: ["left", "right"])
    /// ```
    public static func unknownName(
        _ input: String, expected: String, validNames: [String], listsValidNames: Bool = true
    ) -> StringCodingError {
        StringCodingError(
            input: input, expected: expected, reason: "unknown name",
            validValues: listsValidNames ? validNames : nil,
            suggestion: closestMatch(to: input.trimmingWhitespace, in: validNames))
    }
}
