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
        if let last = words.last, let number = try self.size(last) {
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
        return Font(name: try name(from: nameWords), size: size, traits: traits)
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
    private func size(_ word: Word) throws -> Double? {
        guard !word.isQuoted, Self.looksNumeric(word.text), let number = Double(word.text) else { return nil }
        guard number.isFinite else {
            throw error("font size must be a finite number, got \"\(word.text)\"", at: word.offset)
        }
        guard number > 0 else {
            throw error("font size must be positive, got \"\(word.text)\"", at: word.offset)
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
