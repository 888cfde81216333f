import DocumentReading
import Foundation

/// Reads archive data in whichever format it is in.
enum ArchiveReader {
    /// The value `data` holds and the format it was found in; nil when it is in no format
    /// AutoCoding reads.
    ///
    /// Signatures decide between binary property lists, XML property lists and text; text that
    /// starts like JSON is read as JSON, and only if that fails as an OpenStep property list. A
    /// bare JSON scalar (`false`, `12`, `"text"`, `null`) is JSON, as the typed JSON path reads it;
    /// other text that starts like one but is not JSON is left to the OpenStep test.
    static func read(_ data: Data, limits: ArchiveLimits) throws -> ArchiveDocument? {
        try limits.checkSize(data.count)
        if BinaryPropertyList.hasSignature(data) {
            return try keyedArchiveOrList(BinaryPropertyList.read(data, limits: limits), .binaryPropertyList, limits)
        }
        if XMLPropertyList.hasSignature(data) {
            return try keyedArchiveOrList(XMLPropertyList.read(data, limits: limits), .xmlPropertyList, limits)
        }
        switch firstSignificantByte(of: data) {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            do {
                return ArchiveDocument(try JSONArchive.read(data, limits: limits), .json)
            } catch let jsonError as ArchiveError {
                guard OpenStepPropertyList.looksLikeOpenStep(data),
                    let value = try? OpenStepPropertyList.read(data, limits: limits)
                else { throw jsonError }
                return ArchiveDocument(value, .openStepPropertyList)
            }
        case let first? where Self.startsJSONScalar(first):
            do {
                return ArchiveDocument(try JSONArchive.read(data, limits: limits), .json)
            } catch let error as ArchiveError where error.isLimit {
                throw error  // the text may well be JSON: the limit is what refused it
            } catch {
                // Not JSON: OpenStep text, or raw data.
            }
            guard OpenStepPropertyList.looksLikeOpenStep(data) else { return nil }
            return ArchiveDocument(try OpenStepPropertyList.read(data, limits: limits), .openStepPropertyList)
        default:
            guard OpenStepPropertyList.looksLikeOpenStep(data) else { return nil }
            return ArchiveDocument(try OpenStepPropertyList.read(data, limits: limits), .openStepPropertyList)
        }
    }

    /// Reads `data` as `format`, without detection.
    static func read(_ data: Data, format: ArchiveFormat, limits: ArchiveLimits) throws -> ArchiveDocument {
        try limits.checkSize(data.count)
        switch format {
        case .json: return ArchiveDocument(try JSONArchive.read(data, limits: limits), format)
        case .binaryPropertyList: return ArchiveDocument(try BinaryPropertyList.read(data, limits: limits), format)
        case .xmlPropertyList: return ArchiveDocument(try XMLPropertyList.read(data, limits: limits), format)
        case .openStepPropertyList: return ArchiveDocument(try OpenStepPropertyList.read(data, limits: limits), format)
        case .keyedArchive:
            let list =
                XMLPropertyList.hasSignature(data)
                ? try XMLPropertyList.read(data, limits: limits) : try BinaryPropertyList.read(data, limits: limits)
            guard KeyedArchive.isKeyedArchive(list) else {
                throw ArchiveError.malformed(
                    .keyedArchive, at: .keyPath(""), reason: "the property list has no $archiver, $objects and $top")
            }
            return ArchiveDocument(try KeyedArchive.readGraph(list, limits: limits))
        }
    }

    /// A property list is a keyed archive when its root says so; then its objects are what it holds.
    private static func keyedArchiveOrList(
        _ list: ArchiveValue, _ format: ArchiveFormat, _ limits: ArchiveLimits
    )
        throws -> ArchiveDocument
    {
        guard KeyedArchive.isKeyedArchive(list) else { return ArchiveDocument(list, format) }
        return ArchiveDocument(try KeyedArchive.readGraph(list, limits: limits))
    }

    /// Whether `byte` can start a JSON text that is not an object or array.
    private static func startsJSONScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"),
            UInt8(ascii: "f"), UInt8(ascii: "n"):
            true
        default: false
        }
    }

    /// The first byte after a UTF-8 byte order mark and whitespace.
    private static func firstSignificantByte(of data: Data) -> UInt8? {
        data.dropFirst(ByteOrderMark.utf8Length(in: data)).first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// "`7b 22 61`…", for the error that says what unrecognized data starts with.
    static func firstBytesDescription(of data: Data) -> String {
        if data.isEmpty { return "nothing: it is empty" }
        let hex = data.prefix(8).map { TextUTF8.hex(UInt32($0), digits: 2, uppercase: false) }
        return "the bytes " + hex.joined(separator: " ") + (data.count > 8 ? " …" : "")
    }
}

extension ArchiveError {
    /// Whether the error is one of ``ArchiveLimits``' refusals rather than a problem with the text.
    fileprivate var isLimit: Bool {
        switch self {
        case .tooDeep, .tooLarge, .tooManyValues: true
        default: false
        }
    }
}
