import AutoCoding
import Foundation
import Testing

/// Every marker on nested keys: read, written, failed and recovered as on flat keys.
@AutoCodable struct Listing: Equatable {
    var title = ""
    @ArchiveKey("meta.created_at") @DefaultOnMismatch @ArchiveCoding(.iso8601)
    var createdAt = Date(timeIntervalSince1970: 0)
    @ArchiveKey("meta.sent") @ArchiveCoding(.secondsSince1970) let sent: Date
    @ArchiveKey("meta.tags") @LossyElements var tags: [String] = []
    @ArchiveKey("meta.updates") @LossyElements @ArchiveCoding(.iso8601) var updates: [Date] = []
    @ArchiveKey("meta.stats.retries") @DefaultOnMismatch var retries = 3
    @ArchiveKey("meta.stats.rating") @ArchiveCoding(.lenientNumber) var rating: Double?
    @ArchiveKey("checksum") @LegacyKeys("meta.sum") @ArchiveCoding(.hex) var checksum = Data()
}

@Suite struct NestedKeyMarkerTests {
    private let listing = Listing(
        title: "Flat", createdAt: Date(timeIntervalSince1970: 1_714_555_800), sent: Date(timeIntervalSince1970: 60),
        tags: ["a", "b"], updates: [Date(timeIntervalSince1970: 1_714_555_800)], retries: 5, rating: 4.5,
        checksum: Data([0xCA, 0xFE]))

    private let damaged: [String: Any] = [
        "title": "Flat",
        "meta": [
            "created_at": "yesterday", "sent": 60, "tags": ["a", 7, "c"],
            "updates": ["2024-05-01T09:30:00Z", 5], "stats": ["retries": "many", "rating": "4.5"], "sum": "cafe",
        ],
    ]

    private func archive(_ format: ArchiveFormat) throws -> Data {
        format == .json
            ? try JSONSerialization.data(withJSONObject: damaged, options: [.sortedKeys])
            : try ArchiveFixtures.binaryPropertyList(damaged)
    }

