import DocumentReading
import Foundation

/// Reads the original StringCoding date form, `yyyy-MM-dd HH:mm:ss zzz` (`2012-03-04 05:06:07 GMT`),
/// with Foundation's `DateFormatter`, which knows zone names and abbreviations.
///
/// `DateFormatter` is not thread-safe, so the one shared formatter is only touched under a lock.
final class NamedTimeZoneReader: @unchecked Sendable {
    static let shared = NamedTimeZoneReader()

    private let lock = NSLock()
    private let formatter: DateFormatter

    private init() {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss zzz"
        formatter.isLenient = false
    }

    /// The offset from UTC, in seconds, of zone `name` at the given wall-clock time, or nil when
    /// Foundation does not know the name.
    func offset(ofZoneNamed name: String, at dateTime: WrittenDateTime) -> Int? {
        // Zone names and abbreviations are printable ASCII. Nothing else reaches the formatter, which
        // on Linux leaks memory for every character beyond the Basic Multilingual Plane it is given.
        guard (0...9999).contains(dateTime.date.year), name.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            return nil
        }
        let text = dateTime.date.text(secondOfDay: dateTime.secondOfDay, separator: " ") + " " + name
        lock.lock()
        defer { lock.unlock() }
        guard let instant = formatter.date(from: text) else { return nil }
        let wallClockSeconds = dateTime.date.daysSince1970 * 86_400 + dateTime.secondOfDay
        return wallClockSeconds - Int(instant.timeIntervalSince1970.rounded())
    }

}
