import Foundation
import LoomTestSupport
import OrderedCollections
import Testing

@testable import DocumentReading

@Suite struct JSONReaderTests {
    let limits = ArchiveLimits()

    func read(_ text: String, limits: ArchiveLimits = ArchiveLimits()) throws -> ArchiveValue {
        try JSONArchive.read(text.utf8Data, limits: limits)
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try read(
            #"{"s": "text", "i": -42, "u": 18446744073709551615, "r": 2.5, "t": true, "f": false, "n": null,"#
                + #" "a": [1, [], {}], "o": {"z": 1, "a": 2}}"#)
        let expected: ArchiveValue = .dictionary([
            "s": .string("text"), "i": .integer(-42), "u": .unsignedInteger(.max), "r": .real(2.5),
            "t": .bool(true), "f": .bool(false), "n": .null,
            "a": .array([.integer(1), .array([]), .dictionary([:])]),
            "o": .dictionary(["z": .integer(1), "a": .integer(2)]),
        ])
        #expect(value == expected)
        guard case .dictionary(let members) = value, case .dictionary(let inner)? = members["o"] else {
            Issue.record("not a dictionary")
            return
        }
        #expect(Array(members.keys) == ["s", "i", "u", "r", "t", "f", "n", "a", "o"])
        #expect(Array(inner.keys) == ["z", "a"])
    }

    @Test func readsScalarRootsWhitespaceAndByteOrderMark() throws {
        #expect(try read("  \t\r\n 7 \n") == .integer(7))
        #expect(try read("\"x\"") == .string("x"))
        #expect(try read("null") == .null)
        #expect(
            try JSONArchive.read(Data([0xEF, 0xBB, 0xBF]) + "[true]".utf8Data, limits: limits) == .array([.bool(true)]))
    }

    @Test func readsEveryEscape() throws {
        #expect(try read(#""\" \\ \/ \b \f \n \r \t""#) == .string("\" \\ / \u{8} \u{C} \n \r \t"))
        #expect(try read(#""\u0041\u00e9\u20AC\u0000\uD83D\uDE00""#) == .string("Aé€\u{0}😀"))
        #expect(try read(#""plain é 😀 日本""#) == .string("plain é 😀 日本"))
        #expect(try read(#""a\nb" "#) == .string("a\nb"))
    }

    @Test(arguments: [
        ("0", ArchiveValue.integer(0)), ("-0", .integer(0)), ("123", .integer(123)),
        ("9223372036854775807", .integer(.max)), ("-9223372036854775808", .integer(.min)),
        ("9223372036854775808", .unsignedInteger(1 << 63)), ("18446744073709551615", .unsignedInteger(.max)),
        ("18446744073709551616", .real(0x1p64)), ("-9223372036854775809", .real(-0x1p63)),
        ("1.5", .real(1.5)), ("-0.0", .real(-0.0)), ("1e3", .real(1000)), ("1E+3", .real(1000)), ("2e-3", .real(0.002)),
        ("0.1", .real(0.1)), ("123456789012345678901234567890", .real(123456789012345677877719597056)),
        ("1e400", .real(.infinity)), ("-1e400", .real(-.infinity)), ("1e-400", .real(0)),
        ("0.30000000000000004", .real(0.30000000000000004)), ("4.9e-324", .real(.leastNonzeroMagnitude)),
    ])
    func readsNumbers(text: String, expected: ArchiveValue) throws {
        #expect(try read(text) == expected)
    }

    @Test func negativeZeroKeepsItsSign() throws {
        guard case .real(let value) = try read("-0.0") else { return }
        #expect(value.sign == .minus)
    }

