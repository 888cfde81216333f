import LoomTestSupport
import Testing

@testable import TypedConfig

private func read(_ bytes: [UInt8], maximumDepth: Int, maximumValues: Int) -> Result<ConfigNode?, ConfigProblem> {
    bytes.withUnsafeBytes { buffer in
        Result { () throws(ConfigProblem) in
            try JSONTreeReader.read(buffer, path: "c.json", maximumDepth: maximumDepth, maximumValues: maximumValues)
        }
    }
}

/// What reading gives, as one comparable line: the tree (see `dump`), "nil", or "line:column: reason".
private func outcome(_ bytes: [UInt8], maximumDepth: Int = 256, maximumValues: Int = 1_000_000) -> String {
    switch read(bytes, maximumDepth: maximumDepth, maximumValues: maximumValues) {
    case .success(let node): node.map { dump($0) } ?? "nil"
    case .failure(let error): "\(error.filePosition.map { "\($0.line):\($0.column)" } ?? "?"): \(error.reason ?? "")"
    }
}

private func outcome(_ text: String, maximumDepth: Int = 256, maximumValues: Int = 1_000_000) -> String {
    outcome(Array(text.utf8), maximumDepth: maximumDepth, maximumValues: maximumValues)
}

@Suite struct JSONTreeReaderTests {
    // MARK: Values

