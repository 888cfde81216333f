import KeyCoding

/// An enum read from and written as its case names, ignoring case, with optional type prefixes and
/// aliases, the way Cocoa constants are written in configuration files.
///
/// Conform a `CaseIterable` enum without associated values; each case's name is
/// `String(describing: case)`, so an enum that customizes `description` is named by that text.
///
/// ```swift
/// enum ContentMode: StringCodableEnum {
///     case scaleToFill, scaleAspectFit, scaleAspectFill
///     static var aliases: [String: ContentMode] { ["fit": .scaleAspectFit, "fill": .scaleAspectFill] }
///     static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode"] }
/// }
/// try ContentMode(parsing: "UIViewContentModeScaleAspectFit")   // .scaleAspectFit
/// try ContentMode(parsing: "FIT")                               // .scaleAspectFit
/// ContentMode.scaleAspectFill.stringRepresentation              // "scaleAspectFill"
/// ```
///
/// Unknown names throw a ``StringCodingError`` listing every valid name and suggesting the closest.
/// An enum with a decodable raw value also accepts the raw value (`"2"` for an `Int` enum).
public protocol StringCodableEnum: CaseIterable, StringCodableByName {}

extension StringCodableEnum {
    /// Reads a case name or alias, ignoring case, a leading `.` and a type prefix.
    ///
    /// ```swift
    /// try TextAlignment(parsing: "NSTextAlignmentCenter")   // .center
    /// try TextAlignment(parsing: "Right")                   // .right
    /// ```
    public init(parsing string: String) throws {
        let name = string.trimmingWhitespace
        guard let value = Self.nameTable.value(named: name) else { throw Self.unknownNameError(string) }
        self = value
    }

    /// The case name.
    ///
    /// ```swift
    /// TextAlignment.center.stringRepresentation   // "center"
    /// ```
    public var stringRepresentation: String { String(describing: self) }

    static var nameTable: NameTable<Self> {
        nameTable { allCases.map { (String(describing: $0), $0) } }
    }

    static func unknownNameError(_ input: String) -> StringCodingError {
        let table = nameTable
        let name = input.trimmingWhitespace
        var error = StringCodingError.unknownName(input, expected: typeName(Self.self), validNames: table.validNames)
        error.suggestion = table.suggestion(for: name)
        if name.isEmpty { error.reason = "expected a name" }
        return error
    }
}

extension StringCodableEnum where Self: RawRepresentable, Self.RawValue: StringDecodable {
    /// Reads a case name or alias like any ``StringCodableEnum``, else a raw value.
    ///
    /// ```swift
    /// enum Priority: Int, StringCodableEnum { case low = 1, high = 2 }
    /// try Priority(parsing: "HIGH")   // .high
    /// try Priority(parsing: "1")      // .low
    /// ```
    public init(parsing string: String) throws {
        let name = string.trimmingWhitespace
        if let value = Self.nameTable.value(named: name) {
            self = value
        } else if let rawValue = try? RawValue(parsing: name), let value = Self(rawValue: rawValue) {
            self = value
        } else {
            var error = Self.unknownNameError(string)
            if !name.isEmpty { error.reason = "no case has this name or raw value" }
            throw error
        }
    }
}

extension StringCodableEnum where Self: RawRepresentable, Self.RawValue: StringEncodable {
    /// The case name, not the raw value, so the text stays readable.
    ///
    /// ```swift
    /// Priority.high.stringRepresentation   // "high"
    /// ```
    public var stringRepresentation: String { String(describing: self) }
}
