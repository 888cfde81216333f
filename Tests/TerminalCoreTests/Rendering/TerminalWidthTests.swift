import Testing

@testable import TerminalCore

@Suite struct TerminalWidthTests {
    @Test func asciiIsOneColumnAndControlsAreZero() {
        #expect(TerminalWidth.columns(of: Character("a")) == 1)
        #expect(TerminalWidth.columns(of: Character(" ")) == 1)
        #expect(TerminalWidth.columns(of: Character("~")) == 1)
        #expect(TerminalWidth.columns(of: Character("\n")) == 0)
        #expect(TerminalWidth.columns(of: Character("\t")) == 0)
        #expect(TerminalWidth.columns(of: Character("\r\n")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{7F}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{85}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{2028}")) == 0)
        #expect(TerminalWidth.columns(of: "Hello, world!") == 13)
        #expect(TerminalWidth.columns(of: "tab\there\n") == 7)
    }

    @Test func latinGreekCyrillicAreOneColumn() {
        #expect(TerminalWidth.columns(of: "é") == 1)
        #expect(TerminalWidth.columns(of: "ß") == 1)
        #expect(TerminalWidth.columns(of: "Ωμέγα") == 5)
        #expect(TerminalWidth.columns(of: "Привет") == 6)
        #expect(TerminalWidth.columns(of: "\u{AD}") == 1)
    }

    @Test func cjkAndFullwidthFormsAreTwoColumns() {
        #expect(TerminalWidth.columns(of: Character("漢")) == 2)
        #expect(TerminalWidth.columns(of: "漢字") == 4)
        #expect(TerminalWidth.columns(of: "ひらがな") == 8)
        #expect(TerminalWidth.columns(of: "カタカナ") == 8)
        #expect(TerminalWidth.columns(of: "한국어") == 6)
        #expect(TerminalWidth.columns(of: "ＡＢＣ") == 6)
        #expect(TerminalWidth.columns(of: "！") == 2)
        #expect(TerminalWidth.columns(of: "\u{3000}") == 2)
        #expect(TerminalWidth.columns(of: "\u{20000}") == 2)
        #expect(TerminalWidth.columns(of: "\u{3FFFD}") == 2)
        // Halfwidth katakana stay narrow.
        #expect(TerminalWidth.columns(of: "ｶﾀｶﾅ") == 4)
        #expect(TerminalWidth.columns(of: "a漢b") == 4)
    }

    @Test func emojiWithEmojiPresentationAreTwoColumns() {
        #expect(TerminalWidth.columns(of: Character("😀")) == 2)
        #expect(TerminalWidth.columns(of: Character("🚀")) == 2)
        #expect(TerminalWidth.columns(of: Character("⌚")) == 2)
        #expect(TerminalWidth.columns(of: Character("✅")) == 2)
        // Text-presentation pictographs are narrow without a selector.
        #expect(TerminalWidth.columns(of: Character("❤")) == 1)
        #expect(TerminalWidth.columns(of: Character("☺")) == 1)
        #expect(TerminalWidth.columns(of: Character("©")) == 1)
    }

    @Test func variationSelectorsAddNothing() {
        // Code point by code point, as wcwidth() and most terminals measure: a selector is 0.
        #expect(TerminalWidth.columns(of: Character("❤\u{FE0F}")) == 1)
        #expect(TerminalWidth.columns(of: Character("☺\u{FE0F}")) == 1)
        #expect(TerminalWidth.columns(of: Character("1\u{FE0F}\u{20E3}")) == 1)
        #expect(TerminalWidth.columns(of: Character("⌚\u{FE0E}")) == 2)
        #expect(TerminalWidth.columns(of: Character("❤\u{FE0E}")) == 1)
        #expect(TerminalWidth.columns(of: Character("a\u{FE0F}")) == 1)
        #expect(TerminalWidth.columns(of: Character("漢\u{FE0E}")) == 2)
    }

    @Test func emojiSequencesAreTheSumOfTheirCodePoints() {
        #expect(TerminalWidth.columns(of: Character("👨‍👩‍👧‍👦")) == 8)
        #expect(TerminalWidth.columns(of: Character("👨‍👩‍👧")) == 6)
        // WAVING WHITE FLAG is narrow, RAINBOW wide.
        #expect(TerminalWidth.columns(of: Character("🏳️‍🌈")) == 3)
        #expect(TerminalWidth.columns(of: Character("👍🏽")) == 4)
        #expect(TerminalWidth.columns(of: Character("🇯🇵")) == 2)
        #expect(TerminalWidth.columns(of: "🇯🇵🇫🇷") == 4)
        // A black flag and invisible tag characters.
        #expect(TerminalWidth.columns(of: Character("🏴󠁧󠁢󠁳󠁣󠁴󠁿")) == 2)
        #expect(TerminalWidth.columns(of: Character("🇯")) == 1)
    }

