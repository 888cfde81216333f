import Foundation
import Testing

@testable import DocumentReading

/// Files this writer makes are read by Foundation, and files Foundation makes are read by this
/// reader, to the same values.
@Suite struct BinaryPropertyListInteropTests {
    static let sample = ArchiveValue.dictionary([
        "title": .string("Groceries"),
        "unicode": .string("Crème brûlée 😀 中文"),
        "empty": .string(""),
        "long": .string(String(repeating: "long text ", count: 40)),
        "counts": .array([.integer(0), .integer(255), .integer(256), .integer(70_000), .integer(5_000_000_000)]),
        "negatives": .array([.integer(-1), .integer(Int64.min), .integer(Int64.max)]),
        "huge": .unsignedInteger(UInt64.max),
        "reals": .array([.real(1.5), .real(-0.25), .real(1e300), .real(.infinity)]),
        "flags": .array([.bool(true), .bool(false)]),
        "created": .date(Date(timeIntervalSinceReferenceDate: 700_000_000.25)),
        "old": .date(Date(timeIntervalSinceReferenceDate: -1_000_000_000)),
        "blob": .data(Data((0..<40).map { UInt8($0) })),
        "nested": .dictionary([
            "items": .array((0..<20).map { .dictionary(["id": .integer(Int64($0)), "name": .string("item \($0)")]) }),
            "empty": .dictionary([:]),
            "none": .array([]),
        ]),
    ])

    static func foundationRead(_ data: Data) throws -> ArchiveValue? {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: &format)
        #expect(format == .binary)
        return archiveValue(fromFoundation: object)
    }

    static func foundationWrite(_ value: ArchiveValue) throws -> Data {
        let object = foundationObject(value)
        return try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    }

    @Test func foundationReadsWhatThisWriterWrites() throws {
        let data = try BinaryPropertyList.write(Self.sample)
        #expect(try Self.foundationRead(data) == sortedKeys(Self.sample))
    }

    @Test func thisReaderReadsWhatFoundationWrites() throws {
        let data = try Self.foundationWrite(Self.sample)
        let value = try BinaryPropertyList.read(data, limits: ArchiveLimits())
        #expect(sortedKeys(value) == sortedKeys(Self.sample))
    }

    @Test func foundationAgreesOnRandomValues() throws {
        var random = RandomArchiveValues.binaryPropertyList(seed: 42)
        random.includesUIDs = false  // Foundation reads UIDs as objects that do not compare
        for _ in 0..<300 {
            let value = random.value()
            let sorted = sortedKeys(value)
            #expect(try Self.foundationRead(BinaryPropertyList.write(value)) == sorted)
            let foundationData = try Self.foundationWrite(value)
            #expect(
                sortedKeys(try BinaryPropertyList.read(foundationData, limits: ArchiveLimits())) == sorted)
        }
    }
}
