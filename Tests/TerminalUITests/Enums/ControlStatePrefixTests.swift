import TerminalUI
import Testing

/// State-prefixed virtual keys, such as a button's `selectedTitleColor`.
@MainActor @Suite struct ControlStatePrefixTests {
    @Test func splitsEachStatePrefixFromTheProperty() throws {
        let examples: [(String, ControlState, String)] = [
            ("selectedTitleColor", .selected, "titleColor"), ("normalTitle", [], "title"),
            ("highlightedTitleShadowColor", .highlighted, "titleShadowColor"), ("disabledImage", .disabled, "image"),
            ("focusedBackgroundImage", .focused, "backgroundImage"), ("selectedX", .selected, "x"),
        ]
        for (key, state, property) in examples {
            let split = try #require(ControlState.splitStatePrefix(key), "\(key)")
            #expect(split.state == state, "\(key)")
            #expect(split.property == property, "\(key)")
        }
    }

    @Test func givesNilForKeysWithoutAStatePrefix() {
        let keys = [
            "titleColor", "title", "selected", "normal", "", "selectedtitle", "SelectedTitle", "NormalTitle",
            "normal_title", "applicationTitle", "reservedTitle", "select", "Title",
        ]
        for key in keys {
            #expect(ControlState.splitStatePrefix(key) == nil, "\(key)")
        }
    }
}
