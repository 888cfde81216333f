import AutoCoding
import Foundation

@testable import DocumentReading

/// Keyed archives built value by value from Apple's format, for shapes no archiver writes on purpose.
enum HandBuiltKeyedArchive {
    /// A binary keyed archive whose `$objects` are "$null" then `objects`, with object 1 as its root.
    static func data(objects: [ArchiveValue]) throws -> Data {
        try BinaryPropertyList.write(
            .dictionary([
                "$archiver": .string("NSKeyedArchiver"), "$version": .integer(100_000),
                "$top": .dictionary(["root": .uid(1)]), "$objects": .array([.string("$null")] + objects),
            ]))
    }

    /// The description of the error `body` throws, or "no error".
    static func errorText(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return String(describing: error)
        }
    }
}
