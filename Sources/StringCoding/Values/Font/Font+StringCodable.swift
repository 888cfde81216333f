extension Font: StringCodable {
    /// Reads a font as StringCoding always wrote them: a name, trait words and a size in any mix.
    ///
    /// - The size is the last word when that is a number, else the first word when that is;
    ///   without one the size is ``Font/defaultSize``. It must be positive and finite. A size with
    ///   a unit, `11pt` or `15px` (both read as points), is the size wherever it stands; relative
    ///   units (`150%`, `1.2em`) are an error.
    /// - `bold`, `italic`, `underline` and `monospace` (any case) add traits.
    /// - The remaining words are the name, so `Helvetica Neue 15` needs no quotes; quote a name
    ///   that would otherwise read as a trait, a size or `system` (`"Bold" 12`). With no name left,
    ///   or the name `system`, the font is the system font.
    /// - UIKit's text styles (`body`, `UIFontTextStyleHeadline`) and CSS's system font keywords
    ///   (`caption`, `menu`) are an error rather than a font of that name: Loom has no table of
    ///   them. Quote a font that really has such a name.
    ///
    /// ```swift
    /// try Font(parsing: "helvetica 17")
    /// try Font(parsing: "bold 15")                          // system font, bold
    /// try Font(parsing: "Courier bold 30")
    /// try Font(parsing: "\"Helvetica Neue\" bold 12")
    /// try Font(parsing: "system 12")
    /// try Font(parsing: "courier 11pt")                     // Courier, 11 points
    /// ```
    public init(parsing string: String) throws {
        self = try FontParser(string).parse()
    }

    /// The name (quoted when it has spaces or could be misread, `system` for the system font),
    /// the traits, then the size; ``init(parsing:)`` reads it back to an equal font.
    ///
    /// ```swift
    /// Font(name: "Helvetica Neue", size: 17, traits: [.bold, .italic]).stringRepresentation
    /// // "\"Helvetica Neue\" bold italic 17"
    /// Font.system().stringRepresentation   // "system 17"
    /// ```
    public var stringRepresentation: String {
        var words = [name.map(Self.nameWord) ?? "system"]
        words += FontTraits.names.filter { traits.contains($0.trait) }.map(\.name)
        let isWhole = size.rounded() == size && abs(size) < 1e15
        words.append(isWhole ? String(Int64(size)) : size.description)
        return words.joined(separator: " ")
    }

    /// `name` as one word that reads back as itself, quoting it when needed. Quotes and escapes are
    /// decided scalar by scalar, as ``init(parsing:)`` reads a quoted name.
    private static func nameWord(_ name: String) -> String {
        let isPlain =
            !name.isEmpty && !name.contains { $0.isWhitespace || $0 == "\\" }
            && name.unicodeScalars.first.map { !"\"'+-.".unicodeScalars.contains($0) } == true
            && name.first?.isNumber == false
            && FontTraits.trait(named: name) == nil && name.lowercased() != "system"
            && !FontParser.isTextStyleName(name)
            // A prepended mark at the end would join the space written after the name.
            && (name + " ").count == name.count + 1
        guard !isPlain else { return name }
        var quoted = "\""
        for scalar in name.unicodeScalars {
            if scalar == "\"" || scalar == "\\" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
