import DocumentReading
import Foundation

extension Image {
    /// The largest image file read: 128 MiB, more than the largest image of
    /// ``maximumPixelCount`` pixels takes in any format read, so that a huge file is refused
    /// without being read whole.
    ///
    /// ```swift
    /// Image.maximumFileSize   // 134217728
    /// ```
    public static let maximumFileSize = 128 * 1024 * 1024

    /// The file extensions read as text art.
    static let textArtExtensions: Set<String> = ["txt"]
    /// The file extensions read as Netpbm pixels.
    static let netpbmExtensions: Set<String> = ["ppm", "pgm", "pnm"]

    /// The image in a file: text art in a `.txt` file (UTF-8), pixels in a Netpbm file (`.ppm`,
    /// `.pgm`, `.pnm`, or any file that starts with a magic number `P2`, `P3`, `P5` or `P6`; see
    /// ``init(netpbm:source:)``). Errors name the file by the path as given.
    ///
    /// ```swift
    /// let apple = try Image(contentsOf: URL(filePath: "Images/apple.ppm"))
    /// let banner = try Image(contentsOf: URL(filePath: "Images/banner.txt"))
    /// ```
    public init(contentsOf url: URL) throws(ImageError) {
        let source = url.isFileURL ? url.path : url.absoluteString
        let bytes = try Self.readFile(url, source: source)
        if Self.textArtExtensions.contains(url.pathExtension.lowercased()) {
            self = try Self.textArt(from: bytes, source: source)
        } else if NetpbmReader.looksLikeNetpbm(bytes) || Self.netpbmExtensions.contains(url.pathExtension.lowercased())
        {
            self = try NetpbmReader.image(from: bytes, source: source)
        } else {
            throw ImageError(
                kind: .unsupportedFormat, source: source,
                reason:
                    "expected text art (a .txt file) or a Netpbm image (.ppm, .pgm, .pnm: \(NetpbmReader.supportedMagicNumbers))"
            )
        }
    }

    /// Pixels from Netpbm data: `P2` (plain gray), `P3` (plain color), `P5` (binary gray) or `P6`
    /// (binary color), with any maximum sample value from 1 to 65535. `source` names the data in
    /// errors, which give the byte (and, in text, the line) where reading stopped.
    ///
    /// ```swift
    /// let dot = try Image(netpbm: Data("P3 1 1 255 255 0 0".utf8))   // one red pixel
    /// try Image(netpbm: Data("P3 1 1 255 300 0 0".utf8), source: "dot.ppm")
    /// // dot.ppm: byte 11 (line 1): expected a sample from 0 to the maximum value 255, found 300
    /// ```
    public init(netpbm data: Data, source: String = "data") throws(ImageError) {
        self = try NetpbmReader.image(from: [UInt8](data), source: source)
    }

    private static func readFile(_ url: URL, source: String) throws(ImageError) -> [UInt8] {
        let data: Data?
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: maximumFileSize + 1)
        } catch {
            throw ImageError(
                kind: .unreadableFile, source: source, reason: "cannot read the file (\(fileErrorReason(error)))")
        }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= maximumFileSize else {
            throw ImageError(
                kind: .tooLarge, source: source,
                reason:
                    "the file is larger than the \(maximumFileSize) bytes an image file may have (Image.maximumFileSize)"
            )
        }
        return bytes
    }

    /// Text art from UTF-8 bytes; the first byte that is not UTF-8 is an error.
    static func textArt(from bytes: [UInt8], source: String) throws(ImageError) -> Image {
        let invalidOffset: Int? = bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                guard buffer[offset] >= 0x80 else {
                    offset += 1
                    continue
                }
                let length = TextUTF8.sequenceLength(in: buffer, at: offset)
                guard length > 0 else { return offset }
                offset += length
            }
            return nil
        }
        guard let invalidOffset else { return Image(textArt: String(decoding: bytes, as: UTF8.self)) }
        throw ImageError(
            kind: .invalidData, source: source, byteOffset: invalidOffset,
            line: ImageError.line(at: invalidOffset, in: bytes),
            reason:
                "expected text art in UTF-8, found byte 0x\(TextUTF8.hex(UInt32(bytes[invalidOffset]), digits: 2)), which does not start a UTF-8 character there"
        )
    }
}
