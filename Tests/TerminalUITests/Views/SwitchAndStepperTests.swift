import Foundation
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct SwitchAndStepperTests {
    private func window(width: Double = 12, colorMode: ColorMode? = .trueColor, _ views: View...) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 1))
        window.colorMode = colorMode
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func aSwitchIsACheckBoxThatSpaceAndEnterFlip() throws {
        let favorite = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        favorite.addAction("favoriteChanged", for: .valueChanged)
        let window = window(favorite)
        #expect(window.render().plainText() == "[ ]")
        favorite.setOn(true, animated: true)
        #expect(window.render().plainText() == "[x]")
        window.focus(favorite)
        #expect(window.handle(.character(" ")))
        #expect(!favorite.isOn)
        #expect(window.handle(.enter))
        #expect(favorite.isOn)
        #expect(!window.handle(.character("y")))
        let frame = window.render()
        #expect(frame[0, 0].style.isInverse)
        favorite.isEnabled = false
        #expect(!window.handle(.character(" ")))
        #expect(favorite.isOn)
        try favorite.setValue(fromString: "NO", forKeyPath: "isOn")
        #expect(!favorite.isOn)
        #expect(favorite.intrinsicContentSize == CGSize(width: 3, height: 1))
        #expect(favorite.keyHelp.first?.title == "switch on or off")
    }

    @Test func aSwitchsTintColorsTheMarkAndItReadsTheSameWithoutColor() throws {
        for mode: ColorMode? in [.trueColor, .monochrome, nil] {
            let favorite = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
            favorite.onTintColor = .green
            favorite.isOn = true
            let frame = window(colorMode: mode, favorite).render()
            #expect(frame.plainText() == "[x]")
            #expect(frame[1, 0].style.foreground == .green)
            #expect(frame[0, 0].style.foreground == nil)
        }
    }

    @Test func aStepperStepsWithinItsRange() throws {
        let copies = Stepper(frame: CGRect(x: 0, y: 0, width: 8, height: 1))
        copies.minimumValue = 1
        copies.maximumValue = 3
        let window = window(copies)
        #expect(copies.value == 1)
        #expect(window.render().plainText() == "[- 1  +]")
        #expect(window.render()[1, 0].style.isDim)  // cannot step down from the minimum
        window.focus(copies)
        for key: Key in [.right, .up, .character("+")] { #expect(window.handle(key)) }
        #expect(copies.value == 3)
        #expect(window.render()[6, 0].style.isDim)
        #expect(window.handle(.left))
        #expect(copies.value == 2)
        #expect(window.handle(.character("-")))
        #expect(window.handle(.down))
        #expect(copies.value == 1)
        #expect(window.handle(.end))
        #expect(copies.value == 3)
        #expect(window.handle(.home))
        #expect(copies.value == 1)
        copies.wraps = true
        #expect(window.handle(.down))
        #expect(copies.value == 3)
        copies.stepValue = 0.5
        #expect(window.handle(.down))
        #expect(copies.valueText == "2.5")
        #expect(window.render().plainText() == "[-2.5 +]")
        #expect(!window.handle(.character("x")))
    }

    @Test func aStepperKeepsItsValueAndEndsInOrder() throws {
        let stepper = Stepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = .nan
        #expect(stepper.value == 0)
        stepper.value = 50
        stepper.maximumValue = 10
        #expect(stepper.value == 10)
        stepper.minimumValue = 20
        #expect((stepper.minimumValue, stepper.maximumValue, stepper.value) == (20, 20, 20))
        try stepper.setValue(fromString: "-5", forKeyPath: "minimumValue")
        try stepper.setValue(fromString: "-2", forKeyPath: "value")
        #expect(stepper.value == -2)
        #expect(stepper.intrinsicContentSize == CGSize(width: 8, height: 1))
        #expect {
            try stepper.setValue(fromString: "many", forKeyPath: "stepValue")
        } throws: { error in
            "\(error)".contains(#"cannot read "many" as Double"#)
        }
    }

    @Test func userChangesSendValueChangedAndCodesDoNot() {
        final class Recorder: View {
            var received: [String] = []
            override func perform(action name: String, sender: Responder?) -> Bool {
                received.append(name)
                return true
            }
        }
        let form = Recorder(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        let favorite = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        let copies = Stepper(frame: CGRect(x: 4, y: 0, width: 7, height: 1))
        favorite.addAction("favoriteChanged", for: .valueChanged)
        copies.addAction("copiesChanged", for: .valueChanged)
        form.addSubview(favorite)
        form.addSubview(copies)
        let window = window(form)
        favorite.isOn = true
        copies.value = 2
        window.focus(favorite)
        window.handle(.character(" "))
        window.focus(copies)
        window.handle(.up)
        window.handle(.home)
        window.handle(.home)  // already at the minimum: no change, no action
        #expect(form.received == ["favoriteChanged", "copiesChanged", "copiesChanged"])
    }

    @Test func bothAreDescribedAndStyledLikeTheOtherViews() throws {
        let screen = """
            type: View
            frame: "0 0 12 2"
            children:
              - { type: Switch, identifier: favorite, frame: "0 0 3 1", attributes: { isOn: "YES" } }
              - type: Stepper
                identifier: copies
                frame: "4 0 7 1"
                attributes: { maximumValue: "9", value: "4", stepValue: "2", wraps: "YES" }
            """
        let theme = """
            Switch: { onTintColor: green }
            "#copies": { tintColor: cyan }
            """
        let root = try ViewDescription(data: Data(screen.utf8), source: "controls.yaml").makeView()
        try SelectorStylesheet(data: Data(theme.utf8), source: "controls-theme.yaml").apply(to: root)
        #expect(root.renderedBuffer().plainText() == "[x] [- 4 +]\n")
        let favorite = try #require(root.view(withIdentifier: "favorite") as? Switch)
        let copies = try #require(root.view(withIdentifier: "copies") as? Stepper)
        #expect(favorite.onTintColor == (try Color(parsing: "green")))
        #expect(copies.tintColor == (try Color(parsing: "cyan")))
        #expect((copies.value, copies.stepValue, copies.wraps) == (4, 2, true))
    }
}
