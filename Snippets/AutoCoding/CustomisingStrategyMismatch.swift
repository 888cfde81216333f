// snippet.hide
import AutoCoding
import Foundation

@AutoCodable struct Event {
    @ArchiveCoding(.iso8601) var start = Date.distantPast
}
// snippet.show
do {
    _ = try Event.load(from: Data(#"{"start": "tomorrow"}"#.utf8))
} catch {
    print(error)   // Prints "Expected 'start' to be an ISO 8601 date, but was actually a string ("tomorrow")"
}
