import Foundation

extension CGPoint: StringCodable {
    private static let layout = NumberTuple(["x", "y"])

    /// Reads a point as two numbers, x then y: `"1 2"`, `"1,2"` or `NSStringFromCGPoint`'s `"{1, 2}"`.
    ///
    /// ```swift
    /// try CGPoint(parsing: "{1.5, -2}")   // CGPoint(x: 1.5, y: -2)
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "CGPoint")
        self.init(x: values[0], y: values[1])
    }

    /// The point in `NSStringFromCGPoint` form, with the shortest numbers that read back equal.
    ///
    /// ```swift
    /// CGPoint(x: 1, y: 2.5).stringRepresentation   // "{1, 2.5}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([Double(x), Double(y)])
    }
}
