import Foundation
import KeyCoding
import StringCoding

/// A bar that fills as a task goes on: the Swift stand-in for `UIProgressView`.
///
/// The bar runs across the view's middle row: full blocks for what is done, with eighths of a
/// cell at its tip, on a dim track. Under `NO_COLOR` or `TERM=dumb` (and when written as plain
/// text) it is plain ASCII: `#` for what is done on `-`, so it reads without color or block
/// characters.
///
/// ```swift
/// let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
/// bar.progress = 0.45
/// bar.renderedBuffer().plainText()   // "████▌─────"
/// ```
@Keyed open class ProgressView: View {
    /// How much is done, from 0 to 1; values outside are pinned to that range, and NaN reads as 0.
    ///
    /// ```swift
    /// try bar.setValue(fromString: "0.75", forKeyPath: "progress")
    /// ```
    public var progress: Float = 0 {
        didSet {
            let pinned = progress.isNaN ? 0 : min(max(progress, 0), 1)
            if pinned != progress { progress = pinned }
            if progress != oldValue { setNeedsDisplay() }
        }
    }
    /// The color of the part that is done; nil is the terminal's default.
    ///
    /// ```swift
    /// try bar.setValue(fromString: "green", forKeyPath: "progressTintColor")
    /// ```
    public var progressTintColor: Color? = nil { didSet { setNeedsDisplay() } }
    /// The color of the track not yet done; nil is the terminal's default, dimmed.
    ///
    /// ```swift
    /// bar.trackTintColor = .gray
    /// ```
    public var trackTintColor: Color? = nil { didSet { setNeedsDisplay() } }

    /// Sets ``progress``; a terminal shows it at once, so `animated` changes nothing.
    ///
    /// ```swift
    /// bar.setProgress(0.5, animated: true)
    /// ```
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// One row high, as wide as it is given.
    open override var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: 1) }

    /// The partial blocks, one to seven eighths of a cell.
    private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let width = canvas.bounds.width
        guard width > 0 else { return }
        let y = max((canvas.bounds.height - 1) / 2, 0)
        let done = TextStyle(foreground: progressTintColor)
        let track = TextStyle(foreground: trackTintColor, isDim: true)
        if drawsPlainCharacters {
            let cells = Int((Double(progress) * Double(width)).rounded())
            canvas.write(String(repeating: "#", count: cells), x: 0, y: y, style: done)
            canvas.write(String(repeating: "-", count: width - cells), x: cells, y: y, style: track)
            return
        }
        let eighths = Int((Double(progress) * Double(width * 8)).rounded())
        var bar = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { bar.append(Self.eighths[eighths % 8 - 1]) }
        let used = canvas.write(bar, x: 0, y: y, style: done)
        canvas.write(String(repeating: "─", count: max(width - used, 0)), x: used, y: y, style: track)
    }
}
