// The first byte of each input picks a StringDecodable type; the rest, read as UTF-8, is parsed as that
// type. Where the type is StringEncodable, a value that parsed is written and read back as its
// documentation promises.
import Foundation
import FuzzSupport
import StringCoding

/// NaN is the one value not equal to itself; it reads back as NaN.
func sameNumber<Number: FloatingPoint>(_ a: Number, _ b: Number) -> Bool {
    a == b || (a.isNaN && b.isNaN)
}

/// URLs as `URL`'s documentation promises them back: a local file URL is written as its path, so it
/// reads back as the same file (`file:/a` and `file://localhost/a` both come back as `file:///a`).
func sameURL(_ a: URL, _ b: URL) -> Bool {
    a == b || (a.isFileURL && b.isFileURL && a.path(percentEncoded: false) == b.path(percentEncoded: false))
}

/// Whether the seconds of a date are written with more than three decimals, which `Date` reads but
/// rounds to the millisecond when written (so only the written form round-trips exactly).
func hasSubmillisecondDigits(_ text: String) -> Bool {
    var run = 0
    var afterSeparator = false
    for character in text {
        if character == "." || character == "," {
            afterSeparator = true
            run = 0
        } else if afterSeparator, character.isASCII, character.isNumber {
            run += 1
            if run > 3 { return true }
        } else {
            afterSeparator = false
        }
    }
    return false
}

/// One parser (and round trip) per type; the first input byte picks one.
enum Cases {
    static let all: [@Sendable (String) -> Void] = common + geometry

    static let common: [@Sendable (String) -> Void] = [
        { parseAndRoundTrip($0, as: Int.self) },
        { parseAndRoundTrip($0, as: Int8.self) },
        { parseAndRoundTrip($0, as: Int16.self) },
        { parseAndRoundTrip($0, as: Int32.self) },
        { parseAndRoundTrip($0, as: Int64.self) },
        { parseAndRoundTrip($0, as: UInt.self) },
        { parseAndRoundTrip($0, as: UInt8.self) },
        { parseAndRoundTrip($0, as: UInt16.self) },
        { parseAndRoundTrip($0, as: UInt32.self) },
        { parseAndRoundTrip($0, as: UInt64.self) },
        { parseAndRoundTrip($0, as: Double.self, equal: sameNumber) },
        { parseAndRoundTrip($0, as: Float.self, equal: sameNumber) },
        { parseAndRoundTrip($0, as: CGFloat.self, equal: sameNumber) },
        { parseAndRoundTrip($0, as: Decimal.self) },
        { parseAndRoundTrip($0, as: Bool.self) },
        { parseAndRoundTrip($0, as: Character.self) },
        { parseAndRoundTrip($0, as: String.self) },
        { parseAndRoundTrip($0, as: URL.self, equal: sameURL) },
        { parseAndRoundTrip($0, as: HTTPRequest.self) { $0.method == $1.method && sameURL($0.url, $1.url) } },
        { parseAndRoundTrip($0, as: HTTPMethod.self) },
        { text in parseAndRoundTrip(text, as: Date.self, promise: hasSubmillisecondDigits(text) ? .stable : .exact) },
        { parseAndRoundTrip($0, as: Data.self) },
        { parseAndRoundTrip($0, as: UUID.self) },
        { parseAndRoundTrip($0, as: Duration.self) },
        { parseAndRoundTrip($0, as: CGPoint.self) },
        { parseAndRoundTrip($0, as: CGSize.self) },
        { parseAndRoundTrip($0, as: CGRect.self) },
        { parseAndRoundTrip($0, as: EdgeInsets.self) },
        { parseAndRoundTrip($0, as: Offset.self) },
        { parseAndRoundTrip($0, as: Color.self) },
        { parseAndRoundTrip($0, as: Font.self) },
        { parseAndRoundTrip($0, as: Int?.self) },
        { parseAndRoundTrip($0, as: String?.self) },
        { parseAndRoundTrip($0, as: Color?.self) },
        { parseAndRoundTrip($0, as: [Int].self) },
        { parseAndRoundTrip($0, as: [String].self) },
        { parseAndRoundTrip($0, as: [[String]].self) },
        { parseAndRoundTrip($0, as: [Double].self) { $0.count == $1.count && zip($0, $1).allSatisfy(sameNumber) } },
        { parseAndRoundTrip($0, as: [Color].self) },
        { parseAndRoundTrip($0, as: [Font].self) },
        { text in
            parseAndRoundTrip(text, as: [Date?].self, promise: hasSubmillisecondDigits(text) ? .stable : .exact)
        },
        { parseAndRoundTrip($0, as: Set<String>.self) },
        { parseAndRoundTrip($0, as: Set<Int>.self) },
        { parseAndRoundTrip($0, as: Mode.self) },
        { parseAndRoundTrip($0, as: Level.self) },
        { parseAndRoundTrip($0, as: ContentMode.self) },
        { parseAndRoundTrip($0, as: Priority.self) },
        { parseAndRoundTrip($0, as: Autoresizing.self) },
        { parseAndRoundTrip($0, as: SmallMask.self) },
        { _ = parse($0, as: [URL?].self) },
    ]

    // swift-corelibs-foundation has no CGVector, so StringCoding reads it only where CoreGraphics exists.
    #if canImport(CoreGraphics)
    static let geometry: [@Sendable (String) -> Void] = [{ parseAndRoundTrip($0, as: CGVector.self) }]
    #else
    static let geometry: [@Sendable (String) -> Void] = []
    #endif
}

exit(
    runLibFuzzer { data, size in
        guard let data, size > 0 else { return 0 }
        let bytes = UnsafeBufferPointer(start: data, count: size)
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        Cases.all[Int(bytes[0]) % Cases.all.count](text)
        return 0
    })
