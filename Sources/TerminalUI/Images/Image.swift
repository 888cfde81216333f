import StringCoding

/// A picture a terminal can show: text art, or pixels drawn two to a cell.
///
/// A terminal draws characters in cells, so an image is one of two things:
///
/// - **Text art**: lines of text, drawn as they are. Its size in cells is its longest line's
///   display width (a CJK character or an emoji takes two columns) by its number of lines. It
///   looks the same in every terminal, with or without colors.
/// - **Pixels**: a grid of colors, drawn with the upper half block `▀`, whose foreground is the
///   upper pixel and whose background the lower one, so that a cell shows two pixels and the
///   pixels are about square. Colors are written in 24-bit color, or mapped to the 256- or
///   16-color palette, as the terminal supports (`ColorMode`). Where there are no colors
///   (`NO_COLOR`, `TERM=dumb`, a pipe), ``ImageView`` draws its alt text instead, or, without alt
///   text, one ASCII character per cell from a ramp of brightness (` .:-=+*#%@`).
///
/// Images come from code, from files (``init(contentsOf:)``: Netpbm `.ppm`/`.pgm`/`.pnm` pixels or
/// `.txt` text art) and by name from an ``ImageCatalog``, which is how bindings and description
/// files name them.
///
/// ```swift
/// let logo = Image(textArt: " /\\_/\\\n( o.o )")
/// logo.size                    // (columns: 7, rows: 2)
/// let flag = try Image(width: 2, height: 2, pixels: [.red, .red, .blue, .blue])
/// flag.size                    // (columns: 2, rows: 1): two pixels high is one row of ▀
/// let apple = try Image(contentsOf: URL(filePath: "Images/apple.ppm"))
/// ```
public struct Image: Hashable, Sendable {
    /// What the image is made of.
    ///
    /// ```swift
    /// if case .textArt(let lines) = logo.content { print(lines.count) }
    /// ```
    public enum Content: Hashable, Sendable {
        /// Lines of text, without line breaks, tabs expanded to spaces.
        case textArt(lines: [String])
        /// `width` × `height` pixels, row by row from the top left.
        case pixels(width: Int, height: Int, pixels: [Pixel])
    }

    /// The most pixels an image may have: 4,194,304 (2048 × 2048), far more than any terminal shows,
    /// so that a file claiming a huge size is refused before memory is set aside for it.
    ///
    /// ```swift
    /// Image.maximumPixelCount   // 4194304
    /// ```
    public static let maximumPixelCount = 2048 * 2048

    /// What the image is made of.
    ///
    /// ```swift
    /// logo.content   // .textArt(lines: [" /\\_/\\", "( o.o )"])
    /// ```
    public let content: Content

    /// The name the image was found under in an ``ImageCatalog``, or nil for an image made in code
    /// or read from a file; it is also how a description file writes the image back.
    ///
    /// ```swift
    /// try ImageCatalog.main.image(named: "apple").name   // "apple"
    /// ```
    public internal(set) var name: String?

    /// Text art: `text`'s lines, split at line breaks (a last empty line, from a text that ends
    /// with one, is left out), with tabs expanded to the next multiple of 8 columns. Other control
    /// characters take no column and are not drawn, as in a ``Label``.
    ///
    /// ```swift
    /// Image(textArt: "🍎 林檎\napple\n").size   // (columns: 7, rows: 2)
    /// ```
    public init(textArt text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            Self.expandingTabs(in: $0)
        }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        content = .textArt(lines: lines)
    }

    /// Pixels, `width` × `height`, row by row from the top left. Throws an ``ImageError`` when
    /// the count of `pixels` is not `width × height`, a side is not positive, or there are more
    /// than ``maximumPixelCount``.
    ///
    /// ```swift
    /// let checker = try Image(width: 2, height: 2, pixels: [.black, .white, .white, .black])
    /// ```
    public init(width: Int, height: Int, pixels: [Pixel]) throws(ImageError) {
        let count = try Self.checkedPixelCount(width: width, height: height, source: "Image(width:height:pixels:)")
        guard pixels.count == count else {
            throw ImageError(
                kind: .invalidData, source: "Image(width:height:pixels:)",
                reason: "expected \(width) × \(height) = \(count) pixels, found \(pixels.count)")
        }
        content = .pixels(width: width, height: height, pixels: pixels)
    }

    /// An image of pixels that are known to fit their size.
    init(checkedWidth width: Int, height: Int, pixels: [Pixel]) {
        content = .pixels(width: width, height: height, pixels: pixels)
    }

    /// The size in terminal cells: text art's widest line by its line count; pixels' width by half
    /// their height, rounded up, as each cell shows two pixels one above the other.
    ///
    /// ```swift
    /// try Image(width: 4, height: 3, pixels: Array(repeating: .white, count: 12)).size   // (4, 2)
    /// ```
    public var size: (columns: Int, rows: Int) {
        switch content {
        case .textArt(let lines): (lines.map { TerminalWidth.columns(of: $0) }.max() ?? 0, lines.count)
        case .pixels(let width, let height, _): (width, (height + 1) / 2)
        }
    }

    /// `width × height`, when both are positive and the product is at most ``maximumPixelCount``.
    static func checkedPixelCount(
        width: Int, height: Int, source: String, byteOffset: Int? = nil, line: Int? = nil
    ) throws(ImageError) -> Int {
        guard width > 0, height > 0 else {
            throw ImageError(
                kind: .invalidData, source: source, byteOffset: byteOffset, line: line,
                reason: "expected a width and height of at least 1 pixel, found \(width) × \(height)")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= maximumPixelCount else {
            throw ImageError(
                kind: .tooLarge, source: source, byteOffset: byteOffset, line: line,
                reason:
                    "\(width) × \(height) pixels is more than the \(maximumPixelCount) an image may have (Image.maximumPixelCount)"
            )
        }
        return count
    }

    private static let tabWidth = 8

    private static func expandingTabs(in line: Substring) -> String {
        guard line.contains("\t") else { return String(line) }
        var expanded = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                expanded += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                expanded.append(character)
                column += TerminalWidth.columns(of: character)
            }
        }
        return expanded
    }
}

extension Image {
    /// Equal when the content is equal, whatever name the images were found under.
    public static func == (lhs: Image, rhs: Image) -> Bool { lhs.content == rhs.content }

    public func hash(into hasher: inout Hasher) { hasher.combine(content) }
}
