/// An HTTP request method such as `GET` or `POST`.
///
/// The standard methods are read in any case (`post` is ``post``). Other methods, such as WebDAV's
/// `PROPFIND`, are accepted when written as an uppercase token, the way HTTP spells methods; any
/// other unknown word is an error, so a typo like `pots` is reported rather than sent.
///
/// ```swift
/// try HTTPMethod(parsing: "delete")     // .delete
/// try HTTPMethod(parsing: "PROPFIND")   // HTTPMethod(rawValue: "PROPFIND")
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, StringCodable, CustomStringConvertible {
    /// The method as sent on the wire, such as `"GET"`.
    public let rawValue: String

    /// A method with the given name, sent exactly as written.
    ///
    /// ```swift
    /// let purge = HTTPMethod(rawValue: "PURGE")

    /// ```
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `GET`: retrieve a resource; the method of a request written without one.
    ///
    /// ```swift
    /// HTTPRequest(method: .get, url: url)
    /// ```
    public static let get = HTTPMethod(rawValue: "GET")

    /// `POST`: submit data to a resource.
    ///
    /// ```swift
    /// HTTPRequest(method: .post, url: url)
    /// ```
    public static let post = HTTPMethod(rawValue: "POST")

    /// `PUT`: replace a resource.
    ///
    /// ```swift
    /// HTTPRequest(method: .put, url: url)
    /// ```
    public static let put = HTTPMethod(rawValue: "PUT")

    /// `PATCH`: change part of a resource.
    ///
    /// ```swift
    /// HTTPRequest(method: .patch, url: url)
    /// ```
    public static let patch = HTTPMethod(rawValue: "PATCH")

    /// `DELETE`: remove a resource.
    ///
    /// ```swift
    /// HTTPRequest(method: .delete, url: url)
    /// ```
    public static let delete = HTTPMethod(rawValue: "DELETE")

    /// `HEAD`: like `GET`, headers only.
    ///
    /// ```swift
    /// HTTPRequest(method: .head, url: url)
    /// ```
    public static let head = HTTPMethod(rawValue: "HEAD")

    /// `OPTIONS`: ask which methods a resource allows.
    ///
    /// ```swift
    /// HTTPRequest(method: .options, url: url)
    /// ```
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    /// `CONNECT`: open a tunnel.
    ///
    /// ```swift
    /// HTTPRequest(method: .connect, url: url)
    /// ```
    public static let connect = HTTPMethod(rawValue: "CONNECT")

    /// `TRACE`: echo the request back.
    ///
    /// ```swift
    /// HTTPRequest(method: .trace, url: url)
    /// ```
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// The standard methods, in the order errors list them.
    ///
    /// ```swift
    /// HTTPMethod.standard.contains(.post)   // true
    /// ```
    public static let standard: [HTTPMethod] = [.get, .post, .put, .patch, .delete, .head, .options, .connect, .trace]

    public init(parsing string: String) throws {
        let name = string.trimmingWhitespace
        if let known = Self.standard.first(where: { $0.rawValue == name.uppercased() }) {
            self = known
        } else if !name.isEmpty,
            name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "-" || $0 == "_") }),
            name.first?.isLetter == true
        {
            self = HTTPMethod(rawValue: name)
        } else {
            var error = StringCodingError.unknownName(
                string, expected: "HTTPMethod", validNames: Self.standard.map(\.rawValue))
            error.reason =
                name.isEmpty ? "expected an HTTP method" : "unknown HTTP method; other methods must be uppercase"
            throw error
        }
    }

    public var stringRepresentation: String { rawValue }
    public var description: String { rawValue }
}
