import Foundation
import Testing

@testable import DocumentReading

/// The writers refuse nesting that their own readers refuse, with the readers' wording.
@Suite struct WriterDepthLimitTests {
    /// `depth` arrays, one inside the other, the innermost holding a dictionary with `key`.
    static func nested(_ depth: Int) -> ArchiveValue {
        var value = ArchiveValue.dictionary(["key": .bool(true)])
        for _ in 1..<depth { value = .array([value]) }
        return value
    }

    static func write(_ value: ArchiveValue, format: ArchiveFormat) throws -> Data {
        switch format {
        case .json: try JSONArchive.write(value)
        case .binaryPropertyList: try BinaryPropertyList.write(value)
        default: try XMLPropertyList.write(value)
        }
    }

    static func read(_ data: Data, format: ArchiveFormat) throws -> ArchiveValue {
        switch format {
        case .json: try JSONArchive.read(data, limits: ArchiveLimits())
        case .binaryPropertyList: try BinaryPropertyList.read(data, limits: ArchiveLimits())
        default: try XMLPropertyList.read(data, limits: ArchiveLimits())
        }
    }

    @Test(arguments: [ArchiveFormat.json, .binaryPropertyList, .xmlPropertyList])
    func writesWhatItsReaderReadsAndRefusesTheRest(format: ArchiveFormat) throws {
        let write = { (value: ArchiveValue) throws in try Self.write(value, format: format) }
        // 512 containers deep: the default limit, read back whole.
        #expect(try Self.read(write(Self.nested(512)), format: format) == Self.nested(512))
        // 513 deep: refused, naming where the 513th container is.
        let path = String(repeating: "[0]", count: 512)
        #expect(
            errorDescription { try write(Self.nested(513)) }
                == "Nesting deeper than 512 levels at '\(path)'; raise ArchiveLimits.maximumDepth to accept it")
        var limits = ArchiveLimits()
        limits.maximumDepth = 0
        #expect(
            errorDescription { try JSONArchive.write(.array([]), limits: limits) }
                == "Nesting deeper than 0 levels at the root; raise ArchiveLimits.maximumDepth to accept it")
    }
}
