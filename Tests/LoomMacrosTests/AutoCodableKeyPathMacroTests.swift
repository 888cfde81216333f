import Testing

@Suite struct AutoCodableKeyPathMacroTests {
    private let post = """
        @AutoCodable struct Post {
            var title = ""
            @ArchiveKey("meta.created_at") var createdAt = ""
            @ArchiveKey("meta.author.name") @LegacyKeys("author") var author: String
            var likes = 0
            @ArchiveKey("meta.editor") var editor: String?
            @ArchiveKey("version\\\\.major") var major = 0
        }
        """

    /// Keys in the type's own dictionary, an escaped dot included, are `AutoCodingKeys`; nested ones are not.
    @Test func onlyTheTypesOwnKeysAreEnumerated() {
        #expect(
            expandedMember("enum AutoCodingKeys", of: post) == """
                enum AutoCodingKeys: String, CodingKey {
                    case title
                    case likes
                    case major = "version.major"
                }
                """)
    }

    /// Each nested dictionary is opened once, where its first property is declared.
    @Test func encodingOpensEachNestedDictionaryOnce() {
        #expect(
            expandedMember("func encode(to encoder", of: post) == """
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: AutoCodingKeys.self)
                    var paths = encoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)
                    try container.encode(self.title, forKey: .title)
                    do {
                        var nested1 = paths.nestedContainer(keyedBy: AutoCoding.ArchiveCodingKey.self, forKey: "meta")
                        try nested1.encodeArchived(self.createdAt, forKey: "created_at")
                        do {
                            var nested2 = nested1.nestedContainer(keyedBy: AutoCoding.ArchiveCodingKey.self, forKey: "author")
                            try nested2.encodeArchived(self.author, forKey: "name")
                        }
                        try nested1.encodeArchived(self.editor, forKey: "editor")
                    }
                    try container.encode(self.likes, forKey: .likes)
                    try container.encode(self.major, forKey: .major)
                }
                """)
    }

    /// Each nested property is read by the paths to it, its own first, then its legacy keys.
    @Test func decodingFollowsEachPath() {
        #expect(
            expandedMember("init(from decoder", of: post) == """
                init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                    let paths = try decoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)
                    if let value = try container.decodeIfPresent(String.self, forKey: .title) {
                        self.title = value
                    }
                    try paths.decodeArchived(&self.createdAt, atPaths: [["meta", "created_at"]])
                    self.author = try paths.decodeArchived(atPaths: [["meta", "author", "name"], ["author"]])
                    if let value = try container.decodeIfPresent(Int.self, forKey: .likes) {
                        self.likes = value
                    }
                    try paths.decodeArchived(&self.editor, atPaths: [["meta", "editor"]])
                    if let value = try container.decodeIfPresent(Int.self, forKey: .major) {
                        self.major = value
                    }
                }
                """)
    }

    private let article = """
        @AutoCodable struct Article {
            @ArchiveKey("meta.created_at") @ArchiveCoding(.iso8601) var createdAt = Date()
            @ArchiveKey("meta.sent") @ArchiveCoding(.secondsSince1970) let sent: Date
            @ArchiveKey("meta.edited") @ArchiveCoding(.iso8601) var edited: Date?
            @ArchiveKey("meta.tags") @LossyElements var tags: [String] = []
            @LegacyKeys("old.keys") @LossyElements @ArchiveCoding(.hex) var keys: [Data]
            @ArchiveKey("meta.retries") @DefaultOnMismatch var retries = 3
            @ArchiveKey("meta.rating") @DefaultOnMismatch @ArchiveCoding(.lenientNumber) var rating: Double?
        }
        """

    /// Strategies, lossy elements and kept defaults on nested keys call the key-path forms of what
    /// flat keys call, with the same arguments.
    @Test func markersOnNestedKeysBecomeCodingArgumentsOfThePaths() {
        #expect(
            expandedMember("init(from decoder", of: article) == """
                init(from decoder: any Decoder) throws {
                    let paths = try decoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)
                    try paths.decodeArchived(&self.createdAt, atPaths: [["meta", "created_at"]], using: AutoCoding.ISO8601DateCoding())
                    self.sent = try paths.decodeArchived(atPaths: [["meta", "sent"]], using: AutoCoding.TimestampCoding(.seconds))
                    try paths.decodeArchived(&self.edited, atPaths: [["meta", "edited"]], using: AutoCoding.ISO8601DateCoding())
                    try paths.decodeArchived(&self.tags, atPaths: [["meta", "tags"]], using: AutoCoding.UnconvertedCoding(), lossy: true)
                    self.keys = try paths.decodeArchived(atPaths: [["keys"], ["old", "keys"]], using: AutoCoding.HexDataCoding(), lossy: true)
                    try paths.decodeArchived(&self.retries, atPath: ["meta", "retries"]) { current in
                        try paths.decodeArchived(&current, atPaths: [["meta", "retries"]])
                    }
                    try paths.decodeArchived(&self.rating, atPath: ["meta", "rating"]) { current in
                        try paths.decodeArchived(&current, atPaths: [["meta", "rating"]], using: AutoCoding.LenientNumberCoding())
                    }
                }
                """)
    }

    @Test func markersOnNestedKeysEncodeWithTheirStrategies() {
        #expect(
            expandedMember("func encode(to encoder", of: article) == """
                func encode(to encoder: any Encoder) throws {
                    var paths = encoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)
                    do {
                        var nested1 = paths.nestedContainer(keyedBy: AutoCoding.ArchiveCodingKey.self, forKey: "meta")
                        try nested1.encodeArchived(self.createdAt, forKey: "created_at", using: AutoCoding.ISO8601DateCoding())
                        try nested1.encodeArchived(self.sent, forKey: "sent", using: AutoCoding.TimestampCoding(.seconds))
                        try nested1.encodeArchived(self.edited, forKey: "edited", using: AutoCoding.ISO8601DateCoding())
                        try nested1.encodeArchived(self.tags, forKey: "tags")
                        try nested1.encodeArchived(self.retries, forKey: "retries")
                        try nested1.encodeArchived(self.rating, forKey: "rating", using: AutoCoding.LenientNumberCoding())
                    }
                    try paths.encodeArchived(self.keys, forKey: "keys", using: AutoCoding.HexDataCoding())
                }
                """)
    }

    /// A flat key whose legacy key is nested is read through `paths`, so it is written there too:
    /// `AutoCodingKeys` does not name it.
    @Test func aFlatKeyWithANestedLegacyKeyIsWrittenThroughThePaths() {
        let source = """
            @AutoCodable struct Tag {
                @LegacyKeys("old.name") var name = ""
            }
            """
        #expect(
            expandedMember("func encode(to encoder", of: source) == """
                func encode(to encoder: any Encoder) throws {
                    var paths = encoder.container(keyedBy: AutoCoding.ArchiveCodingKey.self)
                    try paths.encodeArchived(self.name, forKey: "name")
                }
                """)
    }

    @Test(arguments: [
        (
            #"@AutoCodable struct Tag {\#n    @ArchiveKey("meta..name") var name = ""\#n}"#,
            #"@ArchiveKey("meta..name") is not a key path: a key before, between or after dots is empty; "#
                + #"write a dot that belongs to a key as '\\.'"#
        ),
        (
            #"@AutoCodable struct Tag {\#n    @LegacyKeys("name\\") var name = ""\#n}"#,
            #"@LegacyKeys("name\") is not a key path: it ends with a backslash that escapes nothing; "#
                + #"write a dot that belongs to a key as '\\.'"#
        ),
        (
            #"@AutoCodable struct Tag {\#n    @ArchiveKey("a\\b") var name = ""\#n}"#,
            #"@ArchiveKey("a\b") is not a key path: '\b' escapes nothing: only '\.' (a dot in the key) and '\\' "#
                + #"(a backslash) do; write a dot that belongs to a key as '\\.'"#
        ),
        (
            #"@AutoCodable struct Tag {\#n    var meta = ""\#n    @ArchiveKey("meta.name") var name = ""\#n}"#,
            "'meta' is archived as a value and also holds 'meta.name'; a key is either a value or a dictionary "
                + "of other keys"
        ),
        (
            #"@AutoCodable struct Tag {\#n    @ArchiveKey("a.b") var x = ""\#n    @LegacyKeys("a.b") var y = ""\#n}"#,
            "two properties are archived under the key 'a.b'; give one of them another @ArchiveKey"
        ),
    ])
    func malformedAndCollidingPathsAreReported(source: String, message: String) {
        #expect(expansionDiagnostics(source) == [message])
    }
}
