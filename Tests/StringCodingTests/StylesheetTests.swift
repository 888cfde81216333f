import Foundation
import KeyCoding
import StringCoding
import Testing

@Suite struct StylesheetTests {
    /// The original's Examples/UIConfig/UIConfig.json, applied to Loom stand-ins of its views.
    static let uiConfig = """
        {
            "button.title": "Foo",
            "button.highlightedTitle": "Bar",
            "button.titleColor": "white",
            "button.titleShadowColor": "black",
            "button.titleShadowOffset": "0 2",
            "button.backgroundColor": "#FF0000",

            "button.layer.cornerRadius": "10",
            "button.layer.borderColor": "black",
            "button.layer.borderWidth": "3",
            "button.layer.shadowOffset": "0 5",
            "button.layer.shadowOpacity": "0.75",
            "button.layer.shadowRadius": "5",

            "button.touchUpInside": "showAlertWithSender:event:",

            "imageView.image": "Snowman.png",
            "imageView.contentMode": "aspectFit",

            "label.text": "This label's text and appearance was set using StringCoding",
            "label.numberOfLines": "0",
            "label.lineBreakMode": "wordwrap",
            "label.textAlignment": "center",
            "label.font": "courier 11"
        }
        """

    @Test func reproducesTheOriginalUIConfigExample() throws {
        let sheet = try Stylesheet(data: Data(Self.uiConfig.utf8), source: "UIConfig.json")
        #expect(sheet.entries.count == 20)
        #expect(sheet.entries.first == Stylesheet.Entry(keyPath: "button.title", writtenValue: .quoted("Foo"), line: 2))
        let controller = ViewController()
        try StringCodingContext.$baseURL.withValue(URL(filePath: "/App/Resources/")) {
            try sheet.apply(to: controller)
        }
        let button = controller.button
        #expect(button.titles == [.normal: "Foo", .highlighted: "Bar"])
        #expect(button.titleColors == [.normal: .white])
        #expect(button.titleShadowColors == [.normal: .black])
        #expect(button.titleShadowOffset == CGSize(width: 0, height: 2))
        #expect(button.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(button.layer.cornerRadius == 10)
        #expect(button.layer.borderColor == .black)
        #expect(button.layer.borderWidth == 3)
        #expect(button.layer.shadowOffset == CGSize(width: 0, height: 5))
        #expect(button.layer.shadowOpacity == 0.75)
        #expect(button.layer.shadowRadius == 5)
        #expect(button.actions == ["touchUpInside": "showAlertWithSender:event:"])
        #expect(controller.imageView.image == URL(filePath: "/App/Resources/Snowman.png"))
        #expect(controller.imageView.contentMode == .scaleAspectFit)
        let label = controller.label
        #expect(label.text == "This label's text and appearance was set using StringCoding")
        #expect(label.numberOfLines == 0)
        #expect(label.lineBreakMode == .byWordWrapping)
        #expect(label.textAlignment == .center)
        #expect(label.font == Font(name: "courier", size: 11))
    }

