/// A unit a ``Swift/Duration`` can be written in: `d`, `h`, `m`, `s`, `ms`, `us` (or `µs`), `ns`.
struct DurationUnit: Equatable, Sendable {
    /// How the unit is written in ``Swift/Duration/stringRepresentation``.
    let symbol: String
    /// Every accepted spelling.
    let spellings: [String]
    /// Seconds in one unit, for units of a second or more; 0 otherwise.
    let seconds: Int64
    /// Units in one second, for units below a second; 0 otherwise.
    let perSecond: Int64

    static let all = [
        DurationUnit(symbol: "d", spellings: ["d"], seconds: 86_400, perSecond: 0),
        DurationUnit(symbol: "h", spellings: ["h"], seconds: 3600, perSecond: 0),
        DurationUnit(symbol: "m", spellings: ["m"], seconds: 60, perSecond: 0),
        DurationUnit(symbol: "s", spellings: ["s"], seconds: 1, perSecond: 0),
        DurationUnit(symbol: "ms", spellings: ["ms"], seconds: 0, perSecond: 1000),
        // U+00B5 MICRO SIGN and U+03BC GREEK SMALL LETTER MU look alike; both are typed in practice.
        DurationUnit(symbol: "us", spellings: ["us", "\u{B5}s", "\u{3BC}s"], seconds: 0, perSecond: 1_000_000),
        DurationUnit(symbol: "ns", spellings: ["ns"], seconds: 0, perSecond: 1_000_000_000),
    ]

    /// The spellings listed in errors.
    static let validNames = ["d", "h", "m", "s", "ms", "us", "\u{B5}s", "ns"]

    /// Words people write for units, mapped to the unit meant; one-letter units are too short for
    /// edit-distance suggestions to be useful.
    private static let commonWords: [String: String] = [
        "day": "d", "days": "d", "hr": "h", "hrs": "h", "hour": "h", "hours": "h",
        "min": "m", "mins": "m", "minute": "m", "minutes": "m", "sec": "s", "secs": "s", "second": "s",
        "seconds": "s", "msec": "ms", "msecs": "ms", "millis": "ms", "usec": "us", "usecs": "us",
        "nsec": "ns", "nsecs": "ns", "nanos": "ns",
    ]

    /// The unit probably meant by an unknown unit `name`, such as `m` for `min` or `h` for `H`.
    static func suggestion(for name: String) -> String? {
        let lowercased = name.lowercased()
        if let word = commonWords[lowercased] { return word }
        return validNames.contains(lowercased) ? lowercased : nil
    }

    static func named(_ name: String) -> (rank: Int, unit: DurationUnit)? {
        guard let rank = all.firstIndex(where: { $0.spellings.contains(name) }) else { return nil }
        return (rank, all[rank])
    }

    /// `whole` units plus `fraction` (a count of 10⁻¹⁸ units, below 10¹⁸) of a unit, or nil when the
    /// seconds do not fit in `Int64`. Below the attosecond, the fraction is truncated.
    func duration(whole: Int64, fraction: Int64) -> Duration? {
        let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
        if seconds > 0 {
            let (wholeSeconds, overflow) = whole.multipliedReportingOverflow(by: seconds)
            guard !overflow else { return nil }
            let fractionPart = Duration(secondsComponent: 0, attosecondsComponent: fraction) * seconds
            return Duration(secondsComponent: wholeSeconds, attosecondsComponent: 0) + fractionPart
        }
        let attosecondsPerUnit = attosecondsPerSecond / perSecond
        return Duration(
            secondsComponent: whole / perSecond,
            attosecondsComponent: whole % perSecond * attosecondsPerUnit + fraction / perSecond)
    }
}
