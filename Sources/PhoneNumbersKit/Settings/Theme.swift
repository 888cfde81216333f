import StringCoding

/// The app's two color schemes; configuration, environment variables and options name them
/// ignoring case (`theme: midnight`, `PHONENUMBERS_THEME=Midnight`, `--theme MIDNIGHT`).
///
/// ```swift
/// try Theme(parsing: "midnight")    // .midnight
/// Theme.daylight.stringRepresentation   // "daylight"
/// ```
enum Theme: StringCodableEnum, CodableAsString, Sendable {
    /// Dark text on a light background: development's theme.
    case daylight
    /// Light text on a dark background: production's theme.
    case midnight
}
