import StringCoding
import Testing

@Suite struct HTTPMethodTests {
    @Test func readsStandardMethodsInAnyCase() throws {
        #expect(try HTTPMethod(parsing: "get") == .get)
        #expect(try HTTPMethod(parsing: " Post ") == .post)
        #expect(try HTTPMethod(parsing: "OPTIONS") == .options)
        #expect(
            HTTPMethod.standard.map(\.rawValue) == [
                "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "CONNECT", "TRACE",
            ])
    }

    @Test func acceptsOtherMethodsOnlyAsUppercaseTokens() throws {
        #expect(try HTTPMethod(parsing: "PURGE") == HTTPMethod(rawValue: "PURGE"))
        #expect(try HTTPMethod(parsing: "VERSION-CONTROL").rawValue == "VERSION-CONTROL")
        #expect(
            failureDescription(parsing: "purge", as: HTTPMethod.self) == """
                cannot read "purge" as HTTPMethod: unknown HTTP method; other methods must be uppercase
                    valid values: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, CONNECT, TRACE
                """)
        #expect(
            failureDescription(parsing: "", as: HTTPMethod.self) == """
                cannot read "" as HTTPMethod: expected an HTTP method
                    valid values: GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, CONNECT, TRACE
                """)
    }

    @Test func writesTheRawValue() throws {
        #expect(HTTPMethod.delete.stringRepresentation == "DELETE")
        #expect(try roundTrips(HTTPMethod.head))
        #expect(try roundTrips(HTTPMethod(rawValue: "MKCOL")))
    }
}
