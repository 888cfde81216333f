/// The file formats AutoCoding reads; all but OpenStep property lists it also writes.
///
/// ```swift
/// try note.write(to: url, format: .json)
/// ArchiveFormat.detect(in: data)   // .json, .binaryPropertyList, …, or nil
/// ```
public enum ArchiveFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case json
    case binaryPropertyList
    case xmlPropertyList
    /// The NeXTSTEP text format (`{ key = value; }`), read only.
    case openStepPropertyList
    /// An `NSKeyedArchiver` archive (itself a binary or XML property list); written as a binary one
    /// that keeps shared instances and cycles.
    case keyedArchive

    /// The name as a sentence uses it after "as": "JSON", "a binary property list", …
    package var nameInSentence: String {
        switch self {
        case .json: "JSON"
        case .binaryPropertyList: "a binary property list"
        case .xmlPropertyList: "an XML property list"
        case .openStepPropertyList: "an OpenStep property list"
        case .keyedArchive: "an NSKeyedArchiver archive"
        }
    }

    public var description: String {
        switch self {
        case .json: "JSON"
        case .binaryPropertyList: "binary property list"
        case .xmlPropertyList: "XML property list"
        case .openStepPropertyList: "OpenStep property list"
        case .keyedArchive: "NSKeyedArchiver archive"
        }
    }
}
