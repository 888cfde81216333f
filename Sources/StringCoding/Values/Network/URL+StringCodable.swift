import DocumentReading
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
            self = rest.isEmpty ? home : Self.fileURL(rest, isDirectory: isDirectory, relativeTo: home)
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
            self = Self.fileURL(text, isDirectory: isDirectory, relativeTo: base)
        }
    }

    /// The file URL of `path` resolved against `base`, made from the absolute path it resolves to so
    /// that it equals the URL that path reads as: Foundation percent-encodes a resolved relative URL
    /// differently (`a%3Ab` where the absolute path gives `a:b`).
    private static func fileURL(_ path: String, isDirectory: Bool, relativeTo base: URL) -> URL {
        let resolved = URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: base)
        return URL(fileURLWithPath: resolved.path(percentEncoded: false), isDirectory: isDirectory)
    }

    /// Whether `text` starts with an RFC 3986 scheme and a colon (`https:`, `file:`, `x-my-app:`).
    private static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else {
            return false
        }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    public var stringRepresentation: String {
        let path = path(percentEncoded: false)
        // Only an absolute path reads back as this file (`file://` has an empty one).
        guard isFileURL, host == nil || host == "" || host == "localhost", query == nil, fragment == nil,
            path.hasPrefix("/")
        else {
            return absoluteString
        }
        return path
    }
}
