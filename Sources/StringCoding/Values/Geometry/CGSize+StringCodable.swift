import Foundation

extension CGSize: StringCodable {
    private static let layout = NumberTuple(["width", "height"])

    /// Reads a size as two numbers, width then height: `"3 4"`, `"3,4"` or `NSStringFromCGSize`'s `"{3, 4}"`.
    ///
    /// ```swift
    /// try CGSize(parsing: "320 480")   // CGSize(width: 320, height: 480)
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "CGSize")
        self.init(width: values[0], height: values[1])
    }

    /// The size in `NSStringFromCGSize` form.
    ///
    /// ```swift
    /// CGSize(width: 320, height: 480).stringRepresentation   // "{320, 480}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([Double(width), Double(height)])
    }
}
