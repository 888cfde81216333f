import DocumentReading
import Foundation

/// `@ArchiveCoding(.base64)`: `Data` as base64 text.
///
/// Writes the standard alphabet with `=` padding; reads it with or without padding, and skips
/// whitespace, so text wrapped across lines reads too.
///
/// ```swift
/// @AutoCodable struct Attachment {
///     @ArchiveCoding(.base64) var bytes = Data()   // "3q2+7w=="
/// }
/// ```
public struct Base64DataCoding: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String { "base64 text" }

    public func decode(_ archived: String) -> Data? {
        var text = archived
        return text.withUTF8 { bytes in
            guard case .data(let data) = TextBase64.decode(bytes) else { return nil }
            return data
        }
    }

    public func encode(_ value: Data) -> String { value.base64EncodedString() }
}

/// `@ArchiveCoding(.hex)`: `Data` as hex text, two digits a byte.
///
/// Writes lowercase digits; reads either case.
///
/// ```swift
/// @AutoCodable struct Download {
///     @ArchiveCoding(.hex) var checksum = Data()   // "deadbeef"
/// }
/// ```
public struct HexDataCoding: ArchiveValueCoding, Sendable {
    public init() {}

    public var expectedArchive: String { "hex text, two digits a byte" }

    public func decode(_ archived: String) -> Data? { TextHex.data(from: archived) }

    public func encode(_ value: Data) -> String { TextHex.string(from: value) }
}
