import Foundation

/// Bytes as hex text, two digits a byte: what the `.hex` archive strategy reads and writes.
///
/// ```swift
/// TextHex.string(from: Data([0xde, 0xad]))   // "dead"
/// TextHex.data(from: "DEad")                  // de ad
/// ```
package enum TextHex {
    /// Lowercase digits, two for each byte.
    package static func string(from data: Data) -> String {
        data.map { $0.zeroPadded(toWidth: 2, radix: 16) }.joined()
    }

    /// The bytes of `text`, digits of either case two a byte; nil when a character is not a hex
    /// digit or the count is odd.
    package static func data(from text: String) -> Data? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        var data = Data(capacity: utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = utf8[index].asciiHexDigitValue, let low = utf8[index + 1].asciiHexDigitValue else {
                return nil
            }
            data.append(UInt8(high << 4 | low))
            index += 2
        }
        return data
    }
}
