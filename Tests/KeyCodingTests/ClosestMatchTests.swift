import KeyCoding
import Testing

@Suite struct ClosestMatchTests {
    @Test func aTypoWithinAThirdOfTheLengthIsSuggested() {
        #expect(closestMatch(to: "txtColor", in: ["text", "textColor"]) == "textColor")
        #expect(closestMatch(to: "TEXT", in: ["text"]) == "text")
        #expect(closestMatch(to: "zzz", in: ["text"]) == nil)
    }

    /// Issue 20: `titleShadowColor` (UIKit's) on a Button suggested nothing.
    @Test func aNameWithOneExtraRunSuggestsTheLongestNameWithoutIt() {
        let keys = ["title", "titleColor", "highlightedTitleColor", "selectedTitleColor", "backgroundColor"]
        #expect(closestMatch(to: "titleShadowColor", in: keys) == "titleColor")
        #expect(closestMatch(to: "selectedTitleShadowColor", in: keys) == "selectedTitleColor")
        #expect(closestMatch(to: "shadowTitleColor", in: keys) == "titleColor")
        #expect(closestMatch(to: "titleTextAttributes", in: keys) == nil)  // "title" is under half as long
        #expect(closestMatch(to: "shadowColor", in: keys) == nil)
    }

    /// Without word boundaries, or with the extra run last, a shorter name is more likely a misspelling
    /// than a guess: `textColr` is not `text` with an extra word.
    @Test func onlyWholeWordsBeforeTheLastCountAsExtra() {
        let keys = ["text", "title", "titleColor"]
        #expect(closestMatch(to: "titleshadowcolor", in: keys) == nil)
        #expect(closestMatch(to: "textColr", in: keys) == nil)
        #expect(closestMatch(to: "titleShadowcolor", in: keys) == nil)
    }

    @Test func aTypoWinsOverANameWithAnExtraRun() {
        #expect(closestMatch(to: "textColour", in: ["text", "textColor"]) == "textColor")
    }
}
