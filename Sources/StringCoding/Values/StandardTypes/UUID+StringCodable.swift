import DocumentReading
import Foundation

/// The standard 8-4-4-4-12 hex form in either case, optionally in braces (`{…}`, as Windows and
/// some registries write it); written back in Foundation's uppercase form.
///
/// ```swift
/// try UUID(parsing: "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}")
/// ```
extension UUID: StringCodable {
    private static let dashPositions: Set<Int> = [8, 13, 18, 23]
    private static let example = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    public init(parsing string: String) throws {
        var reader = TextReader(string, expected: "UUID")
        guard !reader.isAtEnd else { throw reader.failure(wholeInput: "expected a UUID such as \(Self.example)") }
        let braced = reader.skip("{")
        let start = reader.position
        while reader.position - start < 36, let character = reader.next {
            if Self.dashPositions.contains(reader.position - start) {
                guard character == "-" else { throw reader.failure("expected \"-\" in 8-4-4-4-12 form") }
            } else if character.digitValue(radix: 16) == nil {
                throw reader.notADigit(radix: 16)
            }
            reader.advance()
        }
        guard reader.position - start == 36 else {
            throw reader.failure("expected 36 characters in 8-4-4-4-12 form, found \(reader.position - start)")
        }
        let text = reader.text(from: start)
        if braced, !reader.skip("}") {
            throw reader.failure(reader.isAtEnd ? "expected \"}\"" : "expected \"}\" after the UUID")
        }
        guard reader.isAtEnd else { throw reader.failure("unexpected text after the UUID") }
        guard let uuid = UUID(uuidString: text) else { throw reader.failure("not a valid UUID", at: start) }
        self = uuid
    }

    public var stringRepresentation: String { uuidString }
}
