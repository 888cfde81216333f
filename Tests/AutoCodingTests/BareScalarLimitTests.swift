import AutoCoding
import Foundation
import Testing

/// A bare JSON scalar that a limit refuses is refused, not taken for raw data or OpenStep text.
@Suite struct BareScalarLimitTests {
    @Test(arguments: ["false", "12", "-5", "null", "1e3"])
    func aLimitErrorOnABareScalarSurfaces(text: String) {
        var limits = ArchiveLimits()
        limits.maximumValues = 0
        #expect(throws: ArchiveError.tooManyValues(limit: 0)) {
            try Archive.load(from: Data(text.utf8), limits: limits)
        }
        #expect(throws: ArchiveError.tooManyValues(limit: 0)) { try Note.load(from: Data(text.utf8), limits: limits) }
    }

    /// Text that only starts like a scalar is still raw data, within the limits or not.
    @Test func textThatIsNotJSONIsStillRawData() throws {
        var limits = ArchiveLimits()
        limits.maximumValues = 0
        #expect(try Archive.load(from: Data("tru".utf8), limits: limits) as? Data == Data("tru".utf8))
    }
}
