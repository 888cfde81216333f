/// Reads a ``Color`` from a string: the work behind `Color(parsing:)`.
struct ColorParser: TrimmedStringParser {
    static let expected = "Color"
    let input: String
    let text: String

    /// The color `text` writes. Comments around the value are looked for only once the plain
    /// reading has failed, so that names, hex codes and plain functions pay nothing for them.
    func parse() throws -> Color {
        do {
            return try parseWithoutSurroundingComments()
        } catch let failure as StringCodingError {
            guard let color = try colorBetweenComments() else { throw failure }
            return color
        }
    }

    private func parseWithoutSurroundingComments() throws -> Color {
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

    /// A CSS name, `transparent` (or `clear`, the original StringCoding's name for it), a UIKit
    /// `…Color` name, or bare 6 or 8 digit hex.
    private func namedColor() throws -> Color {
        let name = text.lowercased()
        if let hex = Color.cssNames[name] {
            return Color(hex: hex)
        }
        if name == "transparent" || name == "clear" {
            return .clear
        }
        if let color = Color.uiKitNamesByLowercaseName[name] {
            return color
        }
        let isAllHex = text.utf8.allSatisfy { $0.asciiHexDigitValue != nil }
        if isAllHex, text.utf8.count == 6 || text.utf8.count == 8 {
            return try hexColor(prefixLength: 0)
        }
        if let unsupported = unsupportedKeyword(name) {
            throw unsupported
        }
        var unknown = StringCodingError.unknownName(
            input, expected: "Color", validNames: Color.allNames, listsValidNames: false)
        unknown.reason = "unknown color name"
        if isAllHex, text.utf8.count == 3 || text.utf8.count == 4 {
            unknown.reason += "; write \"#\(text)\" for a hex color"
        }
        throw unknown
    }

    /// An error for the CSS color keywords Loom knows but cannot honor, so that they are not
    /// reported as typos.
    private func unsupportedKeyword(_ lowercaseName: String) -> StringCodingError? {
        let alternatives = "write a color name, hex code or color function instead"
        if lowercaseName == "currentcolor" {
            return error(
                "currentcolor is not supported: a Color is read on its own, without an element whose color it "
                    + "could take; \(alternatives)")
        }
        if Color.cssSystemColorNames.contains(lowercaseName) {
            return error(
                "\"\(text)\" is a CSS system color, which is not supported: it comes from a browser's theme, "
                    + "which a Color does not have; \(alternatives)")
        }
        return nil
    }
}
