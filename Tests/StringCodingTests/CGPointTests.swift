import Foundation
import StringCoding
import Testing

@Suite struct CGPointTests {
    @Test(arguments: ["1 2", "1,2", "1, 2", "{1,2}", "{1, 2}", "  { 1 ,  2 }  "])
    func readsEveryForm(_ text: String) throws {
        #expect(try CGPoint(parsing: text) == CGPoint(x: 1, y: 2))
    }

    @Test func readsNegativeDecimalAndExponentNumbers() throws {
        #expect(try CGPoint(parsing: "{-1.5, 2e-3}") == CGPoint(x: -1.5, y: 0.002))
    }

    @Test func writesNSStringFromCGPointsForm() {
        #expect(CGPoint(x: 1, y: 2).stringRepresentation == "{1, 2}")
        #expect(CGPoint(x: -0.5, y: 1e-9).stringRepresentation == "{-0.5, 1e-09}")
    }

    @Test(arguments: [CGPoint(x: 0, y: 0), CGPoint(x: 0.1, y: -1.0 / 3), CGPoint(x: 1e100, y: -7)])
    func roundTrips(_ point: CGPoint) throws {
        #expect(try CGPoint(parsing: point.stringRepresentation) == point)
    }

    @Test func aWrongCountIsReported() {
        let error = #expect(throws: StringCodingError.self) { try CGPoint(parsing: "1 2 3") }
        #expect(
            error?.description == """
                cannot read "1 2 3" as CGPoint at column 5: expected 2 numbers (x y), found 3
                    1 2 3
                        ^
                """)
    }

    @Test func aNonNumberIsPointedAt() {
        let error = #expect(throws: StringCodingError.self) { try CGPoint(parsing: "{1, 2px}") }
        #expect(
            error?.description == """
                cannot read "{1, 2px}" as CGPoint at column 5: "2px" is not a number
                    {1, 2px}
                        ^
                """)
    }
}
