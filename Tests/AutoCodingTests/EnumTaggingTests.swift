import AutoCoding
import Foundation
import Testing

@Suite struct EnumTaggingTests {
    private let drawing = Drawing(
        shapes: [.circle(radius: 1), .disc(Disc(radius: 2, filled: true)), .rectangle(width: 3, height: 4), .empty],
        highlight: .polygon(6, name: "hexagon"),
        events: [.userJoined(userID: 7, displayName: "Ada"), .messageCount(3), .heartbeat])

    @Test func eachTaggingInJSON() throws {
        let json = text(try drawing.archivedData(format: .json))
        #expect(
            json == """
                {
                  "shapes": [
                    {
                      "type": "circle",
                      "radius": 1.0
                    },
                    {
                      "type": "disc",
                      "radius": 2.0,
                      "filled": true
                    },
                    {
                      "type": "rect",
                      "width": 3.0,
                      "height": 4.0
                    },
                    {
                      "type": "empty"
                    }
                  ],
                  "highlight": {
                    "polygon": {
                      "_0": 6,
                      "name": "hexagon"
                    }
                  },
                  "events": [
                    {
                      "kind": "user_joined",
                      "data": {
                        "user_id": 7,
                        "display_name": "Ada"
                      }
                    },
                    {
                      "kind": "message_count",
                      "data": 3
                    },
                    {
                      "kind": "ping.sent"
                    }
                  ]
                }
                """)
        #expect(try Drawing.load(from: Data(json.utf8)) == drawing)
    }

    @Test func eachTaggingInABinaryPropertyList() throws {
        let data = try drawing.archivedData(format: .binaryPropertyList)
        #expect(
            try ArchiveFixtures.xmlText(ofBinaryPropertyList: data)
                == ArchiveFixtures.xmlDocument(
                    """
                    <dict>
                    \t<key>events</key>
                    \t<array>
                    \t\t<dict>
                    \t\t\t<key>data</key>
                    \t\t\t<dict>
                    \t\t\t\t<key>display_name</key>
                    \t\t\t\t<string>Ada</string>
                    \t\t\t\t<key>user_id</key>
                    \t\t\t\t<integer>7</integer>
                    \t\t\t</dict>
                    \t\t\t<key>kind</key>
                    \t\t\t<string>user_joined</string>
                    \t\t</dict>
                    \t\t<dict>
                    \t\t\t<key>data</key>
                    \t\t\t<integer>3</integer>
                    \t\t\t<key>kind</key>
                    \t\t\t<string>message_count</string>
                    \t\t</dict>
                    \t\t<dict>
                    \t\t\t<key>kind</key>
                    \t\t\t<string>ping.sent</string>
                    \t\t</dict>
                    \t</array>
                    \t<key>highlight</key>
                    \t<dict>
                    \t\t<key>polygon</key>
                    \t\t<dict>
                    \t\t\t<key>_0</key>
                    \t\t\t<integer>6</integer>
                    \t\t\t<key>name</key>
                    \t\t\t<string>hexagon</string>
                    \t\t</dict>
                    \t</dict>
                    \t<key>shapes</key>
                    \t<array>
                    \t\t<dict>
                    \t\t\t<key>radius</key>
                    \t\t\t<real>1</real>
                    \t\t\t<key>type</key>
                    \t\t\t<string>circle</string>
                    \t\t</dict>
                    \t\t<dict>
                    \t\t\t<key>filled</key>
                    \t\t\t<true/>
                    \t\t\t<key>radius</key>
                    \t\t\t<real>2</real>
                    \t\t\t<key>type</key>
                    \t\t\t<string>disc</string>
                    \t\t</dict>
                    \t\t<dict>
                    \t\t\t<key>height</key>
                    \t\t\t<real>4</real>
                    \t\t\t<key>type</key>
                    \t\t\t<string>rect</string>
                    \t\t\t<key>width</key>
                    \t\t\t<real>3</real>
                    \t\t</dict>
                    \t\t<dict>
                    \t\t\t<key>type</key>
                    \t\t\t<string>empty</string>
                    \t\t</dict>
                    \t</array>
                    </dict>
                    """))
        #expect(try Drawing.load(from: data) == drawing)
    }

    /// External tagging is Swift's synthesized form: the compiler's `Codable` reads what Loom
    /// writes, and Loom reads what it writes, a case without values included (`{"empty": {}}`).
    @Test func externalTaggingIsSwiftsSynthesizedForm() throws {
        let pairs: [(ExternalShape, SynthesizedShape)] = [
            (.circle(radius: 1.5), .circle(radius: 1.5)), (.polygon(5, name: nil), .polygon(5, name: nil)),
            (.polygon(6, name: "hexagon"), .polygon(6, name: "hexagon")), (.empty, .empty),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (loom, synthesized) in pairs {
            #expect(
                try JSONDecoder().decode(SynthesizedShape.self, from: loom.archivedData(format: .json)) == synthesized)
            #expect(try ExternalShape.load(from: encoder.encode(synthesized)) == loom)
            #expect(
                try PropertyListDecoder().decode(SynthesizedShape.self, from: loom.archivedData()) == synthesized)
        }
        #expect(text(try encoder.encode(SynthesizedShape.empty)) == #"{"empty":{}}"#)
        #expect(text(try ExternalShape.empty.archivedData(format: .json)) == "{\n  \"empty\": {}\n}")
    }

    @Test func unknownCaseNamesWhatWhereAndTheValidCases() throws {
        let internalJSON = #"{"shapes": [{"type": "circle", "radius": 1}, {"type": "circel", "radius": 2}]}"#
        #expect(throws: ArchiveError.self) { try Drawing.load(from: Data(internalJSON.utf8)) }
        #expect(
            message(of: internalJSON)
                == #"Invalid value at 'shapes[1].type': "circel" is not a case of InternalShape; did you mean "circle"?; "#
                + "valid values: circle, disc, rect, empty")
        #expect(
            message(of: #"{"highlight": {"hexagon": {}}}"#)
                == #"Invalid value at 'highlight': the key "hexagon" is not a case of ExternalShape; "#
                + "valid values: circle, polygon, empty")
        // A case's own name is not read once @ArchiveKey renamed it.
        #expect(
            message(of: #"{"shapes": [{"type": "rectangle", "width": 1, "height": 2}]}"#)
                == #"Invalid value at 'shapes[0].type': "rectangle" is not a case of InternalShape; "#
                + "valid values: circle, disc, rect, empty")
    }

    @Test func valuesAndTagsFailWithTheirKeyPaths() throws {
        #expect(
            message(of: #"{"shapes": [{"type": "empty"}, {"type": "circle", "radius": "x"}]}"#)
                == #"Expected 'shapes[1].radius' to be a Double, but was actually a string ("x")"#)
        #expect(
            message(of: #"{"shapes": [{"type": "rect", "width": 1}]}"#)
                == "Missing 'shapes[0].height': InternalShape.rect has no default value for it")
        #expect(
            message(of: #"{"shapes": [{"radius": 1}]}"#)
                == "Missing 'shapes[0].type': InternalShape has no default value for it")
        #expect(
            message(of: #"{"shapes": [{"type": 3}]}"#)
                == "Expected 'shapes[0].type' to be a String, but was actually an integer (3)")
        #expect(
            message(of: #"{"events": [{"kind": "message_count"}]}"#)
                == "Missing 'events[0].data': FeedEvent.message_count has no default value for it")
        #expect(
            message(of: #"{"highlight": {"circle": {"radius": 1}, "empty": {}}}"#)
                == #"Expected 'highlight' to be a dictionary with one key, the case of an ExternalShape, but was "#
                + #"actually a dictionary with 2 keys ("circle", "empty")"#)
        #expect(
            message(of: #"{"shapes": ["circle"]}"#)
                == #"Expected 'shapes[0]' to be a dictionary, but was actually a string ("circle")"#)
    }

    /// The fallback case is the type's own answer to a case it does not know, so it applies to
    /// strict loading too; collecting recoveries shows each use.
    @Test func anUnknownCaseIsReadAsTheFallbackCase() throws {
        let json = #"{"events": [{"kind": "user_left", "data": {"user_id": 7}}, {"kind": "message_count", "data": 2}]}"#
        let expected = Drawing(events: [.unsupported, .messageCount(2)])
        #expect(try Drawing.load(from: Data(json.utf8)) == expected)
        var recoveries: [ArchiveRecovery] = []
        #expect(try Drawing.load(from: Data(json.utf8), recoveries: &recoveries) == expected)
        #expect(
            recoveries.map(\.description) == [
                #"Used the fallback case for 'events[0].kind': Invalid value at 'events[0].kind': "user_left" is not "#
                    + "a case of FeedEvent; valid values: user_joined, message_count, ping.sent, unsupported"
            ])
        // The fallback case writes its own name, and reads back as itself without a recovery.
        let written = try Drawing(events: [.unsupported]).archivedData(format: .json)
        #expect(text(written).contains(#""kind": "unsupported""#))
        recoveries = []
        #expect(try Drawing.load(from: written, recoveries: &recoveries) == Drawing(events: [.unsupported]))
        #expect(recoveries.isEmpty)
    }

    @Test func aBinaryPropertyListWithAnUnknownCase() throws {
        let archive: [String: Any] = ["shapes": [["type": "square", "side": 2]]]
        let data = try PropertyListSerialization.data(fromPropertyList: archive, format: .binary, options: 0)
        #expect {
            try Drawing.load(from: data)
        } throws: { error in
            "\(error)"
                == #"Invalid value at 'shapes[0].type': "square" is not a case of InternalShape; "#
                + "valid values: circle, disc, rect, empty"
        }
    }

    /// A value whose type the macro cannot see through, and that is archived without keys, cannot
    /// stand beside an internal tag: writing says so rather than dropping it.
    @Test func anInternalTagRefusesAValueWithoutKeys() throws {
        #expect {
            try Reading.temperature(Celsius(degrees: 21)).archivedData(format: .json)
        } throws: { error in
            "\(error)"
                == #"Invalid value at the root: the internal tag "type" puts the keys of the value of temperature "#
                + "beside it, but its Celsius is archived as a real number, which has no keys; label the value, or "
                + "tag the enum with .adjacent"
        }
    }

    @Test func copyMergeAndKeyedArchives() throws {
        #expect(try drawing.copy() == drawing)
        // Merging an enum replaces it: a case cannot be partly updated.
        var shape = InternalShape.circle(radius: 1)
        try shape.merge(from: Data(#"{"type": "rect", "width": 2, "height": 3}"#.utf8))
        #expect(shape == .rectangle(width: 2, height: 3))
        var merged = drawing
        try merged.merge(from: Data(#"{"highlight": {"empty": {}}}"#.utf8))
        #expect(merged.highlight == .empty && merged.shapes == drawing.shapes)

        let canvas = Canvas()
        canvas.background = .circle(radius: 4)
        canvas.layers = [.disc(Disc(radius: 1, filled: false)), .empty]
        let keyed = try canvas.archivedData(format: .keyedArchive)
        let back = try Canvas.load(from: keyed)
        #expect(back.background == .circle(radius: 4) && back.layers == canvas.layers)
        let loaded = try #require(try Archive.load(from: drawing.archivedData(format: .json)) as? [String: Any])
        #expect((loaded["events"] as? [[String: Any]])?.last?["kind"] as? String == "ping.sent")
    }

    /// Foundation's coders run the same generated code; an internal tag's keys share one dictionary.
    @Test func foundationCodersReadAndWriteEachTagging() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            text(try encoder.encode(drawing.shapes[1])) == #"{"filled":true,"radius":2,"type":"disc"}"#)
        #expect(text(try encoder.encode(drawing.events[1])) == #"{"data":3,"kind":"message_count"}"#)
        #expect(try JSONDecoder().decode(Drawing.self, from: encoder.encode(drawing)) == drawing)
    }

    private func message(of json: String) -> String {
        do {
            _ = try Drawing.load(from: Data(json.utf8))
            return "no error"
        } catch {
            return "\(error)"
        }
    }
}
