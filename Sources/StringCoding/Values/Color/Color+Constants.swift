// UIKit's values, not CSS's: see the table in Color's documentation.
extension Color {
    /// Black, (0, 0, 0).
    ///
    /// ```swift
    /// label.textColor = .black
    /// ```
    public static let black = Color(white: 0)

    /// UIKit's dark gray, white 1/3 (CSS's `darkgray` is the lighter #a9a9a9).
    ///
    /// ```swift
    /// label.textColor = .darkGray
    /// ```
    public static let darkGray = Color(white: 1.0 / 3.0)

    /// UIKit's light gray, white 2/3 (CSS's `lightgray` is #d3d3d3).
    ///
    /// ```swift
    /// view.backgroundColor = .lightGray
    /// ```
    public static let lightGray = Color(white: 2.0 / 3.0)

    /// White, (1, 1, 1).
    ///
    /// ```swift
    /// view.backgroundColor = .white
    /// ```
    public static let white = Color(white: 1)

    /// UIKit's gray, white 0.5 (CSS's `gray` is #808080, 128/255).
    ///
    /// ```swift
    /// label.textColor = .gray
    /// ```
    public static let gray = Color(white: 0.5)

    /// Red, (1, 0, 0).
    ///
    /// ```swift
    /// label.textColor = .red
    /// ```
    public static let red = Color(red: 1, green: 0, blue: 0)

    /// UIKit's green, (0, 1, 0): CSS calls this `lime`; CSS's `green` is #008000.
    ///
    /// ```swift
    /// label.textColor = .green
    /// ```
    public static let green = Color(red: 0, green: 1, blue: 0)

    /// Blue, (0, 0, 1).
    ///
    /// ```swift
    /// label.textColor = .blue
    /// ```
    public static let blue = Color(red: 0, green: 0, blue: 1)

    /// Cyan, (0, 1, 1).
    ///
    /// ```swift
    /// label.textColor = .cyan
    /// ```
    public static let cyan = Color(red: 0, green: 1, blue: 1)

    /// Yellow, (1, 1, 0).
    ///
    /// ```swift
    /// label.textColor = .yellow
    /// ```
    public static let yellow = Color(red: 1, green: 1, blue: 0)

    /// Magenta, (1, 0, 1).
    ///
    /// ```swift
    /// label.textColor = .magenta
    /// ```
    public static let magenta = Color(red: 1, green: 0, blue: 1)

    /// UIKit's orange, (1, 0.5, 0) (CSS's `orange` is #ffa500).
    ///
    /// ```swift
    /// label.textColor = .orange
    /// ```
    public static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// UIKit's purple, (0.5, 0, 0.5) (CSS's `purple` is #800080).
    ///
    /// ```swift
    /// label.textColor = .purple
    /// ```
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)

    /// UIKit's brown, (0.6, 0.4, 0.2) (CSS's `brown` is #a52a2a).
    ///
    /// ```swift
    /// label.textColor = .brown
    /// ```
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    /// Fully transparent black, CSS's `transparent`.
    ///
    /// ```swift
    /// view.backgroundColor = .clear
    /// ```
    public static let clear = Color(white: 0, alpha: 0)
}
