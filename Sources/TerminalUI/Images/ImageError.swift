import DocumentReading

/// Why an image could not be read or found: names the file (or the name asked for), the byte and
/// line where reading stopped, and what was expected there.
///
/// ```swift
/// do { _ = try Image(contentsOf: URL(filePath: "apple.ppm")) }
/// catch let error as ImageError { print(error) }
/// // apple.ppm: byte 3 (line 1): expected the width (a whole number), found "x"
/// ```
public struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    ///
    /// ```swift
    /// error.kind == .truncated
    /// ```
    public enum Kind: Equatable, Sendable {
        /// The file could not be read at all.
        case unreadableFile
        /// The file is not in a format images are read from (by its first bytes or its extension).
        case unsupportedFormat
        /// The header or the pixels say something that is not valid (a letter where a number
        /// goes, a sample above the maximum value, text art that is not UTF-8).
        case invalidData
        /// The data ends before the image does.
        case truncated
        /// The image has more pixels than ``Image/maximumPixelCount``.
        case tooLarge
        /// No image has the name in the catalog; ``ImageError/knownNames`` lists those that do.
        case unknownName
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The file (as its path was given), the source name given to the reader, or the image name
    /// asked for.
    public var source: String
    /// The 0-based offset of the byte where reading stopped, when one place is to blame.
    public var byteOffset: Int?
    /// The 1-based line of that byte, for the text parts of a file (a header, plain samples).
    public var line: Int?
    /// What went wrong: what was expected, and what was found.
    public var reason: String
    /// For ``Kind/unknownName``, the names the catalog knows, sorted.
    public var knownNames: [String]
    /// For ``Kind/unknownName``, the known name closest to the one asked for, if it looks like a typo.
    public var suggestion: String?

    /// Describes a failure.
    ///
    /// ```swift
    /// ImageError(kind: .truncated, source: "a.ppm", byteOffset: 11, reason: "the pixels end early")
    /// ```
    public init(
        kind: Kind, source: String, byteOffset: Int? = nil, line: Int? = nil, reason: String,
        knownNames: [String] = [], suggestion: String? = nil
    ) {
        (self.kind, self.source, self.byteOffset, self.line, self.reason) = (kind, source, byteOffset, line, reason)
        (self.knownNames, self.suggestion) = (knownNames, suggestion)
    }

    /// `source: byte N (line L): reason`, then the suggestion and the known names on lines of their own.
    ///
    /// ```swift
    /// error.description   // "apple.ppm: byte 3 (line 1): expected the width (a whole number), found \"x\""
    /// ```
    public var description: String {
        report.description
    }

    /// The same report on one line, the suggestion and known names after semicolons.
    var singleLine: String { report.singleLine }

    /// The 1-based line of the byte at `offset` in `bytes`: one more than the line feeds before it.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<min(max(offset, 0), bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private var report: ProblemReport {
        var place: String?
        if let byteOffset { place = "byte \(byteOffset)" + (line.map { " (line \($0))" } ?? "") }
        return ProblemReport(
            location: source, problem: place ?? "", reason: reason, suggestion: suggestion, validValues: knownNames)
    }
}
