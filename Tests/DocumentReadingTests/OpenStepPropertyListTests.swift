import Foundation
import LoomTestSupport
import Testing

@testable import DocumentReading

@Suite struct OpenStepPropertyListTests {
    func read(_ text: String, limits: ArchiveLimits = ArchiveLimits()) throws -> ArchiveValue {
        try OpenStepPropertyList.read(text.utf8Data, limits: limits)
    }

    @Test func readsEveryConstruct() throws {
        let text = """
            // A line comment
            {
                name = Ann;                       /* a block comment */
                "quoted key" = "a \\"quoted\\" value";
                single = 'it\\'s';
                path = /usr/local/bin:$PATH.d_x-y;
                list = (one, "two", (), {}, <>, );
                empty = ();
                data = <0fbd 7777
                        12 34>;
                nested = { inner = (a, b); };
                shortcut;
                "" = "";
            }
            """
        let expected: ArchiveValue = .dictionary([
            "name": .string("Ann"), "quoted key": .string("a \"quoted\" value"), "single": .string("it's"),
            "path": .string("/usr/local/bin:$PATH.d_x-y"),
            "list": .array([.string("one"), .string("two"), .array([]), .dictionary([:]), .data(Data())]),
            "empty": .array([]), "data": .data(Data([0x0F, 0xBD, 0x77, 0x77, 0x12, 0x34])),
            "nested": .dictionary(["inner": .array([.string("a"), .string("b")])]), "shortcut": .string("shortcut"),
            "": .string(""),
        ])
        let value = try read(text)
        #expect(value == expected)
        #expect(value.dictionaryKeys == expected.dictionaryKeys)
    }

    @Test func readsEveryEscape() throws {
        #expect(try read(#""\a\b\f\n\r\t\v\\\"\'\q""#) == .string("\u{7}\u{8}\u{C}\n\r\t\u{B}\\\"'q"))
        #expect(try read(#""\101\0\12\1234""#) == .string("A\u{0}\n\u{53}4"))
        // Above \377 the low eight bits count, as in Foundation: 0o501 is 0o101, 0o400 is 0, 0o723 is 0o323.
        #expect(try read(#""\501\400""#) == .string("A\u{0}"))
        #expect(try read(#""\723""#) == read(#""\323""#))
        #expect(try read(#""\341\200\376x""#.replacingOccurrences(of: "\\376x", with: "x")) == .string("Æ\u{A0}x"))
        #expect(try read(#""\U00e9\U41\UD83D\UDE00\U20ACz""#) == .string("éA😀€z"))
        #expect(try read("\"line\\\nbreak\"") == .string("line\nbreak"))
        #expect(try read("\"raw\nline é 😀\"") == .string("raw\nline é 😀"))
    }

