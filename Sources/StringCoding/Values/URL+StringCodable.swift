import Foundation

/// A URL or a file path:
/// - an absolute path (`/tmp/x`) is a file URL; a trailing `/` marks a directory;
/// - `~` or `~/x` is a file URL in the user's home directory;
/// - a string with a scheme (`https://example.com/a`, `mailto:me@example.com`) is that URL;
/// - anything else is relative, resolved against ``StringCodingContext/baseURL``, or when there
///   is none, taken as a path relative to the current directory. So `example.com/a`, lacking a
///   scheme, is a relative path.
///
/// The file system is never consulted. Written back as the absolute URL string, except local file
/// URLs, which are written as their path.
///
/// ```swift
/// try URL(parsing: "https://example.com/a")   // https://example.com/a
/// try URL(parsing: "/tmp/x")                  // file:///tmp/x
/// ```
extension URL: StringCodable {
    public init(parsing string: String) throws {
        let text = string.trimmingWhitespace
        let reader = TextReader(string, expected: "URL")
        guard !text.isEmpty else { throw reader.failure(wholeInput: "expected a URL or a path") }
        let isDirectory = text.hasSuffix("/")
        if text.hasPrefix("/") {
            self = URL(fileURLWithPath: text, isDirectory: isDirectory)
        } else if text == "~" || text.hasPrefix("~/") {
            let home = FileManager.default.homeDirectoryForCurrentUser
            let rest = String(text.dropFirst(2))
            let inHome = URL(fileURLWithPath: rest, isDirectory: isDirectory, relativeTo: home)
            self = rest.isEmpty ? home : inHome.absoluteURL
        } else if text.hasPrefix("~") {
            throw reader.failure("only \"~/\" is supported for the home directory, not another user's", at: 0)
        } else if Self.hasScheme(text) {
            guard let url = URL(string: text) else { throw reader.failure(wholeInput: "not a valid URL") }
            self = url
        } else if let base = StringCodingContext.baseURL, !base.isFileURL {
            guard let url = URL(string: text, relativeTo: base) else {
                throw reader.failure(wholeInput: "not a valid URL relative to \(base.absoluteString)")
            }
            self = url.absoluteURL
        } else {
            let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            let base = StringCodingContext.baseURL ?? currentDirectory
            self = URL(fileURLWithPath: text, isDirectory: isDirectory, relativeTo: base).absoluteURL
        }
    }

    /// Whether `text` starts with an RFC 3986 scheme and a colon (`https:`, `file:`, `x-my-app:`).
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    public var stringRepresentation: String {
        guard isFileURL, host == nil || host == "" || host == "localhost", query == nil, fragment == nil else {
            return absoluteString
        }
        return path(percentEncoded: false)
    }
}
