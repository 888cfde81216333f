import DocumentReading
import Foundation

/// Bytes, read by this rule:
/// - text starting with `0x` is hex digits, two per byte: `0xdeadbeef`;
/// - text in angle brackets is hex as `NSData` used to describe itself, spaces allowed between
///   bytes: `<deadbeef 0001>`;
/// - anything else is base64, in the standard (`+/`) or URL-safe (`-_`) alphabet, with or without
///   `=` padding. The empty string is empty data.
///
/// Written back as padded standard base64, except in the rare case where that text would start
/// with `0x` and be misread as hex: then it is written as `0x` hex.
///
/// ```swift
/// try Data(parsing: "3q2+7w==")     // de ad be ef
/// try Data(parsing: "0xdeadbeef")   // de ad be ef
/// try Data(parsing: "<dead beef>")  // de ad be ef
/// ```
extension Data: StringCodable {
    public init(parsing string: String) throws {
        var reader = TextReader(string, expected: "Data")
        if reader.next == "0", let marker = reader.character(at: 1), marker == "x" || marker == "X" {
            reader.advance(by: 2)
            self = Data(try reader.readHexBytes(allowsSpaces: false, until: nil))
        } else if reader.skip("<") {
            let bytes = try reader.readHexBytes(allowsSpaces: true, until: ">")
            guard reader.skip(">") else { throw reader.failure("expected \">\" to close the hex bytes") }
            while reader.next?.isWhitespace == true { reader.advance() }
            guard reader.isAtEnd else { throw reader.failure("unexpected text after \">\"") }
            self = Data(bytes)
        } else {
            self = Data(try reader.readBase64())
        }
    }

    public var stringRepresentation: String {
        let base64 = base64EncodedString()
        guard base64.hasPrefix("0x") || base64.hasPrefix("0X") else { return base64 }
        return "0x" + map { $0.zeroPadded(toWidth: 2, radix: 16) }.joined()
    }
}
