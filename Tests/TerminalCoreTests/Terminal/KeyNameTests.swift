import StringCoding
import Testing

@testable import TerminalCore

@Suite("Key names")
struct KeyNameTests {
    static let everyKindOfKey: [Key] =
        [
            .enter, .tab, .backTab, .escape, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end,
            .pageUp, .pageDown, .control(" "), .control("\\"), .control("]"), .control("^"), .control("_"),
            .character("a"), .character("A"), .character("é"), .character(" "), .character("-"),
            .character("^"), .character("日"), .character("😀"), .shift(.up), .shift(.pageDown), .shift(.home),
        ] + (1...12).map { .function($0) }
        + "abcdefgkllnopqrstuvwxyz".map { .control($0) }

    @Test("every key's description reads back as the key")
    func roundTrip() {
        for key in KeyNameTests.everyKindOfKey {
            #expect(Key(name: key.description) == key, "\(key)")
            #expect((try? Key(parsing: key.stringRepresentation)) == key, "\(key)")
        }
    }

    @Test(
        "descriptions",
        arguments: [
            (.enter, "enter"), (.backTab, "backtab"), (.escape, "escape"), (.pageUp, "pageup"),
            (.pageDown, "pagedown"), (.control("c"), "ctrl-c"), (.control(" "), "ctrl-space"),
            (.character(" "), "space"), (.character("q"), "q"), (.function(5), "F5"), (.delete, "delete"),
            (.insert, "insert"), (.shift(.left), "shift-left"), (.shift(.pageUp), "shift-pageup"),
        ] as [(Key, String)])
    func descriptions(key: Key, description: String) {
        #expect(key.description == description)
    }

    @Test(
        "other spellings",
        arguments: [
            ("return", .enter), ("ENTER", .enter), ("Esc", .escape), ("shift-tab", .backTab),
            ("BackTab", .backTab), ("bs", .backspace), ("del", .delete), ("Ins", .insert), ("PgUp", .pageUp),
            ("page-up", .pageUp), ("pgdn", .pageDown), ("Page-Down", .pageDown), ("space", .character(" ")),
            ("ctrl-C", .control("c")), ("Ctrl+x", .control("x")), ("control-a", .control("a")),
            ("C-z", .control("z")), ("^C", .control("c")), ("ctrl-@", .control(" ")),
            ("ctrl-space", .control(" ")), ("ctrl-\\", .control("\\")), ("ctrl-_", .control("_")),
            ("ctrl-i", .tab), ("ctrl-m", .enter), ("ctrl-j", .enter), ("ctrl-h", .backspace),
            ("ctrl-[", .escape), ("f1", .function(1)), ("F12", .function(12)), ("A", .character("A")),
            ("^", .character("^")), ("\t", .character("\t")), ("Shift-Left", .shift(.left)),
            ("shift-pgdn", .shift(.pageDown)), ("shift-END", .shift(.end)),
        ] as [(String, Key)])
    func spellings(name: String, key: Key) {
        #expect(Key(name: name) == key)
    }

    @Test(
        "names that are not keys",
        arguments: [
            "", "hello", "F0", "F13", "F+5", "f1a", "ctrl-", "ctrl-1", "ctrl-ab", "ctrl-é", "ctrl-?",
            "c-", "enter ", "page up", "shift-a", "shift-enter", "shift-shift-up", "shift-",
        ])
    func notKeys(name: String) {
        #expect(Key(name: name) == nil)
    }

    @Test("a shifted key shows as Shift- and the plain key's display name")
    func shiftedDisplayName() {
        #expect(Key.shift(.left).displayName == "Shift-←")
        #expect(Key.shift(.pageDown).displayName == "Shift-PgDn")
        #expect(Key.shift(.end).displayName == "Shift-End")
    }

    @Test("a name that is not a key is a StringCodingError listing the names")
    func parsingError() {
        #expect {
            try Key(parsing: "entr")
        } throws: { error in
            (error as? StringCodingError)?.description == """
                cannot read "entr" as Key: not a key name
                    did you mean "enter"?
                    valid values: a single character, backspace, backtab, bs, del, delete, down, end, enter, \
                esc, escape, home, ins, insert, left, page-down, page-up, pagedown, pageup, pgdn, pgup, return, right, \
                shift-tab, space, tab, up, ctrl-a … ctrl-z, F1 … F12, shift-up … shift-pagedown
                """
        }
    }
}