    /// Reals are exactly what `Double(String)` gives, on the fast path and off it.
    @Test func realsMatchDoubleParsing() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<3000 {
            let digits = (0..<Int.random(in: 1...25, using: &random)).map { _ in
                String(Int.random(in: 0...9, using: &random))
            }
            let integerPart = digits.first == "0" ? "0" : digits.joined()
            let fraction = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                String(Int.random(in: 0...9, using: &random))
            }
            var text = (Bool.random(using: &random) ? "-" : "") + integerPart
            if !fraction.isEmpty { text += "." + fraction.joined() }
            if Bool.random(using: &random) { text += "e\(Int.random(in: -350...350, using: &random))" }
            guard text.contains(".") || text.contains("e") else { continue }
            #expect(try read(text) == .real(Double(text) ?? .nan), "\(text)")
        }
        for _ in 0..<2000 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            #expect(try read(value.description) == .real(value))
        }
    }

    @Test(arguments: [
        ("", "Malformed JSON at line 1, column 1: expected a value, found the end of the input"),
        ("[1,]", "Malformed JSON at line 1, column 4: expected a value after ',' in an array, found ']'"),
        ("[1 2]", "Malformed JSON at line 1, column 4: expected ',' or ']' after a value in an array, found '2'"),
        (#"{"a":1x}"#, "Malformed JSON at line 1, column 7: expected ',' or '}' after a value in an object, found 'x'"),
        (#"{"a":1,}"#, "Malformed JSON at line 1, column 8: expected a string key after ',' in an object, found '}'"),
        ("{a:1}", "Malformed JSON at line 1, column 2: expected a string key or '}' in an object, found 'a'"),
        (#"{"a" 1}"#, "Malformed JSON at line 1, column 6: expected ':' after a key in an object, found '1'"),
        (#"{"a": }"#, "Malformed JSON at line 1, column 7: expected a value after ':' in an object, found '}'"),
        ("[", "Malformed JSON at line 1, column 2: expected a value or ']', found the end of the input"),
        ("{\n  \"a\": 1,\n  \"a\": 2\n}", "Malformed JSON at line 3, column 3: duplicate key \"a\" in an object"),
        ("tru", "Malformed JSON at line 1, column 1: expected a value, found 'tru'"),
        ("[nul]", "Malformed JSON at line 1, column 2: expected a value or ']', found 'nul'"),
        ("truex", "Malformed JSON at line 1, column 1: expected a value, found 'truex'"),
        ("NaN", "Malformed JSON at line 1, column 1: expected a value, found 'NaN'"),
        ("[Infinity]", "Malformed JSON at line 1, column 2: expected a value or ']', found 'Infinity'"),
        ("+1", "Malformed JSON at line 1, column 1: expected a value, found '+1'"),
        ("01", "Malformed JSON at line 1, column 1: expected a number without leading zeros, found '01'"),
        ("-", "Malformed JSON at line 1, column 2: expected a digit after '-', found the end of the input"),
        ("-a", "Malformed JSON at line 1, column 2: expected a digit after '-', found 'a'"),
        (
            "1.",
            "Malformed JSON at line 1, column 3: expected a digit after '.' in a number, found the end of the input"
        ),
        (".5", "Malformed JSON at line 1, column 1: expected a value, found '.5'"),
        (
            "1e",
            "Malformed JSON at line 1, column 3: expected a digit in the exponent of a number, found the end of the input"
        ),
        ("1e+x", "Malformed JSON at line 1, column 4: expected a digit in the exponent of a number, found 'x'"),
        ("1 2", "Malformed JSON at line 1, column 3: expected the end of the input after the value, found '2'"),
        ("[] x", "Malformed JSON at line 1, column 4: expected the end of the input after the value, found 'x'"),
        ("// c\n1", "Malformed JSON at line 1, column 1: expected a value, found '/'"),
        (
            "\"abc",
            "Malformed JSON at line 1, column 1: expected '\"' to end the string that starts here, found the end of the input"
        ),
        (
            "\"a\nb\"",
            "Malformed JSON at line 1, column 3: expected '\"' or more characters in a string (control characters must be escaped), found a line break"
        ),
        (
            "\"a\u{1}\"",
            "Malformed JSON at line 1, column 3: expected '\"' or more characters in a string (control characters must be escaped), found a control character (U+0001)"
        ),
        (
            #""\x""#,
            #"Malformed JSON at line 1, column 3: expected an escape (\" \\ \/ \b \f \n \r \t or \uXXXX) after '\', found 'x'"#
        ),
        (#""\u12G4""#, #"Malformed JSON at line 1, column 6: expected four hex digits after '\u', found 'G'"#),
        (
            #""\uDE00""#,
            #"Malformed JSON at line 1, column 2: expected a character escape, found the lone low surrogate \uDE00"#
        ),
        (
            #""\uD83D""#,
            #"Malformed JSON at line 1, column 2: expected a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate \uD83D, found '"'"#
        ),
        (
            #""\uD83D\u0041""#,
            #"Malformed JSON at line 1, column 2: expected a low surrogate escape (\uDC00 to \uDFFF) after the high surrogate \uD83D, found \u0041"#
        ),
        ("[1,\n 2,\n éx]", "Malformed JSON at line 3, column 2: expected a value after ',' in an array, found 'é'"),
        (
            "[1,\r\n 2,\r 3,\n x]",
            "Malformed JSON at line 4, column 2: expected a value after ',' in an array, found 'x'"
        ),
    ])
    func reportsMalformedInput(text: String, message: String) {
        #expect(errorDescription { try read(text) } == message)
    }

    @Test func rejectsIllFormedUTF8() {
        let cases: [([UInt8], String)] = [
            ([0x22, 0xFF, 0x22], "column 2: expected UTF-8 text in a string, found the byte 0xFF, which is not UTF-8"),
            (
                [0x22, 0xC0, 0xAF, 0x22],
                "column 2: expected UTF-8 text in a string, found the byte 0xC0, which is not UTF-8"
            ),
            (
                [0x22, 0xED, 0xA0, 0x80, 0x22],
                "column 2: expected UTF-8 text in a string, found the byte 0xED, which is not UTF-8"
            ),
            (
                [0x22, 0xE2, 0x82, 0x22],
                "column 2: expected UTF-8 text in a string, found the byte 0xE2, which is not UTF-8"
            ),
            (
                [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
                "column 2: expected UTF-8 text in a string, found the byte 0xF4, which is not UTF-8"
            ),
            (
                [0x22, 0x5C, 0x6E, 0xFE, 0x22],
                "column 4: expected UTF-8 text in a string, found the byte 0xFE, which is not UTF-8"
            ),
            ([0xFF], "column 1: expected a value, found the byte 0xFF, which is not UTF-8"),
        ]
        for (bytes, message) in cases {
            #expect(
                errorDescription { try JSONArchive.read(Data(bytes), limits: limits) }
                    == "Malformed JSON at line 1, \(message)")
        }
    }

    @Test func everyTruncationThrows() throws {
        let document =
            #"{"name": "Ann \"A\" \u00e9😀", "items": [1, -2.5e-3, true, false, null, {"k": []}], "n": 18446744073709551615}"#
        let bytes = Array(document.utf8)
        _ = try JSONArchive.read(Data(bytes), limits: limits)
        DamagedDocuments.expectEveryTruncationThrows(bytes) { try JSONArchive.read($0, limits: limits) }
    }

    @Test func randomMutationsThrowOrRead() {
        let document = Array(#"{"a": [1, 2.5, "x\u00e9\n", {"b": null, "c": [true, false]}], "d": -7e10}"#.utf8)
        let replacements = Array(#"{}[],:"\-+.eE0123456789tfnu x"#.utf8)
        DamagedDocuments.expectRandomEditsReadOrThrow(document, replacements: replacements, seed: 3) {
            try JSONArchive.read($0, limits: limits)
        }
    }

    @Test func deepNestingThrowsTooDeep() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            errorDescription { try read(deep) }
                == "Nesting deeper than 512 levels at line 1, column 513; raise ArchiveLimits.maximumDepth to accept it"
        )
        let objects = String(repeating: #"{"a":"#, count: 600)
        #expect(
            errorDescription { try read(objects) }.hasPrefix("Nesting deeper than 512 levels at line 1, column 2561;"))
    }

    @Test func nestingUpToTheLimitReads() throws {
        let limit = 2000
        let text = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var limits = ArchiveLimits()
        limits.maximumDepth = limit
        var value = try read(text, limits: limits)
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == limit)
        limits.maximumDepth = limit - 1
        #expect(throws: ArchiveError.tooDeep(limit: limit - 1, at: .line(1, column: limit))) {
            try read(text, limits: limits)
        }
    }

    @Test func valueCountIsLimited() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 5
        #expect(try read("[1, 2, [3]]", limits: limits) == .array([.integer(1), .integer(2), .array([.integer(3)])]))
        #expect(throws: ArchiveError.tooManyValues(limit: 5)) { try read("[1, 2, 3, 4, 5]", limits: limits) }
        #expect(throws: ArchiveError.tooManyValues(limit: 5)) {
            try read(#"{"a": {"b": {"c": {"d": {"e": 1}}}}}"#, limits: limits)
        }
        limits.maximumBytes = 4
        #expect(throws: ArchiveError.tooLarge(bytes: 5, limit: 4)) { try read("[1,2]", limits: limits) }
    }

    /// The reader agrees with Foundation's JSONSerialization on documents it writes.
    @Test func agreesWithFoundation() throws {
        var trees = RandomArchiveValues(seed: 11)
        trees.dates = .none
        trees.includesData = false
        trees.includesUnsigned = false
        for _ in 0..<300 {
            let tree = trees.value()
            guard case .array = tree else { continue }
            let data = try JSONSerialization.data(withJSONObject: foundationObject(tree), options: [.fragmentsAllowed])
            let read = try sortedKeys(JSONArchive.read(data, limits: limits))
            #expect(
                read == sortedKeys(tree).replacingIntegralReals(),
                "\(String(decoding: data, as: UTF8.self)) \(read) \(tree)")
        }
    }
}

extension ArchiveValue {
    /// Foundation writes whole reals without a fraction ("3" for 3.0), which read back as integers.
    func replacingIntegralReals() -> ArchiveValue {
        switch self {
        case .real(let real) where real == real.rounded() && abs(real) < 1e15:
            return real == 0 && real.sign == .minus ? self : .integer(Int64(real))
        case .null:
            return .null
        case .array(let elements):
            return .array(elements.map { $0.replacingIntegralReals() })
        case .dictionary(let members):
            return .dictionary(members.mapValues { $0.replacingIntegralReals() })
        default:
            return self
        }
    }
}
