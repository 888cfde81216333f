import DocumentReading

/// Reads Netpbm's gray and color formats, P2 and P3 (plain: samples written as decimal numbers)
/// and P5 and P6 (binary: one byte per sample, or two big-endian bytes when the maximum value is
/// above 255), into an ``Image`` of pixels.
///
/// The reader is strict and never trusts the header: sizes are checked against
/// ``Image/maximumPixelCount`` before anything is set aside for the pixels, every sample against
/// the maximum value, and a file that ends early says how much it lacks. Comments (`#` to the end
/// of the line) may stand between the header's numbers, as the format allows. Bytes after the
/// image (another image, in a multi-image file) are ignored.
struct NetpbmReader {
    /// The formats read, by their magic number's digit.
    enum Format: UInt8 {
        case plainGray = 0x32, plainColor = 0x33, binaryGray = 0x35, binaryColor = 0x36

        var samplesPerPixel: Int { self == .plainGray || self == .binaryGray ? 1 : 3 }
        var isPlain: Bool { self == .plainGray || self == .plainColor }
    }

    static let supportedMagicNumbers = "P2 (plain gray), P3 (plain color), P5 (binary gray) or P6 (binary color)"

    private let bytes: [UInt8]
    private let source: String
    private var position = 0

    /// Reads the image in `bytes`; `source` names them in errors (a file's path).
    static func image(from bytes: [UInt8], source: String) throws(ImageError) -> Image {
        var reader = NetpbmReader(bytes: bytes, source: source)
        return try reader.readImage()
    }

    /// Whether `bytes` start like a Netpbm file: `P` and a digit.
    static func looksLikeNetpbm(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == UInt8(ascii: "P") && isDigit(bytes[1])
    }

    private init(bytes: [UInt8], source: String) {
        (self.bytes, self.source) = (bytes, source)
    }

    private mutating func readImage() throws(ImageError) -> Image {
        let format = try readMagicNumber()
        let (width, sizeStart) = try readNumber(named: "the width")
        let (height, _) = try readNumber(named: "the height")
        let count = try Image.checkedPixelCount(
            width: width, height: height, source: source, byteOffset: sizeStart, line: line(at: sizeStart))
        let (maximum, maximumStart) = try readNumber(named: "the maximum sample value")
        guard (1...65535).contains(maximum) else {
            throw failure(
                .invalidData, at: maximumStart, "expected the maximum sample value from 1 to 65535, found \(maximum)")
        }
        let pixels: [Image.Pixel]
        if format.isPlain {
            pixels = try readPlainPixels(count: count, format: format, maximum: maximum)
        } else {
            try skipSingleWhitespaceBeforeRaster()
            pixels = try readBinaryPixels(count: count, format: format, maximum: maximum)
        }
        return Image(checkedWidth: width, height: height, pixels: pixels)
    }

    private mutating func readMagicNumber() throws(ImageError) -> Format {
        guard Self.looksLikeNetpbm(bytes) else {
            throw failure(
                .unsupportedFormat, at: 0,
                "expected a Netpbm magic number, \(Self.supportedMagicNumbers), found \(found(at: 0, length: 2))")
        }
        guard let format = Format(rawValue: bytes[1]) else {
            throw failure(
                .unsupportedFormat, at: 0,
                "expected \(Self.supportedMagicNumbers), found \(found(at: 0, length: 2)), which is not read")
        }
        position = 2
        return format
    }

    /// A decimal number after whitespace and comments, followed by whitespace, a comment or the
    /// end, and the offset of its first digit.
    private mutating func readNumber(named name: String) throws(ImageError) -> (value: Int, start: Int) {
        skipWhitespaceAndComments()
        let start = position
        guard position < bytes.count else {
            throw failure(.truncated, at: position, "expected \(name) (a whole number), found the end of the data")
        }
        guard Self.isDigit(bytes[position]) else {
            throw failure(.invalidData, at: position, "expected \(name) (a whole number), found \(found(at: position))")
        }
        var value = 0
        while position < bytes.count, Self.isDigit(bytes[position]) {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            // Anything this large is refused by the caller; stopping here keeps the product in range.
            if value > Self.largestNumber {
                throw failure(
                    .invalidData, at: start,
                    "expected \(name) (a whole number), found a number above \(Self.largestNumber)")
            }
            position += 1
        }
        if position < bytes.count, !Self.isWhitespace(bytes[position]), bytes[position] != UInt8(ascii: "#") {
            throw failure(.invalidData, at: position, "expected whitespace after \(name), found \(found(at: position))")
        }
        return (value, start)
    }

