import Foundation
import OrderedCollections
import Testing

@testable import DocumentReading

/// Keyed archives from other projects that Loom used to refuse or misread.
@Suite struct KeyedArchiveInteropTests {
    typealias Fixtures = KeyedArchiveFixtures

    /// Foundation writes an NSCountedSet by counts: `NS.count` objects, `NS.object<i>` with
    /// `NS.count<i>`, not `NS.objects`. Each object comes back as many times as it is counted.
    @Test(arguments: Fixtures.Form.allCases) func readsCountedSetsWrittenByFoundation(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(NSCountedSet(array: ["a", "b", "a"]), form: form)
        guard case .array(let items) = try KeyedArchive.read(archive, limits: ArchiveLimits()) else {
            Issue.record("not an array")
            return
        }
        #expect(items.sorted { "\($0)" < "\($1)" } == [.string("a"), .string("a"), .string("b")])
    }

    /// Hand-made as Foundation lays it out (`NS.count`, then each object and its count).
    static func countedSet(counts: [ArchiveValue]) -> ArchiveValue {
        var fields: OrderedDictionary<String, ArchiveValue> = [
            "$class": .uid(2), "NS.count": .integer(Int64(counts.count)),
        ]
        for (index, count) in counts.enumerated() {
            fields["NS.object\(index)"] = .uid(3)
            fields["NS.count\(index)"] = count
        }
        return Fixtures.handMade([
            .dictionary(fields),
            .dictionary(["$classname": .string("NSCountedSet"), "$classes": .array([.string("NSCountedSet")])]),
            .string("x"),
        ])
    }

    @Test func boundsTheCountsOfACountedSet() throws {
        #expect(
            try KeyedArchive.read(Self.countedSet(counts: [.integer(3)]), limits: ArchiveLimits())
                == .array([.string("x"), .string("x"), .string("x")]))
        #expect(
            Fixtures.error(reading: Self.countedSet(counts: [.integer(1 << 40)]))
                == "The archive stands for more than 10000000 values; raise ArchiveLimits.maximumValues to accept it")
        #expect(
            Fixtures.error(reading: Self.countedSet(counts: [.integer(9_000_000), .integer(9_000_000)]))
                == "The archive stands for more than 10000000 values; raise ArchiveLimits.maximumValues to accept it")
        #expect(
            Fixtures.error(reading: Self.countedSet(counts: [.string("2")]))
                == "Malformed NSKeyedArchiver archive at '$top.root': NS.count0 of NSCountedSet object 1 is a string, "
                + "not a count")
    }

    /// Dictionaries whose keys are numbers are valid in Objective-C (go-ios's instruments fixtures
    /// hold them); the keys become their decimal text.
    @Test(arguments: Fixtures.Form.allCases) func readsNumberKeys(form: Fixtures.Form) throws {
        let archive = try Fixtures.archive(
            NSDictionary(dictionary: [NSNumber(value: 0): "zero", NSNumber(value: 2.5): "half"]), form: form)
        #expect(
            Fixtures.sorted(try KeyedArchive.read(archive, limits: ArchiveLimits()))
                == .dictionary(["0": .string("zero"), "2.5": .string("half")]))
    }

    /// Keys that Objective-C keeps apart but a Swift `String` would merge are reported with both spellings.
    @Test func reportsKeysThatWouldBecomeOne() {
        func dictionary(_ keys: [ArchiveValue]) -> ArchiveValue {
            Fixtures.handMade([
                .dictionary([
                    "$class": .uid(2), "NS.keys": .array(keys),
                    "NS.objects": .array(keys.map { _ in .integer(1) }),
                ]),
                .dictionary(["$classname": .string("NSDictionary")]),
            ])
        }
        #expect(
            Fixtures.error(reading: dictionary([.string("caf\u{E9}"), .string("cafe\u{301}")]))
                == "Malformed NSKeyedArchiver archive at '$top.root': keys 0 and 1 of NSDictionary object 1, "
                + "'café' (U+0063 U+0061 U+0066 U+00E9) and 'café' (U+0063 U+0061 U+0066 U+0065 U+0301), would become one key"
        )
        #expect(
            Fixtures.error(reading: dictionary([.integer(1), .string("1")]))
                == "Malformed NSKeyedArchiver archive at '$top.root': keys 0 and 1 of NSDictionary object 1, '1' and '1', "
                + "would become one key")
    }
}

extension KeyedArchiveInteropTests {
    /// An NSValue of the C array type `[3i]`, written by Foundation's NSKeyedArchiver on Linux:
    /// its type and contents are encoded without keys, as `$0` and `$1`, the contents an old-style
    /// array whose items are `$0`, `$1`, `$2`.
    @Test(arguments: Fixtures.Form.allCases) func readsTheContentsOfNSValueArrays(form: Fixtures.Form) throws {
        var integers: [Int32] = [1, 2, 3]
        let value = try integers.withUnsafeMutableBytes { bytes in
            NSValue(bytes: try #require(bytes.baseAddress), objCType: "[3i]")
        }
        let archive = try Fixtures.archive(NSArray(array: [value]), form: form)
        #expect(
            Fixtures.sorted(try KeyedArchive.read(archive, limits: ArchiveLimits()))
                == .array([
                    .dictionary([
                        "$class": .string("NSValue"), "$0": .string("[3i]"),
                        "$1": .dictionary([
                            "$class": .string("_NSKeyedCoderOldStyleArray"), "$0": .integer(1), "$1": .integer(2),
                            "$2": .integer(3), "NS.count": .integer(3), "NS.size": .integer(4),
                            "NS.type": .integer(105),
                        ]),
                    ])
                ]))
    }
}
