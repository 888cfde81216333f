import Foundation
import Testing

@testable import TypedConfig

/// Configuration files in property lists, read by DocumentReading's readers rather than Foundation's
/// `PropertyListSerialization` (C code that hostile input can crash).
@Suite struct PropertyListFileTests {
    /// The tree a `.plist` file reads into, or its problem.
    private func outcome(_ data: Data) -> String {
        let content = ConfigFileContent(data: data, path: "config.plist", format: .plist)
        if let problem = content.problem { return "error: \(problem)" }
        return content.root.map { dump($0) } ?? "none"
    }

    /// Keys sorted; every value as the text its type is parsed from: `true`/`false`, numbers as Swift
    /// prints them, dates in ISO 8601, data in base64. A string "null" and a key "<<" are only text.
    @Test func valuesReadAsTheirTextWithSortedKeys() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>zeta</key><string>last</string>
              <key>alpha</key><dict><key>on</key><true/><key>off</key><false/></dict>
              <key>numbers</key>
              <array>
                <integer>42</integer><integer>-5</integer><integer>18446744073709551615</integer>
                <real>1</real><real>4.5</real><real>1e20</real><real>1e-7</real>
              </array>
              <key>when</key><date>2024-01-02T03:04:05Z</date>
              <key>blob</key><data>AAEC/w==</data>
              <key>null</key><string>null</string>
              <key>&lt;&lt;</key><string>merged?</string>
            </dict>
            </plist>
            """
        #expect(
            outcome(Data(xml.utf8)) == """
                {@? "<<"@?: "merged?"@?, "alpha"@?: {@? "off"@?: "false"@?, "on"@?: "true"@?}, \
                "blob"@?: "AAEC/w=="@?, "null"@?: "null"@?, "numbers"@?: [@? "42"@?, "-5"@?, \
                "18446744073709551615"@?, "1.0"@?, "4.5"@?, "1e+20"@?, "1e-07"@?], \
                "when"@?: "2024-01-02T03:04:05Z"@?, "zeta"@?: "last"@?}
                """)
    }

    @Test func binaryAndOpenStepFilesReadToo() throws {
        let plist: [String: Any] = [
            "retries": 3, "ratio": 0.25, "verbose": true, "start": Date(timeIntervalSince1970: 1_700_000_000),
            "hosts": ["a", "b"],
        ]
        let binary = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        #expect(
            outcome(binary) == """
                {@? "hosts"@?: [@? "a"@?, "b"@?], "ratio"@?: "0.25"@?, "retries"@?: "3"@?, \
                "start"@?: "2023-11-14T22:13:20Z"@?, "verbose"@?: "true"@?}
                """)
        #expect(
            outcome(Data("{ hosts = (a, b); name = \"x y\"; }".utf8))
                == #"{@? "hosts"@?: [@? "a"@?, "b"@?], "name"@?: "x y"@?}"#)
    }

    /// Foundation's reader crashed on a binary property list holding a set, so sets used to be
    /// refused; DocumentReading reads one as a list, as AutoCoding does.
    @Test func aSetInABinaryPropertyListIsAList() throws {
        var bytes = [UInt8](
            try PropertyListSerialization.data(fromPropertyList: ["a": ["x", "y"]], format: .binary, options: 0))
        bytes[try #require(bytes.firstIndex(of: 0xA2))] = 0xC2  // the two-item array's marker, made a set's
        #expect(outcome(Data(bytes)) == #"{@? "a"@?: [@? "x"@?, "y"@?]}"#)
    }

    /// Malformed XML says where, as JSON and YAML files do; a binary file, at which byte.
    @Test func malformedXMLNamesTheLineAndColumn() {
        let xml = "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n  <key>a</key>\n</plist>"
        #expect(
            outcome(Data(xml.utf8)) == """
                error: config.plist:5:1: cannot read the file: invalid property list (a <key> must be followed by a \
                value; expected a value element, found </plist>)
                """)
        #expect(
            outcome(Data("bplist00".utf8)) == """
                error: config.plist: cannot read the file: invalid property list (at byte 8: the file is 8 bytes long, \
                too short for a binary property list (at least 41))
                """)
    }

    /// A binary property list may use one object from many places: 22 objects here, each array
    /// holding the previous one twice, stand for 2²¹ strings. Foundation's tree was walked without
    /// a count; now the values are counted as they are read.
    @Test func sharedObjectsCountEachTimeTheyAreUsed() {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = [UInt8(bytes.count)]
        bytes += [0x51, UInt8(ascii: "x")]
        for index in 1..<22 {
            offsets.append(UInt8(bytes.count))
            bytes += [0xA2, UInt8(index - 1), UInt8(index - 1)]
        }
        let tableOffset = UInt8(bytes.count)
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 22] + [0, 0, 0, 0, 0, 0, 0, 21]
        bytes += [0, 0, 0, 0, 0, 0, 0, tableOffset]
        #expect(
            outcome(Data(bytes)) == """
                error: config.plist: cannot read the file: more than 1000000 values (an object used in several \
                places counts each time)
                """)
    }

    @Test func nestingPastTheLimitIsRefused() {
        let depth = ConfigFileContent.maximumDepth
        let deep = String(repeating: "<array>", count: depth + 1) + String(repeating: "</array>", count: depth + 1)
        #expect(
            outcome(Data("<plist>\(deep)</plist>".utf8))
                == "error: config.plist:1:1800: cannot read the file: nested deeper than 256 levels")
        let justDeepEnough =
            String(repeating: "<array>", count: depth - 1) + "<string>x</string>"
            + String(repeating: "</array>", count: depth - 1)
        #expect(!outcome(Data("<plist>\(justDeepEnough)</plist>".utf8)).hasPrefix("error"))
    }
}