    @Test func combiningMarksAndFormatCharactersAddNothing() {
        #expect(TerminalWidth.columns(of: Character("e\u{301}")) == 1)
        #expect(TerminalWidth.columns(of: "cafe\u{301}") == 4)
        #expect(TerminalWidth.columns(of: Character("a\u{301}\u{316}\u{35C}")) == 1)
        #expect(TerminalWidth.columns(of: Character("\u{301}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{200B}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{200D}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{FEFF}")) == 0)
        #expect(TerminalWidth.columns(of: Character("\u{FE0F}")) == 0)
        // Kana voicing marks combine even though East Asian Width calls them wide.
        #expect(TerminalWidth.columns(of: Character("か\u{3099}")) == 2)
        #expect(TerminalWidth.columns(of: Character("\u{3099}")) == 0)
        // A Hangul syllable spelled with conjoining jamo: the vowel and final add nothing.
        #expect(TerminalWidth.columns(of: Character("\u{1100}\u{1161}\u{11A8}")) == 2)
        #expect(TerminalWidth.columns(of: "민준 김") == 7)
    }

    @Test func spacingMarksAndConjunctsCountEachVisibleCodePoint() {
        // न + the spacing vowel sign ि: 2, as tmux, xterm and VTE show it.
        #expect(TerminalWidth.columns(of: Character("नि")) == 2)
        // र + virama (0) + म + the spacing vowel sign ा: 3.
        #expect(TerminalWidth.columns(of: Character("र्मा")) == 3)
        #expect(TerminalWidth.columns(of: "अनिल शर्मा") == 9)
        // Swift joins the conjunct स्ते into one cluster (Unicode 15.1); the vowel sign े is a mark.
        #expect(TerminalWidth.columns(of: Character("स्ते")) == 2)
        #expect(TerminalWidth.columns(of: "नमस्ते") == 4)
        // Thai: the above-vowel and tone marks add nothing, SARA AM is a spacing letter.
        #expect(TerminalWidth.columns(of: Character("ที่")) == 1)
        #expect(TerminalWidth.columns(of: Character("กำ")) == 2)
        #expect(TerminalWidth.columns(of: "สมชาย ใจดี") == 9)
        // Arabic letters are one column each, whatever their joined shape; harakat add nothing.
        #expect(TerminalWidth.columns(of: "محمد العلي") == 10)
        #expect(TerminalWidth.columns(of: "مَرْحَبًا") == 5)
    }

    @Test func disputedClustersAreThoseReadDifferentlyElsewhere() {
        // Grapheme-aware terminals show these narrower, as wide as their widest code point.
        #expect(TerminalWidth.disputedColumns(of: "नि") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: Character("र्मा")) == 1...3)
        #expect(TerminalWidth.disputedColumns(of: "กำ") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "👨‍👩‍👧‍👦") == 2...8)
        #expect(TerminalWidth.disputedColumns(of: "👍🏽") == 2...4)
        #expect(TerminalWidth.disputedColumns(of: "⌚\u{FE0E}") == 1...2)
        // tmux 3.3 joins the rainbow into the narrow flag's cell.
        #expect(TerminalWidth.disputedColumns(of: "🏳️‍🌈") == 1...3)
        // ...and wider: an emoji selector makes these 2.
        #expect(TerminalWidth.disputedColumns(of: "❤\u{FE0F}") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "1\u{FE0F}\u{20E3}") == 1...2)
        // Some terminals draw each regional indicator of a flag as an emoji, some only one.
        #expect(TerminalWidth.disputedColumns(of: "🇯🇵") == 1...4)
        // East Asian Ambiguous symbols are 2 where ambiguous characters are shown wide.
        #expect(TerminalWidth.disputedColumns(of: "─") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "★") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "↑") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "\u{E0B0}") == 1...2)
        #expect(TerminalWidth.disputedColumns(of: "①\u{301}") == 1...2)
        // Every terminal agrees on these.
        for agreed: Character in [
            "a", "é", "e\u{301}", "ж", "Ω", "–", "…", "›", "✓", "漢", "😀", "🇯", "か\u{3099}", "ที่",
            "\u{1100}\u{1161}\u{11A8}", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        ] {
            #expect(TerminalWidth.disputedColumns(of: agreed) == nil, "\(agreed.debugDescription)")
        }
    }

    @Test func substringsMeasureLikeStrings() {
        let text = "漢字 and ascii"
        #expect(TerminalWidth.columns(of: text.dropFirst()) == 12)
        #expect(TerminalWidth.columns(of: text.suffix(5)) == 5)
    }

    @Test func tablesAreSortedDisjointPairs() {
        for table in [TerminalWidth.wideRanges, TerminalWidth.zeroWidthRanges, TerminalWidth.ambiguousSymbolRanges] {
            #expect(table.count % 2 == 0)
            var previousEnd: UInt32? = nil
            for pair in stride(from: 0, to: table.count, by: 2) {
                #expect(table[pair] <= table[pair + 1])
                if let previousEnd { #expect(table[pair] > previousEnd + 1, "ranges at \(pair) touch or overlap") }
                previousEnd = table[pair + 1]
            }
        }
        #expect(TerminalWidth.rangesContain(TerminalWidth.wideRanges, 0x1100))
        #expect(TerminalWidth.rangesContain(TerminalWidth.wideRanges, 0x115F))
        #expect(!TerminalWidth.rangesContain(TerminalWidth.wideRanges, 0x1160))
        #expect(!TerminalWidth.rangesContain(TerminalWidth.wideRanges, 0x10FFFF))
        #expect(TerminalWidth.isAmbiguousSymbol(0x2500))
        #expect(TerminalWidth.isAmbiguousSymbol(0xFFFD))
        #expect(!TerminalWidth.isAmbiguousSymbol(0xE9))
        #expect(!TerminalWidth.isAmbiguousSymbol(0x2026))
    }
}
