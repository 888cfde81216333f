// snippet.hide
import AutoCoding
import Foundation

// snippet.show
@AutoCodable struct Photo {
    @ArchiveKey("meta.taken_at") @DefaultOnMismatch @ArchiveCoding(.iso8601)
    var takenAt = Date(timeIntervalSince1970: 0)
    @ArchiveKey("meta.tags") @LossyElements var tags: [String] = []
}

let data = Data(#"{"meta": {"taken_at": "noon", "tags": ["sea", 7, "sky"]}}"#.utf8)
var recoveries: [ArchiveRecovery] = []
let photo = try Photo.load(from: data, recoveries: &recoveries)
print(photo.tags)  // Prints "["sea", "sky"]"
for recovery in recoveries { print(recovery) }
// Prints:
// Kept the default of 'meta.taken_at': Expected 'meta.taken_at' to be an ISO 8601 date, but was actually a string ("noon")
// Skipped 'meta.tags[1]': Expected 'meta.tags[1]' to be a String, but was actually an integer (7)
// snippet.hide
precondition(photo.takenAt == Date(timeIntervalSince1970: 0), "\(photo.takenAt)")
precondition(recoveries.map(\.keyPath) == ["meta.taken_at", "meta.tags[1]"], "\(recoveries)")
let written = String(decoding: try photo.archivedData(format: .json), as: UTF8.self)
precondition(written.contains(#""taken_at": "1970-01-01T00:00:00Z""#), written)
