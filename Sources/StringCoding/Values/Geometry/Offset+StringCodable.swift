extension Offset: StringCodable {
    private static let layout = NumberTuple(["horizontal", "vertical"], shorterForms: [(1, "both")])

    /// Reads an offset as two numbers, horizontal then vertical: `"2 -1"`, `"2,-1"` or
    /// `NSStringFromUIOffset`'s `"{2, -1}"`; one number is both, as in the original StringCoding.
    ///
    /// ```swift
    /// try Offset(parsing: "{2, -1}")   // horizontal 2, vertical -1
    /// try Offset(parsing: "3")         // horizontal 3, vertical 3
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "Offset")
        self.init(horizontal: values[0], vertical: values.count == 1 ? values[0] : values[1])
    }

    /// The offset in `NSStringFromUIOffset` form.
    ///
    /// ```swift
    /// Offset(horizontal: 2, vertical: -1).stringRepresentation   // "{2, -1}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([horizontal, vertical])
    }
}
