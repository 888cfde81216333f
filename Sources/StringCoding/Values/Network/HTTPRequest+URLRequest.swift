import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension HTTPRequest {
    /// A `URLRequest` with this method and URL, ready for `URLSession`.
    ///
    /// ```swift
    /// let request = try HTTPRequest(parsing: "DELETE https://example.com/items/1")
    /// let (data, _) = try await URLSession.shared.data(for: request.urlRequest)
    /// ```
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        return request
    }
}
