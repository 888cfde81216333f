import KeyCoding

/// Reads a ``Font`` from a string: the work behind `Font(parsing:)`.
struct FontParser: TrimmedStringParser {
    /// A word of the input; a quoted name is one word without its quotes.
    struct Word {
        var text: String
        /// Character offset in the trimmed text, for carets.
        var offset: Int
        var isQuoted: Bool
    }

    static let expected = "Font"
    let input: String
    let text: String

    /// StringCoding's rule: the size is the last word if that is a number, else the first word
    /// if that is; trait words anywhere set traits; the rest is the name, `system` or none
    /// meaning the system font.
    func parse() throws -> Font {
        guard !text.isEmpty else {
            throw error("expected a font name, size or trait, got an empty string")
        }
        var words = try self.words()
        var size = Font.defaultSize
        if let (index, number) = try sizeWithUnit(in: words) {
            size = number
            words.remove(at: index)
        } else if let last = words.last, let number = try self.size(last) {
            size = number
            words.removeLast()
        } else if let first = words.first, let number = try self.size(first) {
            size = number
            words.removeFirst()
        }
        var traits: FontTraits = []
        var nameWords: [Word] = []
        for word in words {
            if !word.isQuoted, let trait = FontTraits.trait(named: word.text) {
                traits.insert(trait)
            } else {
                nameWords.append(word)
            }
        }
        try refuseTextStyle(nameWords)
        return Font(name: try name(from: nameWords), size: size, traits: traits)
    }

    /// The forms a size may take, for errors about sizes that are none of them.
    static let sizeForms = "a number of points such as 15, 15pt or 15px"

    /// Units CSS writes relative sizes in, which a font here has nothing to be relative to.
    private static let relativeUnits = ["%", "em", "rem", "ex", "ch", "vw", "vh"]

    /// The one word written as a number with a unit (`11pt`, `15px`: both points, the only size a
    /// terminal font has), wherever it stands, so that it is never taken for part of the name.
    private func sizeWithUnit(in words: [Word]) throws -> (index: Int, size: Double)? {
        var found: (index: Int, size: Double)?
        for (index, word) in words.enumerated() where !word.isQuoted {
            let lowercased = word.text.lowercased()
            if let unit = Self.relativeUnits.first(where: { lowercased.hasSuffix($0) }),
                Self.looksNumeric(String(lowercased.dropLast(unit.count)))
            {
                throw error(
                    "a font size in \(unit) is not supported, got \"\(word.text)\"; write \(Self.sizeForms)",
                    at: word.offset)
            }
            guard lowercased.hasSuffix("pt") || lowercased.hasSuffix("px") else { continue }
            let number = String(word.text.dropLast(2))
            guard Self.looksNumeric(number),
                let size = try size(Word(text: number, offset: word.offset, isQuoted: false), written: word.text)
            else { continue }
            if found != nil {
                throw error("expected one font size, got a second one, \"\(word.text)\"", at: word.offset)
            }
            found = (index, size)
        }
        return found
    }

    /// UIKit's text styles (`UIFontTextStyleBody`) and CSS's system font keywords (`caption`): fonts
    /// chosen by the platform, which Loom has no table of. Read as a font name they would silently
    /// give the system font at the default size, so they are refused instead.
    static let textStyleNames = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption1", "caption2", "extraLargeTitle", "extraLargeTitle2", "caption", "icon", "menu", "message-box",
        "small-caption", "status-bar",
    ]

    /// Whether `word` names a text style, in any case, with or without UIKit's prefixes.
    static func isTextStyleName(_ word: String) -> Bool {
        var name = Substring(word.lowercased())
        for prefix in ["uifonttextstyle", "uifont.textstyle.", "."] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return textStyleNames.contains { $0.lowercased() == name }
    }

    private func refuseTextStyle(_ nameWords: [Word]) throws {
        guard nameWords.count == 1, let word = nameWords.first, !word.isQuoted, Self.isTextStyleName(word.text)
        else { return }
        throw error(
            "text styles are not supported, got \"\(word.text)\"; write a font name, traits and a size, "
                + "such as \"system 17\", \"bold 15\" or \"Menlo 12pt\" (quote a font really named so)",
            at: word.offset)
    }

    private func name(from words: [Word]) throws -> String? {
        guard let quoted = words.first(where: \.isQuoted) else {
            let name = words.map(\.text).joined(separator: " ")
            return name.isEmpty || name.lowercased() == "system" ? nil : name
        }
        if let extra = words.first(where: { $0.offset != quoted.offset }) {
            guard !extra.isQuoted else {
                throw error("expected one font name, got a second quoted name", at: extra.offset)
            }
            let traitNames = FontTraits.names.map(\.name)
            var unexpected = error(
                "expected a trait (\(traitNames.joined(separator: ", "))) or a size besides the quoted name, "
                    + "got \"\(extra.text)\"",
                at: extra.offset)
            unexpected.suggestion = closestMatch(to: extra.text, in: traitNames)
            throw unexpected
        }
        return quoted.text
    }

    /// The size `word` gives, nil when it is not a number, or an error when it is a number that
    /// cannot be a size.
    /// `written` is the word as the input has it, unit included, for the message.
    private func size(_ word: Word, written: String? = nil) throws -> Double? {
        guard !word.isQuoted, Self.looksNumeric(word.text), let number = Double(word.text) else { return nil }
        let shown = written ?? word.text
        guard number.isFinite else {
            throw error("font size must be a finite number, got \"\(shown)\"", at: word.offset)
        }
        guard number > 0 else {
            throw error("font size must be positive, got \"\(shown)\"", at: word.offset)
        }
        return number
    }

    /// Whether `word` is written like a decimal number; keeps `Double(_:)` from reading names
    /// such as `inf` or `nan`.
    static func looksNumeric(_ word: String) -> Bool {
        guard let first = word.first, first.isASCII, first.isNumber || "+-.".contains(first) else { return false }
        return word.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    }

    /// The words of ``text``, split at whitespace, with `"…"` or `'…'` (backslash escaping the
    /// next character) as one word.
    private func words() throws -> [Word] {
        var words: [Word] = []
        var index = text.startIndex
        var offset = 0
        func advance() {
            index = text.index(after: index)
            offset += 1
        }
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                advance()
            } else if let quote = character.unicodeScalars.first, quote == "\"" || quote == "'" {
                // A quoted name is read scalar by scalar: a combining mark at its start joins the
                // opening quote into one Character, and a prepended mark at its end the closing one.
                let start = offset
                let scalars = text.unicodeScalars
                var name = String.UnicodeScalarView()
                var position = scalars.index(after: index)
                while position < scalars.endIndex, scalars[position] != quote {
                    if scalars[position] == "\\" { position = scalars.index(after: position) }
                    guard position < scalars.endIndex else { break }
                    name.append(scalars[position])
                    position = scalars.index(after: position)
                }
                guard position < scalars.endIndex else {
                    throw error("missing closing \(quote) for the quoted font name", at: start)
                }
                index = scalars.index(after: position)
                offset = text[..<index].count
                if index < text.endIndex, !text[index].isWhitespace {
                    throw error("expected a space after the quoted font name", at: offset)
                }
                words.append(Word(text: String(name), offset: start, isQuoted: true))
            } else {
                let start = offset
                var word = ""
                while index < text.endIndex, !text[index].isWhitespace {
                    word.append(text[index])
                    advance()
                }
                words.append(Word(text: word, offset: start, isQuoted: false))
            }
        }
        return words
    }
}
