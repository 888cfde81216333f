import Foundation
import OrderedCollections

@testable import AutoCoding

/// A small, fast, seeded random number generator (SplitMix64), so randomized tests repeat exactly.
struct TextTestGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random value trees for round-trip tests; what they may contain depends on the format.
struct RandomTrees {
    enum Dates { case none, wholeSeconds, any }

    var random: TextTestGenerator
    var dates = Dates.any
    var includeNull = true
    var includeData = true
    var includeUnsigned = true
    var includeReals = true
    /// Keeps integers within ±2^53, which readers that go through Double keep exactly.
    var smallIntegersOnly = false
    var maximumDepth = 4

    init(seed: UInt64) {
        random = TextTestGenerator(seed: seed)
    }

    mutating func value(depth: Int = 0) -> ArchiveValue {
        let kinds = depth >= maximumDepth ? 9 : 11
        switch Int.random(in: 0..<kinds, using: &random) {
        case 0: return .string(string())
        case 1: return .integer(integer())
        case 2:
            return includeUnsigned
                ? .unsignedInteger(UInt64.random(in: UInt64(Int64.max) + 1 ... .max, using: &random)) : .integer(-1)
        case 3: return includeReals ? .real(real()) : .integer(integer())
        case 4: return .bool(Bool.random(using: &random))
        case 5: return dates == .none ? .string("no date") : .date(date())
        case 6:
            guard includeData else { return .bool(false) }
            return .data(
                Data(
                    (0..<Int.random(in: 0..<40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            )
        case 7: return includeNull ? .null : .integer(0)
        case 8: return .string(["", "a", "true", "null", "0", " "].randomElement(using: &random) ?? "")
        case 9:
            return .array((0..<Int.random(in: 0..<6, using: &random)).map { _ in value(depth: depth + 1) })
        default:
            var members = OrderedDictionary<String, ArchiveValue>()
            for _ in 0..<Int.random(in: 0..<6, using: &random) {
                members[string()] = value(depth: depth + 1)
            }
            return .dictionary(members)
        }
    }

    mutating func string() -> String {
        let pieces: [String] = [
            "a", "Z", "0", " ", "\"", "\\", "/", "<", ">", "&", "'", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}",
            "é", "ß", "€", "日本", "😀", "👍🏽", "🇫🇷", "\u{2028}", "\u{FEFF}", "\u{10FFFF}", "]]>", "&amp;", "CF$UID",
            "key", "value", "\u{301}",
        ]
        let count = Int.random(in: 0..<8, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    mutating func integer() -> Int64 {
        if smallIntegersOnly { return Int64.random(in: -(1 << 53)...(1 << 53), using: &random) }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return Int64.random(in: -10...10, using: &random)
        case 1: return [Int64.min, .max, 0, -1, 1 << 53, -(1 << 53) - 1].randomElement(using: &random) ?? 0
        default: return Int64.random(in: .min ... .max, using: &random)
        }
    }

    mutating func real() -> Double {
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            let specials: [Double] = [
                0.0, -0.0, 1.0, -1.5, 0.1, 1e-7, 1e16, 1e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
                .leastNormalMagnitude, 3.0, 1e22, 123456789012345680,
            ]
            return specials.randomElement(using: &random) ?? 0
        case 1: return Double(Int.random(in: -1000...1000, using: &random)) / 8
        default:
            // Any finite bit pattern.
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
    }

    mutating func date() -> Date {
        let earliest = Double(ArchiveDateText.earliestSecond) + 86400 * 366  // year 1
        let latest = Double(ArchiveDateText.latestSecond)
        var seconds = Double(Int64.random(in: Int64(earliest)...Int64(latest), using: &random))
        if dates == .any {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: seconds += Double.random(in: 0..<1, using: &random)
            case 1: seconds = Double.random(in: -2...2, using: &random)
            default: seconds += Double(Int.random(in: 0..<1000, using: &random)) / 1000
            }
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

/// The description of the error that `body` throws, or "no error".
func errorDescription(_ body: () throws -> Any) -> String {
    do {
        _ = try body()
        return "no error"
    } catch {
        return String(describing: error)
    }
}

/// The value with every dictionary's keys sorted, to compare with readers that do not keep order.
func sortedKeys(_ value: ArchiveValue) -> ArchiveValue {
    switch value {
    case .array(let elements):
        return .array(elements.map(sortedKeys))
    case .dictionary(let members):
        var sorted = OrderedDictionary<String, ArchiveValue>()
        for key in members.keys.sorted() { sorted[key] = members[key].map(sortedKeys) }
        return .dictionary(sorted)
    default:
        return value
    }
}

/// The value as Foundation's property list and JSON APIs take it.
func foundationObject(_ value: ArchiveValue) -> Any {
    switch value {
    case .string(let string): return string
    case .integer(let integer): return Int(integer)
    case .unsignedInteger(let integer): return integer
    case .real(let real): return real
    case .bool(let bool): return bool
    case .date(let date): return date
    case .data(let data): return data
    case .array(let elements): return elements.map(foundationObject)
    case .dictionary(let members):
        var dictionary: [String: Any] = [:]
        for (key, member) in members { dictionary[key] = foundationObject(member) }
        return dictionary
    case .null: return NSNull()
    case .uid(let reference): return ["CF$UID": Int(reference)]
    }
}

/// A value that Foundation's property list or JSON API returned, with dictionaries in sorted key
/// order. On Linux numbers come back as NSNumber, told apart by their Objective-C type code.
func archiveValue(fromFoundation object: Any) -> ArchiveValue? {
    if type(of: object) == Bool.self, let bool = object as? Bool { return .bool(bool) }
    if let number = object as? NSNumber, type(of: object) != String.self {
        switch String(cString: number.objCType) {
        case "c", "B": return .bool(number.boolValue)
        case "d", "f": return .real(number.doubleValue)
        case "Q", "L", "I", "S", "C":
            let value = number.uint64Value
            return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        default: return .integer(number.int64Value)
        }
    }
    switch object {
    case let string as String: return .string(string)
    case let date as Date: return .date(date)
    case let data as Data: return .data(data)
    case let array as [Any]:
        var elements: [ArchiveValue] = []
        for element in array {
            guard let value = archiveValue(fromFoundation: element) else { return nil }
            elements.append(value)
        }
        return .array(elements)
    case let dictionary as [String: Any]:
        var members = OrderedDictionary<String, ArchiveValue>()
        for key in dictionary.keys.sorted() {
            guard let member = dictionary[key], let value = archiveValue(fromFoundation: member) else { return nil }
            members[key] = value
        }
        return .dictionary(members)
    default:
        return nil
    }
}

extension String {
    var utf8Data: Data { Data(utf8) }
}
