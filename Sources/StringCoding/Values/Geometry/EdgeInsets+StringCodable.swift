extension EdgeInsets: StringCodable {
    private static let layout = NumberTuple(["top", "left", "bottom", "right"], singleValueMeaning: "all sides")

    /// Reads insets as four numbers in UIKit's order (top, left, bottom, right), plain or in
    /// `NSStringFromUIEdgeInsets` braces, or as a single number meaning the same inset on all sides.
    ///
    /// ```swift
    /// try EdgeInsets(parsing: "{8, 16, 8, 16}")   // top 8, left 16, bottom 8, right 16
    /// try EdgeInsets(parsing: "8 16 8 16")        // the same
    /// try EdgeInsets(parsing: "4")                // 4 on every side
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "EdgeInsets")
        if values.count == 1 {
            self.init(all: values[0])
        } else {
            self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
        }
    }

    /// The insets in `NSStringFromUIEdgeInsets` form, top, left, bottom, right.
    ///
    /// ```swift
    /// EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).stringRepresentation   // "{1, 2, 3, 4}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([top, left, bottom, right])
    }
}
