import Testing

@testable import StringCoding

@Suite struct SeparatedWordsTests {
    @Test func splitsOnAnyMixOfSeparatorsKeepingOffsets() {
        let words = separatedWords(in: " left | top,  width,|height ")
        #expect(words.map(\.word) == ["left", "top", "width", "height"])
        #expect(words.map(\.offset) == [1, 8, 14, 21])
    }

    @Test func blankInputHasNoWords() {
        #expect(separatedWords(in: " ,| ").isEmpty)
    }
}
