import AutoCoding
import Foundation
import KeyCoding

/// The strategies benchmark's model: a contact whose dates, data and numbers arrive in the forms
/// APIs send, read by `@ArchiveCoding`.
@AutoCodable struct StrategyContact {
    var name = ""
    @ArchiveCoding(.iso8601) var created = Date(timeIntervalSince1970: 0)
    @ArchiveCoding(.millisecondsSince1970) var updated = Date(timeIntervalSince1970: 0)
    @ArchiveCoding(.base64) var avatar = Data()
    @ArchiveCoding(.string) var number = 0
    @ArchiveCoding(.lenientNumber) var rating = 0.0
    @ArchiveCoding(.iso8601) var reminders: [Date] = []
}

@AutoCodable struct StrategyAddressBook {
    var contacts: [StrategyContact] = []
}

/// The baseline: the same contact, its conformance written by hand, doing the same conversions
/// with the same functions (the strategies' own `decode`), so the difference is what the markers
/// add.
@Keyed struct HandCodedContact: AutoCodable {
    var name = ""
    var created = Date(timeIntervalSince1970: 0)
    var updated = Date(timeIntervalSince1970: 0)
    var avatar = Data()
    var number = 0
    var rating = 0.0
    var reminders: [Date] = []

    enum CodingKeys: String, CodingKey {
        case name, created, updated, avatar, number, rating, reminders
    }

    init() {}

    init(from decoder: any Decoder) throws {
        self.init()
        try mergeArchivedValues(from: decoder)
    }

    mutating func mergeArchivedValues(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) { self.name = name }
        if let text = try container.decodeIfPresent(String.self, forKey: .created) {
            created = try Self.date(text, forKey: .created, in: container)
        }
        if let milliseconds = try container.decodeIfPresent(Double.self, forKey: .updated) {
            updated = Date(timeIntervalSince1970: milliseconds / 1000)
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .avatar) {
            guard let data = Base64DataCoding().decode(text) else {
                throw DecodingError.dataCorruptedError(forKey: .avatar, in: container, debugDescription: "not base64")
            }
            avatar = data
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .number) {
            guard let number = Int(text) else {
                throw DecodingError.dataCorruptedError(forKey: .number, in: container, debugDescription: "not an Int")
            }
            self.number = number
        }
        if let rating = try? container.decodeIfPresent(Double.self, forKey: .rating) {
            self.rating = rating
        } else if let text = try container.decodeIfPresent(String.self, forKey: .rating), let rating = Double(text) {
            self.rating = rating
        }
        if let texts = try container.decodeIfPresent([String].self, forKey: .reminders) {
            reminders = try texts.map { try Self.date($0, forKey: .reminders, in: container) }
        }
    }

    private static func date(
        _ text: String, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Date {
        guard let date = ISO8601DateCoding().decode(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not ISO 8601")
        }
        return date
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(ISO8601DateCoding().encode(created), forKey: .created)
        try container.encode((updated.timeIntervalSince1970 * 1000).rounded(), forKey: .updated)
        try container.encode(Base64DataCoding().encode(avatar), forKey: .avatar)
        try container.encode(String(number), forKey: .number)
        try container.encode(rating, forKey: .rating)
        try container.encode(reminders.map(ISO8601DateCoding().encode), forKey: .reminders)
    }
}

@AutoCodable struct HandCodedAddressBook {
    var contacts: [HandCodedContact] = []
}

/// The lossy benchmark's model: the archiving benchmarks' address book, its array marked lossy.
@AutoCodable struct LossyAddressBook {
    @LossyElements var contacts: [AutoContact] = []
}

extension Samples {
    static let strategyBook = StrategyAddressBook(
        contacts: contacts.map { contact in
            var strategic = StrategyContact()
            strategic.name = contact.name
            strategic.created = Date(timeIntervalSince1970: 1_700_000_000 + Double(contact.number))
            strategic.updated = strategic.created.addingTimeInterval(0.25)
            strategic.avatar = Data(contact.name.utf8)
            strategic.number = contact.number
            strategic.rating = contact.rating
            strategic.reminders = contact.isFavorite ? [strategic.created, strategic.updated] : []
            return strategic
        })
}