    @Test(arguments: [
        ("", "nil"), (" \n\t\r\n ", "nil"), ("\u{FEFF}", "nil"), ("\u{FEFF}  \n", "nil"),
    ])
    func nothingGivesNil(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test(arguments: [
        (#""hello""#, #""hello"@1:1"#),
        (#""""#, #"""@1:1"#),
        ("0", #""0"@1:1"#),
        ("-0", #""-0"@1:1"#),
        ("30", #""30"@1:1"#),
        ("1e5", #""1e5"@1:1"#),
        ("-0.50", #""-0.50"@1:1"#),
        ("1E+2", #""1E+2"@1:1"#),
        ("2.5e-3", #""2.5e-3"@1:1"#),
        ("123456789012345678901234567890", #""123456789012345678901234567890"@1:1"#),
        ("true", #""true"@1:1"#),
        ("false", #""false"@1:1"#),
        ("null", "null@1:1"),
        ("  \n  42  \n", #""42"@2:3"#),
    ])
    func scalarsKeepTheirText(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test func quotedAndBareNumbersAreTheSameScalar() {
        #expect(outcome(#"["30", 30]"#) == #"[@1:1 "30"@1:2, "30"@1:8]"#)
    }

    @Test func nestedDocument() {
        let text = """
            {
                "name": "api",
                "port": 8080,
                "tls": {"enabled": true, "ciphers": ["a", "b"]},
                "empty": {}, "none": [], "nothing": null,
                "matrix": [[1, 2], [], [{}]]
            }
            """
        #expect(
            outcome(text)
                == #"{@1:1 "name"@2:5: "api"@2:13, "port"@3:5: "8080"@3:13, "tls"@4:5: {@4:12 "enabled"@4:13: "#
                + #""true"@4:24, "ciphers"@4:30: [@4:41 "a"@4:42, "b"@4:47]}, "empty"@5:5: {@5:14}, "none"@5:18: "#
                + #"[@5:26], "nothing"@5:30: null@5:41, "matrix"@6:5: [@6:15 [@6:16 "1"@6:17, "2"@6:20], [@6:24], "#
                + #"[@6:28 {@6:29}]]}"#)
    }

    @Test func duplicateKeysAreKeptInOrder() {
        #expect(
            outcome(#"{"a": 1, "b": 2, "a": 3}"#) == #"{@1:1 "a"@1:2: "1"@1:7, "b"@1:10: "2"@1:15, "a"@1:18: "3"@1:23}"#
        )
    }

    @Test func emptyContainersAndEmptyKeys() {
        #expect(outcome("[ \n ]") == "[@1:1]")
        #expect(outcome("{\r\n\t}") == "{@1:1}")
        #expect(outcome(#"{"": {"": ""}}"#) == #"{@1:1 ""@1:2: {@1:6 ""@1:7: ""@1:11}}"#)
    }

    @Test func minimalWhitespace() {
        #expect(
            outcome(#"{"a":[1,{"b":null}],"c":"d"}"#)
                == #"{@1:1 "a"@1:2: [@1:6 "1"@1:7, {@1:9 "b"@1:10: null@1:14}], "c"@1:21: "d"@1:25}"#)
    }

    // MARK: Strings

    @Test(arguments: [
        (#""a\"b\\c\/d""#, #""a\"b\\c/d"@1:1"#),
        (#""\b\f\n\r\t""#, #""\u{8}\u{c}\u{a}\u{d}\u{9}"@1:1"#),
        (#""\u0041\u00e9\u00E9\u65e5""#, #""Aéé日"@1:1"#),
        (#""\u0000""#, #""\u{0}"@1:1"#),
        (#""\uD83D\uDE00 \ud83d\ude00""#, #""😀 😀"@1:1"#),
        (#""\uDBFF\uDFFF""#, "\"\u{10FFFF}\"@1:1"),
        (#""x\u2028y""#, "\"x\u{2028}y\"@1:1"),
        (#""plain é 日本 😀 \u0021""#, #""plain é 日本 😀 !"@1:1"#),
        ("\"\u{7F}\"", "\"\u{7F}\"@1:1"),
    ])
    func stringEscapes(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test(arguments: [
        (#""\x""#, #"1:3: expected '"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\' in a string, found 'x'"#),
        (#""\'""#, #"1:3: expected '"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\' in a string, found "'""#),
        (
            #""\"#,
            #"1:3: expected '"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\' in a string, found the end of the input"#
        ),
        (#""\u12G4""#, #"1:6: expected four hexadecimal digits after '\u', found 'G4'"#),
        (#""\u12""#, #"1:6: expected four hexadecimal digits after '\u', found '"'"#),
        (#""\u"#, #"1:4: expected four hexadecimal digits after '\u', found the end of the input"#),
        (
            #""\uD83D""#,
            #"1:8: expected a low surrogate ('\uDC00' to '\uDFFF') after the high surrogate '\uD83D', found '"'"#
        ),
        (
            #""\uD83Dx""#,
            #"1:8: expected a low surrogate ('\uDC00' to '\uDFFF') after the high surrogate '\uD83D', found 'x'"#
        ),
        (
            #""\ud83d\n""#,
            #"1:8: expected a low surrogate ('\uDC00' to '\uDFFF') after the high surrogate '\ud83d', found '\'"#
        ),
        (
            #""\uD83D\u0041""#,
            #"1:8: expected a low surrogate ('\uDC00' to '\uDFFF') after the high surrogate '\uD83D', found '\u0041'"#
        ),
        (
            #""\uD83D\uD83D""#,
            #"1:8: expected a low surrogate ('\uDC00' to '\uDFFF') after the high surrogate '\uD83D', found '\uD83D'"#
        ),
        (#""\uD83D\uZ""#, #"1:10: expected four hexadecimal digits after '\u', found 'Z'"#),
        (
            #""\uD83D"#,
            "1:8: expected a low surrogate ('\\uDC00' to '\\uDFFF') after the high surrogate '\\uD83D', found the end of the input"
        ),
        (#""ab\uDE00""#, #"1:4: expected a Unicode scalar value, found the unpaired low surrogate '\uDE00'"#),
        (#""abc"#, #"1:5: expected '"' to close the string, found the end of the input"#),
        (#""a\n"#, #"1:5: expected '"' to close the string, found the end of the input"#),
        ("\"ab\ncd\"", #"1:4: expected '"' to close the string (or the escape '\n'), found a line break"#),
        ("\"ab\r\ncd\"", #"1:4: expected '"' to close the string (or the escape '\r'), found a carriage return"#),
        ("\"a\tb\"", #"1:3: expected the escape '\t' for a tab in a string, found a tab"#),
        (
            "\"a\u{1}b\"",
            #"1:3: expected the escape '\u0001' for a control character in a string, found the control character U+0001"#
        ),
        (
            "\"a\u{1B}b\"",
            #"1:3: expected the escape '\u001B' for a control character in a string, found the control character U+001B"#
        ),
        ("\"é\\q\"", #"1:4: expected '"', '\', '/', 'b', 'f', 'n', 'r', 't' or 'u' after '\' in a string, found 'q'"#),
        (
            "\"\\né\u{0}\"",
            #"1:5: expected the escape '\u0000' for a control character in a string, found the control character U+0000"#
        ),
    ])
    func malformedStrings(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test(arguments: [
        ([0xFF], "1:3: expected valid UTF-8 in a string, found the byte 0xFF"),
        ([0xC3], "1:3: expected valid UTF-8 in a string, found the byte 0xC3"),
        ([0xC3, 0x41], "1:3: expected valid UTF-8 in a string, found the byte 0xC3"),
        ([0xC0, 0x80], "1:3: expected valid UTF-8 in a string, found the byte 0xC0"),
        ([0xE0, 0x80, 0x80], "1:3: expected valid UTF-8 in a string, found the byte 0xE0"),
        ([0xED, 0xA0, 0x80], "1:3: expected valid UTF-8 in a string, found the byte 0xED"),
        ([0xF4, 0x90, 0x80, 0x80], "1:3: expected valid UTF-8 in a string, found the byte 0xF4"),
        ([0xF5, 0x80, 0x80, 0x80], "1:3: expected valid UTF-8 in a string, found the byte 0xF5"),
        ([0x80], "1:3: expected valid UTF-8 in a string, found the byte 0x80"),
        ([0xE2, 0x82], "1:3: expected valid UTF-8 in a string, found the byte 0xE2"),
        ([0xC3, 0xA9, 0xFF], "1:4: expected valid UTF-8 in a string, found the byte 0xFF"),
    ])
    func invalidUTF8InStrings(inner: [UInt8], expected: String) {
        // [" + inner + "]
        #expect(outcome([0x5B, 0x22] + inner + [0x22, 0x5D]) == expected)
    }

    @Test func validUTF8AtEveryLength() {
        // U+0080, U+07FF, U+0800, U+FFFF, U+10000, U+10FFFF: the edges of each sequence length.
        let text = "[\"\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\", 1]"
        #expect(outcome(text) == "[@1:1 \"\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}\"@1:2, \"1\"@1:12]")
    }

    // MARK: Positions

    @Test func columnsCountUnicodeScalars() {
        let text = "{\"é\": \"日本語\", \"k😀\": [1, \"x\"],\n \"ü\": true}"
        #expect(
            outcome(text)
                == #"{@1:1 "é"@1:2: "日本語"@1:7, "k😀"@1:14: [@1:20 "1"@1:21, "x"@1:24], "ü"@2:2: "true"@2:7}"#)
    }

    @Test func columnAfterNonASCIIOnAMinifiedLine() {
        let keys = (0..<200).map { "\"ключ\($0)\":\"значение\"" }.joined(separator: ",")
        let text = "{" + keys + ",\"last\":1}"
        let column = text.unicodeScalars.count - #""last":1}"#.count + 1
        #expect(outcome(text).hasSuffix(#""last"@1:\#(column): "1"@1:\#(column + 7)}"#))
    }

    @Test func errorColumnsCountUnicodeScalars() {
        #expect(outcome("[\"日本\" 1]") == "1:7: expected ',' or ']' after a value in an array, found '1'")
        #expect(outcome("[\"日本\",\n\"é\" x]") == "2:5: expected ',' or ']' after a value in an array, found 'x'")
    }

    @Test func crlfIsOneLineEndingAndALoneCRIsNot() {
        #expect(outcome("{\r\n  \"a\": 1,\r\n\r\n  \"b\": 2\r\n}\r\n") == #"{@1:1 "a"@2:3: "1"@2:8, "b"@4:3: "2"@4:8}"#)
        #expect(outcome("[1,\r2]") == #"[@1:1 "1"@1:2, "2"@1:5]"#)
        #expect(outcome("[1,\n\r2]") == #"[@1:1 "1"@1:2, "2"@2:2]"#)
    }

    @Test func byteOrderMarkIsSkipped() {
        #expect(outcome("\u{FEFF}{\"a\": 1}") == #"{@1:1 "a"@1:2: "1"@1:7}"#)
        #expect(outcome("\u{FEFF}\n [true]") == #"[@2:2 "true"@2:3]"#)
        #expect(outcome("\u{FEFF}x") == "1:1: expected a value, found 'x'")
        #expect(outcome("[1, \u{FEFF}2]") == "1:5: expected a value after ',' in an array, found U+FEFF")
        #expect(outcome("\u{FEFF}\u{FEFF}1") == "1:1: expected a value, found U+FEFF")
    }

    // MARK: Malformed structure

    @Test(arguments: [
        ("]", "1:1: expected a value, found ']'"),
        ("}", "1:1: expected a value, found '}'"),
        (":", "1:1: expected a value, found ':'"),
        ("'a'", #"1:1: expected a value, found "'""#),
        ("yes", "1:1: expected a value, found 'yes'"),
        ("undefined", "1:1: expected a value, found 'undefined'"),
        ("abcdefghijklmnopqrstuvwxyz", "1:1: expected a value, found 'abcdefghijklmnopqrstuvwx…'"),
        ("tru", "1:1: expected a value, found 'tru'"),
        ("truex", "1:1: expected a value, found 'truex'"),
        ("True", "1:1: expected a value, found 'True'"),
        ("nul", "1:1: expected a value, found 'nul'"),
        ("fals", "1:1: expected a value, found 'fals'"),
        ("nulll", "1:1: expected a value, found 'nulll'"),
        ("\u{1}", "1:1: expected a value, found the control character U+0001"),
        ("\u{7F}", "1:1: expected a value, found the control character U+007F"),
        ("é", "1:1: expected a value, found 'é' (U+00E9)"),
        ("\u{A0}1", "1:1: expected a value, found U+00A0"),
        ("\u{202E}", "1:1: expected a value, found U+202E"),
        ("1 2", "1:3: expected the end of the input after the document, found '2'"),
        ("{} {}", "1:4: expected the end of the input after the document, found '{'"),
        ("[]]", "1:3: expected the end of the input after the document, found ']'"),
        ("null,", "1:5: expected the end of the input after the document, found ','"),
        ("\"a\"\n\nx", "3:1: expected the end of the input after the document, found 'x'"),
        ("true-", "1:5: expected the end of the input after the document, found '-'"),
        ("{", "1:2: expected a string key or '}', found the end of the input"),
        ("{,}", "1:2: expected a string key or '}', found ','"),
        ("{a: 1}", "1:2: expected a string key or '}', found 'a'"),
        ("{'a': 1}", #"1:2: expected a string key or '}', found "'""#),
        ("{1: 1}", "1:2: expected a string key or '}', found '1'"),
        (#"{"a"}"#, "1:5: expected ':' after an object key, found '}'"),
        (#"{"a" 1}"#, "1:6: expected ':' after an object key, found '1'"),
        (#"{"a" = 1}"#, "1:6: expected ':' after an object key, found '='"),
        (#"{"a""#, "1:5: expected ':' after an object key, found the end of the input"),
        (#"{"a":}"#, "1:6: expected a value after ':' in an object, found '}'"),
        (#"{"a":"#, "1:6: expected a value after ':' in an object, found the end of the input"),
        (#"{"a": 1 "b": 2}"#, #"1:9: expected ',' or '}' after a value in an object, found '"'"#),
        (#"{"a": 1]"#, "1:8: expected ',' or '}' after a value in an object, found ']'"),
        (#"{"a": 1"#, "1:8: expected ',' or '}' after a value in an object, found the end of the input"),
        (#"{"a": 1;"#, "1:8: expected ',' or '}' after a value in an object, found ';'"),
        (#"{"a": 1,}"#, "1:9: expected a string key after ',' in an object, found '}'"),
        (#"{"a": 1,,"#, "1:9: expected a string key after ',' in an object, found ','"),
        (#"{"a": 1, b: 2}"#, "1:10: expected a string key after ',' in an object, found 'b'"),
        ("[", "1:2: expected a value or ']', found the end of the input"),
        ("[,1]", "1:2: expected a value or ']', found ','"),
        ("[}", "1:2: expected a value or ']', found '}'"),
        ("[1", "1:3: expected ',' or ']' after a value in an array, found the end of the input"),
        ("[1}", "1:3: expected ',' or ']' after a value in an array, found '}'"),
        ("[1 2]", "1:4: expected ',' or ']' after a value in an array, found '2'"),
        ("[1,]", "1:4: expected a value after ',' in an array, found ']'"),
        ("[1,,2]", "1:4: expected a value after ',' in an array, found ','"),
        ("[1,", "1:4: expected a value after ',' in an array, found the end of the input"),
        ("[\n  1,\n  ]", "3:3: expected a value after ',' in an array, found ']'"),
        ("[1] // comment", "1:5: expected the end of the input after the document, found '/'"),
        ("/* c */ 1", "1:1: expected a value, found '/'"),
        ("[1]\u{0}", "1:4: expected the end of the input after the document, found the control character U+0000"),
        ("[1\u{0B}]", "1:3: expected ',' or ']' after a value in an array, found the control character U+000B"),
        ("[1\u{0C}]", "1:3: expected ',' or ']' after a value in an array, found the control character U+000C"),
        ("[\u{A0}1]", "1:2: expected a value or ']', found U+00A0"),
        ("[\u{2003}1]", "1:2: expected a value or ']', found U+2003"),
        ("[\u{3000}1]", "1:2: expected a value or ']', found U+3000"),
    ])
    func malformedStructure(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    @Test(arguments: [
        ("01", "1:2: expected '.', 'e' or the end of the number after a leading '0', found '1'"),
        ("-01", "1:3: expected '.', 'e' or the end of the number after a leading '0', found '1'"),
        ("[00]", "1:3: expected '.', 'e' or the end of the number after a leading '0', found '0'"),
        ("1.", "1:3: expected a digit after '.' in a number, found the end of the input"),
        ("[1.]", "1:4: expected a digit after '.' in a number, found ']'"),
        ("1.e5", "1:3: expected a digit after '.' in a number, found 'e5'"),
        ("1..2", "1:3: expected a digit after '.' in a number, found '.'"),
        (".5", "1:1: expected a value, found '.'"),
        ("+1", "1:1: expected a value, found '+'"),
        ("-", "1:2: expected a digit after '-', found the end of the input"),
        ("- 1", "1:2: expected a digit after '-', found a space"),
        ("--1", "1:2: expected a digit after '-', found '-'"),
        ("-.5", "1:2: expected a digit after '-', found '.'"),
        ("NaN", "1:1: expected a value, found 'NaN'"),
        ("Infinity", "1:1: expected a value, found 'Infinity'"),
        ("-Infinity", "1:2: expected a digit after '-', found 'Infinity'"),
        ("1e", "1:3: expected a digit in the exponent of a number, found the end of the input"),
        ("1e+", "1:4: expected a digit in the exponent of a number, found the end of the input"),
        ("1E-x", "1:4: expected a digit in the exponent of a number, found 'x'"),
        ("[1e]", "1:4: expected a digit in the exponent of a number, found ']'"),
        ("1.5.3", "1:4: expected the end of the input after the document, found '.'"),
        ("0x10", "1:2: expected the end of the input after the document, found 'x10'"),
        ("12abc", "1:3: expected the end of the input after the document, found 'abc'"),
        ("1_000", "1:2: expected the end of the input after the document, found '_000'"),
        ("[1,000]", "1:5: expected '.', 'e' or the end of the number after a leading '0', found '00'"),
    ])
    func malformedNumbers(text: String, expected: String) {
        #expect(outcome(text) == expected)
    }

    // MARK: Limits

    @Test func depthLimitCountsTheRootAsLevelOne() {
        #expect(outcome("1", maximumDepth: 1) == #""1"@1:1"#)
        #expect(outcome("[]", maximumDepth: 1) == "[@1:1]")
        #expect(outcome("[1]", maximumDepth: 1) == "1:2: nested deeper than 1 levels")
        #expect(outcome("[[]]", maximumDepth: 2) == "[@1:1 [@1:2]]")
        #expect(outcome(#"{"a": [{}]}"#, maximumDepth: 3) == #"{@1:1 "a"@1:2: [@1:7 {@1:8}]}"#)
        #expect(outcome(#"{"a": [{"b": 1}]}"#, maximumDepth: 3) == "1:14: nested deeper than 3 levels")
        #expect(outcome("1", maximumDepth: 0) == "1:1: nested deeper than 0 levels")
    }

    @Test func depthLimitAtTheDefault() {
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(outcome(deepest).hasPrefix("[@1:1 [@1:2 [@1:3"))
        let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        #expect(outcome(tooDeep) == "1:257: nested deeper than 256 levels")
    }

    @Test func deepInputNeitherRecursesNorOverflows() {
        let open = String(repeating: "[", count: 200_000)
        #expect(outcome(open) == "1:257: nested deeper than 256 levels")
        #expect(outcome(open, maximumDepth: .max) == "1:200001: expected a value or ']', found the end of the input")
        let objects = String(repeating: #"{"a":"#, count: 100_000)
        #expect(
            outcome(objects, maximumDepth: .max)
                == "1:500001: expected a value after ':' in an object, found the end of the input")
        let closed = String(repeating: "[", count: 2_000) + "1" + String(repeating: "]", count: 2_000)
        #expect(
            outcome(closed, maximumDepth: .max).hasSuffix(
                #"[@1:2000 "1"@1:2001]"# + String(repeating: "]", count: 1_999)))
    }

    @Test func valueLimitCountsEveryNodeButNotKeys() {
        #expect(outcome("[1, 2]", maximumValues: 3) == #"[@1:1 "1"@1:2, "2"@1:5]"#)
        #expect(outcome("[1, 2]", maximumValues: 2) == "1:5: more than 2 values")
        #expect(outcome(#"{"a": {"b": null}}"#, maximumValues: 3) == #"{@1:1 "a"@1:2: {@1:7 "b"@1:8: null@1:13}}"#)
        #expect(outcome(#"{"a": {"b": null}}"#, maximumValues: 2) == "1:13: more than 2 values")
        #expect(outcome("1", maximumValues: 0) == "1:1: more than 0 values")
        #expect(outcome("", maximumValues: 0) == "nil")
        // A syntax error is reported as such even past the limit.
        #expect(outcome("[1, ]", maximumValues: 2) == "1:5: expected a value after ',' in an array, found ']'")
    }

    @Test func valueLimitStopsAHugeDocumentEarly() {
        let text = "[" + Array(repeating: "0", count: 300_000).joined(separator: ",") + "]"
        #expect(outcome(text, maximumValues: 1_000) == "1:2000: more than 1000 values")
    }

    // MARK: Robustness

    @Test func everyTruncationThrows() {
        let text = """
            {"name": "sérvice 😀", "n": [0, -1.5e+3, 12, true, false, null],\r
             "esc": "a\\"\\u00e9\\uD83D\\uDE00\\n", "nested": {"x": [[], {}], "y": "日本"}, "z": 10}
            """
        let bytes = Array(text.utf8)
        #expect(outcome(bytes).hasPrefix("{@1:1"))
        for length in 1..<bytes.count {
            let result = outcome(Array(bytes[..<length]))
            #expect(result.first?.isNumber == true, "prefix of \(length) bytes gave \(result)")
        }
        #expect(outcome(Array(bytes[..<0])) == "nil")
    }

    @Test func randomBytesAndMutationsNeverTrap() throws {
        var random = SeededGenerator(seed: 0x5EED_0001)
        let valid = Array(
            #"{"a": [1, -2.5e3, "x\u00e9\uD83D\uDE00", true, null], "é": {"b": false, "c": []}}"#.utf8)
        let alphabet =
            Array(#"{}[],:"\ -+.eE0123456789tfnulrsa/u"#.utf8) + [0x0A, 0x0D, 0x09, 0x00, 0xC3, 0xA9, 0xED, 0xF0, 0xFF]
        for round in 0..<3_000 {
            var bytes: [UInt8]
            if round % 3 == 0 {
                bytes = (0..<random.next(below: 40)).map { _ in alphabet[random.next(below: alphabet.count)] }
            } else {
                bytes = valid
                for _ in 0...random.next(below: 4) {
                    let index = random.next(below: bytes.count + 1)
                    switch random.next(below: 3) {
                    case 0: bytes.insert(alphabet[random.next(below: alphabet.count)], at: index)
                    case 1 where index < bytes.count: bytes.remove(at: index)
                    default:
                        if index < bytes.count { bytes[index] = UInt8(truncatingIfNeeded: random.next(below: 256)) }
                    }
                }
            }
            let lines = bytes.count(where: { $0 == 0x0A }) + 1
            if case .failure(let error) = read(bytes, maximumDepth: 8, maximumValues: 30) {
                let position = try #require(error.filePosition)
                let reason = error.reason ?? ""
                #expect(error.kind == .malformedFile && error.source?.description.hasPrefix("c.json:") == true)
                #expect(position.line >= 1 && position.line <= lines)
                #expect(position.column >= 1 && position.column <= bytes.count + 1)
                #expect(
                    reason.hasPrefix("expected ") || reason.hasPrefix("more than ") || reason.hasPrefix("nested deeper")
                )
            }
        }
    }

    @Test func randomTreesReadBackExactly() {
        var random = SeededGenerator(seed: 20_251_122)
        for _ in 0..<3_000 {
            var writer = RandomJSONWriter(random: random)
            let expected = writer.writeValue(depth: 0)
            writer.writeWhitespace()
            random = writer.random
            let text = writer.text
            #expect(outcome(text) == expected, "\(text)")
        }
    }
}

extension SeededGenerator {
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    mutating func chance(_ percent: Int) -> Bool { next(below: 100) < percent }
}

/// Writes a random JSON value with random (valid) whitespace and escapes, and returns what
/// `dump` should show for it, positions included, tracked as the text is written.
private struct RandomJSONWriter {
    var random: SeededGenerator
    var text = ""
    var line = 1
    var column = 1

    init(random: SeededGenerator) { self.random = random }

    private var here: String { "@\(line):\(column)" }

    private mutating func emit(_ piece: String) {
        for scalar in piece.unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        text += piece
    }

    mutating func writeWhitespace() {
        for _ in 0..<random.next(below: 3) {
            emit(["", " ", "  ", "\t", "\n", "\r\n", "\r", "\n    "][random.next(below: 8)])
        }
    }

    mutating func writeValue(depth: Int) -> String {
        writeWhitespace()
        let kind = depth >= 4 ? random.next(below: 5) + 2 : random.next(below: 7)
        let start = here
        switch kind {
        case 0:
            emit("{")
            var entries: [String] = []
            for index in 0..<random.next(below: 5) {
                if index > 0 { emit(",") }
                writeWhitespace()
                let key = randomString()
                let keyStart = here
                emit(encoded(key))
                writeWhitespace()
                emit(":")
                entries.append("\(quoted(key))\(keyStart): \(writeValue(depth: depth + 1))")
                writeWhitespace()
            }
            if entries.isEmpty { writeWhitespace() }
            emit("}")
            return "{\(start)\(entries.isEmpty ? "" : " ")\(entries.joined(separator: ", "))}"
        case 1:
            emit("[")
            var items: [String] = []
            for index in 0..<random.next(below: 5) {
                if index > 0 { emit(",") }
                items.append(writeValue(depth: depth + 1))
                writeWhitespace()
            }
            if items.isEmpty { writeWhitespace() }
            emit("]")
            return "[\(start)\(items.isEmpty ? "" : " ")\(items.joined(separator: ", "))]"
        case 2, 3:
            let string = randomString()
            emit(encoded(string))
            return quoted(string) + start
        case 4:
            let number = randomNumber()
            emit(number)
            return quoted(number) + start
        case 5:
            let literal = random.chance(50) ? "true" : "false"
            emit(literal)
            return quoted(literal) + start
        default:
            emit("null")
            return "null" + start
        }
    }

    private static let scalars: [Unicode.Scalar] = [
        "a", "b", "Z", "0", " ", "_", "-", "/", "'", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{C}", "\u{1F}",
        "\u{7F}", "é", "ß", "日", "\u{2028}", "\u{FEFF}", "\u{FFFF}", "😀", "\u{10FFFF}", "\u{10000}",
    ]

    private mutating func randomString() -> String {
        var string = ""
        for _ in 0..<random.next(below: 8) {
            string.unicodeScalars.append(Self.scalars[random.next(below: Self.scalars.count)])
        }
        return string
    }

    /// JSON for `string`, each scalar written raw, as a short escape or as `\u` (a surrogate pair
    /// above U+FFFF, in either case of hex), as the dice say and the grammar allows.
    private mutating func encoded(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            let short: String? =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "/": random.chance(50) ? "\\/" : nil
                case "\u{8}": "\\b"
                case "\u{C}": "\\f"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                default: nil
                }
            let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
            if let short, random.chance(70) {
                result += short
            } else if mustEscape || random.chance(20) {
                result += unicodeEscape(scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private mutating func unicodeEscape(_ value: UInt32) -> String {
        let uppercase = random.chance(50)
        func quad(_ unit: UInt32) -> String {
            let hex = String(unit, radix: 16, uppercase: uppercase)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        guard value > 0xFFFF else { return quad(value) }
        let offset = value - 0x10000
        return quad(0xD800 + (offset >> 10)) + quad(0xDC00 + (offset & 0x3FF))
    }

    private mutating func randomNumber() -> String {
        var number = random.chance(30) ? "-" : ""
        if random.chance(20) {
            number += "0"
        } else {
            number += String(random.next(below: 9) + 1)
            for _ in 0..<random.next(below: 6) { number += String(random.next(below: 10)) }
        }
        if random.chance(40) {
            number += "."
            for _ in 0...random.next(below: 4) { number += String(random.next(below: 10)) }
        }
        if random.chance(30) {
            number += ["e", "E"][random.next(below: 2)] + ["", "+", "-"][random.next(below: 3)]
            for _ in 0...random.next(below: 3) { number += String(random.next(below: 10)) }
        }
        return number
    }
}
