import TerminalUI
import Testing

/// Event keys as a button's undefined-key hook reads them.
@MainActor @Suite struct ControlEventsNamedTests {
    @Test func readsAnEventKeyInAnySpelling() {
        let keys = [
            "touchUpInside", "TouchUpInside", "UIControlEventTouchUpInside", "touchupinside", "TOUCHUPINSIDE",
            "UIControl.Event.touchUpInside", "ControlEvents.touchUpInside", ".touchUpInside",
        ]
        for key in keys {
            #expect(ControlEvents.named(key) == .touchUpInside, "\(key)")
        }
    }

    @Test func readsSeveralEventsAndAll() {
        #expect(ControlEvents.named("touchDown touchUpInside") == [.touchDown, .touchUpInside])
        #expect(ControlEvents.named("editingDidEnd|editingDidEndOnExit") == [.editingDidEnd, .editingDidEndOnExit])
        #expect(ControlEvents.named("all") == .allEvents)
        #expect(ControlEvents.named("allEditingEvents") == .allEditingEvents)
    }

    @Test func givesNilForKeysThatAreNotEventNames() {
        let keys = [
            "titleColor", "selectedTitle", "", "   ", "none", "64", "0x40", "touchUpInside titleColor", "touchUp",
            "UIControlEventTouchUp",
        ]
        for key in keys {
            #expect(ControlEvents.named(key) == nil, "\(key)")
        }
    }
}
