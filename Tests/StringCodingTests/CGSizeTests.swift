import Foundation
import StringCoding
import Testing

@Suite struct CGSizeTests {
    @Test(arguments: ["320 480", "320,480", "320, 480", "{320,480}", "{320, 480}"])
    func readsEveryForm(_ text: String) throws {
        #expect(try CGSize(parsing: text) == CGSize(width: 320, height: 480))
    }

    @Test func writesNSStringFromCGSizesFormAndReadsItBack() throws {
        let size = CGSize(width: 0.25, height: 1e6)
        #expect(size.stringRepresentation == "{0.25, 1000000}")
        #expect(try CGSize(parsing: size.stringRepresentation) == size)
    }

    @Test func tooFewNumbersAreReported() {
        let error = #expect(throws: StringCodingError.self) { try CGSize(parsing: "320") }
        #expect(
            error?.description == """
                cannot read "320" as CGSize at column 4: expected 2 numbers (width height), found 1
                    320
                       ^
                """)
    }
}
