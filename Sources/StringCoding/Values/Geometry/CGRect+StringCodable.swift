import Foundation

extension CGRect: StringCodable {
    private static let layout = NumberTuple(["x", "y"], ["width", "height"])

    /// Reads a rectangle as x, y, width and height: four plain numbers (`"1 2 3 4"`, `"1,2,3,4"`,
    /// `"{1, 2, 3, 4}"`) or `NSStringFromCGRect`'s origin and size groups (`"{{1, 2}, {3, 4}}"`).
    ///
    /// ```swift
    /// try CGRect(parsing: "{{0, 0}, {320, 480}}")   // CGRect(x: 0, y: 0, width: 320, height: 480)
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "CGRect")
        self.init(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// The rectangle in `NSStringFromCGRect` form; the size is written as stored, even when negative.
    ///
    /// ```swift
    /// CGRect(x: 0, y: 0, width: 320, height: 480).stringRepresentation   // "{{0, 0}, {320, 480}}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)])
    }
}
