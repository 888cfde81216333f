import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@AutoCodable` writes for `@ArchiveCoding`, `@LossyElements` and `@DefaultOnMismatch`.
@Suite struct AutoCodableStrategyMacroTests {
    @Test func markersBecomeCodingArguments() {
        assertExpansion(
            """
            @AutoCodable struct Feed {
                @ArchiveCoding(.iso8601) var start = Date()
                @ArchiveCoding(ArchiveValueStrategy.string) @LegacyKeys("size") let count: Int?
                @ArchiveCoding(CentsCoding()) let total: Decimal
                @LossyElements var posts: [Post] = []
                @LossyElements @ArchiveCoding(.hex) var keys: [Data]
                @DefaultOnMismatch var retries = 3
                @DefaultOnMismatch @ArchiveCoding(.lenientNumber) var rating: Double?
            }
            """,
            expandedSource: """
                struct Feed {
                    var start = Date()
                    let count: Int?
                    let total: Decimal
                    var posts: [Post] = []
                    var keys: [Data]
                    var retries = 3
                    var rating: Double?

                    private static let _loomKeyedProperties_Feed: KeyCoding.KeyedProperties = KeyCoding.KeyedProperties([
                        KeyCoding.KeyedProperty(name: "start", keyPath: \\Feed.start, isWritable: true),
                        KeyCoding.KeyedProperty(name: "count", keyPath: \\Feed.count, isWritable: false),
                        KeyCoding.KeyedProperty(name: "total", keyPath: \\Feed.total, isWritable: false),
                        KeyCoding.KeyedProperty(name: "posts", keyPath: \\Feed.posts, isWritable: true),
                        KeyCoding.KeyedProperty(name: "keys", keyPath: \\Feed.keys, isWritable: true),
                        KeyCoding.KeyedProperty(name: "retries", keyPath: \\Feed.retries, isWritable: true),
                        KeyCoding.KeyedProperty(name: "rating", keyPath: \\Feed.rating, isWritable: true),
                        ])

                    static var keyedProperties: KeyCoding.KeyedProperties {
                        _loomKeyedProperties_Feed
                    }

                    func value(forKey key: String) throws -> Any? {
                        switch key {
                        case "start":
                            return self.start
                        case "count":
                            return self.count
                        case "total":
                            return self.total
                        case "posts":
                            return self.posts
                        case "keys":
                            return self.keys
                        case "retries":
                            return self.retries
                        case "rating":
                            return self.rating
                        default:
                            return try self.value(forUndefinedKey: key)
                        }
                    }

                    func keyedValue(forKey key: String) throws -> KeyCoding.KeyedValue {
                        switch key {
                        case "start":
                            return KeyCoding.KeyedValue.wrapping(self.start)
                        case "count":
                            return KeyCoding.KeyedValue.wrapping(self.count)
                        case "total":
                            return KeyCoding.KeyedValue.wrapping(self.total)
                        case "posts":
                            return KeyCoding.KeyedValue.wrapping(self.posts)
                        case "keys":
                            return KeyCoding.KeyedValue.wrapping(self.keys)
                        case "retries":
                            return KeyCoding.KeyedValue.wrapping(self.retries)
                        case "rating":
                            return KeyCoding.KeyedValue.wrapping(self.rating)
                        default:
                            return KeyCoding.KeyedValue.wrapping(returnedValue: try self.value(forKey: key))
                        }
                    }

                    mutating func setValue(_ value: Any?, forKey key: String) throws {
                        switch key {
                        case "start":
                            self.start = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "count":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "total":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "posts":
                            self.posts = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "keys":
                            self.keys = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "retries":
                            self.retries = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        case "rating":
                            self.rating = try KeyCoding.castKeyedValue(value, forKey: key, of: Self.self)
                        default:
                            try self.setValue(value, forUndefinedKey: key)
                        }
                    }

                    mutating func setValue(from provider: some KeyCoding.KeyedValueProvider, forKey key: String) throws {
                        switch key {
                        case "start":
                            self.start = try provider.value(forKey: key)
                        case "count":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "total":
                            throw KeyCoding.KeyCodingError.readOnly(type: KeyCoding.typeName(Self.self), key: key, keyPath: key)
                        case "posts":
                            self.posts = try provider.value(forKey: key)
                        case "keys":
                            self.keys = try provider.value(forKey: key)
                        case "retries":
                            self.retries = try provider.value(forKey: key)
                        case "rating":
                            self.rating = try provider.value(forKey: key)
                        default:
                            try self.setValue(provider.valueForUndefinedKey(key), forKey: key)
                        }
                    }

                    enum AutoCodingKeys: String, CodingKey {
                        case start
                        case count
                        case countLegacy1 = "size"
                        case total
                        case posts
                        case keys
                        case retries
                        case rating
                    }
                }

                extension Feed: AutoCoding.AutoCodable {
                    init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        try container.decodeArchived(&self.start, forKey: .start, using: AutoCoding.ISO8601DateCoding())
                        self.count = try container.decodeArchivedIfPresent(forKey: .count, legacyKeys: [.countLegacy1], using: AutoCoding.TextualValueCoding())
                        self.total = try container.decodeArchived(forKey: .total, using: CentsCoding())
                        try container.decodeArchived(&self.posts, forKey: .posts, using: AutoCoding.UnconvertedCoding(), lossy: true)
                        self.keys = try container.decodeArchived(forKey: .keys, using: AutoCoding.HexDataCoding(), lossy: true)
                        try container.decodeArchived(&self.retries, forKey: .retries) { current in
                            if let value = try container.decodeIfPresent(Int.self, forKey: .retries) {
                                current = value
                            }
                        }
                        try container.decodeArchived(&self.rating, forKey: .rating) { current in
                            try container.decodeArchived(&current, forKey: .rating, using: AutoCoding.LenientNumberCoding())
                        }
                    }

                    func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: AutoCodingKeys.self)
                        try container.encodeArchived(self.start, forKey: .start, using: AutoCoding.ISO8601DateCoding())
                        try container.encodeArchived(self.count, forKey: .count, using: AutoCoding.TextualValueCoding())
                        try container.encodeArchived(self.total, forKey: .total, using: CentsCoding())
                        try container.encodeArchived(self.posts, forKey: .posts)
                        try container.encodeArchived(self.keys, forKey: .keys, using: AutoCoding.HexDataCoding())
                        try container.encode(self.retries, forKey: .retries)
                        try container.encodeArchived(self.rating, forKey: .rating, using: AutoCoding.LenientNumberCoding())
                    }

                    mutating func mergeArchivedValues(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: AutoCodingKeys.self)
                        try container.decodeArchived(&self.start, forKey: .start, using: AutoCoding.ISO8601DateCoding())
                        try container.decodeArchived(&self.posts, forKey: .posts, using: AutoCoding.UnconvertedCoding(), lossy: true)
                        try container.decodeArchived(&self.keys, forKey: .keys, using: AutoCoding.HexDataCoding(), lossy: true)
                        try container.decodeArchived(&self.retries, forKey: .retries) { current in
                            if let value = try container.decodeIfPresent(Int.self, forKey: .retries) {
                                current = value
                            }
                        }
                        try container.decodeArchived(&self.rating, forKey: .rating) { current in
                            try container.decodeArchived(&current, forKey: .rating, using: AutoCoding.LenientNumberCoding())
                        }
                    }
                }
                """,
            conformances: ["AutoCodable"]
        )
    }
}