    @Test func markersOnNestedKeysWriteAndReadJSON() throws {
        let json = String(decoding: try listing.archivedData(format: .json), as: UTF8.self)
        #expect(
            json == """
                {
                  "title": "Flat",
                  "meta": {
                    "created_at": "2024-05-01T09:30:00Z",
                    "sent": 60,
                    "tags": [
                      "a",
                      "b"
                    ],
                    "updates": [
                      "2024-05-01T09:30:00Z"
                    ],
                    "stats": {
                      "retries": 5,
                      "rating": 4.5
                    }
                  },
                  "checksum": "cafe"
                }
                """)
        #expect(try Listing.load(from: Data(json.utf8)) == listing)
    }

    @Test func markersOnNestedKeysWriteAndReadABinaryPropertyList() throws {
        let data = try listing.archivedData(format: .binaryPropertyList)
        #expect(
            try ArchiveFixtures.xmlText(ofBinaryPropertyList: data)
                == ArchiveFixtures.xmlDocument(
                    """
                    <dict>
                    \t<key>checksum</key>
                    \t<string>cafe</string>
                    \t<key>meta</key>
                    \t<dict>
                    \t\t<key>created_at</key>
                    \t\t<string>2024-05-01T09:30:00Z</string>
                    \t\t<key>sent</key>
                    \t\t<integer>60</integer>
                    \t\t<key>stats</key>
                    \t\t<dict>
                    \t\t\t<key>rating</key>
                    \t\t\t<real>4.5</real>
                    \t\t\t<key>retries</key>
                    \t\t\t<integer>5</integer>
                    \t\t</dict>
                    \t\t<key>tags</key>
                    \t\t<array>
                    \t\t\t<string>a</string>
                    \t\t\t<string>b</string>
                    \t\t</array>
                    \t\t<key>updates</key>
                    \t\t<array>
                    \t\t\t<string>2024-05-01T09:30:00Z</string>
                    \t\t</array>
                    \t</dict>
                    \t<key>title</key>
                    \t<string>Flat</string>
                    </dict>
                    """))
        #expect(try Listing.load(from: data) == listing)
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList])
    func recoveriesNameTheNestedKeyPaths(format: ArchiveFormat) throws {
        var recoveries: [ArchiveRecovery] = []
        let loaded = try Listing.load(from: archive(format), recoveries: &recoveries)
        #expect(
            loaded
                == Listing(
                    title: "Flat", sent: Date(timeIntervalSince1970: 60), tags: ["a", "c"],
                    updates: [Date(timeIntervalSince1970: 1_714_555_800)], rating: 4.5,
                    checksum: Data([0xCA, 0xFE])))
        #expect(
            recoveries.map(\.description) == [
                "Kept the default of 'meta.created_at': Expected 'meta.created_at' to be an ISO 8601 date, "
                    + "but was actually a string (\"yesterday\")",
                "Skipped 'meta.tags[1]': Expected 'meta.tags[1]' to be a String, but was actually an integer (7)",
                "Skipped 'meta.updates[1]': Expected 'meta.updates[1]' to be an ISO 8601 date, "
                    + "but was actually an integer (5)",
                "Kept the default of 'meta.stats.retries': Expected 'meta.stats.retries' to be an Int, "
                    + "but was actually a string (\"many\")",
            ])
        #expect(
            recoveries.map(\.keyPath) == ["meta.created_at", "meta.tags[1]", "meta.updates[1]", "meta.stats.retries"])
        #expect(
            recoveries[1]
                == ArchiveRecovery(
                    action: .skippedElement, keyPath: "meta.tags[1]",
                    reason: .typeMismatch(keyPath: "meta.tags[1]", expected: "a String", actual: "an integer (7)")))
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList])
    func withoutRecoveriesNestedMarkersStayStrict(format: ArchiveFormat) throws {
        let error = try #require(throws: ArchiveError.self) { try Listing.load(from: archive(format)) }
        #expect(
            "\(error)" == "Expected 'meta.created_at' to be an ISO 8601 date, but was actually a string (\"yesterday\")"
        )
    }

    @Test func strategyFailuresOnNestedKeysNameTheWholePath() throws {
        let cases: [(String, String)] = [
            (
                #"{"meta": {"sent": "noon"}}"#,
                "Expected 'meta.sent' to be a number of seconds since 1970, but was actually a string (\"noon\")"
            ),
            (#"{"meta": {}}"#, "Missing 'meta.sent': the archived type has no default value for it"),
            (
                #"{"meta": {"sent": 1, "stats": {"rating": "high"}}}"#,
                "Expected 'meta.stats.rating' to be a Double (a number, or a string of one), but was actually a string (\"high\")"
            ),
            (
                #"{"meta": {"sent": 1, "sum": "xyz"}}"#,
                "Expected 'meta.sum' to be hex text, two digits a byte, but was actually a string (\"xyz\")"
            ),
            (
                #"{"meta": {"sent": 1, "stats": 3}}"#,
                "Expected 'meta.stats' to be a dictionary, but was actually an integer (3)"
            ),
        ]
        for (json, message) in cases {
            let error = #expect(throws: ArchiveError.self) { try Listing.load(from: Data(json.utf8)) }
            #expect(error?.description == message, "\(json)")
        }
    }

    @Test func aNestedLegacyKeyIsReadWithTheStrategyAndWrittenUnderTheOwnKey() throws {
        let loaded = try Listing.load(from: Data(#"{"meta": {"sent": 0, "sum": "0a0b"}}"#.utf8))
        #expect(loaded.checksum == Data([0x0A, 0x0B]))
        let own = try Listing.load(from: Data(#"{"checksum": "01", "meta": {"sent": 0, "sum": "0a0b"}}"#.utf8))
        #expect(own.checksum == Data([0x01]))
        #expect(String(decoding: try own.archivedData(format: .json), as: UTF8.self).contains(#""checksum": "01""#))
    }
}
