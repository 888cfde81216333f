import AutoCoding
import Foundation

@AutoCodable struct Event {
    @ArchiveCoding(.iso8601) var start = Date.distantPast
    @ArchiveCoding(.millisecondsSince1970) var sent = Date.distantPast
    @ArchiveCoding(.hex) var checksum = Data()
    @ArchiveCoding(.string) var capacity = 0
    @ArchiveCoding(.lenientNumber) var rating = 0.0
}

let json = #"""
    {"start": "2024-05-01T11:30:00+02:00", "sent": 1714555800000,
     "checksum": "DEADBEEF", "capacity": "120", "rating": "4.5"}
    """#
let event = try Event.load(from: Data(json.utf8))
print(String(decoding: try event.archivedData(format: .json), as: UTF8.self))
// Prints:
// {
//   "start": "2024-05-01T09:30:00Z",
//   "sent": 1714555800000,
//   "checksum": "deadbeef",
//   "capacity": "120",
//   "rating": 4.5
// }
// snippet.hide
precondition(event.start == Date(timeIntervalSince1970: 1_714_555_800), "\(event.start)")
precondition(event.sent == event.start, "\(event.sent)")
precondition(event.checksum == Data([0xde, 0xad, 0xbe, 0xef]), "\(event.checksum)")
precondition(event.capacity == 120 && event.rating == 4.5, "\(event)")
