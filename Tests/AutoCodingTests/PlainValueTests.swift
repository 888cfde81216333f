import DocumentReading
import Foundation
import OrderedCollections
import Testing

@testable import AutoCoding

@Suite struct PlainValueTests {
    /// Found by ArchiveFuzz: an object reference above `Int.max` trapped when converted to `Int`.
    @Test func numbersThatDoNotFitIntKeepTheirOwnType() throws {
        let list = ArchiveValue.array([.uid(UInt64.max), .unsignedInteger(UInt64.max), .integer(-5)])
        let values = try #require(try Archive.load(from: BinaryPropertyList.write(list)) as? [Any])
        #expect((values[0] as? [String: Any])?["CF$UID"] as? UInt64 == UInt64.max)
        #expect(values[1] as? UInt64 == UInt64.max)
        #expect(values[2] as? Int == -5)
    }
}
