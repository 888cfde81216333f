import Foundation
import LoomTestSupport
import OrderedCollections

@testable import DocumentReading

/// Random `ArchiveValue` trees for round trips and comparisons with Foundation.
///
/// By default the trees hold what the text formats write; the switches take out what a format or
/// the Foundation reader a test compares with cannot hold, or add what only the binary format
/// holds or encodes specially. The same seed and switches give the same trees.
struct RandomArchiveValues {
    enum Dates {
        /// No dates: a string stands in their place.
        case none
        /// Whole seconds within the years 1 to 9999.
        case wholeSeconds
        /// Within the years 1 to 9999, which the text formats write, often with fractions of a second.
        case withinYears1To9999
        /// Any finite interval, as binary property lists store it.
        case anyFinite
    }

    var generator: SeededGenerator
    var dates = Dates.withinYears1To9999
    var includesNull = true
    /// Whether UIDs stand in place of null when `includesNull` is off.
    var includesUIDs = false
    var includesData = true
    var includesUnsigned = true
    var includesReals = true
    var includesInfinities = false
    /// Keeps integers within ±2^53, which readers that go through Double keep exactly.
    var smallIntegersOnly = false
    /// Only strings, data, arrays and dictionaries, as OpenStep property lists hold.
    var stringsAndDataOnly = false
    /// Integers, data lengths and element counts around the sizes where the binary format changes
    /// how it writes them.
    var crossesBinarySizeBoundaries = false
    /// Leaves out the characters XML 1.0 cannot hold (control characters but tab, line feed and
    /// carriage return), which XML property lists refuse.
    var xmlCharactersOnly = false
    var maximumDepth = 4
    /// What strings are made of, a few pieces each.
    var stringPieces = [
        "a", "Z", "0", " ", "\"", "\\", "/", "<", ">", "&", "'", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}",
        "é", "ß", "€", "日本", "😀", "👍🏽", "🇫🇷", "\u{2028}", "\u{FEFF}", "\u{10FFFF}", "]]>", "&amp;", "CF$UID",
        "key", "value", "\u{301}",
    ]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func value(depth: Int = 0) -> ArchiveValue {
        let mayNest = depth < maximumDepth
        if stringsAndDataOnly {
            switch Int.random(in: 0..<(mayNest ? 4 : 2), using: &generator) {
            case 0: return .string(string())
            case 1: return .data(data())
            case 2: return array(depth: depth)
            default: return dictionary(depth: depth)
            }
        }
        switch Int.random(in: 0..<(mayNest ? 11 : 9), using: &generator) {
        case 0: return .string(string())
        case 1: return .integer(integer())
        case 2:
            return includesUnsigned
                ? .unsignedInteger(UInt64.random(in: UInt64(Int64.max) + 1 ... .max, using: &generator)) : .integer(-1)
        case 3: return includesReals ? .real(real(infinities: includesInfinities)) : .integer(integer())
        case 4: return .bool(Bool.random(using: &generator))
        case 5: return dates == .none ? .string("no date") : .date(date())
        case 6: return includesData ? .data(data()) : .bool(false)
        case 7:
            return includesNull ? .null : includesUIDs ? .uid(UInt64(max(0, integerNearSizeBoundary()))) : .integer(0)
        case 8: return .string(["", "a", "true", "null", "0", " "].randomElement(using: &generator) ?? "")
        case 9: return array(depth: depth)
        default: return dictionary(depth: depth)
        }
    }

    private mutating func array(depth: Int) -> ArchiveValue {
        .array((0..<count()).map { _ in value(depth: depth + 1) })
    }

    private mutating func dictionary(depth: Int) -> ArchiveValue {
        var members = OrderedDictionary<String, ArchiveValue>()
        for _ in 0..<count() {
            members[string()] = value(depth: depth + 1)
        }
        return .dictionary(members)
    }

    private mutating func count() -> Int {
        guard crossesBinarySizeBoundaries else { return Int.random(in: 0..<6, using: &generator) }
        return Int.random(in: 0...3, using: &generator) == 0
            ? Int.random(in: 0...20, using: &generator) : Int.random(in: 0...4, using: &generator)
    }

    private mutating func string() -> String {
        let count = Int.random(in: 0..<8, using: &generator)
        let pieces = xmlCharactersOnly ? stringPieces.filter { !$0.contains(where: Self.isOutsideXML) } : stringPieces
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    private static func isOutsideXML(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value) }
    }

    private mutating func data() -> Data {
        let count =
            crossesBinarySizeBoundaries
            ? [0, 1, 5, 14, 15, 40].randomElement(using: &generator) ?? 0 : Int.random(in: 0..<40, using: &generator)
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    private mutating func integer() -> Int64 {
        if smallIntegersOnly { return Int64.random(in: -(1 << 53)...(1 << 53), using: &generator) }
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return Int64.random(in: -10...10, using: &generator)
        case 1:
            guard crossesBinarySizeBoundaries else {
                return [Int64.min, .max, 0, -1, 1 << 53, -(1 << 53) - 1].randomElement(using: &generator) ?? 0
            }
            let value = integerNearSizeBoundary()
            return Bool.random(using: &generator) || value == .min ? value : -value
        default: return Int64.random(in: .min ... .max, using: &generator)
        }
    }

    /// Within 2 of a size the binary format writes integers in (wrapping around Int64.max).
    private mutating func integerNearSizeBoundary() -> Int64 {
        let boundaries: [Int64] = [0, 1, 0xFF, 0x100, 0xFFFF, 0x1_0000, 0xFFFF_FFFF, 0x1_0000_0000, .max]
        return (boundaries.randomElement(using: &generator) ?? 0) &+ Int64.random(in: -2...2, using: &generator)
    }

    private mutating func real(infinities: Bool) -> Double {
        if infinities && Int.random(in: 0...20, using: &generator) == 0 {
            return Bool.random(using: &generator) ? .infinity : -.infinity
        }
        switch Int.random(in: 0..<5, using: &generator) {
        case 0:
            let specials: [Double] = [
                0.0, -0.0, 1.0, -1.5, 0.1, 1e-7, 1e16, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                .leastNormalMagnitude, 3.0, 1e22, 123456789012345680,
            ]
            return specials.randomElement(using: &generator) ?? 0
        case 1: return Double(Int.random(in: -1000...1000, using: &generator)) / 8
        default:
            // Any finite bit pattern.
            while true {
                let value = Double(bitPattern: generator.next())
                if value.isFinite { return value }
            }
        }
    }

    private mutating func date() -> Date {
        if dates == .anyFinite { return Date(timeIntervalSinceReferenceDate: real(infinities: false)) }
        let earliest = Double(ArchiveDateText.earliestSecond) + 86400 * 366  // year 1
        let latest = Double(ArchiveDateText.latestSecond)
        var seconds = Double(Int64.random(in: Int64(earliest)...Int64(latest), using: &generator))
        if dates == .withinYears1To9999 {
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: seconds += Double.random(in: 0..<1, using: &generator)
            case 1: seconds = Double.random(in: -2...2, using: &generator)
            default: seconds += Double(Int.random(in: 0..<1000, using: &generator)) / 1000
            }
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

extension RandomArchiveValues {
    /// Everything a binary property list holds: no null, but UIDs, infinities, any date, NUL and
    /// long strings, at the sizes where the format changes encoding.
    static func binaryPropertyList(seed: UInt64) -> Self {
        var values = Self(seed: seed)
        values.includesNull = false
        values.includesUIDs = true
        values.includesInfinities = true
        values.dates = .anyFinite
        values.crossesBinarySizeBoundaries = true
        values.stringPieces += ["\u{0}", "e\u{301}", "中文", "long string of text "]
        return values
    }
}
