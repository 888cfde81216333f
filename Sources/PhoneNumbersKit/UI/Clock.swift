import Foundation
import KeyCoding
import Observation

/// The time of day as the clock row shows it, advanced by the application's timer; a label bound
/// to `time` updates on its own.
@Observable @Keyed final class Clock {
    /// The current time, formatted.
    var time = ""
    @ObservationIgnored @NotKeyed private let formatter: DateFormatter

    /// A clock showing times in `format` (a `DateFormatter` pattern such as "HH:mm:ss").
    init(format: String) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        tick()
    }

    /// Shows the time now.
    func tick() {
        let text = formatter.string(from: Date())
        if text != time { time = text }
    }
}
