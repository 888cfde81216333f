import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

@Suite struct XMLPropertyListReaderTests {
    func read(_ text: String, limits: ArchiveLimits = ArchiveLimits()) throws -> ArchiveValue {
        try XMLPropertyList.read(text.utf8Data, limits: limits)
    }

    func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
    }

    @Test func readsEveryElement() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- a comment -->
            <?processing instruction?>
            <plist version="1.0">
            <dict>
            \t<key>string</key>
            \t<string>  two  spaces\t&amp; &lt;tag&gt; &quot;q&quot; &apos;a&apos; &#65;&#x42;&#x1F600;</string>
            \t<key>empty</key>
            \t<string/>
            \t<key>cdata</key>
            \t<string>a<![CDATA[<b>&amp;]]>c</string>
            \t<key>integer</key>
            \t<integer>-42</integer>
            \t<key>hex</key>
            \t<integer>0x1F</integer>
            \t<key>unsigned</key>
            \t<integer>18446744073709551615</integer>
            \t<key>real</key>
            \t<real>2.5</real>
            \t<key>yes</key>
            \t<true/>
            \t<key>no</key>
            \t<false></false>
            \t<key>date</key>
            \t<date>2001-01-01T00:00:12Z</date>
            \t<key>data</key>
            \t<data>
            \tAAEC
            \t/w==
            \t</data>
            \t<key>array</key>
            \t<array>
            \t\t<integer>1</integer>
            \t\t<array/>
            \t\t<dict/>
            \t\t<!-- between elements -->
            \t</array>
            \t<key>reference</key>
            \t<dict>
            \t\t<key>CF$UID</key>
            \t\t<integer>3</integer>
            \t</dict>
            </dict>
            </plist>
            <!-- after -->

            """
        let expected: ArchiveValue = .dictionary([
            "string": .string("  two  spaces\t& <tag> \"q\" 'a' AB😀"), "empty": .string(""),
            "cdata": .string("a<b>&amp;c"),
            "integer": .integer(-42), "hex": .integer(31), "unsigned": .unsignedInteger(.max), "real": .real(2.5),
            "yes": .bool(true), "no": .bool(false), "date": .date(Date(timeIntervalSinceReferenceDate: 12)),
            "data": .data(Data([0, 1, 2, 255])), "array": .array([.integer(1), .array([]), .dictionary([:])]),
            "reference": .dictionary(["CF$UID": .integer(3)]),
        ])
        let value = try read(text)
        #expect(value == expected)
        guard case .dictionary(let members) = value else { return }
        #expect(Array(members.keys) == Array(expected.dictionaryKeys))
    }

    @Test func readsBareRootsAndEncodings() throws {
        #expect(try read("<string>bare</string>") == .string("bare"))
        #expect(try read("  <array><true/></array>  ") == .array([.bool(true)]))
        #expect(try read("<plist><key/></plist>".replacingOccurrences(of: "<key/>", with: "<string/>")) == .string(""))
        let text = plist("<string>é😀</string>")
        #expect(
            try XMLPropertyList.read(Data([0xEF, 0xBB, 0xBF]) + text.utf8Data, limits: ArchiveLimits()) == .string("é😀")
        )
        var bigEndian = Data([0xFE, 0xFF])
        var littleEndian = Data([0xFF, 0xFE])
        for unit in text.utf16 {
            bigEndian.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)])
            littleEndian.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        #expect(try XMLPropertyList.read(bigEndian, limits: ArchiveLimits()) == .string("é😀"))
        #expect(try XMLPropertyList.read(littleEndian, limits: ArchiveLimits()) == .string("é😀"))
        #expect(
            errorDescription {
                try XMLPropertyList.read(
                    Data([0xFE, 0xFF, 0x00, 0x3C, 0xD8, 0x00, 0x00, 0x3E]), limits: ArchiveLimits())
            }
                == "Malformed XML property list at line 1, column 2: expected UTF-16 text, found the unpaired surrogate U+D800"
        )
    }

    @Test(arguments: [
        ("0", ArchiveValue.integer(0)), ("+5", .integer(5)), ("-0", .integer(0)),
        ("9223372036854775807", .integer(.max)),
        ("-9223372036854775808", .integer(.min)), ("9223372036854775808", .unsignedInteger(1 << 63)),
        ("0xFFFFFFFFFFFFFFFF", .unsignedInteger(.max)), ("-0x10", .integer(-16)), ("0X1f", .integer(31)),
        (" 12\n", .integer(12)),
    ])
    func readsIntegers(text: String, expected: ArchiveValue) throws {
        #expect(try read(plist("<integer>\(text)</integer>")) == expected)
    }

    @Test(arguments: [
        ("1.5", 1.5), ("-0.25", -0.25), ("1e3", 1000), ("+infinity", .infinity), ("-infinity", -.infinity),
        ("inf", .infinity),
        ("-inf", -.infinity), ("0.1", 0.1), ("1e400", .infinity), ("3", 3),
    ])
    func readsReals(text: String, expected: Double) throws {
        #expect(try read(plist("<real>\(text)</real>")) == .real(expected))
    }

    @Test(arguments: [
        ("", [UInt8]()), ("AQ==", [1]), ("AQ=", [1]), ("AQ", [1]), ("AQI=", [1, 2]), ("AQI", [1, 2]),
        ("AQID", [1, 2, 3]),
        (" A Q\nI\tD\r\n ", [1, 2, 3]), ("/+8=", [0xFF, 0xEF]), ("AQ = =", [1]),
    ])
    func readsBase64(text: String, bytes: [UInt8]) throws {
        #expect(try read(plist("<data>\(text)</data>")) == .data(Data(bytes)))
    }

    @Test func skipsADoctypeWithAnInternalSubset() throws {
        let text = "<!DOCTYPE plist [ <!ENTITY x \"a > b\"> <!-- ] --> ]>\n<plist><integer>1</integer></plist>"
        #expect(try read(text) == .integer(1))
    }

    @Test func readsNaN() throws {
        guard case .real(let value) = try read(plist("<real>nan</real>")) else {
            Issue.record("not a real")
            return
        }
        #expect(value.isNaN)
    }

    @Test func aRepeatedKeyReplacesTheValueAsInCoreFoundation() throws {
        let value = try read(
            plist("<dict><key>a</key><integer>1</integer><key>b</key><true/><key>a</key><integer>2</integer></dict>"))
        #expect(value == .dictionary(["a": .integer(2), "b": .bool(true)]))
    }

    @Test(arguments: [
        ("", "line 1, column 1: expected <plist> or a value element, found the end of the input"),
        ("hello", "line 1, column 1: expected <plist> or a value element, found 'h'"),
        ("<plist/>", "line 1, column 1: expected a value element in <plist>, found <plist/>"),
        ("<plist></plist>", "line 1, column 8: expected a value element in <plist>, found </plist>"),
        ("<plist><foo/></plist>", "line 1, column 8: unknown element <foo/>"),
        ("<plist><foo>x</foo></plist>", "line 1, column 8: unknown element <foo>"),
        ("<plist><string>a</dict></plist>", "line 1, column 17: expected </string>, found </dict>"),
        ("<plist><string>a<b>c</b></string></plist>", "line 1, column 17: expected </string>, found <b>"),
        (
            "<plist><string>a</string><string>b</string></plist>",
            "line 1, column 26: expected </plist> after the value, found <string>"
        ),
        ("<plist><string>a</string>", "line 1, column 26: expected </plist>, found the end of the input"),
        (
            "<plist><string>a</string></plist>x",
            "line 1, column 34: expected the end of the input after the property list, found 'x'"
        ),
        (
            "<plist><dict><key>a</key></dict></plist>",
            "line 1, column 26: a <key> must be followed by a value; expected a value element, found </dict>"
        ),
        (
            "<plist><dict><key>a</key><key>b</key></dict></plist>",
            "line 1, column 26: a <key> must be followed by a value; expected a value element, found <key>"
        ),
        (
            "<plist><dict><string>a</string></dict></plist>",
            "line 1, column 14: expected <key> or </dict>, found <string>"
        ),
        ("<plist><dict>x</dict></plist>", "line 1, column 14: expected <key> or </dict>, found 'x'"),
        ("<plist><dict></array></plist>", "line 1, column 14: expected <key> or </dict>, found </array>"),
        (
            "<plist><array><key>k</key></array></plist>",
            "line 1, column 15: expected a value element or </array>, found <key>"
        ),
        ("<plist><array><string>a</string></dict></plist>", "line 1, column 33: expected </array>, found </dict>"),
        ("<plist><array></dict></plist>", "line 1, column 15: expected a value element or </array>, found </dict>"),
        ("<plist><plist/></plist>", "line 1, column 8: expected a value element in <plist>, found <plist/>"),
        ("<key>k</key>", "line 1, column 1: expected <plist> or a value element, found <key>"),
        ("<plist><true>x</true></plist>", "line 1, column 14: expected </true>, found 'x'"),
        (
            "<plist><integer>abc</integer></plist>",
            "line 1, column 17: expected an integer of at most 64 bits in <integer>, found 'abc'"
        ),
        (
            "<plist><integer></integer></plist>",
            "line 1, column 17: expected an integer of at most 64 bits in <integer>, found ''"
        ),
        (
            "<plist><integer>18446744073709551616</integer></plist>",
            "line 1, column 17: expected an integer of at most 64 bits in <integer>, found '18446744073709551616'"
        ),
        (
            "<plist><integer>-9223372036854775809</integer></plist>",
            "line 1, column 17: expected an integer of at most 64 bits in <integer>, found '-9223372036854775809'"
        ),
        (
            "<plist><integer>1.5</integer></plist>",
            "line 1, column 17: expected an integer of at most 64 bits in <integer>, found '1.5'"
        ),
        ("<plist><real>one</real></plist>", "line 1, column 14: expected a real number in <real>, found 'one'"),
        ("<plist><real/></plist>", "line 1, column 15: expected a real number in <real>, found ''"),
        (
            "<plist><date>2001-01-01</date></plist>",
            "line 1, column 14: expected a date (yyyy-MM-ddTHH:mm:ssZ) in <date>, found '2001-01-01'"
        ),
        ("<plist><data>AA!A</data></plist>", "line 1, column 16: expected base64 in <data>, found '!'"),
        ("<plist><data>A</data></plist>", "line 1, column 15: expected base64 in <data>, found the end of the input"),
        ("<plist><data>AA=A</data></plist>", "line 1, column 17: expected base64 in <data>, found 'A'"),
        ("<plist><string>&nbsp;</string></plist>", "line 1, column 16: unknown entity &nbsp;"),
        (
            "<plist><string>&amp</string></plist>",
            "line 1, column 16: expected ';' to end the reference &amp, found '<'"
        ),
        (
            "<plist><string>&#xD800;</string></plist>",
            "line 1, column 16: expected a Unicode scalar value in a character reference, found &#xD800;"
        ),
        (
            "<plist><string>&#x110000;</string></plist>",
            "line 1, column 16: expected a Unicode scalar value in a character reference, found &#x110000;"
        ),
        (
            "<plist><string>&#;</string></plist>",
            "line 1, column 16: expected a Unicode scalar value in a character reference, found &#;"
        ),
        (
            "<plist><string>&#12a;</string></plist>",
            "line 1, column 16: expected a Unicode scalar value in a character reference, found &#12a;"
        ),
        (
            "<plist><string>abc",
            "line 1, column 8: expected </string> to end the <string> that starts here, found the end of the input"
        ),
        (
            "<plist><string><![CDATA[abc</string></plist>",
            "line 1, column 16: expected ']]>' to end the CDATA section that starts here, found the end of the input"
        ),
        (
            "<!-- abc",
            "line 1, column 1: expected '-->' to end the comment that starts here, found the end of the input"
        ),
        (
            "<?xml version='1.0'",
            "line 1, column 1: expected '?>' to end the processing instruction that starts here, found the end of the input"
        ),
        (
            "<!DOCTYPE plist [ <!ELEMENT a> ",
            "line 1, column 1: expected '>' to end the DOCTYPE that starts here, found the end of the input"
        ),
        (
            "<plist version=1.0><true/></plist>",
            "line 1, column 16: expected a quoted attribute value in <plist>, found '1'"
        ),
        (
            "<plist version><true/></plist>",
            "line 1, column 15: expected '=' after an attribute name in <plist>, found '>'"
        ),
        (
            "<plist version=\"1.0><true/></plist>",
            "line 1, column 16: expected a closing quote for the attribute value that starts here, found the end of the input"
        ),
        ("<plist><true/></plist x>", "line 1, column 23: expected '>' to end </plist, found 'x'"),
        ("< plist>", "line 1, column 2: expected an element name after '<', found ' '"),
        ("<plist>\n  <array>\n    <strin/>\n", "line 3, column 5: unknown element <strin/>"),
    ])
    func reportsMalformedInput(text: String, message: String) {
        #expect(errorDescription { try read(text) } == "Malformed XML property list at \(message)")
    }

    @Test func rejectsIllFormedUTF8() {
        let bytes = Array("<plist><string>a".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
        #expect(
            errorDescription { try XMLPropertyList.read(Data(bytes), limits: ArchiveLimits()) }
                == "Malformed XML property list at line 1, column 17: expected UTF-8 text, found the byte 0xC3, which is not UTF-8"
        )
    }

    @Test func everyTruncationThrows() throws {
        let text = plist(
            "<dict>\n\t<key>a &amp; b</key>\n\t<array>\n\t\t<integer>1</integer>\n\t\t<real>2.5</real>\n\t\t<true/>\n"
                + "\t\t<data>AAEC</data>\n\t\t<date>2001-01-01T00:00:00Z</date>\n\t\t<string><![CDATA[x]]>é</string>\n"
                + "\t</array>\n\t<key>d</key>\n\t<dict/>\n</dict>")
        let bytes = Array(text.utf8)
        let complete = try #require(bytes.lastIndex(of: UInt8(ascii: ">"))) + 1
        let expected = try XMLPropertyList.read(Data(bytes), limits: ArchiveLimits())
        DamagedDocuments.expectEveryTruncationThrows(bytes, end: complete) {
            try XMLPropertyList.read($0, limits: ArchiveLimits())
        }
        for length in complete..<bytes.count {
            #expect(try XMLPropertyList.read(Data(bytes[0..<length]), limits: ArchiveLimits()) == expected)
        }
    }

    @Test func randomMutationsThrowOrRead() {
        let document = Array(
            plist(
                "<dict><key>a</key><array><integer>1</integer><string>x&amp;y</string><data>AAEC</data><true/></array></dict>"
            ).utf8)
        let replacements = Array("<>/!?-[]&#;=\"' xakey0".utf8)
        DamagedDocuments.expectRandomEditsReadOrThrow(document, replacements: replacements, seed: 8) {
            try XMLPropertyList.read($0, limits: ArchiveLimits())
        }
    }

    @Test func deepNestingThrowsTooDeep() {
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000)
        #expect(
            errorDescription { try read(deep) }
                == "Nesting deeper than 512 levels at line 1, column \(8 + 512 * 7); raise ArchiveLimits.maximumDepth to accept it"
        )
        let dictionaries = "<plist>" + String(repeating: "<dict><key>k</key>", count: 1000)
        #expect(
            errorDescription { try read(dictionaries) }.hasPrefix(
                "Nesting deeper than 512 levels at line 1, column \(8 + 512 * 18);"))
    }

    @Test func valueCountIsLimited() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 4
        let three = plist("<array><true/><dict><key>a</key><string/></dict></array>")
        #expect(try read(three, limits: limits) == .array([.bool(true), .dictionary(["a": .string("")])]))
        let five = plist("<array><true/><true/><true/><true/></array>")
        #expect(throws: ArchiveError.tooManyValues(limit: 4)) { try read(five, limits: limits) }
        limits.maximumBytes = 10
        #expect(throws: ArchiveError.tooLarge(bytes: 11, limit: 10)) { try read("<true/>    ", limits: limits) }
    }

    @Test func recognizesTheSignature() {
        for text in [
            "<?xml version=\"1.0\"?>", "<!DOCTYPE plist PUBLIC", "<plist>", " \n\t<plist version=\"1.0\">",
            "\u{FEFF}<plist>",
        ] {
            #expect(XMLPropertyList.hasSignature(text.utf8Data), "\(text)")
        }
        for text in ["", "<dict>", "{\"a\": 1}", "bplist00", "<!DOCTYPE html>", "x<plist>"] {
            #expect(!XMLPropertyList.hasSignature(text.utf8Data), "\(text)")
        }
        var utf16 = Data([0xFF, 0xFE])
        for unit in "<plist>".utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(XMLPropertyList.hasSignature(utf16))
    }

    /// Files that Foundation writes read back equal.
    @Test func readsWhatFoundationWrites() throws {
        var trees = RandomArchiveValues(seed: 21)
        trees.dates = .wholeSeconds
        trees.includesNull = false
        for _ in 0..<400 {
            let tree = ArchiveValue.array([trees.value()])
            let data = try PropertyListSerialization.data(
                fromPropertyList: foundationObject(tree), format: .xml, options: 0)
            #expect(try XMLPropertyList.read(data, limits: ArchiveLimits()) == sortedKeys(tree))
        }
    }
}

extension ArchiveValue {
    var dictionaryKeys: [String] {
        if case .dictionary(let members) = self { return Array(members.keys) }
        return []
    }
}