    /// The largest number the header may hold: larger widths and heights would be refused anyway.
    private static let largestNumber = Int(Int32.max)

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            if Self.isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"),
                    bytes[position] != UInt8(ascii: "\r")
                {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func skipSingleWhitespaceBeforeRaster() throws(ImageError) {
        guard position < bytes.count else {
            throw failure(
                .truncated, at: position,
                "expected a whitespace byte and the pixels after the header, found the end of the data")
        }
        // `readNumber` has made sure the byte after the maximum value is whitespace or a comment.
        guard Self.isWhitespace(bytes[position]) else {
            throw failure(
                .invalidData, at: position,
                "expected one whitespace byte before the pixels, found \(found(at: position))")
        }
        position += 1
    }

    private mutating func readBinaryPixels(count: Int, format: Format, maximum: Int) throws(ImageError) -> [Image.Pixel]
    {
        let bytesPerSample = maximum < 256 ? 1 : 2
        let channels = format.samplesPerPixel
        let needed = count * channels * bytesPerSample
        let available = bytes.count - position
        guard available >= needed else {
            let pixelCount = ProblemReport.counted(count, "pixel")
            let sampleCount = ProblemReport.counted(channels, "sample")
            let byteCount = ProblemReport.counted(bytesPerSample, "byte")
            throw failure(
                .truncated, at: bytes.count, inText: false,
                "expected \(needed) bytes of pixels (\(pixelCount) × \(sampleCount) × \(byteCount)), found \(available)"
            )
        }
        var pixels: [Image.Pixel] = []
        pixels.reserveCapacity(count)
        var samples = [UInt8](repeating: 0, count: channels)
        for _ in 0..<count {
            for channel in 0..<channels {
                let start = position
                var sample = Int(bytes[position])
                if bytesPerSample == 2 { sample = sample << 8 | Int(bytes[position + 1]) }
                position += bytesPerSample
                samples[channel] = try scaled(sample, maximum: maximum, at: start, inText: false)
            }
            pixels.append(Self.pixel(from: samples))
        }
        return pixels
    }

    private mutating func readPlainPixels(count: Int, format: Format, maximum: Int) throws(ImageError) -> [Image.Pixel]
    {
        let channels = format.samplesPerPixel
        var pixels: [Image.Pixel] = []
        pixels.reserveCapacity(count)
        var samples = [UInt8](repeating: 0, count: channels)
        for index in 0..<count {
            for channel in 0..<channels {
                skipWhitespaceAndComments()
                guard position < bytes.count else {
                    throw failure(
                        .truncated, at: position,
                        "expected \(count * channels) samples (\(ProblemReport.counted(count, "pixel")) × \(channels)), found \(index * channels + channel)"
                    )
                }
                let (sample, start) = try readNumber(named: "a sample")
                samples[channel] = try scaled(sample, maximum: maximum, at: start, inText: true)
            }
            pixels.append(Self.pixel(from: samples))
        }
        return pixels
    }

    /// `sample` from 0...`maximum` to 0...255, rounded.
    private func scaled(_ sample: Int, maximum: Int, at offset: Int, inText: Bool) throws(ImageError) -> UInt8 {
        guard sample <= maximum else {
            throw failure(
                .invalidData, at: offset, inText: inText,
                "expected a sample from 0 to the maximum value \(maximum), found \(sample)")
        }
        return UInt8((sample * 255 + maximum / 2) / maximum)
    }

    private static func pixel(from samples: [UInt8]) -> Image.Pixel {
        samples.count == 1
            ? Image.Pixel(gray: samples[0]) : Image.Pixel(red: samples[0], green: samples[1], blue: samples[2])
    }

    /// An error at `offset`, with its line when it is in the text part of the file (the header,
    /// plain samples), where lines mean something.
    private func failure(_ kind: ImageError.Kind, at offset: Int, inText: Bool = true, _ reason: String) -> ImageError {
        ImageError(
            kind: kind, source: source, byteOffset: offset, line: inText ? line(at: offset) : nil, reason: reason)
    }

    private func line(at offset: Int) -> Int {
        ImageError.line(at: offset, in: bytes)
    }

    /// What is at `offset`, as an error shows it: `"x"` for printable ASCII, `byte 0x00` otherwise.
    private func found(at offset: Int, length: Int = 1) -> String {
        guard offset < bytes.count else { return "the end of the data" }
        let excerpt = bytes[offset..<min(offset + length, bytes.count)]
        if excerpt.allSatisfy({ (0x21...0x7E).contains($0) }) {
            return "\"" + String(decoding: excerpt, as: UTF8.self) + "\""
        }
        let named = excerpt.map { "0x" + TextUTF8.hex(UInt32($0), digits: 2) }.joined(separator: " ")
        return (excerpt.count == 1 ? "byte " : "bytes ") + named
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
}
