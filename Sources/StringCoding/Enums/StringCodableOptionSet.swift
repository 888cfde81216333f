import KeyCoding

/// An option set read from and written as member names, like Cocoa bitmasks in configuration files:
/// `"flexibleWidth | flexibleHeight"`, `"width, height"`, `"none"`, `"all"`.
///
/// Names are compared ignoring case and may carry a type prefix (`UIViewAutoresizingFlexibleWidth`),
/// like ``StringCodableEnum``; they may be separated by spaces, commas or `|`, in any mix. `none` is
/// the empty set, `all` the union of every named member, and a number (`0x30`, `48`) gives raw bits.
///
/// ```swift
/// struct Autoresizing: StringCodableOptionSet {
///     var rawValue: UInt
///     static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
///     static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
///     static var namedMembers: KeyValuePairs<String, Autoresizing> {
///         ["flexibleWidth": .flexibleWidth, "flexibleHeight": .flexibleHeight]
///     }
///     static var aliases: [String: Autoresizing] { ["width": .flexibleWidth, "height": .flexibleHeight] }
/// }
/// try Autoresizing(parsing: "width | HEIGHT")            // [.flexibleWidth, .flexibleHeight]
/// Autoresizing.all.stringRepresentation                   // "flexibleWidth | flexibleHeight"
/// ```
///
/// Unknown names throw a ``StringCodingError`` pointing at the word, listing the valid names and
/// suggesting the closest.
public protocol StringCodableOptionSet: OptionSet, StringCodableByName where RawValue: FixedWidthInteger {
    /// The members' names in the order ``StringEncodable/stringRepresentation`` writes them.
    /// Single-bit members name the bits when writing; every member can be read.
    ///
    /// ```swift
    /// static var namedMembers: KeyValuePairs<String, Autoresizing> {
    ///     ["flexibleWidth": .flexibleWidth, "flexibleHeight": .flexibleHeight]
    /// }
    /// ```
    static var namedMembers: KeyValuePairs<String, Self> { get }
}

extension StringCodableOptionSet {
    /// Every named member together: what `"all"` reads as.
    ///
    /// ```swift
    /// Autoresizing.allNamedMembers == [.flexibleWidth, .flexibleHeight]   // true
    /// ```
    public static var allNamedMembers: Self {
        namedMembers.reduce(into: Self()) { $0.formUnion($1.value) }
    }

    /// Reads member names, aliases, `none`, `all` and raw numbers separated by spaces, commas or `|`.
    ///
    /// ```swift
    /// try Autoresizing(parsing: "flexibleWidth, flexibleHeight")   // [.flexibleWidth, .flexibleHeight]
    /// try Autoresizing(parsing: "none")                            // []
    /// ```
    public init(parsing string: String) throws {
        let table = Self.nameTable
        let words = separatedWords(in: string)
        guard !words.isEmpty else {
            throw StringCodingError(
                input: string, expected: typeName(Self.self), reason: "expected member names, \"none\" or \"all\"",
                validValues: table.validNames)
        }
        var result = Self()
        for (word, offset) in words {
            if let member = table.value(named: word) {
                result.formUnion(member)
            } else if let bits = try Self.rawBits(word, at: offset, in: string) {
                result.formUnion(Self(rawValue: bits))
            } else {
                throw StringCodingError(
                    input: string, expected: typeName(Self.self), reason: "unknown name \"\(word)\"", offset: offset,
                    validValues: table.validNames, suggestion: table.suggestion(for: word))
            }
        }
        self = result
    }

    /// `"none"`, or the single-bit member names covering the value in ``namedMembers`` order joined by
    /// `" | "`, followed by any bits no name covers as a hex number.
    ///
    /// ```swift
    /// Autoresizing([.flexibleHeight, .flexibleWidth]).stringRepresentation   // "flexibleWidth | flexibleHeight"
    /// Autoresizing(rawValue: 0x102).stringRepresentation                      // "flexibleWidth | 0x100"
    /// ```
    public var stringRepresentation: String {
        guard rawValue != 0 else { return "none" }
        return Self.singleBitNames(in: rawValue).joined(separator: " | ")
    }

    /// The names of the single-bit members set in `bits`, in declaration order, then any bits no
    /// name covers as one hex number, so that the names always read back to `bits`.
    package static func singleBitNames(in bits: RawValue) -> [String] {
        var remaining = bits
        var names: [String] = []
        for (name, member) in namedMembers
        where member.rawValue.nonzeroBitCount == 1 && remaining & member.rawValue != 0 {
            names.append(name)
            remaining &= ~member.rawValue
        }
        if remaining != 0 {
            names.append("0x" + String(RawValue.Magnitude(truncatingIfNeeded: remaining), radix: 16))
        }
        return names
    }

    static var nameTable: NameTable<Self> {
        nameTable {
            var names = namedMembers.map { ($0.key, $0.value) }
            let declared = Set(names.map { $0.0.lowercased() })
            for (keyword, value) in [("none", Self()), ("all", allNamedMembers)] where !declared.contains(keyword) {
                names.append((keyword, value))
            }
            return names
        }
    }

    /// The raw bits written as `0x…` hex or decimal digits, nil when `word` is not a number.
    static func rawBits(_ word: Substring, at offset: Int, in input: String) throws -> RawValue? {
        let isHex = word.count > 2 && (word.hasPrefix("0x") || word.hasPrefix("0X"))
        let digits = isHex ? word.dropFirst(2) : word
        let radix = isHex ? 16 : 10
        guard digits.allSatisfy({ $0.isASCII && $0.isHexDigit }), isHex || digits.allSatisfy(\.isWholeNumber) else {
            if isHex {
                throw StringCodingError(
                    input: input, expected: typeName(Self.self), reason: "\"\(word)\" is not a hex number",
                    offset: offset)
            }
            return nil
        }
        // Read as the unsigned magnitude, so that `0xff` fills an `Int8`.
        guard let bits = RawValue.Magnitude(digits, radix: radix).map(RawValue.init(truncatingIfNeeded:)) else {
            throw StringCodingError(
                input: input, expected: typeName(Self.self),
                reason: "\"\(word)\" does not fit in \(typeName(RawValue.self))", offset: offset)
        }
        return bits
    }
}
