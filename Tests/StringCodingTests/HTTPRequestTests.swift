import Foundation
import StringCoding
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite struct HTTPRequestTests {
    let items = URL(string: "https://example.org/items")

    @Test func readsAMethodAndAURL() throws {
        let request = try HTTPRequest(parsing: "POST https://example.org/items")
        #expect(request.method == .post)
        #expect(request.url == items)
        #expect(try HTTPRequest(parsing: "  delete   https://example.org/items ").method == .delete)
    }

    @Test func aURLAloneIsAGet() throws {
        let request = try HTTPRequest(parsing: "https://example.org/items")
        #expect(request == HTTPRequest(method: .get, url: try #require(items)))
        #expect(try HTTPRequest(parsing: "/var/data/file").url == URL(fileURLWithPath: "/var/data/file"))
    }

    @Test func acceptsUppercaseExtensionMethods() throws {
        #expect(try HTTPRequest(parsing: "PROPFIND https://example.org/dav/").method.rawValue == "PROPFIND")
    }

    @Test func writesMethodSpaceURL() throws {
        let request = HTTPRequest(method: .patch, url: try #require(items))
        #expect(request.stringRepresentation == "PATCH https://example.org/items")
        #expect(try roundTrips(request))
        #expect(try roundTrips(HTTPRequest(url: URL(fileURLWithPath: "/tmp/a b"))))
    }

    @Test func makesAURLRequest() throws {
        let request = try HTTPRequest(parsing: "PUT https://example.org/items").urlRequest
        #expect(request.httpMethod == "PUT")
        #expect(request.url == items)
    }

    @Test func pointsAtAnUnknownMethod() {
        #expect(
            failureDescription(parsing: "pots https://example.org", as: HTTPRequest.self) == """
                cannot read "pots https://example.org" as HTTPRequest at column 1: unknown HTTP method; \
                other methods must be uppercase
                    pots https://example.org
                    ^
                    did you mean "POST"?
                    valid values: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, CONNECT, TRACE
                """)
    }

    @Test func rejectsAnEmptyRequest() {
        #expect(
            failureDescription(parsing: " ", as: HTTPRequest.self) == """
                cannot read " " as HTTPRequest: expected a URL, optionally after a method such as POST
                """)
        #expect(
            failureDescription(parsing: "post", as: HTTPRequest.self) == """
                cannot read "post" as HTTPRequest at column 5: expected a URL after "post"
                    post
                        ^
                """)
    }
}
