import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

@Suite struct XMLPropertyListWriterTests {
    func text(_ value: ArchiveValue) throws -> String {
        String(decoding: try XMLPropertyList.write(value), as: UTF8.self)
    }

    @Test func writesApplesLayout() throws {
        let value: ArchiveValue = .dictionary([
            "array": .array([.integer(1), .array([]), .dictionary([:]), .string("")]),
            "data": .data(Data(repeating: 7, count: 60)), "date": .date(Date(timeIntervalSinceReferenceDate: 12)),
            "empty": .data(Data()), "no": .bool(false), "real": .real(1.5), "text": .string("a & b < c > d \"e\" 'f'"),
            "yes": .bool(true),
        ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>array</key>
            \t<array>
            \t\t<integer>1</integer>
            \t\t<array/>
            \t\t<dict/>
            \t\t<string></string>
            \t</array>
            \t<key>data</key>
            \t<data>
            \tBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH
            \tBwcHBwcHBwcH
            \t</data>
            \t<key>date</key>
            \t<date>2001-01-01T00:00:12Z</date>
            \t<key>empty</key>
            \t<data>
            \t</data>
            \t<key>no</key>
            \t<false/>
            \t<key>real</key>
            \t<real>1.5</real>
            \t<key>text</key>
            \t<string>a &amp; b &lt; c &gt; d "e" 'f'</string>
            \t<key>yes</key>
            \t<true/>
            </dict>
            </plist>

            """
        let written = try text(value)
        #expect(written == expected, "\(written.debugDescription)")
        // Byte for byte what Foundation writes for the same (sorted) dictionary.
        let foundation = try PropertyListSerialization.data(
            fromPropertyList: foundationObject(value), format: .xml, options: 0)
        #expect(try text(value) == String(decoding: foundation, as: UTF8.self))
    }

    @Test func writesScalarsAsCoreFoundationDoes() throws {
        let body: (String) -> String = { element in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(element)
            </plist>

            """
        }
        #expect(try text(.real(.nan)) == body("<real>nan</real>"))
        #expect(try text(.real(.infinity)) == body("<real>+infinity</real>"))
        #expect(try text(.real(-.infinity)) == body("<real>-infinity</real>"))
        #expect(try text(.real(1e-7)) == body("<real>1e-07</real>"))
        #expect(try text(.real(3)) == body("<real>3.0</real>"))
        #expect(try text(.unsignedInteger(.max)) == body("<integer>18446744073709551615</integer>"))
        #expect(try text(.integer(.min)) == body("<integer>-9223372036854775808</integer>"))
        // Whole seconds, as Apple writes them and other readers read them: a fraction is dropped.
        #expect(
            try text(.date(Date(timeIntervalSinceReferenceDate: 0.5))) == body("<date>2001-01-01T00:00:00Z</date>"))
        #expect(
            try text(.date(Date(timeIntervalSinceReferenceDate: -0.25))) == body("<date>2000-12-31T23:59:59Z</date>"))
        #expect(try text(.data(Data([1, 2, 3]))) == body("<data>\nAQID\n</data>"))
        #expect(try text(.string("\r\n\t\u{7F}é")) == body("<string>&#13;\n\t&#127;é</string>"))
        #expect(try text(.uid(7)) == body("<dict>\n\t<key>CF$UID</key>\n\t<integer>7</integer>\n</dict>"))
        #expect(
            try text(.array([.uid(7)]))
                == body("<array>\n\t<dict>\n\t\t<key>CF$UID</key>\n\t\t<integer>7</integer>\n\t</dict>\n</array>"))
    }

    @Test func refusesWhatPropertyListsCannotHold() {
        let value: ArchiveValue = .dictionary(["items": .array([.integer(1), .dictionary(["gone": .null])])])
        #expect(
            errorDescription { try text(value) }
                == "Cannot write 'items[1].gone' as an XML property list: property lists have no null")
        #expect(
            errorDescription { try text(.null) }
                == "Cannot write the root as an XML property list: property lists have no null")
        #expect(
            errorDescription { try text(.array([.date(Date(timeIntervalSinceReferenceDate: .infinity))])) }
                == "Cannot write '[0]' as an XML property list: the date lies outside the years 0001 to 9999 that "
                + "XML property list readers accept; write it as a binary property list instead")
    }

    /// What XML 1.0 forbids, even as a character reference, is refused with its key path, not
    /// written as a file that only Loom reads.
    @Test func refusesWhatXMLCannotHold() {
        let suggestion = "which XML 1.0 cannot hold; write it as a binary property list or JSON instead"
        for (character, name) in [
            ("\u{1}", "U+0001"), ("\u{1F}", "U+001F"), ("\u{FFFE}", "U+FFFE"), ("\u{FFFF}", "U+FFFF"),
        ] {
            #expect(
                errorDescription { try text(.dictionary(["notes": .array([.string("a"), .string("b\(character)")])])) }
                    == "Cannot write 'notes[1]' as an XML property list: the text holds \(name), \(suggestion)")
            #expect(
                errorDescription { try text(.dictionary(["k\(character)": .integer(1)])) }
                    == "Cannot write 'k\(character)' as an XML property list: the text holds \(name), \(suggestion)")
        }
        // Date.distantPast is in the year 0, which JSON holds and XML property list readers refuse.
        #expect(
            errorDescription { try text(.dictionary(["since": .date(.distantPast)])) }
                == "Cannot write 'since' as an XML property list: the date lies outside the years 0001 to 9999 that "
                + "XML property list readers accept; write it as a binary property list or JSON instead")
        #expect(
            errorDescription { try text(.date(Date(timeIntervalSinceReferenceDate: 1e12))) }
                == "Cannot write the root as an XML property list: the date lies outside the years 0001 to 9999 "
                + "that XML property list readers accept; write it as a binary property list instead")
        #expect(throws: Never.self) { try text(.date(Date(timeIntervalSinceReferenceDate: -63_113_904_000))) }
    }

    /// Random trees read back equal, NaN aside (it is not equal to itself).
    @Test func randomTreesRoundTrip() throws {
        var trees = RandomArchiveValues(seed: 2)
        trees.includesNull = false
        trees.dates = .wholeSeconds
        trees.xmlCharactersOnly = true
        for _ in 0..<2000 {
            let tree = trees.value()
            let data = try XMLPropertyList.write(tree)
            #expect(
                try XMLPropertyList.read(data, limits: ArchiveLimits()) == tree,
                "\(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Foundation reads the files written, to the same values (but for U+FEFF at the start of a
    /// string, which Foundation on Linux drops).
    @Test func foundationReadsTheOutput() throws {
        var trees = RandomArchiveValues(seed: 12)
        trees.dates = .wholeSeconds
        trees.xmlCharactersOnly = true
        trees.includesNull = false
        for _ in 0..<400 {
            let tree = ArchiveValue.array([trees.value()])
            let object = try PropertyListSerialization.propertyList(from: XMLPropertyList.write(tree), format: nil)
            #expect(
                archiveValue(fromFoundation: object).map { sortedKeys($0.withoutByteOrderMarks()) }
                    == sortedKeys(tree.withoutByteOrderMarks()))
        }
    }

    @Test func writesDeepTreesWithoutRecursion() throws {
        var value = ArchiveValue.bool(true)
        for _ in 0..<3000 { value = .array([value]) }
        var limits = ArchiveLimits()
        limits.maximumDepth = 3000
        #expect(try XMLPropertyList.read(XMLPropertyList.write(value, limits: limits), limits: limits) == value)
    }
}