    @Test func readsScalarsStringsFilesAndEmptyInput() throws {
        #expect(try read("hello") == .string("hello"))
        #expect(try read("  \"quoted\"  // comment") == .string("quoted"))
        #expect(try read("<00ff>") == .data(Data([0, 255])))
        #expect(try read("") == .dictionary([:]))
        #expect(try read("  /* nothing */ \n") == .dictionary([:]))
        #expect(
            try read("a = b;\n\"c\" = (d);\ne;")
                == .dictionary(["a": .string("b"), "c": .array([.string("d")]), "e": .string("e")]))
        #expect(try read("{a = 1; a = 2; b = 3;}") == .dictionary(["a": .string("2"), "b": .string("3")]))
    }

    @Test func readsEncodings() throws {
        let text = "{ k = \"é😀\"; }"
        let expected: ArchiveValue = .dictionary(["k": .string("é😀")])
        #expect(
            try OpenStepPropertyList.read(Data([0xEF, 0xBB, 0xBF]) + text.utf8Data, limits: ArchiveLimits()) == expected
        )
        var bigEndian = Data([0xFE, 0xFF])
        var littleEndian = Data([0xFF, 0xFE])
        for unit in text.utf16 {
            bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
            littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        #expect(try OpenStepPropertyList.read(bigEndian, limits: ArchiveLimits()) == expected)
        #expect(try OpenStepPropertyList.read(littleEndian, limits: ArchiveLimits()) == expected)
        #expect(
            errorDescription { try OpenStepPropertyList.read(littleEndian.dropLast(), limits: ArchiveLimits()) }
                == "Malformed OpenStep property list at line 1, column 13: expected UTF-16 text, found a final odd byte"
        )
    }

    @Test(arguments: [
        ("{a = b}", "line 1, column 7: expected ';' after the value of \"a\" in a dictionary, found '}'"),
        ("{a = b;", "line 1, column 8: expected a string key or '}' in a dictionary, found the end of the input"),
        ("{a b;}", "line 1, column 4: expected '=' or ';' after the key \"a\" in a dictionary, found 'b'"),
        ("{a = ;}", "line 1, column 6: expected a value after '=' in a dictionary, found ';'"),
        ("{(a) = b;}", "line 1, column 2: expected a string key or '}' in a dictionary, found '('"),
        ("(a, , b)", "line 1, column 5: expected a value or ')' after ',' in an array, found ','"),
        ("(a b)", "line 1, column 4: expected ',' or ')' after a value in an array, found 'b'"),
        ("(", "line 1, column 2: expected a value or ')' in an array, found the end of the input"),
        ("(a,", "line 1, column 4: expected a value or ')' after ',' in an array, found the end of the input"),
        ("{a = b;} x", "line 1, column 10: expected the end of the input after the property list, found 'x'"),
        ("a = b; }", "line 1, column 8: expected a string key or the end of the input in a dictionary, found '}'"),
        (
            "a = b",
            "line 1, column 6: expected ';' after the value of \"a\" in a dictionary, found the end of the input"
        ),
        ("a b", "line 1, column 3: expected '=' or ';' after the key \"a\" in a dictionary, found 'b'"),
        ("=", "line 1, column 1: expected a value, found '='"),
        ("b+c", "line 1, column 2: expected '=' or ';' after the key \"b\" in a dictionary, found '+'"),
        ("\"abc", "line 1, column 1: expected '\"' to end the string that starts here, found the end of the input"),
        ("'abc", "line 1, column 1: expected \"'\" to end the string that starts here, found the end of the input"),
        ("\"a\\", "line 1, column 4: expected a character after '\\', found the end of the input"),
        // \777 is 0o377 once cut to a byte, as Foundation reads it: a byte without a NeXTSTEP character.
        (
            #""\777""#,
            #"line 1, column 2: expected an octal escape of a NeXTSTEP character, found \777, which has none"#
        ),
        (
            #""\376""#,
            #"line 1, column 2: expected an octal escape of a NeXTSTEP character, found \376, which has none"#
        ),
        (#""\Uxyz""#, #"line 1, column 4: expected hex digits after '\U', found 'x'"#),
        (#""\UDC00""#, #"line 1, column 2: expected a character escape, found the lone low surrogate \UDC00"#),
        (
            #""\UD800x""#,
            #"line 1, column 2: expected a low surrogate escape (\UDC00 to \UDFFF) after the high surrogate \UD800, found 'x'"#
        ),
        ("<0f1>", "line 1, column 5: expected a second hex digit in data (digits come in pairs), found '>'"),
        ("<0f 1 2>", "line 1, column 6: expected a second hex digit in data (digits come in pairs), found ' '"),
        ("<0fzz>", "line 1, column 4: expected hex digits or '>' in data, found 'z'"),
        ("<0f", "line 1, column 1: expected '>' to end the data that starts here, found the end of the input"),
        (
            "{\n  a = (\n    b,\n    c\n  )\n}",
            "line 6, column 1: expected ';' after the value of \"a\" in a dictionary, found '}'"
        ),
        ("{ é = b; }", "line 1, column 3: expected a string key or '}' in a dictionary, found 'é'"),
    ])
    func reportsMalformedInput(text: String, message: String) {
        #expect(errorDescription { try read(text) } == "Malformed OpenStep property list at \(message)")
    }

    @Test func rejectsIllFormedUTF8() {
        #expect(
            errorDescription { try OpenStepPropertyList.read(Data([0x22, 0x61, 0xFF, 0x22]), limits: ArchiveLimits()) }
                == "Malformed OpenStep property list at line 1, column 3: expected UTF-8 text, found the byte 0xFF, which is not UTF-8"
        )
    }

    @Test func everyTruncationThrows() throws {
        let text =
            "{\n\ta = b;\n\t\"c d\" = (e, 'f\\n', <0a0b>, {g = h;},);\n\ti;\n\t/* comment */ j = \"k\\U00e9\";\n}"
        let bytes = Array(text.utf8)
        _ = try OpenStepPropertyList.read(Data(bytes), limits: ArchiveLimits())
        // The empty document is an empty strings file.
        DamagedDocuments.expectEveryTruncationThrows(bytes, shortest: 1) {
            try OpenStepPropertyList.read($0, limits: ArchiveLimits())
        }
    }

    @Test func randomMutationsThrowOrRead() {
        let document = Array("{ a = (b, \"c\\n\\101\", <0a0b>, {d = e;},); f; /* g */ h = 'i'; }".utf8)
        let replacements = Array("{}();=,<>\"'\\/*aU0 \n".utf8)
        DamagedDocuments.expectRandomEditsReadOrThrow(document, replacements: replacements, seed: 13) {
            try OpenStepPropertyList.read($0, limits: ArchiveLimits())
        }
    }

    @Test func deepNestingThrowsTooDeep() throws {
        #expect(
            errorDescription { try read(String(repeating: "(", count: 100_000)) }
                == "Nesting deeper than 512 levels at line 1, column 513; raise ArchiveLimits.maximumDepth to accept it"
        )
        #expect(
            errorDescription { try read(String(repeating: "{a=", count: 1000)) }
                .hasPrefix("Nesting deeper than 512 levels at line 1, column \(1 + 512 * 3);"))
        // A strings file is a dictionary: one level.
        var limits = ArchiveLimits()
        limits.maximumDepth = 1
        #expect(try read("a = b;", limits: limits) == .dictionary(["a": .string("b")]))
        #expect(throws: ArchiveError.tooDeep(limit: 1, at: .line(1, column: 5))) {
            try read("a = (b);", limits: limits)
        }
    }

    @Test func valueCountIsLimited() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 4
        #expect(try read("{a = (b, c);}", limits: limits) == .dictionary(["a": .array([.string("b"), .string("c")])]))
        #expect(throws: ArchiveError.tooManyValues(limit: 4)) { try read("(a, b, c, d)", limits: limits) }
        #expect(throws: ArchiveError.tooManyValues(limit: 4)) { try read("a; b; c; d;", limits: limits) }
    }

    @Test func recognizesTheFormatCheaply() {
        for text in [
            "{", "(a)", "\"a\" = \"b\";", "'a'", "<0f>", "  // c\n{", "/* c */ (", "key = value;", "a.b /* c */ = d;",
        ] {
            #expect(OpenStepPropertyList.looksLikeOpenStep(text.utf8Data), "\(text)")
        }
        for text in ["", "   ", "hello", "hello world = x", "[1, 2]", "123", "#x", "é = b"] {
            #expect(!OpenStepPropertyList.looksLikeOpenStep(text.utf8Data), "\(text)")
        }
        var utf16 = Data([0xFE, 0xFF])
        for unit in "{a=b;}".utf16 { utf16.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        #expect(OpenStepPropertyList.looksLikeOpenStep(utf16))
    }

    /// The reader agrees with Foundation's (CoreFoundation's) on random documents: trees of strings,
    /// data, arrays and dictionaries written in the format's every spelling.
    @Test func agreesWithFoundation() throws {
        var trees = RandomArchiveValues(seed: 17)
        trees.stringsAndDataOnly = true
        trees.stringPieces = OpenStepTestWriter.stringPieces
        var random = SeededGenerator(seed: 18)
        let writer = OpenStepTestWriter()
        for _ in 0..<300 {
            let tree = trees.value()
            let text = writer.text(for: tree, using: &random)
            let ours = try read(text)
            #expect(ours == tree, "\(text)")
            let foundation = try PropertyListSerialization.propertyList(from: text.utf8Data, format: nil)
            #expect(archiveValue(fromFoundation: foundation) == sortedKeys(ours), "\(text)")
        }
    }
}

