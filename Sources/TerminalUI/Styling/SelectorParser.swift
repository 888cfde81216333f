/// Reads a selector list: selectors separated by commas, each made of compound selectors separated
/// by whitespace, each a type or `*` followed by `.class` and `#identifier` parts.
///
/// Names are letters, digits, `_` and `-`; a type name does not start with a digit or `-`.
struct SelectorParser {
    private let characters: [Character]
    private var offset = 0

    private init(_ text: String) {
        characters = Array(text)
    }

    /// The selectors of `text`, or where it first goes wrong.
    static func parseList(_ text: String) throws(SelectorSyntaxError) -> [SelectorStylesheet.Selector] {
        var parser = SelectorParser(text)
        return try parser.parseList()
    }

    private mutating func parseList() throws(SelectorSyntaxError) -> [SelectorStylesheet.Selector] {
        var selectors: [SelectorStylesheet.Selector] = []
        while true {
            skipWhitespace()
            guard let character = current, character != "," else {
                let what = current == nil && selectors.isEmpty ? "the selector is empty" : "a selector is missing"
                throw SelectorSyntaxError(
                    offset: offset, reason: "\(what); expected a type, \"*\", \".class\" or \"#identifier\"")
            }
            selectors.append(try parseSelector())
            guard current == "," else { return selectors }
            offset += 1
        }
    }

    private mutating func parseSelector() throws(SelectorSyntaxError) -> SelectorStylesheet.Selector {
        var compounds: [SelectorStylesheet.CompoundSelector] = []
        while true {
            compounds.append(try parseCompound())
            let hadSpace = skipWhitespace()
            guard let character = current, character != "," else { break }
            if !hadSpace { throw unexpected(character) }
        }
        return SelectorStylesheet.Selector(compounds: compounds)
    }

    private mutating func parseCompound() throws(SelectorSyntaxError) -> SelectorStylesheet.CompoundSelector {
        let start = offset
        var typeName: String?
        var classes: [String] = []
        var identifiers: [String] = []
        if current == "*" {
            offset += 1
        } else if let character = current, Self.canStartTypeName(character) {
            typeName = readName()
        }
        while let character = current, !character.isWhitespace, character != "," {
            switch character {
            case ".": classes.append(try readNameAfterMarker("a class name after \".\""))
            case "#": identifiers.append(try readNameAfterMarker("an identifier after \"#\""))
            case "*":
                throw SelectorSyntaxError(
                    offset: offset, reason: "\"*\" must come first in a compound selector, as in \"*.title\"")
            case _ where Self.isNameCharacter(character) && offset == start:
                throw SelectorSyntaxError(
                    offset: offset, reason: "a type name must start with a letter or \"_\", found \"\(character)\"")
            case _ where Self.isNameCharacter(character):
                throw SelectorSyntaxError(
                    offset: offset,
                    reason: "a type name must come first in a compound selector, as in \"Label.title\"")
            default:
                throw unexpected(character)
            }
        }
        if offset == start, let character = current { throw unexpected(character) }
        return SelectorStylesheet.CompoundSelector(
            typeName: typeName, classes: classes, identifiers: identifiers,
            description: String(characters[start..<offset]))
    }

    private mutating func readNameAfterMarker(_ expected: String) throws(SelectorSyntaxError) -> String {
        offset += 1
        let name = readName()
        guard !name.isEmpty else {
            let found = current.map { "found \"\($0)\"" } ?? "found the end"
            throw SelectorSyntaxError(offset: offset, reason: "expected \(expected), \(found)")
        }
        return name
    }

    private mutating func readName() -> String {
        let start = offset
        while let character = current, Self.isNameCharacter(character) { offset += 1 }
        return String(characters[start..<offset])
    }

    private func unexpected(_ character: Character) -> SelectorSyntaxError {
        let combinators: Set<Character> = [">", "+", "~"]
        let note = combinators.contains(character) ? " (only the descendant combinator, a space, is supported)" : ""
        return SelectorSyntaxError(
            offset: offset,
            reason:
                "unexpected \"\(character)\"\(note); expected a type, \"*\", \".class\", \"#identifier\", a space or \",\""
        )
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while let character = current, character.isWhitespace { offset += 1 }
        return offset > start
    }

    private var current: Character? { offset < characters.count ? characters[offset] : nil }

    /// Whether `character` may be part of a name: a type, class, identifier or `$variable`.
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
    }

    private static func canStartTypeName(_ character: Character) -> Bool {
        character.isLetter || character == "_"
    }
}
