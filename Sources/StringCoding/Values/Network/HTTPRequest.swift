import Foundation

/// An HTTP method and URL, written `POST https://example.com/items`; without a method it is a `GET`.
///
/// The first word is taken as the method when the text has more than one word and that word is all
/// letters; the rest is read as a `URL` (so paths and relative URLs work as for `URL`).
///
/// ```swift
/// let request = try HTTPRequest(parsing: "POST https://example.com/items")
/// request.method                  // .post
/// request.stringRepresentation    // "POST https://example.com/items"
/// ```
public struct HTTPRequest: Hashable, Sendable, StringCodable {
    /// The request method, such as ``HTTPMethod/get``.
    ///
    /// ```swift
    /// try HTTPRequest(parsing: "PUT https://example.com/a").method   // .put
    /// ```
    public var method: HTTPMethod
    /// Where the request goes.
    ///
    /// ```swift
    /// try HTTPRequest(parsing: "https://example.com/a").url   // https://example.com/a
    /// ```
    public var url: URL

    /// A request for `url` with `method`.
    ///
    /// ```swift
    /// let request = HTTPRequest(method: .delete, url: itemURL)
    /// ```
    public init(method: HTTPMethod = .get, url: URL) {
        self.method = method
        self.url = url
    }

    public init(parsing string: String) throws {
        let text = string.trimmingWhitespace
        guard !text.isEmpty else {
            let reason = "expected a URL, optionally after a method such as POST"
            throw StringCodingError(input: string, expected: "HTTPRequest", reason: reason)
        }
        let offset = string.leadingWhitespaceCount
        if HTTPMethod.standard.contains(where: { $0.rawValue == text.uppercased() }) {
            throw StringCodingError(
                input: string, expected: "HTTPRequest", reason: "expected a URL after \"\(text)\"",
                offset: offset + text.count)
        }
        guard let space = text.firstIndex(where: \.isWhitespace), text[..<space].allSatisfy(\.isLetter) else {
            method = .get
            url = try StringCodingError.readingPart(of: string, at: offset, as: "HTTPRequest") {
                try URL(parsing: text)
            }
            return
        }
        let methodText = String(text[..<space])
        let urlText = String(text[space...])
        method = try StringCodingError.readingPart(of: string, at: offset, as: "HTTPRequest") {
            try HTTPMethod(parsing: methodText)
        }
        url = try StringCodingError.readingPart(of: string, at: offset + methodText.count, as: "HTTPRequest") {
            try URL(parsing: urlText)
        }
    }

    public var stringRepresentation: String { "\(method.rawValue) \(url.stringRepresentation)" }
}
