import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

/// A controller that records the actions it performs.
final class RecordingController: ViewController {
    var performed: [String] = []

    override func perform(action name: String, sender: Responder?) -> Bool {
        guard name.hasPrefix("record") else { return super.perform(action: name, sender: sender) }
        performed.append(name)
        return true
    }
}

@MainActor @Suite struct ButtonTests {
    @Test func stateTitlesComeFromStatePrefixedVirtualKeys() throws {
        let button = Button(title: "Save")
        try button.setValue(fromString: "Saved", forKeyPath: "selectedTitle")
        try button.setValue(fromString: "red", forKeyPath: "titleColor")
        try button.setValue(fromString: "#00ff00", forKeyPath: "selectedTitleColor")
        #expect(button.currentTitle == "Save")
        #expect(button.title(for: .highlighted) == "Save")
        button.isSelected = true
        #expect(button.currentTitle == "Saved")
        #expect(button.titleColor(for: .selected) == Color(red: 0, green: 1, blue: 0))
        #expect(try button.value(forKey: "selectedTitle") as? String == "Saved")
        try button.setValue("Keep", forKeyPath: "normalTitle")
        #expect(button.title(for: .normal) == "Keep")
    }

    @Test func rendersItsTitleCenteredAndInverseWhenFocused() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        let button = Button(title: "OK")
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        window.addSubview(button)
        #expect(window.render().plainText() == "    OK")
        window.focus(button)
        let frame = window.render()
        #expect(frame[0, 0].style.isInverse && frame[4, 0].style.isInverse && frame[9, 0].style.isInverse)
    }

    @Test func eventKeysConnectActionsDeliveredUpTheResponderChainWhenTheEventFires() throws {
        let first = RecordingController()
        let second = RecordingController()
        let button = Button(title: "Go")
        try button.setValue("recordTap", forKeyPath: "touchUpInside")
        try button.setValue(fromString: "recordChange", forKeyPath: "UIControlEventValueChanged")
        #expect(button.actions(for: .touchUpInside) == ["recordTap"])
        first.view.addSubview(button)
        #expect(button.handleKey(.enter))
        #expect(first.performed == ["recordTap"])
        second.view.addSubview(button)
        _ = button.handleKey(.character(" "))
        button.sendActions(for: .valueChanged)
        #expect(first.performed == ["recordTap"])
        #expect(second.performed == ["recordTap", "recordChange"])
    }

    @Test func aDisabledButtonSendsNothing() throws {
        let controller = RecordingController()
        let button = Button(title: "Go")
        button.addAction("recordTap", for: .touchUpInside)
        controller.view.addSubview(button)
        button.isEnabled = false
        _ = button.handleKey(.enter)
        #expect(controller.performed.isEmpty)
        #expect(!button.canBecomeFocused)
    }

    @Test func actionsNotHandledAnywhereGoNowhere() {
        let button = Button(title: "Go")
        #expect(button.sendAction("nobodyHandlesThis", sender: button) == nil)
    }

    @Test func badEventAndStateValuesAreErrors() throws {
        let button = Button(title: "Go")
        #expect(throws: KeyCodingError.self) { try button.setValue(3, forKeyPath: "touchUpInside") }
        #expect(throws: KeyCodingError.self) { try button.setValue(3, forKeyPath: "selectedTitleColor") }
        let twoWords = #expect(throws: StringCodingError.self) {
            try button.setValue(fromString: "save now", forKeyPath: "touchUpInside")
        }
        #expect(
            twoWords?.description
                == #"cannot read "save now" as an action name for key path "touchUpInside": the action for touchUpInside must be one word, such as "save""#
        )
        let unknown = #expect(throws: KeyCodingError.self) {
            try button.setValue("x", forKeyPath: "selectedTitelColor")
        }
        #expect(unknown?.description == #"Button has no key "selectedTitelColor"; did you mean "selectedTitleColor"?"#)
    }

    /// Issue 20: a UIKit key Loom has no counterpart of got no suggestion, being too long to be a
    /// typo of any key; the key it most likely guesses at is the one with the extra word left out.
    @Test func aKeyWithAnExtraWordSuggestsTheKeyWithout() {
        let button = Button(title: "Go")
        let shadow = #expect(throws: KeyCodingError.self) {
            try button.setValue(fromString: "black", forKeyPath: "titleShadowColor")
        }
        #expect(shadow?.description == #"Button has no key "titleShadowColor"; did you mean "titleColor"?"#)
        let selectedShadow = #expect(throws: KeyCodingError.self) {
            try button.setValue(fromString: "black", forKeyPath: "selectedTitleShadowColor")
        }
        #expect(
            selectedShadow?.description
                == #"Button has no key "selectedTitleShadowColor"; did you mean "selectedTitleColor"?"#)
    }

    @Test func removingActionsLeavesTheOtherEvents() {
        let button = Button(title: "Go")
        button.addAction("a", for: [.touchUpInside, .valueChanged])
        button.addAction("b", for: .touchUpInside)
        button.removeAction(nil, for: .touchUpInside)
        #expect(button.actions(for: .touchUpInside) == [])
        #expect(button.actions(for: .valueChanged) == ["a"])
    }
}
