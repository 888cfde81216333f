import StringCoding
import Testing

private func errorDescription(_ text: String) -> String {
    do {
        let font = try Font(parsing: text)
        return "parsed as \(font)"
    } catch {
        return "\(error)"
    }
}

@Suite struct FontTests {
    @Test func defaultsToTheSystemFontAt17Points() {
        #expect(Font() == Font(name: nil, size: 17, traits: []))
        #expect(Font.system(size: 12, traits: .bold) == Font(name: nil, size: 12, traits: .bold))
        #expect(Font().isSystemFont)
        #expect(!Font(name: "Courier").isSystemFont)
    }

    @Test(arguments: [
        ("helvetica 17", Font(name: "helvetica", size: 17)),
        ("bold 15", Font(size: 15, traits: .bold)),
        ("Courier bold 30", Font(name: "Courier", size: 30, traits: .bold)),
        ("15", Font(size: 15)),
        ("italic", Font(traits: .italic)),
        ("BOLD Italic 20", Font(size: 20, traits: [.bold, .italic])),
        ("'Helvetica Neue' 15", Font(name: "Helvetica Neue", size: 15)),
        ("\"Helvetica Neue\" bold 12", Font(name: "Helvetica Neue", size: 12, traits: .bold)),
        ("Helvetica Neue 15", Font(name: "Helvetica Neue", size: 15)),
        ("system 12", Font(size: 12)),
        ("SYSTEM", Font()),
        ("17.5 Avenir", Font(name: "Avenir", size: 17.5)),
        ("  Avenir   Next \t", Font(name: "Avenir Next")),
        ("Menlo monospace underline 11.5", Font(name: "Menlo", size: 11.5, traits: [.monospace, .underline])),
        ("Menlo monospaced underlined", Font(name: "Menlo", traits: [.monospace, .underline])),
        ("bold Georgia", Font(name: "Georgia", traits: .bold)),
        ("'Bold' 12", Font(name: "Bold", size: 12)),
        ("\"12\"", Font(name: "12")),
        ("'system' .5", Font(name: "system", size: 0.5)),
        (#""A \"quoted\" \\ name" 9"#, Font(name: #"A "quoted" \ name"#, size: 9)),
        ("12 15", Font(name: "12", size: 15)),
        ("Courier 12 bold", Font(name: "Courier 12", traits: .bold)),
        ("nan", Font(name: "nan")),
    ])
    func readsStringCodingFontForms(input: String, expected: Font) throws {
        #expect(try Font(parsing: input) == expected)
    }

    @Test func sizeErrorsPointAtTheSize() {
        #expect(
            errorDescription("Helvetica 0") == """
                cannot read "Helvetica 0" as Font at column 11: font size must be positive, got "0"
                    Helvetica 0
                              ^
                """)
        #expect(
            errorDescription(" -3 Helvetica") == """
                cannot read " -3 Helvetica" as Font at column 2: font size must be positive, got "-3"
                     -3 Helvetica
                     ^
                """)
        #expect(
            errorDescription("Helvetica 1e999") == """
                cannot read "Helvetica 1e999" as Font at column 11: font size must be a finite number, got "1e999"
                    Helvetica 1e999
                              ^
                """)
    }

    @Test func syntaxErrors() {
        #expect(
            errorDescription("") == """
                cannot read "" as Font: expected a font name, size or trait, got an empty string
                """)
        #expect(
            errorDescription("'Helvetica Neue 15") == """
                cannot read "'Helvetica Neue 15" as Font at column 1: missing closing ' for the quoted font name
                    'Helvetica Neue 15
                    ^
                """)
        #expect(
            errorDescription("bold \"Helvetica") == """
                cannot read "bold \"Helvetica" as Font at column 6: missing closing " for the quoted font name
                    bold "Helvetica
                         ^
                """)
        #expect(
            errorDescription("\"Helvetica\"bold") == """
                cannot read "\"Helvetica\"bold" as Font at column 12: expected a space after the quoted font name
                    "Helvetica"bold
                               ^
                """)
        #expect(
            errorDescription("'Helvetica Neue' blod 12") == """
                cannot read "'Helvetica Neue' blod 12" as Font at column 18: expected a trait (bold, italic, \
                underline, monospace) or a size besides the quoted name, got "blod"
                    'Helvetica Neue' blod 12
                                     ^
                    did you mean "bold"?
                """)
        #expect(
            errorDescription("'Helvetica' 'Neue'") == """
                cannot read "'Helvetica' 'Neue'" as Font at column 13: expected one font name, got a second quoted name
                    'Helvetica' 'Neue'
                                ^
                """)
    }

    /// Issue 20: a size with a unit was read as part of the name ("courier 11pt" was a font named so).
    @Test(arguments: [
        ("courier 11pt", Font(name: "courier", size: 11)),
        ("15px", Font(size: 15)),
        ("Courier 11PT bold", Font(name: "Courier", size: 11, traits: .bold)),
        ("11.5pt Helvetica Neue", Font(name: "Helvetica Neue", size: 11.5)),
        ("bold 12px italic", Font(size: 12, traits: [.bold, .italic])),
        ("'11pt' 12", Font(name: "11pt", size: 12)),
        ("'body' 12", Font(name: "body", size: 12)),
    ])
    func readsASizeWithAUnitAsPoints(input: String, expected: Font) throws {
        #expect(try Font(parsing: input) == expected)
    }

    @Test func relativeSizesAreErrorsListingTheForms() {
        #expect(
            errorDescription("courier 150%") == """
                cannot read "courier 150%" as Font at column 9: a font size in % is not supported, got "150%"; \
                write a number of points such as 15, 15pt or 15px
                    courier 150%
                            ^
                """)
        #expect(
            errorDescription("1.2em serif") == """
                cannot read "1.2em serif" as Font at column 1: a font size in em is not supported, got "1.2em"; \
                write a number of points such as 15, 15pt or 15px
                    1.2em serif
                    ^
                """)
        #expect(
            errorDescription("Menlo 0pt") == """
                cannot read "Menlo 0pt" as Font at column 7: font size must be positive, got "0pt"
                    Menlo 0pt
                          ^
                """)
        #expect(
            errorDescription("11pt Menlo 12px") == """
                cannot read "11pt Menlo 12px" as Font at column 12: expected one font size, got a second one, "12px"
                    11pt Menlo 12px
                               ^
                """)
    }

    @Test func textStylesAreErrorsListingTheForms() {
        let styles = [
            ("UIFontTextStyleHeadline", "UIFontTextStyleHeadline"),
            ("UIFont.TextStyle.title1 12", "UIFont.TextStyle.title1"),
            ("caption", "caption"), ("bold Footnote 12", "Footnote"), (".largeTitle", ".largeTitle"),
        ]
        for (input, word) in styles {
            let error = #expect(throws: StringCodingError.self) { try Font(parsing: input) }
            #expect(
                error?.reason == "text styles are not supported, got \"\(word)\"; write a font name, traits and a "
                    + "size, such as \"system 17\", \"bold 15\" or \"Menlo 12pt\" (quote a font really named so)")
        }
        #expect(
            errorDescription("body") == """
                cannot read "body" as Font at column 1: text styles are not supported, got "body"; write a font \
                name, traits and a size, such as "system 17", "bold 15" or "Menlo 12pt" (quote a font really named so)
                    body
                    ^
                """)
        #expect(Font(name: "Body", size: 12).stringRepresentation == "\"Body\" 12")
    }

    /// Found while writing Fuzz/StringDecodableFuzz: a backslash ending the text inside quotes read past
    /// the end of the string (a trap).
    @Test func quotedNameEndingInABackslashIsAnError() {
        #expect(
            errorDescription(#""abc\"#) == #"""
                cannot read ""abc\" as Font at column 1: missing closing " for the quoted font name
                    "abc\
                    ^
                """#)
        #expect(
            errorDescription(#"bold 'x\"#) == #"""
                cannot read "bold 'x\" as Font at column 6: missing closing ' for the quoted font name
                    bold 'x\
                         ^
                """#)
    }

    /// Found by Fuzz/StringDecodableFuzz: a combining mark starting a name joins the opening quote into
    /// one Character, and a prepended mark ending it the closing quote (or the space after a plain name).
    @Test func namesWithMarksAtTheirEdgesRoundTrip() throws {
        let combining = Font(name: "\u{361}x y", size: 12)
        #expect(combining.stringRepresentation == "\"\u{361}x y\" 12")
        #expect(try Font(parsing: combining.stringRepresentation) == combining)
        let prepended = Font(name: "x\u{600}", size: 12, traits: .bold)
        #expect(prepended.stringRepresentation == "\"x\u{600}\" bold 12")
        #expect(try Font(parsing: prepended.stringRepresentation) == prepended)
        let fuzzed = try Font(parsing: "\u{361}3fa\":elic flexible h ")
        #expect(fuzzed == Font(name: "\u{361}3fa\":elic flexible h"))
        #expect(fuzzed.stringRepresentation == #""\#u{361}3fa\":elic flexible h" 17"#)
        #expect(try Font(parsing: fuzzed.stringRepresentation) == fuzzed)
    }

    @Test(arguments: [
        (Font(), "system 17"),
        (Font(size: 15, traits: .bold), "system bold 15"),
        (Font(name: "Helvetica Neue", size: 17, traits: [.italic, .bold]), "\"Helvetica Neue\" bold italic 17"),
        (Font(name: "Courier", size: 30, traits: .bold), "Courier bold 30"),
        (Font(name: "Menlo", size: 11.5, traits: [.monospace, .underline]), "Menlo underline monospace 11.5"),
        (Font(name: "system", size: 12), "\"system\" 12"),
        (Font(name: "Italic", size: 12), "\"Italic\" 12"),
        (Font(name: "12", size: 12), "\"12\" 12"),
        (Font(name: "", size: 12), "\"\" 12"),
        (Font(name: #"Say "hi" \o/"#, size: 1e-3), #""Say \"hi\" \\o/" 0.001"#),
        (Font(name: "'quoted'", size: 1e20), #""'quoted'" 1e+20"#),
    ])
    func writesAFormThatReadsBack(font: Font, expected: String) throws {
        #expect(font.stringRepresentation == expected)
        #expect(try Font(parsing: font.stringRepresentation) == font)
    }

    @Test func randomFontsRoundTrip() throws {
        let names: [String?] = [nil, "A", "Helvetica Neue", "bold", "Ünïcödé Sans", " padded ", "x\\y", "\"", "'"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let font = Font(
                name: names.randomElement(using: &generator) ?? nil,
                size: .random(in: 0.001...500, using: &generator),
                traits: FontTraits(rawValue: .random(in: 0...15, using: &generator)))
            #expect(try Font(parsing: font.stringRepresentation) == font, "\(font.stringRepresentation)")
        }
    }
}
