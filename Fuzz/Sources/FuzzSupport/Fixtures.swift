import StringCoding

/// A `RawRepresentable` type that gets `StringCodable` from its raw value alone.
public enum Mode: String, CaseIterable, StringCodable, Sendable {
    case fast, safe, slow
}

/// A `RawRepresentable` type with an integer raw value.
public enum Level: Int, CaseIterable, StringCodable, Sendable {
    case low = 1, mid = 5, high = 10
}

/// A ``StringCodableEnum`` with aliases and an extra type prefix.
public enum ContentMode: StringCodableEnum, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    public static var aliases: [String: ContentMode] { ["fit": .scaleAspectFit, "fill": .scaleAspectFill] }
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewContentMode"] }
}

/// A ``StringCodableEnum`` that also reads its raw values.
public enum Priority: Int, StringCodableEnum, Sendable {
    case low = 1, normal = 2, high = 3
}

/// A ``StringCodableOptionSet`` with a multi-bit member and aliases.
public struct Autoresizing: StringCodableOptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    public static let flexibleSize: Autoresizing = [.flexibleWidth, .flexibleHeight]
    public static var namedMembers: KeyValuePairs<String, Autoresizing> {
        [
            "flexibleLeftMargin": .flexibleLeftMargin, "flexibleWidth": .flexibleWidth,
            "flexibleRightMargin": .flexibleRightMargin, "flexibleHeight": .flexibleHeight,
            "flexibleSize": .flexibleSize,
        ]
    }
    public static var aliases: [String: Autoresizing] { ["width": .flexibleWidth, "height": .flexibleHeight] }
    public static var typePrefixes: [String] { defaultTypePrefixes + ["UIViewAutoresizing"] }
}

/// A ``StringCodableOptionSet`` on a signed 8-bit raw value, where raw numbers overflow quickly.
public struct SmallMask: StringCodableOptionSet, Sendable {
    public var rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let a = SmallMask(rawValue: 1 << 0)
    public static let b = SmallMask(rawValue: 1 << 1)
    public static let top = SmallMask(rawValue: Int8.min)
    public static var namedMembers: KeyValuePairs<String, SmallMask> { ["a": .a, "b": .b, "top": .top] }
}
