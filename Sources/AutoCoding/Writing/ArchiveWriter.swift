import DocumentReading
import Foundation

/// Turns archive values into the bytes of a format.
enum ArchiveWriter {
    static func data(for value: ArchiveValue, format: ArchiveFormat) throws -> Data {
        switch format {
        case .json: return try JSONArchive.write(value, prettyPrinted: true)
        case .binaryPropertyList: return try BinaryPropertyList.write(value)
        case .xmlPropertyList: return try XMLPropertyList.write(value)
        case .openStepPropertyList, .keyedArchive:
            throw ArchiveError.unsupportedValue(
                format, keyPath: "",
                reason: "AutoCoding reads this format but does not write it; "
                    + "write JSON, a binary property list or an XML property list")
        }
    }
}
