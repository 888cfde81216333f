import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPRequest {
    /// A `URLRequest` with this method and URL, ready for `URLSession`.
    ///
    /// ```swift
    /// let (data, _) = try await URLSession.shared.data(for: HTTPRequest(parsing: "GET https://example.com").urlRequest)
    /// ```
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        return request
    }
}
