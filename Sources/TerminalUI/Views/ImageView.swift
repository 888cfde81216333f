import Foundation
import KeyCoding
import StringCoding

/// A view that shows an ``Image``: the Swift stand-in for `UIImageView`.
///
/// Text art is drawn as it is, in ``tintColor``; pixels are drawn two to a cell with `▀` (see
/// ``Image``). ``View/contentMode`` places the image: the scaling modes (`scaleToFill`, the
/// default as in UIKit, `scaleAspectFit`, `scaleAspectFill`, and `redraw`, which scales to fill)
/// resample pixels to the view; text art cannot be scaled, so under them it is centered. The
/// other modes (`center`, `top`, `topLeft`, `bottomRight`…) keep the image's size and pin it,
/// clipping what does not fit.
///
/// Where the window shows no colors (`NO_COLOR`, `TERM=dumb`, a pipe) a pixel image cannot be
/// seen, so the view draws its ``accessibilityLabel`` (its alt text) instead, centered and
/// wrapped, or, without one, one character per cell from the brightness ramp ` .:-=+*#%@`
/// (brighter is denser, as on a dark background). Text art is drawn the same everywhere.
///
/// In a description file or a binding, `image` is an image's name in ``ImageCatalog/main``:
///
/// ```swift
/// let logo = ImageView(image: Image(textArt: "╭─╮\n╰─╯"))
/// logo.renderedBuffer().plainText()   // "╭─╮\n╰─╯\n"
///
/// ImageCatalog.main.register(try Image(contentsOf: URL(filePath: "apple.ppm")), named: "apple")
/// let icon = ImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
/// try icon.setValue(fromString: "apple", forKeyPath: "image")
/// try icon.setValue(fromString: "fit", forKeyPath: "contentMode")
/// icon.accessibilityLabel = "a red apple"
/// ```
@Keyed open class ImageView: View {
    /// The image shown; nil shows nothing. A string sets it by name from ``ImageCatalog/main``.
    ///
    /// ```swift
    /// try icon.setValue(fromString: "apple", forKeyPath: "image")
    /// ```
    public var image: Image? = nil {
        didSet {
            guard image != oldValue else { return }
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// What the image shows, in words: drawn instead of a pixel image where the terminal shows no
    /// colors, and what a reader of the screen's text is told.
    ///
    /// ```swift
    /// try icon.setValue(fromString: "a red apple", forKeyPath: "accessibilityLabel")
    /// ```
    public var accessibilityLabel: String? = nil { didSet { setNeedsDisplay() } }
    /// The color of text art and of the alt text; nil is the terminal's default. Pixels keep their
    /// own colors.
    ///
    /// ```swift
    /// try logo.setValue(fromString: "orange", forKeyPath: "tintColor")
    /// ```
    public var tintColor: Color? = nil { didSet { setNeedsDisplay() } }

    /// A view showing `image`, sized to it (as `UIImageView(image:)` is).
    ///
    /// ```swift
    /// ImageView(image: Image(textArt: "(•‿•)")).frame.size   // (5, 1)
    /// ```
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = sizeThatFits(Self.unlimitedSize)
    }

    /// The image's size in cells; none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = image?.size else {
            return CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
        }
        return CGSize(width: Double(size.columns), height: Double(size.rows))
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let image else { return }
        let bounds = canvas.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        switch image.content {
        case .textArt(let lines):
            drawTextArt(lines, size: image.size, in: canvas)
        case .pixels(let width, let height, let pixels):
            let grid = PixelGrid(width: width, height: height, pixels: pixels)
            if !drawsPlainCharacters {
                grid.drawHalfBlocks(in: canvas, contentMode: contentMode)
            } else if let accessibilityLabel, !accessibilityLabel.isEmpty {
                drawAltText(accessibilityLabel, in: canvas)
            } else {
                grid.drawBrightnessRamp(in: canvas, contentMode: contentMode)
            }
        }
    }

    private func drawTextArt(_ lines: [String], size: (columns: Int, rows: Int), in canvas: Canvas) {
        let bounds = canvas.bounds
        let placed = ContentPlacement(
            content: (size.columns, size.rows), in: (bounds.width, bounds.height), mode: contentMode, scales: false)
        let style = TextStyle(foreground: tintColor)
        for (row, line) in lines.enumerated() {
            canvas.write(line, x: placed.x, y: placed.y + row, style: style)
        }
    }

    private func drawAltText(_ text: String, in canvas: Canvas) {
        let bounds = canvas.bounds
        let lines = TextLayout.lines(
            of: text, width: bounds.width, maximumLines: bounds.height, lineBreakMode: .byWordWrapping)
        let top = max((bounds.height - lines.count) / 2, 0)
        let style = TextStyle(foreground: tintColor)
        for (row, line) in lines.enumerated() {
            canvas.write(
                line, x: Label.column(of: line, in: bounds.width, alignment: .center), y: top + row, style: style)
        }
    }
}
