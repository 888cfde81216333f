import Foundation
import KeyCoding
import StringCoding

/// A spinner that shows that something is going on: the Swift stand-in for
/// `UIActivityIndicatorView`.
///
/// It turns one frame each time ``advance()`` is called while it is animating: from a timer of
/// the application (`Application.schedule(every:_:)`), or from the work it stands for, so that it
/// moves only as fast as the screen is drawn and starts no thread of its own. The frames are
/// braille dots (`⠋⠙⠹…`), or `|/-\` in plain ASCII under `NO_COLOR` or `TERM=dumb`. Stopped, it
/// draws nothing while ``hidesWhenStopped`` is true, else its first frame.
///
/// ```swift
/// let spinner = ActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
/// spinner.startAnimating()
/// app.schedule(every: .milliseconds(100)) { spinner.advance() }
/// ```
@Keyed open class ActivityIndicatorView: View {
    /// Whether the spinner draws nothing while it is not animating (UIKit's default, true).
    ///
    /// ```swift
    /// try spinner.setValue(fromString: "NO", forKeyPath: "hidesWhenStopped")
    /// ```
    public var hidesWhenStopped = true { didSet { setNeedsDisplay() } }
    /// The spinner's color; nil is the terminal's default.
    ///
    /// ```swift
    /// try spinner.setValue(fromString: "orange", forKeyPath: "color")
    /// ```
    public var color: Color? = nil { didSet { setNeedsDisplay() } }
    /// Whether the spinner is turning: between ``startAnimating()`` and ``stopAnimating()``.
    ///
    /// ```swift
    /// spinner.isAnimating   // false until startAnimating()
    /// ```
    public private(set) var isAnimating = false { didSet { setNeedsDisplay() } }
    /// The frame shown, counted from the first.
    @NotKeyed public private(set) var frameIndex = 0

    /// The frames in full: braille dots turning clockwise.
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// The frames in plain ASCII: a bar turning.
    static let plainFrames: [Character] = ["|", "/", "-", "\\"]

    /// Starts turning; ``advance()`` shows the next frame from now on.
    ///
    /// ```swift
    /// spinner.startAnimating()
    /// ```
    public func startAnimating() {
        isAnimating = true
    }

    /// Stops turning, back at the first frame.
    ///
    /// ```swift
    /// spinner.stopAnimating()
    /// ```
    public func stopAnimating() {
        isAnimating = false
        frameIndex = 0
    }

    /// Shows the next frame, if the spinner is animating; call it from a timer or as work goes on.
    ///
    /// ```swift
    /// app.schedule(every: .milliseconds(100)) { spinner.advance() }
    /// ```
    public func advance() {
        guard isAnimating else { return }
        // Counted over both frame sets' lengths, so neither skips a frame when it wraps.
        frameIndex = (frameIndex + 1) % (Self.frames.count * Self.plainFrames.count)
        setNeedsDisplay()
    }

    /// One cell.
    open override var intrinsicContentSize: CGSize { CGSize(width: 1, height: 1) }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard isAnimating || !hidesWhenStopped else { return }
        let frames = drawsPlainCharacters ? Self.plainFrames : Self.frames
        let bounds = canvas.bounds
        canvas.write(
            String(frames[frameIndex % frames.count]), x: max((bounds.width - 1) / 2, 0),
            y: max((bounds.height - 1) / 2, 0), style: TextStyle(foreground: color))
    }
}
