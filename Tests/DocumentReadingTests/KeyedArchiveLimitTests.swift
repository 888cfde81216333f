import Foundation
import LoomTestSupport
import Testing

@testable import DocumentReading

/// Depth and value limits, and damage anywhere in an archive.
@Suite struct KeyedArchiveLimitTests {
    typealias Fixtures = KeyedArchiveFixtures

    @Test(arguments: Fixtures.Form.allCases) func enforcesTheDepthLimit(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(
            NSArray(array: [NSArray(array: [NSArray(array: [NSArray(array: ["x"])])])]), form: form)
        var limits = ArchiveLimits()
        limits.maximumDepth = 4
        #expect(try KeyedArchive.read(archive, limits: limits) == .array([.array([.array([.array([.string("x")])])])]))
        limits.maximumDepth = 3
        #expect(
            Fixtures.error(reading: archive, limits: limits)
                == "Nesting deeper than 3 levels at '$top.root[0][0][0]'; raise ArchiveLimits.maximumDepth to accept it"
        )
    }

    /// 1 + 10 × (1 + 10 × (1 + 10)) = 1111 values from three shared arrays.
    @Test(arguments: Fixtures.Form.allCases) func countsSharedObjectsAtEveryUse(form: Fixtures.Form) throws {
        let inner = NSArray(array: (0..<10).map { NSNumber(value: $0) })
        let middle = NSArray(array: Array(repeating: inner, count: 10))
        let archive = try Fixtures.archive(NSArray(array: Array(repeating: middle, count: 10)), form: form)
        #expect(Fixtures.objects(of: archive).count < 20)
        var limits = ArchiveLimits()
        limits.maximumValues = 1111
        #expect(throws: Never.self) { try KeyedArchive.read(archive, limits: limits) }
        limits.maximumValues = 1110
        #expect(
            Fixtures.error(reading: archive, limits: limits)
                == "The archive stands for more than 1110 values; raise ArchiveLimits.maximumValues to accept it")
    }

    /// 40 arrays, each holding the next one twice: 2^40 values in a small archive.
    @Test func stopsAnExponentialExpansion() {
        var objects: [ArchiveValue] = (1...40).map { index in
            .dictionary(["$class": .uid(42), "NS.objects": .array([.uid(UInt64(index + 1)), .uid(UInt64(index + 1))])])
        }
        objects.append(.string("leaf"))
        objects.append(.dictionary(["$classname": .string("NSArray")]))
        var limits = ArchiveLimits()
        limits.maximumValues = 100_000
        #expect(
            Fixtures.error(reading: Fixtures.handMade(objects), limits: limits)
                == "The archive stands for more than 100000 values; raise ArchiveLimits.maximumValues to accept it")
    }

    /// Random damage to `$objects`: a value or an `ArchiveError`, never a trap or another error.
    @Test(arguments: Fixtures.Form.allCases) func survivesRandomDamage(form: Fixtures.Form) throws {
        let home = ArchivedTag(name: "home")
        let root = NSArray(array: [
            ArchivedNote(title: "a", count: 2, child: ArchivedNote(title: "b", tags: [home]), tags: [home]),
            NSDictionary(dictionary: ["k": NSDate(), "u": NSUUID(), "d": NSMutableData(data: Data([1, 2, 3]))]),
            try #require(NSURL(string: "c", relativeTo: URL(string: "https://x.org/"))), NSOrderedSet(array: [1, 2]),
            NSNull(), NSSet(array: ["s"]),
        ])
        let archive = try Fixtures.archive(root, form: form)
        let count = Fixtures.objects(of: archive).count
        var generator = SeededGenerator(seed: form == .binary ? 1 : 2)
        var limits = ArchiveLimits()
        limits.maximumValues = 5000
        for _ in 0..<1500 {
            var damaged = archive
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = Int.random(in: 0..<count, using: &generator)
                damaged = Fixtures.changingObject(index, of: damaged) { object in
                    object = Self.damaged(object, objectCount: count, form: form, using: &generator)
                }
            }
            let error = Fixtures.error(reading: damaged, limits: limits)
            #expect(!error.hasPrefix("not an ArchiveError"), "\(error)")
        }
    }

    /// `value` with one randomly chosen part replaced by a random reference or value.
    static func damaged(
        _ value: ArchiveValue, objectCount: Int, form: Fixtures.Form, using generator: inout SeededGenerator
    ) -> ArchiveValue {
        switch value {
        case .array(var items) where !items.isEmpty && Bool.random(using: &generator):
            let index = Int.random(in: 0..<items.count, using: &generator)
            items[index] = damaged(items[index], objectCount: objectCount, form: form, using: &generator)
            return .array(items)
        case .dictionary(var entries)
        where !entries.isEmpty && Fixtures.reference(value) == nil && Int.random(in: 0...3, using: &generator) > 0:
            let index = Int.random(in: 0..<entries.count, using: &generator)
            let key = entries.keys[index]
            if Int.random(in: 0...5, using: &generator) == 0 {
                entries[key] = nil
            } else {
                entries.values[index] = damaged(
                    entries.values[index], objectCount: objectCount, form: form, using: &generator)
            }
            return .dictionary(entries)
        default:
            let replacements: [ArchiveValue] = [
                Fixtures.reference(to: Int.random(in: 0...(objectCount + 1), using: &generator), form: form),
                Fixtures.reference(to: Int.random(in: 0..<objectCount, using: &generator), form: form),
                .dictionary(["CF$UID": .integer(-3)]), .string("$null"), .string("NSArray"), .integer(7),
                .data(Data(count: 16)), .array([.uid(1)]), .dictionary([:]), .null, .real(1),
            ]
            return replacements.randomElement(using: &generator) ?? .null
        }
    }
}
