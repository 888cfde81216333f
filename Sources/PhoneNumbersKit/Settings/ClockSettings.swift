import AutoCoding

/// The clock in the table's corner: whether it shows, how it reads, how often it ticks.
///
/// ```yaml
/// clock:
///   enabled: true
///   format: "HH:mm:ss"
///   interval: 1s
/// ```
@AutoCodable struct ClockSettings: Sendable, Equatable {
    var enabled = true
    /// A `DateFormatter` pattern: "HH:mm:ss", "h:mm a".
    var format = "HH:mm:ss"
    /// Written as StringCoding reads a `Duration`: "250ms", "1s", "1m30s".
    var interval: Duration = .seconds(1)
}
