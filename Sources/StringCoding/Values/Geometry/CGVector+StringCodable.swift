// swift-corelibs-foundation has no CGVector, so this conformance exists only where CoreGraphics does.
#if canImport(CoreGraphics)
import CoreGraphics

extension CGVector: StringCodable {
    private static let layout = NumberTuple(["dx", "dy"])

    /// Reads a vector as two numbers, dx then dy: `"1 0"`, `"1,0"` or `NSStringFromCGVector`'s `"{1, 0}"`.
    ///
    /// ```swift
    /// try CGVector(parsing: "{0, -9.8}")   // CGVector(dx: 0, dy: -9.8)
    /// ```
    public init(parsing string: String) throws {
        let values = try Self.layout.parse(string, as: "CGVector")
        self.init(dx: values[0], dy: values[1])
    }

    /// The vector in `NSStringFromCGVector` form.
    ///
    /// ```swift
    /// CGVector(dx: 0, dy: -9.8).stringRepresentation   // "{0, -9.8}"
    /// ```
    public var stringRepresentation: String {
        Self.layout.format([Double(dx), Double(dy)])
    }
}
#endif
