import Testing

@testable import Bindings

/// How binding errors show a model's value: one line, short, with its type.
@Suite struct BoundValueTextTests {
    private struct Opaque { var size: Int }

    @Test func stringsAreQuotedAndEscapedOnOneLine() {
        #expect(BoundValueText.shown("red") == #""red""#)
        #expect(BoundValueText.shown("a\n\"b\"\t\u{1B}") == #""a\n\"b\"\t\u{1B}""#)
        #expect(BoundValueText.shownWithType("red") == #""red" (String)"#)
    }

    @Test func longValuesAreCutAfterTheLimit() {
        let long = String(repeating: "é", count: BoundValueText.limit + 1)
        #expect(BoundValueText.shown(long) == "\"" + String(repeating: "é", count: BoundValueText.limit) + "\"…")
        let numbers = Array(0..<100)
        #expect(BoundValueText.shown(numbers) == String(numbers.description.prefix(BoundValueText.limit)) + "…")
    }

    @Test func otherValuesShowAsSwiftDescribesThemOnOneLine() {
        #expect(BoundValueText.shownWithType(300) == "300 (Int)")
        #expect(BoundValueText.shownWithType(2.5) == "2.5 (Double)")
        #expect(BoundValueText.shownWithType(Opaque(size: 2)) == "Opaque(size: 2) (Opaque)")
        #expect(BoundValueText.shown(Multiline()) == "one two")
    }

    private struct Multiline: CustomStringConvertible {
        var description: String { "one\ntwo" }
    }
}
