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

    /// `number` of this unit, or nil when its seconds do not fit in `Int64` (give or take the one
    /// more second below zero). Below the attosecond, the fraction is truncated.
    func duration(of number: DurationNumber) -> Duration? {
        let attosecondsPerSecond: Int64 = 1_000_000_000_000_000_000
        if seconds > 0 {
            let (wholeSeconds, overflow) = number.whole.multipliedReportingOverflow(by: UInt64(seconds))
            guard !overflow, wholeSeconds <= UInt64(Int64.max) + 1 else { return nil }
            // Halved, as 2^63 seconds (the magnitude of the most negative duration) is past `Int64`.
            let half = Duration(secondsComponent: Int64(wholeSeconds / 2), attosecondsComponent: 0)
            let wholePart = half * 2 + .seconds(Int64(wholeSeconds % 2))
            let fractionPart = Duration(secondsComponent: 0, attosecondsComponent: number.fraction) * seconds
            let finerPart = Duration(
                secondsComponent: 0, attosecondsComponent: Int64(number.finerAttoseconds(perUnit: UInt64(seconds))))
            return wholePart + fractionPart + finerPart
        }
        let perSecond = UInt64(self.perSecond)
        let attosecondsPerUnit = UInt64(attosecondsPerSecond) / perSecond
        let wholeAttoseconds = Int64(number.whole % perSecond * attosecondsPerUnit)
        return Duration(
            secondsComponent: Int64(number.whole / perSecond),
            attosecondsComponent: wholeAttoseconds + number.fraction / self.perSecond)
    }
}

/// A number of duration units as written: its whole part, then its decimal places in two runs of
/// up to 18, the first as 10⁻¹⁸ units and the second finer still, which matters for units longer
/// than a second (10⁻¹⁸ h is 3600 attoseconds).
struct DurationNumber {
    var whole: UInt64
    /// The first 18 decimal places, as a count of 10⁻¹⁸ units.
    var fraction: Int64
    /// The next decimal places (up to 18), as an integer of `finerDigitCount` digits.
    var finer: UInt64
    var finerDigitCount: Int

    /// The attoseconds the finer decimal places add to a unit of `seconds` seconds, truncated.
    func finerAttoseconds(perUnit seconds: UInt64) -> UInt64 {
        guard finerDigitCount > 0 else { return 0 }
        var scale: UInt64 = 1
        for _ in 0..<finerDigitCount { scale *= 10 }
        // finer · seconds / 10^digits, below `seconds` (at most a day's 86,400), through 128 bits.
        let product = finer.multipliedFullWidth(by: seconds)
        return scale.dividingFullWidth(product).quotient
    }
}
