import Foundation
import OrderedCollections

@testable import AutoCoding

/// SplitMix64: a small seeded generator, so randomized tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
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

/// Random `ArchiveValue` trees for round trips through the binary property list format.
struct RandomArchiveValues {
    var generator: SeededGenerator
    /// Whether to produce UIDs, which Foundation's property list reader cannot compare.
    var includesUIDs = true

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func value(depth: Int = 0) -> ArchiveValue {
        let kinds = depth >= 4 ? 9 : 11
        switch Int.random(in: 0..<kinds, using: &generator) {
        case 0: return .string(string())
        case 1: return .integer(integer())
        case 2: return .unsignedInteger(UInt64.random(in: (UInt64(Int64.max) + 1)...UInt64.max, using: &generator))
        case 3: return .real(real())
        case 4: return .bool(Bool.random(using: &generator))
        case 5: return .date(Date(timeIntervalSinceReferenceDate: real(finite: true)))
        case 6:
            let count = [0, 1, 5, 14, 15, 40].randomElement(using: &generator) ?? 0
            return .data(Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        case 7: return .string(["", "title", "a", "é"].randomElement(using: &generator) ?? "")
        case 8: return includesUIDs ? .uid(UInt64(integer(unsigned: true))) : .integer(integer())
        case 9:
            return .array((0..<count()).map { _ in value(depth: depth + 1) })
        default:
            var entries: OrderedDictionary<String, ArchiveValue> = [:]
            for _ in 0..<count() {
                entries[string()] = value(depth: depth + 1)
            }
            return .dictionary(entries)
        }
    }

    private mutating func count() -> Int {
        Int.random(in: 0...3, using: &generator) == 0
            ? Int.random(in: 0...20, using: &generator) : Int.random(in: 0...4, using: &generator)
    }

    private mutating func string() -> String {
        let pieces = ["a", "Z", "key", " ", "é", "ß", "中文", "😀", "\u{0}", "e\u{301}", "\n", "long string of text "]
        return (0..<Int.random(in: 0...6, using: &generator))
            .map { _ in pieces.randomElement(using: &generator) ?? "" }
            .joined()
    }

    /// Integers around every size boundary of the format.
    private mutating func integer(unsigned: Bool = false) -> Int64 {
        let boundaries: [Int64] = [0, 1, 0xFF, 0x100, 0xFFFF, 0x1_0000, 0xFFFF_FFFF, 0x1_0000_0000, Int64.max]
        let base = boundaries.randomElement(using: &generator) ?? 0
        let value = base &+ Int64.random(in: -2...2, using: &generator)
        if unsigned {
            return value < 0 ? 0 : value
        }
        return Bool.random(using: &generator) ? value : (value == Int64.min ? value : -value)
    }

    private mutating func real(finite: Bool = false) -> Double {
        let specials: [Double] = [0, -0.0, 1.5, -2.25, .pi, 1e300, -1e-300, .leastNonzeroMagnitude]
        if !finite, Int.random(in: 0...20, using: &generator) == 0 {
            return Bool.random(using: &generator) ? .infinity : -.infinity
        }
        if Bool.random(using: &generator) {
            return specials.randomElement(using: &generator) ?? 0
        }
        return Double.random(in: -1e9...1e9, using: &generator)
    }
}
