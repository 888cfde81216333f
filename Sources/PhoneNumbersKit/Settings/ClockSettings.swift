import AutoCoding
import TypedConfig

/// The clock in the table's corner: whether it shows, how it reads, how often it ticks.
///
/// ```yaml
/// clock:
///   enabled: true
///   format: "HH:mm:ss"
///   interval: 1s
/// ```
@AutoCodable @ConfigSchema struct ClockSettings: Sendable, Equatable {
    /// Whether the detail page shows a clock.
    var enabled = true
    /// How the clock reads, as a `DateFormatter` pattern: "HH:mm:ss", "h:mm a".
    var format = "HH:mm:ss"
    /// How often the clock ticks, written as StringCoding reads a `Duration`: "250ms", "1s", "1m30s".
    var interval: Duration = .seconds(1)
}