/// Writes random OpenStep documents for the tests: quoted and unquoted strings, escapes, comments.
struct OpenStepTestWriter {
    /// What random strings are made of: characters that decide between quoted and unquoted
    /// strings, that need escapes, or that look like the format's punctuation and comments.
    static let stringPieces = [
        "a", "Z9", "_$", "/:.-", " ", "\"", "'", "\\", "\n", "\t", "é", "😀", "日本", "=", ";", "{", "//", "/*",
    ]

    func text(for value: ArchiveValue, using random: inout SeededGenerator) -> String {
        let space = [" ", "", "\n", " /* c */ ", "\t"].randomElement(using: &random) ?? " "
        switch value {
        case .string(let string): return quote(string, using: &random)
        case .data(let data):
            return "<"
                + data.map { String(format: "%02x", $0) }.joined(separator: Bool.random(using: &random) ? " " : "")
                + ">"
        case .array(let elements):
            let items = elements.map { text(for: $0, using: &random) }
            let trailing = !items.isEmpty && Bool.random(using: &random) ? "," : ""
            return "(" + space + items.joined(separator: "," + space) + trailing + ")"
        case .dictionary(let members):
            let pairs = members.map { key, member in
                quote(key, using: &random) + space + "=" + text(for: member, using: &random) + ";"
            }
            return "{" + pairs.joined(separator: space) + space + "}"
        default:
            return ""
        }
    }

    func quote(_ string: String, using random: inout SeededGenerator) -> String {
        let unquoted =
            !string.isEmpty && string.utf8.allSatisfy { OpenStepPropertyListReader.isUnquotedByte($0) }
            && !string.contains("//") && !string.contains("/*")
        if unquoted && Bool.random(using: &random) { return string }
        let quote: Character = Bool.random(using: &random) ? "\"" : "'"
        var result = String(quote)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"" where quote == "\"", "'" where quote == "'": result += "\\" + String(scalar)
            case "\n": result += Bool.random(using: &random) ? "\\n" : "\n"
            case "é": result += Bool.random(using: &random) ? "\\U00e9" : (Bool.random(using: &random) ? "\\335" : "é")
            case "😀": result += Bool.random(using: &random) ? "\\Ud83d\\Ude00" : "😀"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result.append(quote)
        return result
    }
}
