import Foundation
import StringCoding
import Testing

@Suite struct CGRectTests {
    @Test(arguments: [
        "1 2 3 4", "1,2,3,4", "1, 2, 3, 4", "{1,2,3,4}", "{{1,2},{3,4}}", "{{1, 2}, {3, 4}}",
        "  {{ 1 , 2 } , { 3 , 4 }}  ",
    ])
    func readsEveryForm(_ text: String) throws {
        #expect(try CGRect(parsing: text) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func writesNSStringFromCGRectsForm() {
        #expect(CGRect(x: 0, y: 0, width: 320, height: 480).stringRepresentation == "{{0, 0}, {320, 480}}")
    }

    @Test func keepsANegativeSizeAsWritten() throws {
        let rect = try CGRect(parsing: "{{10, 10}, {-5, -5}}")
        #expect(rect.size == CGSize(width: -5, height: -5))
        #expect(rect.stringRepresentation == "{{10, 10}, {-5, -5}}")
    }

    @Test(arguments: [CGRect(x: 0.5, y: -1, width: 1e-3, height: 2), .zero, .null])
    func roundTrips(_ rect: CGRect) throws {
        #expect(try CGRect(parsing: rect.stringRepresentation) == rect)
    }

    @Test func aWrongCountIsReported() {
        let error = #expect(throws: StringCodingError.self) { try CGRect(parsing: "{1, 2, 3}") }
        #expect(
            error?.description == """
                cannot read "{1, 2, 3}" as CGRect at column 9: expected 4 numbers (x y width height), found 3
                    {1, 2, 3}
                            ^
                """)
    }

    @Test func aShortSizeGroupIsReported() {
        let error = #expect(throws: StringCodingError.self) { try CGRect(parsing: "{{1, 2}, {3}}") }
        #expect(
            error?.description == """
                cannot read "{{1, 2}, {3}}" as CGRect at column 12: expected 2 numbers (width height), found 1
                    {{1, 2}, {3}}
                               ^
                """)
    }

    @Test func anUnbalancedBraceIsPointedAt() {
        let error = #expect(throws: StringCodingError.self) { try CGRect(parsing: "{{1, 2}, {3, 4}") }
        #expect(
            error?.description == """
                cannot read "{{1, 2}, {3, 4}" as CGRect at column 1: unclosed "{"
                    {{1, 2}, {3, 4}
                    ^
                """)
    }
}
