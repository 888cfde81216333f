#if canImport(CoreGraphics)
import CoreGraphics
import StringCoding
import Testing

@Suite struct CGVectorTests {
    @Test(arguments: ["0 -9.8", "0,-9.8", "{0, -9.8}"])
    func readsEveryForm(_ text: String) throws {
        #expect(try CGVector(parsing: text) == CGVector(dx: 0, dy: -9.8))
    }

    @Test func writesNSStringFromCGVectorsFormAndReadsItBack() throws {
        let vector = CGVector(dx: 3, dy: -4.5)
        #expect(vector.stringRepresentation == "{3, -4.5}")
        #expect(try CGVector(parsing: vector.stringRepresentation) == vector)
    }

    @Test func namesItsComponentsInErrors() {
        let error = #expect(throws: StringCodingError.self) { try CGVector(parsing: "{}") }
        #expect(error?.reason == "expected 2 numbers (dx dy), found none")
        #expect(error?.offset == 1)
    }
}
#endif
