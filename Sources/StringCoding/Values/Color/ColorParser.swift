/// Reads a ``Color`` from a string: the work behind `Color(parsing:)`.
struct ColorParser: TrimmedStringParser {
    static let expected = "Color"
    let input: String
    let text: String

    func parse() throws -> Color {
        let bytes = text.utf8
        guard let first = bytes.first else {
            throw error("expected a color name, hex code or color function, got an empty string")
        }
        if first == UInt8(ascii: "#") {
            return try hexColor(prefixLength: 1)
        }
        if first == UInt8(ascii: "0"), bytes.dropFirst().first.map({ $0 | 0x20 == UInt8(ascii: "x") }) == true {
            return try hexColor(prefixLength: 2)
        }
        if bytes.contains(UInt8(ascii: "(")) {
            return try functionColor()
        }
        return try namedColor()
    }

    // MARK: Names

    /// A CSS name, `transparent`, a UIKit `…Color` name, or bare 6 or 8 digit hex.
    private func namedColor() throws -> Color {
        let name = text.lowercased()
        if let hex = Color.cssNames[name] {
            return Color(hex: hex)
        }
        if name == "transparent" {
            return .clear
        }
        if let color = Color.uiKitNamesByLowercaseName[name] {
            return color
        }
        let isAllHex = text.utf8.allSatisfy { $0.asciiHexDigitValue != nil }
        if isAllHex, text.utf8.count == 6 || text.utf8.count == 8 {
            return try hexColor(prefixLength: 0)
        }
        var unknown = StringCodingError.unknownName(
            input, expected: "Color", validNames: Color.allNames, listsValidNames: false)
        unknown.reason = "unknown color name"
        if isAllHex, text.utf8.count == 3 || text.utf8.count == 4 {
            unknown.reason += "; write \"#\(text)\" for a hex color"
        }
        throw unknown
    }
}
