import Foundation
import LoomTestSupport
import Testing

@testable import TypedConfig

/// Checks the reader's one promise on `bytes`: when it gives a tree, Yams and the converter give the
/// same one; when they fail, it gives up. Returns whether the reader gave a tree.
@discardableResult
private func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let simple = simpleOutcome(bytes)
    guard simple != "bail" else { return false }
    let yams = yamsOutcome(bytes)
    #expect(
        Array(simple.utf8) == Array(yams.utf8),
        "document \(quoted(String(decoding: bytes, as: UTF8.self)))", sourceLocation: sourceLocation)
    return true
}

private func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    expectAgreement(Array(text.utf8), sourceLocation: sourceLocation)
}

@Suite struct SimpleYAMLReaderTests {
    // MARK: Exact trees

    @Test func nestedMappingsAndSequences() {
        let text = """
            # service
            name: api   # trailing comment
            port: 8080
            database:
              host: db.internal
              replicas:
              - host: r1
                weight: 2
              -
              - "quoted # not a comment"
            tags: [skipped]
            """
        // The flow sequence is outside the subset.
        #expect(simpleOutcome(Array(text.utf8)) == "bail")
        let simpleText = text.replacingOccurrences(of: "tags: [skipped]", with: "tags:\n  - 'a b'\n  - ~")
        #expect(
            simpleOutcome(Array(simpleText.utf8))
                == """
                {@2:1 "name"@2:1: "api"@2:7, "port"@3:1: "8080"@3:7, "database"@4:1: {@5:3 "host"@5:3: \
                "db.internal"@5:9, "replicas"@6:3: [@7:3 {@7:5 "host"@7:5: "r1"@7:11, "weight"@8:5: "2"@8:13}, \
                null@9:4, "quoted # not a comment"@10:5]}, "tags"@11:1: [@12:3 "a b"@12:5, null@13:5]}
                """)
        #expect(expectAgreement(simpleText))
    }

    @Test func nullsAndEmptyQuotes() {
        let text = "a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: ''\ng: \"\"\nh: nul\ni: '~'\n"
        #expect(
            simpleOutcome(Array(text.utf8))
                == """
                {@1:1 "a"@1:1: null@1:3, "b"@2:1: null@2:4, "c"@3:1: null@3:4, "d"@4:1: null@4:4, \
                "e"@5:1: null@5:4, "f"@6:1: ""@6:4, "g"@7:1: ""@7:4, "h"@8:1: "nul"@8:4, "i"@9:1: "~"@9:4}
                """)
        #expect(expectAgreement(text))
    }

    @Test func compactCollectionsInSequences() {
        let text = "- - a\n  - b\n-   k: 1\n    l:\n    - x\n- c\n"
        #expect(
            simpleOutcome(Array(text.utf8))
                == """
                [@1:1 [@1:3 "a"@1:5, "b"@2:5], {@3:5 "k"@3:5: "1"@3:8, "l"@4:5: [@5:5 "x"@5:7]}, "c"@6:3]
                """)
        #expect(expectAgreement(text))
    }

    @Test func columnsCountUnicodeScalarsAfterBOMAndCRLF() {
        let text = "\u{FEFF}# c\r\nk: 'é' # é\r\nl:\r\n- é x😀\r\n"
        #expect(
            simpleOutcome(Array(text.utf8))
                == #"{@2:1 "k"@2:1: "\u{e9}"@2:4, "l"@3:1: [@4:1 "\u{e9} x\u{1f600}"@4:3]}"#)
        #expect(expectAgreement(text))
    }

    @Test func emptyDocumentsHaveNoRoot() {
        for text in ["", "\n", "# only a comment", "\u{FEFF}", "  \r\n\n  # c\n"] {
            #expect(simpleOutcome(Array(text.utf8)) == "none")
            #expect(expectAgreement(text))
        }
    }

    // MARK: Hand-written documents

    /// Documents in the subset: the reader must read them, as Yams does.
    static let simpleDocuments = [
        "a: 1\nb:\n  c: x\n  d: y\ne: z\n",
        "key:\n- a\n- b\nother: 1\n",
        "key:\n  - a\n  -\n  - c\n",
        "- a: 1\n  b: 2\n- c\n",
        "- - a\n  - b\n- c\n",
        "- - - a\n- -\n  - b\n",
        "-\n  a: 1\n-\n",
        "- \n- a\n",
        "-   a\n-  b: 1\n   c: 2\n",
        "a:\n    - x\n    - y: 1\n      z: 2\n",
        "a:\n  -\n    b: 1\n",
        "- a:\n  b: 1\n",
        "- a:\n    b: 1\n",
        "- a:\n  - x\n  b: 1\n- c\n",
        "- a:\n   b: 1\n",
        "a:\n- b\n- c:\n  - d\n",
        "a: 1 # c\n# full\n  # indented comment\n\n   \nb: 2",
        "a:   \n  b: 1\n",
        "a: # c\n  b: 1\n",
        "a: #c\nb: 1\n",
        "a:\n\n  b: 1\n",
        "  a: 1\n  b:\n   - 2\n",
        "a: 1\r\nb:\r\n  c: 2\r\n",
        "\u{FEFF}a: 1\n",
        "\u{FEFF}- a\n",
        "a: héllo wörld\nb: 中文 x\nc: 😀 y\nd: e\u{301}\ne: \u{A0}x\u{A0}\n",
        "a: \"héllo\"\nb: 'ü'\n",
        "a: -5\nb: -.inf\nc: +3\nd: .5\ne: 1e5\nf: a  b\ng: a b   # c\n",
        "a: b:c\nd: http://x.y:80/z\ne: a,b\nf: 50%\ng: u@h\nh: =x\ni: ~x\nj: x=1,y=2\n",
        "a: ---\nb: ...\nc: --\nd: -x\ne: .\n- : 1\n".replacingOccurrences(of: "- : 1\n", with: ""),
        "a: \"x\ty\"\nb: ' a '\nc: \" \"\nd: '\\'\ne: 'C:\\dir'\nf: \"it's\"\ng: 'say \"hi\"'\n",
        "a: \"x\" # c\nb: 'y'   \nc: \"#\"\nd: ': '\n",
        "1: a\n2.5: b\n_x: c\ntrue: d\nnull: e\na-b.c_d: f\n",
        "a: 1\nA: 2\n",
    ]

    @Test(arguments: simpleDocuments) func readsSimpleDocuments(_ text: String) {
        #expect(expectAgreement(text), "bailed on \(quoted(text))")
    }

    /// Documents outside the subset (valid YAML or not): the reader must give up.
    static let otherDocuments = [
        // Tabs outside quotes.
        "a:\t1\n", "a: 1\t\n", "a: 1 #\tc\n", "\ta: 1\n", "a:\n\t- x\n", "a: 1\n\t\nb: 2\n",
        // Keys.
        "\"a\": 1\n", "'a': 1\n", "<<: {}\n", "? a\n: 1\n", "a b: 1\n", "a : 1\n", "-a: 1\n", ".a: 1\n", "é: 1\n",
        "a:b: 1\n", "a/b: 1\n", "a: 1\na: 2\n", "- a: 1\n  a: 2\n", String(repeating: "k", count: 1001) + ": v\n",
        // Plain scalars.
        "a: x:\n", "a: x: y\n", "a: x#y\n", "a: -\n", "a: - b\n", "a: :x\n", "a: ?x\n", "a: @x\n", "a: %x\n",
        "a: ,x\n", "a: `x\n", "a: x!\n", "a: (x)\n", "a: x;y\n", "a: x$\n", "a: x*\n", "a: x&\n", "a: x\\y\n",
        "a: x?\n", "a: x<y\n", "a: x'\n", "a: x\"\n", "a: x\u{85}y\n", "a: x\u{2028}y\n", "a: x\u{FEFF}\n",
        // Multi-line and block scalars.
        "a: x\n  y\n", "a:\n  x\n", "-\n  x\n", "- x\n  y\n", "a: |\n  x\n", "a: >\n  x\n", "a: |-\n  x\n",
        "a: \"x\n  y\"\n", "a: 'x\n  y'\n", "a: 'x\ry'\n", "a: \"x\r\ny\"\n", "a: 'x\u{85}y'\n", "a: \"x\u{2028}y\"\n",
        // Quoting beyond the subset.
        "a: \"x\\ny\"\n", "a: 'it''s'\n", "a: ''''\n", "a: \"x\"y\n", "a: 'x'#c\n", "a: \"x\u{1}\"\n",
        // Flow collections, anchors, aliases, tags, directives, documents.
        "a: [1, 2]\n", "a: {b: 1}\n", "[1]\n", "{}\n", "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: !x 1\n",
        "%YAML 1.1\n---\na: 1\n", "---\na: 1\n", "a: 1\n...\n", "a: 1\n---\nb: 2\n", "--- a\n",
        // Root scalars.
        "hello\n", "\"hello\"\n", "~\n",
        // Indentation errors.
        "a:\n  b: 1\n c: 2\n", "a: 1\n  b: 2\n", "  a: 1\nb: 2\n", "- a\nb: 1\n", "a:\n  - x\n  b: 1\n",
        "- a\n - b\n", "k:\n- a\n  - b\n",
        // Line breaks and bytes.
        "a: x\rb: 1\n", "a: x\r", "a: x\u{0}\n", "a: x\u{7F}\n", "a: 1\n\u{FEFF}b: 2\n",
    ]

    @Test(arguments: otherDocuments) func givesUpOnOtherDocuments(_ text: String) {
        #expect(simpleOutcome(Array(text.utf8)) == "bail", "read \(quoted(text))")
    }

    @Test func givesUpOnMalformedUTF8() {
        for bytes: [UInt8] in [
            [0x61, 0x3A, 0x20, 0xC3], [0x61, 0x3A, 0x20, 0xC0, 0xAF], [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80],
            [0x61, 0x3A, 0x20, 0xF4, 0x90, 0x80, 0x80], [0x61, 0x3A, 0x20, 0x78, 0xFF], [0x61, 0x3A, 0x20, 0xC2, 0x85],
            [0x23, 0xFE, 0x0A, 0x61, 0x3A, 0x20, 0x31],
        ] {
            #expect(simpleOutcome(bytes) == "bail")
            expectAgreement(bytes)
        }
    }

    // MARK: Limits

    /// Yams refuses a value at depth 256 (the root is at 0); the reader gives up there.
    @Test func depthLimit() {
        func nested(_ levels: Int, sequences: Bool) -> String {
            (0..<levels).map { String(repeating: " ", count: $0) + (sequences ? "-" : "k:") }.joined(separator: "\n")
                + "\n" + String(repeating: " ", count: levels) + (sequences ? "- x" : "k: x") + "\n"
        }
        for sequences in [false, true] {
            // `levels` empty values and one with a scalar: the scalar is at depth `levels + 1`.
            #expect(expectAgreement(nested(254, sequences: sequences)))
            #expect(simpleOutcome(Array(nested(255, sequences: sequences).utf8)) == "bail")
            #expect(yamsOutcome(Array(nested(255, sequences: sequences).utf8)).hasPrefix("error:"))
        }
    }

    /// The converter refuses more than 1,000,000 values; 999,999 items and their sequence are fine.
    @Test func valueLimit() {
        let items: [UInt8] = (0..<999_999 * 2).map { $0 % 2 == 0 ? 0x2D : 0x0A }
        let read = items.withUnsafeBytes(SimpleYAMLReader.read)
        guard case .some(.some(.sequence(let values, _))) = read else {
            Issue.record("gave up on 999,999 items")
            return
        }
        #expect(values.count == 999_999)
        #expect(simpleOutcome(items + [0x2D, 0x0A]) == "bail")
    }

    // MARK: Random documents

    /// Random documents in the subset are read, as Yams reads them.
    @Test func randomSimpleDocuments() {
        var generator = DocumentGenerator(seed: 0x5EED_0001)
        var bailed = 0
        for _ in 0..<2_500 {
            let text = generator.document()
            if !expectAgreement(text) {
                bailed += 1
                Issue.record("bailed on \(quoted(text))")
                if bailed > 5 { return }
            }
        }
    }

    /// Random changes to simple documents: whatever the reader reads agrees with Yams.
    @Test func randomMutatedDocuments() {
        var generator = DocumentGenerator(seed: 0x5EED_0002)
        var read = 0
        var yamsErrors = 0
        for _ in 0..<4_000 {
            let bytes = generator.mutate(generator.document(maximumDepth: 3))
            if expectAgreement(bytes) {
                read += 1
            } else if yamsOutcome(bytes).hasPrefix("error:") {
                yamsErrors += 1
            }
        }
        // Enough of both kinds for the test to mean something.
        #expect(read > 400)
        #expect(yamsErrors > 400)
    }

    /// Random short texts as plain, double-quoted and single-quoted values and items, made of
    /// characters the scalar scanner treats specially.
    @Test func randomScalars() {
        var random = SeededGenerator(seed: 0x5EED_0004)
        let pieces =
            [
                "a", "1", " ", "  ", ":", "#", "-", "'", "\"", "\\", "\t", "\r", "\n", "~", ".", ",", "@", "%", "=",
                "?", "!",
            ]
            + [
                "&", "*", "[", "{", "|", ">", "`", "é", "😀", "\u{A0}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{1}",
                "\u{7F}",
            ]
        var read = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }.joined()
            for document in ["k: \(text)\n", "- \(text)\n", "k: \"\(text)\"\n", "- '\(text)'\n"] {
                if expectAgreement(document) { read += 1 }
            }
        }
        #expect(read > 1_500)
    }

    /// Random bytes from YAML's alphabet never trap the reader, and it reads only what Yams reads.
    @Test func randomBytes() {
        var random = SeededGenerator(seed: 0x5EED_0003)
        let alphabet = Array("ab1 :-#\n\"'\t\r.~".utf8) + [0xC3, 0xA9, 0xEF, 0xBB, 0xBF]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            expectAgreement(bytes)
        }
    }
}
