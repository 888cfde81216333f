import DocumentReading
import Foundation

/// Turns values into the bytes of a format.
enum ArchiveWriter {
    /// `value` encoded and written as `format`. A keyed archive keeps the object graph (each
    /// instance once, shared and cyclic references as they are); the other formats are trees, so
    /// an instance inside itself is refused with the key path where the cycle closes.
    static func data<Value: Encodable>(for value: Value, format: ArchiveFormat) throws -> Data {
        if format == .keyedArchive {
            return try KeyedArchive.write(ArchiveEncoder.encodeGraph(value, registry: .shared))
        }
        let tree: ArchiveValue
        do {
            tree = try ArchiveEncoder.encode(value, registry: .shared)
        } catch let cycle as EncodingCycle {
            throw cycle.error(writing: format)
        }
        switch format {
        case .json: return try JSONArchive.write(tree, prettyPrinted: true)
        case .binaryPropertyList: return try BinaryPropertyList.write(tree)
        case .xmlPropertyList: return try XMLPropertyList.write(tree)
        case .openStepPropertyList, .keyedArchive:
            throw ArchiveError.unsupportedValue(
                format, keyPath: "",
                reason: "AutoCoding reads this format but does not write it; "
                    + "write JSON, a binary or XML property list, or an NSKeyedArchiver archive")
        }
    }
}
