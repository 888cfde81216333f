/// The string itself, unchanged: unlike every other type, surrounding whitespace is kept, so any
/// string reads back exactly.
///
/// ```swift
/// try String(parsing: " padded ")   // " padded "
/// ```
extension String: StringCodable {
    public init(parsing string: String) { self = string }
    public var stringRepresentation: String { self }
}
