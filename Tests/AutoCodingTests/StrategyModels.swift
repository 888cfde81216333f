import AutoCoding
import Foundation

/// Every built-in strategy on a plain property.
@AutoCodable struct Event: Equatable {
    @ArchiveCoding(.iso8601) var start = Date(timeIntervalSince1970: 0)
    @ArchiveCoding(.secondsSince1970) var created = Date(timeIntervalSince1970: 0)
    @ArchiveCoding(.millisecondsSince1970) var sent = Date(timeIntervalSince1970: 0)
    @ArchiveCoding(.base64) var thumbnail = Data()
    @ArchiveCoding(.hex) var checksum = Data()
    @ArchiveCoding(.string) var capacity = 0
    @ArchiveCoding(.string) var isPublic = false
    @ArchiveCoding(.lenientNumber) var rating = 0.0
    @ArchiveCoding(.lenientNumber) var attendees = 0
}

/// Strategies on optionals and on the elements of arrays and dictionaries, required or not.
@AutoCodable struct Timeline: Equatable {
    @ArchiveCoding(.iso8601) var deadline: Date?
    @ArchiveCoding(.iso8601) var milestones: [Date] = []
    @ArchiveCoding(.secondsSince1970) var byName: [String: Date] = [:]
    @ArchiveCoding(.string) var counts: [Int]?
    @ArchiveCoding(.iso8601) let opened: Date
    @ArchiveCoding(.hex) let keys: [Data]
}

/// Amounts archived as whole cents: 1.25 is written 125.
struct CentsCoding: ArchiveValueCoding {
    var expectedArchive: String { "a whole number of cents" }
    func decode(_ cents: Int) -> Decimal? { Decimal(cents) / 100 }
    func encode(_ amount: Decimal) -> Int { NSDecimalNumber(decimal: amount * 100).intValue }
}

@AutoCodable struct Invoice: Equatable {
    @ArchiveCoding(CentsCoding()) var total: Decimal = 0
    @ArchiveCoding(CentsCoding()) var lines: [Decimal] = []
}

@AutoCodable struct Post: Equatable {
    var title = ""
    var tags: [String] = []
}

@AutoCodable struct Feed: Equatable {
    @LossyElements var posts: [Post] = []
    @LossyElements @ArchiveCoding(.iso8601) var updates: [Date] = []
    @LossyElements var scores: [String: Int] = [:]
    @DefaultOnMismatch var retries = 3
    @DefaultOnMismatch @ArchiveCoding(.iso8601) var since: Date?
    var name = "Feed"
}

/// A class, whose archive records it, so that `Archive.load` creates it.
@AutoCodable final class Subscription {
    @DefaultOnMismatch var retries = 3
}
