import Foundation
import Testing

@testable import DocumentReading

/// Two keys that differ only by Unicode normalisation (precomposed "é", U+00E9, and decomposed
/// "é", U+0065 U+0301) are different keys to CoreFoundation, Python and JSON, but one key to a
/// Swift `String`: every reader reports the pair with both spellings rather than dropping a value.
@Suite struct KeyNormalizationTests {
    static let collision =
        "the keys 'é' (U+00E9) and 'é' (U+0065 U+0301) differ only in Unicode normalization, "
        + "and a Swift String would make them one key"

    @Test func json() {
        #expect(
            errorDescription {
                try JSONArchive.read(Data("{\"\u{E9}\": 1, \"e\u{301}\": 2}".utf8), limits: ArchiveLimits())
            }
                == "Malformed JSON at line 1, column 10: \(Self.collision)")
        // A key repeated exactly is still refused as a duplicate.
        #expect(
            errorDescription { try JSONArchive.read(Data(#"{"a": 1, "a": 2}"#.utf8), limits: ArchiveLimits()) }
                == #"Malformed JSON at line 1, column 10: duplicate key "a" in an object"#)
    }

    @Test func xmlPropertyList() {
        let text =
            "<plist><dict><key>\u{E9}</key><integer>1</integer><key>e\u{301}</key><integer>2</integer></dict></plist>"
        #expect(
            errorDescription { try XMLPropertyList.read(Data(text.utf8), limits: ArchiveLimits()) }
                == "Malformed XML property list at line 1, column 46: \(Self.collision)")
    }

    @Test func openStepPropertyList() {
        #expect(
            errorDescription {
                try OpenStepPropertyList.read(
                    Data("{ \"\u{E9}\" = 1; \"e\u{301}\" = 2; }".utf8), limits: ArchiveLimits())
            } == "Malformed OpenStep property list at line 1, column 12: \(Self.collision)")
    }

    /// Built from Apple's format: a dictionary of two UTF-16 string keys (marker 0x6n) and one value.
    @Test func binaryPropertyList() {
        let objects: [[UInt8]] = [[0xD2, 1, 2, 3, 3], [0x61, 0x00, 0xE9], [0x62, 0x00, 0x65, 0x03, 0x01], [0x09]]
        #expect(
            BinaryPlistFixtures.error(reading: objects)
                == "Malformed binary property list at byte 16: \(Self.collision)")
    }
}