    @Test func reportsEveryFailingEntryTogetherAndAppliesTheRest() throws {
        let yaml = """
            label:
              text: Hello
              textColr: red
              numberOfLines: many
            button.layer.cornerRadius: 4
            imageView.contentMode: stretch
            """
        let sheet = try Stylesheet(data: Data(yaml.utf8), source: "theme.yaml")
        let controller = ViewController()
        let error = #expect(throws: StylesheetError.self) { try sheet.apply(to: controller) }
        #expect(controller.label.text == "Hello")
        #expect(controller.button.layer.cornerRadius == 4)
        #expect(
            error?.description == """
                3 entries of theme.yaml failed:
                  line 3: "label.textColr": "red": Label has no key "textColr" in key path "label.textColr"
                  line 4: "label.numberOfLines": "many": cannot read "many" as Int for key path "label.numberOfLines" at column 1: "m" is not a decimal digit
                        many
                        ^
                  line 6: "imageView.contentMode": "stretch": cannot read "stretch" as ContentMode for key path "imageView.contentMode": unknown name
                        valid values: scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, aspectfill, aspectfit, fill, fit, scale
                """)
    }

    @Test func yamlAndJSONKeepDocumentOrderAndTurnScalarsIntoStrings() throws {
        let yaml = """
            z: 1
            a: true
            m: [1, "2, 3"]
            n: null
            nested: { inner: { deep: 0x10 } }
            """
        let sheet = try Stylesheet(data: Data(yaml.utf8))
        #expect(
            sheet.entries.map(\.description) == [
                #""z": "1""#, #""a": "true""#, #""m": "1, "2, 3"""#, #""n": null"#, #""nested.inner.deep": "0x10""#,
            ])
    }

    @Test func propertyListsAreReadWithSortedKeys() throws {
        let plist: [String: Any] = ["label": ["text": "Hi", "numberOfLines": 2], "button.layer.cornerRadius": 4.5]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: plist, format: format, options: 0)
            let sheet = try Stylesheet(data: data)
            #expect(
                sheet.entries.map(\.description) == [
                    #""button.layer.cornerRadius": "4.5""#, #""label.numberOfLines": "2""#, #""label.text": "Hi""#,
                ])
            let controller = ViewController()
            try sheet.apply(to: controller)
            #expect(controller.label.numberOfLines == 2)
        }
    }

    /// Found by Fuzz/StylesheetFuzz: swift-corelibs-foundation's PropertyListSerialization crashes (a
    /// null pointer while bridging) on a binary property list holding a set, even a well-formed one.
    /// DocumentReading's reader reads the set as a list, as AutoCoding does.
    @Test func binaryPropertyListsWithSetsReadAsLists() throws {
        // {"a": set of "x" and "y"}: header, five objects, their offsets, and the trailer.
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object: [UInt8] in [[0xD1, 1, 2], [0x51, 0x61], [0xC2, 3, 4], [0x51, 0x78], [0x51, 0x79]] {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let tableOffset = UInt8(bytes.count)
        bytes += offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 5] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, tableOffset]
        #expect(try Stylesheet(data: Data(bytes), source: "set.plist").entries.map(\.description) == [#""a": "x, y""#])
        bytes[8 + 3 + 2] = 0xA2  // the same document with an array instead
        #expect(
            try Stylesheet(data: Data(bytes), source: "array.plist").entries.map(\.description) == [#""a": "x, y""#])
    }

    /// Foundation's values were cast to `Bool` first, and an integer 1 or a real 0 casts.
    @Test func propertyListNumbersStayNumbers() throws {
        let xml = """
            <plist><dict><key>lines</key><integer>1</integer><key>alpha</key><real>0</real>\
            <key>on</key><true/><key>when</key><date>2024-01-02T03:04:05Z</date><key>blob</key><data>AAEC</data>\
            <key>list</key><array><string>a,b</string><integer>2</integer></array></dict></plist>
            """
        #expect(
            try Stylesheet(data: Data(xml.utf8)).entries.map(\.description) == [
                #""alpha": "0.0""#, #""blob": "AAEC""#, #""lines": "1""#, #""list": ""a,b", 2""#, #""on": "true""#,
                #""when": "2024-01-02T03:04:05Z""#,
            ])
    }

    @Test func malformedPropertyListsSayWhere() {
        let xml = "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n  <key>a</key>\n</plist>"
        let error = #expect(throws: StylesheetError.self) { try Stylesheet(data: Data(xml.utf8), source: "bad.plist") }
        #expect(
            error?.description == """
                cannot read stylesheet bad.plist at line 5, column 1: invalid property list (a <key> must be followed \
                by a value; expected a value element, found </plist>)
                """)
        let binary = #expect(throws: StylesheetError.self) {
            try Stylesheet(data: Data("bplist00".utf8), source: "bad.plist")
        }
        #expect(
            binary?.description == """
                cannot read stylesheet bad.plist: invalid property list (at byte 8: the file is 8 bytes long, too \
                short for a binary property list (at least 41))
                """)
        let list = #expect(throws: StylesheetError.self) {
            try Stylesheet(data: Data("<plist><array><string>a</string></array></plist>".utf8), source: "list.plist")
        }
        #expect(
            list?.description
                == "cannot read stylesheet list.plist: expected a mapping of key paths to values at the top level")
    }

    @Test func malformedDocumentsNameTheSourceLineAndColumn() {
        let json = "{\n  \"label.text\": \"Hi\",\n  \"label.font\" \"bold\"\n}"
        let error = #expect(throws: StylesheetError.self) { try Stylesheet(data: Data(json.utf8), source: "bad.json") }
        #expect(
            error?.description
                == "cannot read stylesheet bad.json at line 3, column 16: did not find expected ',' or '}'")
        let list = #expect(throws: StylesheetError.self) {
            try Stylesheet(data: Data("- a\n- b".utf8), source: "list.yaml")
        }
        #expect(
            list?.description
                == "cannot read stylesheet list.yaml at line 1, column 1: expected a mapping of key paths to values at the top level"
        )
        let missing = #expect(throws: StylesheetError.self) {
            try Stylesheet(contentsOf: URL(filePath: "/nonexistent/theme.json"))
        }
        #expect(
            missing?.description.hasPrefix("cannot read stylesheet /nonexistent/theme.json: the file cannot be read")
                == true)
    }
}

@Suite struct StylesheetAliasTests {
    /// A few lines that Yams would expand into 8⁷ nodes, hashing each as a mapping key.
    @Test func aliasesAreRefusedBeforeYamsExpandsThem() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x]\n"
        for level in 1..<8 {
            let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 8).joined(separator: ", ") + "]\n"
        }
        yaml += "? *h\n: boom\n"
        let error = #expect(throws: StylesheetError.self) {
            try Stylesheet(data: Data(yaml.utf8), source: "bomb.yaml")
        }
        #expect(
            error?.description
                == "cannot read stylesheet bomb.yaml at line 1, column 4: YAML anchors and aliases (&name, *name) are not supported; write each value out (quote a value that starts with & or *)"
        )
    }
}
