import Testing

@testable import TypedConfig

/// The trees Yams and the converter make of YAML documents: texts, nulls, entry order and every
/// position.
@Suite struct YAMLTreeTests {
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
            tags:
              - 'a b'
              - ~
            """
        #expect(
            yamsOutcome(Array(text.utf8))
                == """
                {@2:1 "name"@2:1: "api"@2:7, "port"@3:1: "8080"@3:7, "database"@4:1: {@5:3 "host"@5:3: \
                "db.internal"@5:9, "replicas"@6:3: [@7:3 {@7:5 "host"@7:5: "r1"@7:11, "weight"@8:5: "2"@8:13}, \
                null@9:4, "quoted # not a comment"@10:5]}, "tags"@11:1: [@12:3 "a b"@12:5, null@13:5]}
                """)
    }

    @Test func nullsAndEmptyQuotes() {
        let text = "a:\nb: ~\nc: null\nd: Null\ne: NULL\nf: ''\ng: \"\"\nh: nul\ni: '~'\n"
        #expect(
            yamsOutcome(Array(text.utf8))
                == """
                {@1:1 "a"@1:1: null@1:3, "b"@2:1: null@2:4, "c"@3:1: null@3:4, "d"@4:1: null@4:4, \
                "e"@5:1: null@5:4, "f"@6:1: ""@6:4, "g"@7:1: ""@7:4, "h"@8:1: "nul"@8:4, "i"@9:1: "~"@9:4}
                """)
    }

    @Test func compactCollectionsInSequences() {
        let text = "- - a\n  - b\n-   k: 1\n    l:\n    - x\n- c\n"
        #expect(
            yamsOutcome(Array(text.utf8))
                == """
                [@1:1 [@1:3 "a"@1:5, "b"@2:5], {@3:5 "k"@3:5: "1"@3:8, "l"@4:5: [@5:5 "x"@5:7]}, "c"@6:3]
                """)
    }

    @Test func columnsCountUnicodeScalarsAfterBOMAndCRLF() {
        let text = "\u{FEFF}# c\r\nk: 'é' # é\r\nl:\r\n- é x😀\r\n"
        #expect(
            yamsOutcome(Array(text.utf8))
                == #"{@2:1 "k"@2:1: "\u{e9}"@2:4, "l"@3:1: [@4:1 "\u{e9} x\u{1f600}"@4:3]}"#)
    }

    @Test func emptyDocumentsHaveNoRoot() {
        for text in ["", "\n", "# only a comment", "\u{FEFF}", "  \r\n\n  # c\n"] {
            #expect(yamsOutcome(Array(text.utf8)) == "none")
        }
    }

    /// Yams refuses a value at depth 256 (the root is at 0).
    @Test func depthLimit() {
        func nested(_ levels: Int, sequences: Bool) -> String {
            (0..<levels).map { String(repeating: " ", count: $0) + (sequences ? "-" : "k:") }.joined(separator: "\n")
                + "\n" + String(repeating: " ", count: levels) + (sequences ? "- x" : "k: x") + "\n"
        }
        for sequences in [false, true] {
            // `levels` empty values and one with a scalar: the scalar is at depth `levels + 1`.
            #expect(!yamsOutcome(Array(nested(254, sequences: sequences).utf8)).hasPrefix("error:"))
            #expect(yamsOutcome(Array(nested(255, sequences: sequences).utf8)).hasPrefix("error:"))
        }
    }
}
