/// A color in the sRGB color space, with components from 0 to 1.
///
/// Read one from a string with ``init(parsing:)``, which accepts everything CSS Color Level 4
/// writes in sRGB (`calc()` and comments included), plus the `0x` hex form and UIKit's color names;
/// <doc:ReadingColors> lists where it differs from CSS:
///
/// ```swift
/// let orange = try Color(parsing: "#ff8800")
/// let faded = try Color(parsing: "hsl(120 100% 25% / 0.5)")
/// let gray = try Color(parsing: "darkGrayColor")      // UIKit's 1/3 white
/// ```
///
/// ## CSS names and UIKit names differ
///
/// A plain name is a CSS name with CSS's exact value; a name with a `Color` suffix is UIKit's,
/// with UIKit's value. The static constants (``black``, ``darkGray``, …) follow UIKit too, so
/// `Color.darkGray` equals `Color(parsing: "darkGrayColor")`, not `Color(parsing: "darkgray")`.
/// Where the two disagree:
///
/// | Name        | CSS (`"darkgray"`)   | UIKit (`"darkGrayColor"`, `.darkGray`) |
/// |-------------|----------------------|----------------------------------------|
/// | `darkGray`  | #a9a9a9 (0.663)      | white 1/3                              |
/// | `lightGray` | #d3d3d3 (0.827)      | white 2/3                              |
/// | `gray`      | #808080 (128/255)    | white 0.5                              |
/// | `green`     | #008000 (0, 128/255, 0) | (0, 1, 0), CSS's `lime`             |
/// | `orange`    | #ffa500              | (1, 0.5, 0)                            |
/// | `purple`    | #800080 (128/255)    | (0.5, 0, 0.5)                          |
/// | `brown`     | #a52a2a              | (0.6, 0.4, 0.2)                        |
///
/// `black`, `white`, `red`, `blue`, `cyan`, `yellow` and `magenta` are the same in both, and
/// UIKit's `clear` is CSS's `transparent`.
public struct Color: Hashable, Sendable {
    /// The red component, from 0 to 1.
    ///
    /// ```swift
    /// Color.orange.red   // 1
    /// ```
    public var red: Double { didSet { red = Color.clamped(red) } }

    /// The green component, from 0 to 1.
    ///
    /// ```swift
    /// Color.orange.green   // 0.5
    /// ```
    public var green: Double { didSet { green = Color.clamped(green) } }

    /// The blue component, from 0 to 1.
    ///
    /// ```swift
    /// Color.purple.blue   // 0.5
    /// ```
    public var blue: Double { didSet { blue = Color.clamped(blue) } }

    /// The opacity, from 0 (transparent) to 1 (opaque).
    ///
    /// ```swift
    /// var veil = Color.black
    /// veil.alpha = 0.4
    /// ```
    public var alpha: Double { didSet { alpha = Color.clamped(alpha) } }

    /// A color from sRGB components; values outside 0...1 are clamped, and NaN becomes 0.
    ///
    /// ```swift
    /// let teal = Color(red: 0, green: 0.5, blue: 0.5)
    /// ```
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamped(red)
        self.green = Color.clamped(green)
        self.blue = Color.clamped(blue)
        self.alpha = Color.clamped(alpha)
    }

    /// A gray: `white` 0 is black and 1 is white.
    ///
    /// ```swift
    /// let mid = Color(white: 0.5)
    /// ```
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from a `0xRRGGBB` integer, as designers write it; bits above the 24th are ignored.
    ///
    /// ```swift
    /// let orange = Color(hex: 0xFF8800)
    /// let veil = Color(hex: 0x000000, alpha: 0.4)
    /// ```
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// A color from components already known to be in 0...1, skipping the clamp.
    init(validRed red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `value` limited to 0...1, with NaN and -0 as 0 so that equal-looking colors are equal.
    static func clamped(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        return value < 1 ? value : 1
    }
}
