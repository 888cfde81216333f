import Foundation

/// Property lists in whichever of their three formats they are written, told apart as AutoCoding's
/// loading tells them apart: by the binary and XML signatures, and otherwise as OpenStep text.
///
/// ```swift
/// let value = try PropertyList.read(Data(contentsOf: url), limits: ArchiveLimits())
/// ```
package enum PropertyList {
    /// The value `data` holds; throws ``ArchiveError`` on malformed input or input beyond `limits`.
    package static func read(_ data: Data, limits: ArchiveLimits) throws(ArchiveError) -> ArchiveValue {
        let format: ArchiveFormat =
            BinaryPropertyList.hasSignature(data)
            ? .binaryPropertyList : XMLPropertyList.hasSignature(data) ? .xmlPropertyList : .openStepPropertyList
        do {
            switch format {
            case .binaryPropertyList: return try BinaryPropertyList.read(data, limits: limits)
            case .xmlPropertyList: return try XMLPropertyList.read(data, limits: limits)
            default: return try OpenStepPropertyList.read(data, limits: limits)
            }
        } catch {
            // The readers throw nothing else.
            throw error as? ArchiveError ?? .malformed(format, at: .byte(0), reason: String(describing: error))
        }
    }
}

extension Data {
    /// Whether the data starts as a binary or XML property list does (JSON and YAML never do):
    /// how stylesheets tell property lists from YAML, and description files refuse them.
    package var looksLikePropertyList: Bool {
        BinaryPropertyList.hasSignature(self) || XMLPropertyList.hasSignature(self)
    }
}
