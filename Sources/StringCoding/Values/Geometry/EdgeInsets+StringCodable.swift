extension EdgeInsets: StringCodable {
    private static let layout = NumberTuple(
        ["top", "left", "bottom", "right"],
        shorterForms: [(3, "top, left/right, bottom"), (2, "top/bottom, left/right"), (1, "all sides")])

    /// Reads insets as one to four numbers, plain or in `NSStringFromUIEdgeInsets` braces, as the
    /// original StringCoding and CSS margins do:
    ///
    /// - 4: top, left, bottom, right (UIKit's order; note that CSS's is top, right, bottom, left);
    /// - 3: top, left and right, bottom;
    /// - 2: top and bottom, left and right;
    /// - 1: the same inset on every side.
    ///
    /// Any other count is an error listing these forms.
    ///
    /// ```swift
    /// try EdgeInsets(parsing: "{8, 16, 8, 16}")   // top 8, left 16, bottom 8, right 16
    /// try EdgeInsets(parsing: "8 16 8 16")        // the same
    /// try EdgeInsets(parsing: "8 16")             // the same: top/bottom 8, left/right 16
    /// try EdgeInsets(parsing: "1 2 3")            // top 1, left 2, bottom 3, right 2
    /// try EdgeInsets(parsing: "4")                // 4 on every side
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "EdgeInsets")
        switch values.count {
        case 1: self.init(all: values[0])
        case 2: self.init(top: values[0], left: values[1], bottom: values[0], right: values[1])
        case 3: self.init(top: values[0], left: values[1], bottom: values[2], right: values[1])
        default: self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
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
