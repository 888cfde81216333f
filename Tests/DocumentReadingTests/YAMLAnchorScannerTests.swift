import DocumentReading
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
        "- |\n  *x\n- >\n  &y",
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
        #expect(find("- |\n  hello\n- *x") == [3, 3])
        #expect(find("a: \"x\"\nb: 'y'\nc: *z") == [3, 4])
        #expect(find("&x") == [1, 1])
        #expect(find("é: &x 1") == [1, 4])
    }

    private func tokens(_ text: String) -> [String] {
        var scanner = YAMLAnchorScanner(text)
        var result: [String] = []
        while let (token, mark) = scanner.next() { result.append("\(mark.line):\(mark.byteColumn) \(token)") }
        return result
    }

    @Test func reportsWhereNodesStart() {
        #expect(
            tokens("a: &b [x, 'y']\n- *b\n---\nc: |\n  t\n") == [
                "1:0 lineStart(indent: 0, isSequenceEntry: false)", "1:0 scalar", "1:1 value", #"1:3 anchor("b")"#,
                "1:6 flowStart", "1:7 scalar", "1:8 flowSeparator", "1:10 scalar", "1:13 flowEnd",
                "2:0 lineStart(indent: 0, isSequenceEntry: true)", "2:0 entry", #"2:2 alias("b")"#,
                "3:0 lineStart(indent: 0, isSequenceEntry: false)", "3:0 documentStart",
                "4:0 lineStart(indent: 0, isSequenceEntry: false)", "4:0 scalar", "4:1 value", "4:3 scalar",
            ])
    }

    @Test func linesInsideScalarsAndFlowCollectionsStartNothing() {
        #expect(
            tokens("a: \"x\n  y\"\nb: [1,\n  2]\n  # c\n") == [
                "1:0 lineStart(indent: 0, isSequenceEntry: false)", "1:0 scalar", "1:1 value", "1:3 scalar",
                "3:0 lineStart(indent: 0, isSequenceEntry: false)", "3:0 scalar", "3:1 value", "3:3 flowStart",
                "3:4 scalar", "3:5 flowSeparator", "4:2 scalar", "4:3 flowEnd",
            ])
        // Names are what libyaml reads: `*a:` is the alias `a` used as a key; `&` alone has no name.
        #expect(tokens("*a: 1").dropFirst().first == #"1:0 alias("a")"#)
        #expect(tokens("- & x").dropFirst(2).first == #"1:2 anchor("")"#)
    }
}
