import Testing

@testable import StringCoding

@Suite struct ListSplitterTests {
    func texts(_ list: String) throws -> [String] {
        try ListSplitter.split(list[...], expected: "[String]").map(\.text)
    }

    @Test func splitsOnTopLevelCommasOnly() throws {
        #expect(try texts("rgb(1,2,3), red") == ["rgb(1,2,3)", "red"])
        #expect(try texts("[1,2], {3,4}, (5,6)") == ["[1,2]", "{3,4}", "(5,6)"])
        #expect(try texts("f(g(1, 2), [3, {4, 5}]), x") == ["f(g(1, 2), [3, {4, 5}])", "x"])
        #expect(try texts("a,b ,  c") == ["a", "b", "c"])
    }

    @Test func keepsQuotedCommasAndStripsWholeQuotes() throws {
        #expect(try texts(#""a, b", 'c, d', e"#) == ["a, b", "c, d", "e"])
        #expect(try texts(#"f("a,b"), x"#) == [#"f("a,b")"#, "x"])
        #expect(try texts(#""say \"hi\", ok""#) == [#"say "hi", ok"#])
        #expect(try texts(#"" padded ""#) == [" padded "])
    }

    @Test func treatsApostrophesInsideWordsAsText() throws {
        #expect(try texts("it's, ok") == ["it's", "ok"])
        #expect(try texts("5' tall, x") == ["5' tall", "x"])
    }

    @Test func reportsOffsetsOfTrimmedAndUnquotedText() throws {
        let whole = "[1,  'x, y' , z]"
        let inner = whole.dropFirst().dropLast()
        #expect(
            try ListSplitter.split(inner, expected: "[String]") == [
                ListElement(text: "1", offset: 1), ListElement(text: "x, y", offset: 6),
                ListElement(text: "z", offset: 14),
            ])
    }

    @Test func blankTextHasNoElementsButEmptyElementsCount() throws {
        #expect(try texts("") == [])
        #expect(try texts("   ") == [])
        #expect(try texts("a,,b,") == ["a", "", "b", ""])
    }

    @Test func toleratesStrayClosingBrackets() throws {
        #expect(try texts(":), x") == [":)", "x"])
    }

    @Test func reportsAnUnterminatedQuote() {
        #expect(
            throws: StringCodingError(
                input: #"a, "b, c"#, expected: "[String]", reason: "unterminated quote", offset: 3)
        ) {
            try ListSplitter.split(#"a, "b, c"#[...], expected: "[String]")
        }
    }

    /// Found by Fuzz/StringDecodableFuzz: a combining mark starting an element joined the quote or the
    /// space before it into one Character, and a prepended mark ending one the comma after it, so the
    /// quote or comma went unseen (or the mark was trimmed away with the space).
    @Test func marksNextToPunctuationDoNotHideIt() throws {
        #expect(try texts("\"\u{652}a[b\", x") == ["\u{652}a[b", "x"])
        #expect(try texts("a, \u{652}b") == ["a", "\u{652}b"])
        #expect(try texts("a\u{600}, b") == ["a\u{600}", "b"])
        #expect(ListSplitter.quotedIfNeeded("x, \"\u{652}") == "\"x, \\\"\u{652}\"")
        let list = [["\u{652}-d[e"], ["x\u{600}", "\u{301}"]]
        #expect(try [[String]](parsing: list.stringRepresentation) == list)
    }

    @Test func quotesOnlyWhatWouldNotReadBack() {
        #expect(ListSplitter.quotedIfNeeded("plain") == "plain")
        #expect(ListSplitter.quotedIfNeeded("rgb(1 2 3)") == "rgb(1 2 3)")
        #expect(ListSplitter.quotedIfNeeded("a, b") == #""a, b""#)
        #expect(ListSplitter.quotedIfNeeded("") == #""""#)
        #expect(ListSplitter.quotedIfNeeded(" x") == #"" x""#)
        #expect(ListSplitter.quotedIfNeeded("(open") == #""(open""#)
        #expect(ListSplitter.quotedIfNeeded(#""quoted""#) == #""\"quoted\"""#)
        #expect(ListSplitter.quotedIfNeeded(#"back\slash"#) == #"back\slash"#)
        #expect(ListSplitter.quotedIfNeeded("[x]") == #""[x]""#)
    }
}
