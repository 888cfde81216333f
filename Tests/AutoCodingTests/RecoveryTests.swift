import AutoCoding
import Foundation
import Testing

/// `@LossyElements` and `@DefaultOnMismatch`: strict unless the caller collects recoveries, and
/// then every value skipped or left at its default is listed.
@Suite struct RecoveryTests {
    private let damaged: [String: Any] = [
        "posts": [["title": "kept"], ["title": "bad", "tags": [7]], 3],
        "updates": ["2024-05-01T09:30:00Z", "soon"],
        "scores": ["ada": 3, "bob": "three"],
        "retries": "many",
        "since": 5,
        "name": "News",
    ]

    private let expectedRecoveries = [
        "Skipped 'posts[1]': Expected 'posts[1].tags[0]' to be a String, but was actually an integer (7)",
        "Skipped 'posts[2]': Expected 'posts[2]' to be a Post, but was actually an integer (3)",
        "Skipped 'updates[1]': Expected 'updates[1]' to be an ISO 8601 date, but was actually a string (\"soon\")",
        "Skipped 'scores.bob': Expected 'scores.bob' to be an Int, but was actually a string (\"three\")",
        "Kept the default of 'retries': Expected 'retries' to be an Int, but was actually a string (\"many\")",
        "Kept the default of 'since': Expected 'since' to be an ISO 8601 date, but was actually an integer (5)",
    ]

    private var expectedFeed: Feed {
        var feed = Feed()
        feed.posts = [Post(title: "kept", tags: [])]
        feed.updates = [Date(timeIntervalSince1970: 1_714_555_800)]
        feed.scores = ["ada": 3]
        feed.name = "News"
        return feed
    }

    private func archive(_ format: ArchiveFormat) throws -> Data {
        format == .json
            ? try JSONSerialization.data(withJSONObject: damaged, options: [.sortedKeys])
            : try PropertyListSerialization.data(fromPropertyList: damaged, format: .binary, options: 0)
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList])
    func recoveriesListEverythingSkippedOrDefaulted(format: ArchiveFormat) throws {
        var recoveries: [ArchiveRecovery] = []
        let feed = try Feed.load(from: archive(format), recoveries: &recoveries)
        #expect(feed == expectedFeed)
        #expect(recoveries.map(\.description) == expectedRecoveries)
        #expect(
            recoveries.first
                == ArchiveRecovery(
                    action: .skippedElement, keyPath: "posts[1]",
                    reason: .typeMismatch(keyPath: "posts[1].tags[0]", expected: "a String", actual: "an integer (7)")))
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList])
    func withoutRecoveriesLoadingStaysStrict(format: ArchiveFormat) throws {
        let error = try #require(throws: ArchiveError.self) { try Feed.load(from: archive(format)) }
        #expect("\(error)" == "Expected 'posts[1].tags[0]' to be a String, but was actually an integer (7)")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Feed.self, from: archive(.json)) }
    }

    @Test func aCleanArchiveHasNoRecoveries() throws {
        var recoveries: [ArchiveRecovery] = []
        let data = try expectedFeed.archivedData(format: .json)
        #expect(
            text(data) == """
                {
                  "posts": [
                    {
                      "title": "kept",
                      "tags": []
                    }
                  ],
                  "updates": [
                    "2024-05-01T09:30:00Z"
                  ],
                  "scores": {
                    "ada": 3
                  },
                  "retries": 3,
                  "name": "News"
                }
                """)
        #expect(try Feed.load(from: data, format: .json, recoveries: &recoveries) == expectedFeed)
        #expect(recoveries.isEmpty)
    }

    @Test func everyLoadingEntryPointCollects() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("feed.json")
        try archive(.json).write(to: url)
        var fromFile: [ArchiveRecovery] = []
        _ = try Feed.load(contentsOf: url, recoveries: &fromFile)
        #expect(fromFile.count == 6)
        Archive.register(Subscription.self)
        let data = Data(#"{"$class": "Subscription", "retries": "x"}"#.utf8)
        var untyped: [ArchiveRecovery] = []
        let subscription = try Archive.load(from: data, recoveries: &untyped) as? Subscription
        #expect(subscription?.retries == 3)
        #expect(
            untyped.map(\.description) == [
                "Kept the default of 'retries': Expected 'retries' to be an Int, but was actually a string (\"x\")"
            ])
        #expect(throws: ArchiveError.typeMismatch(keyPath: "retries", expected: "an Int", actual: "a string (\"x\")")) {
            try Archive.load(from: data)
        }
    }
}
