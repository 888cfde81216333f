import StringCoding
import Testing

@Suite struct YAMLAnchorScannerTests {
    private func find(_ text: String) -> [Int]? {
        YAMLAnchorScanner.firstAnchorOrAlias(in: text).map { [$0.line, $0.column] }
    }

    @Test(arguments: [
        "text: Tom & Jerry",
        "text: a, &b and *c",
        "text: 'it''s &x'",
        #"text: "say \"&x\" *y""#,
        "\"*\": { textColor: red }\n'*.title': { font: bold }",
        "# &x is a comment\ntext: 1 # *y too",
        "text: |\n  - &x\n  *y\n\nnext: 2",
        "- text: >\n    &x\n  font: bold",
        "text: don't & *stop",
        #"{"a": "&x", "b": ["*y"]}"#,
        "text: a&b",
        "text: 2*3",
    ])
    func ignoresAmpersandsAndStarsThatStartNoNode(_ text: String) {
        #expect(find(text) == nil)
    }

    @Test func findsAnchorsAndAliasesWhereverANodeStarts() {
        #expect(find("a: &x 1") == [1, 4])
        #expect(find("list:\n  - &x 1") == [2, 5])
        #expect(find("- - *x") == [1, 5])
        #expect(find("a: [1, &x 2]") == [1, 8])
        #expect(find("a: [&x 2]") == [1, 5])
        #expect(find("{a: *x}") == [1, 5])
        #expect(find(#"{"a":*x}"#) == [1, 6])
        #expect(find("? &k a\n: 1") == [1, 3])
        #expect(find("a: !!str &x 1") == [1, 10])
        #expect(find("--- &x\na: 1") == [1, 5])
        #expect(find("a: |\n  text\nb: *x") == [3, 4])
        #expect(find("- text: |\n    hello\n  font: &f bold") == [3, 9])
        #expect(find("a: \"x\"\nb: 'y'\nc: *z") == [3, 4])
        #expect(find("&x") == [1, 1])
        #expect(find("é: &x 1") == [1, 4])
    }
}
