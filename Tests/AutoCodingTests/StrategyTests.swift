import AutoCoding
import Foundation
import Testing

/// `@ArchiveCoding`: what each strategy writes, what it reads, and what it says when it cannot.
@Suite struct StrategyTests {
    private let moment = Date(timeIntervalSince1970: 1_714_555_800)

    private var sampleEvent: Event {
        var event = Event()
        event.start = moment.addingTimeInterval(0.25)
        event.created = moment
        event.sent = moment.addingTimeInterval(0.125)
        event.thumbnail = Data([0xde, 0xad, 0xbe, 0xef])
        event.checksum = Data([0xde, 0xad, 0xbe, 0xef])
        event.capacity = 120
        event.isPublic = true
        event.rating = 4.5
        event.attendees = 12
        return event
    }

    @Test func builtInStrategiesInJSON() throws {
        let json = try text(sampleEvent.archivedData(format: .json))
        #expect(
            json == """
                {
                  "start": "2024-05-01T09:30:00.25Z",
                  "created": 1714555800,
                  "sent": 1714555800125,
                  "thumbnail": "3q2+7w==",
                  "checksum": "deadbeef",
                  "capacity": "120",
                  "isPublic": "true",
                  "rating": 4.5,
                  "attendees": 12
                }
                """)
        #expect(try Event.load(from: Data(json.utf8)) == sampleEvent)
    }

    /// Foundation reads the binary property list, so the forms are checked by another reader.
    @Test func builtInStrategiesInABinaryPropertyList() throws {
        let data = try sampleEvent.archivedData(format: .binaryPropertyList)
        let expected: NSDictionary = [
            "start": "2024-05-01T09:30:00.25Z", "created": 1_714_555_800, "sent": 1_714_555_800_125,
            "thumbnail": "3q2+7w==", "checksum": "deadbeef", "capacity": "120", "isPublic": "true", "rating": 4.5,
            "attendees": 12,
        ]
        #expect(try foundationPropertyList(data) == expected)
        #expect(try Event.load(from: data) == sampleEvent)
    }

    @Test func strategiesReadTheFormsAPIsSend() throws {
        let json = #"""
            {"start": "2024-05-01T11:30:00+02:00", "created": 1714555800.5, "sent": 1714555800125.0,
             "thumbnail": "3q2+\n7w", "checksum": "DEADbeef", "capacity": "120", "isPublic": "YES",
             "rating": "4.5", "attendees": 12.0}
            """#
        var expected = sampleEvent
        expected.start = moment
        expected.created = moment.addingTimeInterval(0.5)
        #expect(try Event.load(from: Data(json.utf8)) == expected)
        let lenient = try Event.load(from: Data(#"{"rating": 4, "attendees": "12"}"#.utf8))
        #expect(lenient.rating == 4 && lenient.attendees == 12)
    }

    @Test(arguments: [
        (
            #"{"start": "yesterday"}"#,
            "Expected 'start' to be an ISO 8601 date, but was actually a string (\"yesterday\")"
        ),
        (#"{"start": 7}"#, "Expected 'start' to be an ISO 8601 date, but was actually an integer (7)"),
        (
            #"{"created": "now"}"#,
            "Expected 'created' to be a number of seconds since 1970, but was actually a string (\"now\")"
        ),
        (
            #"{"sent": true}"#,
            "Expected 'sent' to be a number of milliseconds since 1970, but was actually a Boolean (true)"
        ),
        (#"{"thumbnail": "%%"}"#, "Expected 'thumbnail' to be base64 text, but was actually a string (\"%%\")"),
        (
            #"{"checksum": "abc"}"#,
            "Expected 'checksum' to be hex text, two digits a byte, but was actually a string (\"abc\")"
        ),
        (
            #"{"capacity": 120}"#,
            "Expected 'capacity' to be an Int written as a string, but was actually an integer (120)"
        ),
        (
            #"{"capacity": "many"}"#,
            "Expected 'capacity' to be an Int written as a string, but was actually a string (\"many\")"
        ),
        (
            #"{"isPublic": "maybe"}"#,
            "Expected 'isPublic' to be a Bool written as a string, but was actually a string (\"maybe\")"
        ),
        (
            #"{"rating": true}"#,
            "Expected 'rating' to be a Double (a number, or a string of one), but was actually a Boolean (true)"
        ),
        (
            #"{"attendees": 1.5}"#,
            "Expected 'attendees' to be an Int (a number, or a string of one), but was actually a real number (1.5)"
        ),
    ])
    func aValueAStrategyCannotReadIsATypeMismatch(json: String, message: String) throws {
        let error = try #require(throws: ArchiveError.self) { try Event.load(from: Data(json.utf8)) }
        #expect("\(error)" == message)
    }

    @Test func strategiesApplyToOptionalsAndElements() throws {
        let timeline = Timeline(
            deadline: moment, milestones: [moment, moment.addingTimeInterval(60)], byName: ["launch": moment],
            counts: [1, 2], opened: moment, keys: [Data([0, 255])])
        let json = try text(timeline.archivedData(format: .json))
        #expect(
            json == """
                {
                  "deadline": "2024-05-01T09:30:00Z",
                  "milestones": [
                    "2024-05-01T09:30:00Z",
                    "2024-05-01T09:31:00Z"
                  ],
                  "byName": {
                    "launch": 1714555800
                  },
                  "counts": [
                    "1",
                    "2"
                  ],
                  "opened": "2024-05-01T09:30:00Z",
                  "keys": [
                    "00ff"
                  ]
                }
                """)
        #expect(try Timeline.load(from: Data(json.utf8)) == timeline)
        let binary = try timeline.archivedData(format: .binaryPropertyList)
        let expected: NSDictionary = [
            "deadline": "2024-05-01T09:30:00Z", "milestones": ["2024-05-01T09:30:00Z", "2024-05-01T09:31:00Z"],
            "byName": ["launch": 1_714_555_800], "counts": ["1", "2"], "opened": "2024-05-01T09:30:00Z",
            "keys": ["00ff"],
        ]
        #expect(try foundationPropertyList(binary) == expected)
        #expect(try Timeline.load(from: binary) == timeline)
        // Nil optionals are left out, as without a strategy, and read back as nil.
        let bare = Timeline(deadline: nil, milestones: [], byName: [:], counts: nil, opened: moment, keys: [])
        let bareJSON = try text(bare.archivedData(format: .json))
        #expect(bareJSON.contains("deadline") == false && bareJSON.contains("counts") == false)
        #expect(try Timeline.load(from: Data(bareJSON.utf8)) == bare)
    }

    @Test func elementErrorsNameTheElement() throws {
        let required = #""opened": "2024-05-01T09:30:00Z", "keys": []"#
        let cases = [
            (
                #"{"milestones": ["2024-05-01T09:30:00Z", "soon"], \#(required)}"#,
                "Expected 'milestones[1]' to be an ISO 8601 date, but was actually a string (\"soon\")"
            ),
            (
                #"{"byName": {"launch": "soon"}, \#(required)}"#,
                "Expected 'byName.launch' to be a number of seconds since 1970, but was actually a string (\"soon\")"
            ),
            (
                #"{"counts": ["1", 2], \#(required)}"#,
                "Expected 'counts[1]' to be an Int written as a string, but was actually an integer (2)"
            ),
            (#"{"keys": []}"#, "Missing 'opened': Timeline has no default value for it"),
            (
                #"{"opened": "2024-05-01T09:30:00Z", "keys": ["0g"]}"#,
                "Expected 'keys[0]' to be hex text, two digits a byte, but was actually a string (\"0g\")"
            ),
        ]
        for (json, message) in cases {
            let error = try #require(throws: ArchiveError.self) { try Timeline.load(from: Data(json.utf8)) }
            #expect("\(error)" == message)
        }
    }

    @Test func yourOwnCoding() throws {
        var invoice = Invoice()
        invoice.total = Decimal(string: "1.25") ?? 0
        invoice.lines = [1, Decimal(string: "0.5") ?? 0]
        let json = try text(invoice.archivedData(format: .json))
        #expect(
            json == """
                {
                  "total": 125,
                  "lines": [
                    100,
                    50
                  ]
                }
                """)
        #expect(try Invoice.load(from: Data(json.utf8)) == invoice)
        let binary = try invoice.archivedData(format: .binaryPropertyList)
        #expect(try foundationPropertyList(binary) == ["total": 125, "lines": [100, 50]] as NSDictionary)
        #expect(try Invoice.load(from: binary) == invoice)
        let error = try #require(throws: ArchiveError.self) {
            try Invoice.load(from: Data(#"{"total": "1.25"}"#.utf8))
        }
        #expect("\(error)" == "Expected 'total' to be a whole number of cents, but was actually a string (\"1.25\")")
    }

    @Test func aDateOutsideISO8601sYearsIsNotWritten() throws {
        var event = Event()
        event.start = Date(timeIntervalSince1970: 1e12)
        let error = try #require(throws: ArchiveError.self) { try event.archivedData(format: .json) }
        #expect(
            "\(error)"
                == "Invalid value at 'start': the date 1000000000000.0 seconds since 1970 is outside the years 0000 "
                + "to 9999 that ISO 8601 text holds")
    }

    @Test func iso8601ReadsUTCAndOffsetsOnly() {
        let coding = ISO8601DateCoding()
        #expect(coding.decode("2024-05-01T09:30:00Z") == moment)
        #expect(coding.decode("2024-05-01T11:30:00+02:00") == moment)
        #expect(coding.decode("2024-05-01T06:00:00-0330") == moment)
        #expect(coding.decode("2024-05-01T09:30:00.5Z") == moment.addingTimeInterval(0.5))
        #expect(coding.decode("2024-05-01T09:30:00") == nil)
        #expect(coding.decode("2024-05-01T09:30:00+24:00") == nil)
        #expect(coding.decode("2024-05-01T09:30:00+2:00") == nil)
    }

    /// The conformance works with Foundation's coders too.
    @Test func foundationCodersUseTheStrategies() throws {
        let data = try JSONEncoder().encode(sampleEvent)
        #expect(try JSONDecoder().decode(Event.self, from: data) == sampleEvent)
        #expect(try Event.load(from: data) == sampleEvent)
    }
}

/// The property list as Foundation's own reader sees it.
func foundationPropertyList(_ data: Data) throws -> NSDictionary? {
    try PropertyListSerialization.propertyList(from: data, format: nil) as? NSDictionary
}

func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
