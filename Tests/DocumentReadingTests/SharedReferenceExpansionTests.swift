import Foundation
import Testing

@testable import DocumentReading

/// Files whose shared references stand for far more values than they hold are refused after one
/// pass over their objects, before anything is built.
@Suite struct SharedReferenceExpansionTests {
    static let refusal =
        "The archive stands for more than 10000000 values; raise ArchiveLimits.maximumValues to accept it"

    /// `levels` arrays, each holding two references to the next, then the integer 0: 2^(levels+1) − 1
    /// values. Hand-built from Apple's format: array marker 0xA2 and two one-byte references.
    static func nestedPairs(levels: Int) -> Data {
        var objects: [[UInt8]] = (0..<levels).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x10, 0x00])
        return BinaryPlistFixtures.File(objects).data
    }

    /// The same shape as an NSKeyedArchiver archive: `levels` NSArrays, each holding the next twice.
    static func nestedPairsArchive(levels: Int) -> ArchiveValue {
        let arrayClass = UInt64(levels + 2)
        var objects: [ArchiveValue] = (1...levels).map { index in
            .dictionary([
                "NS.objects": .array([.uid(UInt64(index + 1)), .uid(UInt64(index + 1))]), "$class": .uid(arrayClass),
            ])
        }
        objects.append(.string("leaf"))
        objects.append(.dictionary(["$classname": .string("NSArray"), "$classes": .array([.string("NSArray")])]))
        return KeyedArchiveFixtures.handMade(objects)
    }

    @Test func refusesTheIssuesBinaryPropertyListWithTheDefaultLimits() {
        let data = Self.nestedPairs(levels: 64)
        #expect(data.count == 299)
        #expect(BinaryPlistFixtures.error(reading: data) == Self.refusal)
        // The top, 64 references on the way down, then each array's second reference on the way
        // up, until a sum passes 10 million values 23 levels up from the leaf, long before the top.
        #expect(BinaryPropertyList.expansionSteps(data, limits: ArchiveLimits()) == 1 + 64 + 23)
    }

    @Test func countingIsLinearInTheObjectsHoweverTheyAreShared() {
        var limits = ArchiveLimits()
        limits.maximumValues = .max
        for levels in [8, 16, 32, 64] {  // one-byte offsets reach 64 levels
            #expect(
                BinaryPropertyList.expansionSteps(Self.nestedPairs(levels: levels), limits: limits) == 1 + 2 * levels)
            #expect(
                KeyedArchive.expansionSteps(Self.nestedPairsArchive(levels: levels), limits: limits) == 1 + 2 * levels)
        }
    }

    /// Hand-made: NSKeyedArchiver on Linux hashes an NSArray's contents to find shared objects, so
    /// archiving this shape there takes time exponential in the depth.
    @Test func refusesTheKeyedArchiveVariantWithTheDefaultLimits() throws {
        let archive = Self.nestedPairsArchive(levels: 64)
        #expect(KeyedArchiveFixtures.error(reading: archive) == Self.refusal)
        #expect(KeyedArchive.expansionSteps(archive, limits: ArchiveLimits()) == 1 + 64 + 23)
    }

    /// What the count allows, the reader builds: the limit is exact.
    @Test func theCountMatchesWhatTheReaderProduces() throws {
        // 2^11 − 1 values.
        var limits = ArchiveLimits()
        limits.maximumValues = 2047
        #expect(throws: Never.self) { try BinaryPropertyList.read(Self.nestedPairs(levels: 10), limits: limits) }
        #expect(throws: Never.self) { try KeyedArchive.read(Self.nestedPairsArchive(levels: 10), limits: limits) }
        limits.maximumValues = 2046
        let refusal = "The archive stands for more than 2046 values; raise ArchiveLimits.maximumValues to accept it"
        #expect(BinaryPlistFixtures.error(reading: Self.nestedPairs(levels: 10), limits: limits) == refusal)
        #expect(KeyedArchiveFixtures.error(reading: Self.nestedPairsArchive(levels: 10), limits: limits) == refusal)
    }

    /// A cycle behind a huge shared expansion is found by the count, not after expanding it.
    @Test func findsACycleBehindASharedExpansion() {
        // Object 0 holds object 1 (2^61 values) then object 62, which holds object 0.
        var objects: [[UInt8]] = [[0xA2, 1, 62]]
        objects += (1..<61).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        objects.append([0x10, 0x00])
        objects.append([0xA1, 0])
        var limits = ArchiveLimits()
        limits.maximumValues = .max
        #expect(
            BinaryPlistFixtures.error(reading: BinaryPlistFixtures.File(objects).data, limits: limits)
                == "Malformed binary property list at byte 8: object 0 contains itself")
    }
}
