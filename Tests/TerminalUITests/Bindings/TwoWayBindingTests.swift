import Bindings
import Foundation
import KeyCoding
import Observation
import StringCoding
import Testing

@testable import TerminalUI

/// A song whose validation refuses negative plays, caps them at 150, and trims titles.
@Observable @Keyed final class Song {
    var title = "Blue"
    var plays = 3
    var rating = 2.0
    var isFavorite = false
    var isHidden = false
    var notes = "first"
    var released = Date(timeIntervalSince1970: 0)

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        if key == "title", let title = value as? String { value = title.trimmingCharacters(in: .whitespaces) }
        guard key == "plays" || key == "rating" else { return }
        let number = (value as? Int).map(Double.init) ?? (value as? Double) ?? 0
        guard number >= 0 else {
            throw KeyCodingError.invalidValue(
                type: "Song", key: key, keyPath: key, reason: "\(value ?? "nil") is negative")
        }
        if key == "plays", number > 150 { value = 150 }
    }
}

/// Int plays shown on a stepper's Double value, and back.
let playsAsDouble = BindingTransformer(name: "playsAsDouble") { (plays: Int) in
    Double(plays)
} reverse: { (value: Double) in
    Int(value)
}

extension BindingTests {
    private func songWindow(_ song: Song, width: Double = 40) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: width, height: 4))
        window.colorMode = nil
        window.dataObject = song
        return window
    }

    @Test func aTextViewWritesItsEditsBackToTheModel() throws {
        let song = Song()
        let window = songWindow(song)
        let notes = TextView(frame: CGRect(x: 0, y: 0, width: 20, height: 3))
        window.addSubview(notes)
        try notes.bind("text", to: "@rootview.dataObject.notes", twoWay: true)
        #expect(notes.text == "first")
        window.focus(notes)
        window.handle(.end)
        window.handle(.enter)
        window.handle(.character("2"))
        #expect(song.notes == "first\n2")
        song.notes = "replaced"
        _ = window.render()
        #expect(notes.text == "replaced")
    }

    @Test func aSwitchWritesItsFlipsBackAndFollowsTheModel() throws {
        let song = Song()
        let window = songWindow(song)
        let favorite = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        window.addSubview(favorite)
        try favorite.setValue("isOn | twoWay", forKeyPath: "bindTo.@rootview.dataObject.isFavorite")
        #expect(window.render().plainText().hasPrefix("[ ]"))
        window.focus(favorite)
        window.handle(.character(" "))
        #expect(song.isFavorite)
        #expect(window.render().plainText().hasPrefix("[x]"))
        window.handle(.enter)
        #expect(!song.isFavorite)
        song.isFavorite = true
        _ = window.render()
        #expect(favorite.isOn)
    }

    @Test func aReversibleTransformerCarriesEditsBack() throws {
        let song = Song()
        let window = songWindow(song)
        let shown = Switch(frame: CGRect(x: 0, y: 0, width: 3, height: 1))
        window.addSubview(shown)
        try shown.bind("isOn", to: "@rootview.dataObject.isHidden", transformer: "not", twoWay: true)
        #expect(shown.isOn)  // forward: not false
        window.focus(shown)
        window.handle(.character(" "))
        #expect(song.isHidden)  // reverse: not false
        BindingTransformer.register(playsAsDouble)
        let plays = Stepper(frame: CGRect(x: 0, y: 1, width: 9, height: 1))
        window.addSubview(plays)
        try plays.bind("value", to: "@rootview.dataObject.plays", transformer: "playsAsDouble", twoWay: true)
        #expect(plays.value == 3)
        window.focus(plays)
        window.handle(.character("+"))
        #expect(song.plays == 4)
        #expect(try playsAsDouble.applyReverse(7.9) as? Int == 7)
        #expect(BindingTransformer.named("not")?.isReversible == true)
        #expect(BindingTransformer.named("uppercase")?.isReversible == false)
        let missing = #expect(throws: BindingTransformerError.self) {
            try BindingTransformer.named("uppercase")?.applyReverse("ADA")
        }
        #expect(missing == .notReversible(name: "uppercase"))
        #expect(missing?.description == #"the transformer "uppercase" has no reverse"#)
    }

    @Test func aDateTransformerReadsEditsBackInItsFormat() throws {
        let song = Song()
        let window = songWindow(song)
        let released = TextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        window.addSubview(released)
        let reported = try bindingErrorsReported {
            try released.setValue(
                "text | date:yyyy | twoWay", forKeyPath: "bindTo.@rootview.dataObject.released")
            released.text = ""
            window.focus(released)
            for character in "1999" { window.handle(.character(character)) }
        }.filter { $0.view == "TextField" }
        #expect(Calendar.current.component(.year, from: song.released) == 1999)
        // "1", "19", "199" are read as years too; a letter is not one.
        #expect(reported.isEmpty)
        let error = try #require(
            bindingErrorsReported { window.handle(.character("x")) }.first { $0.view == "TextField" })
        #expect(
            error.description
                == #"cannot bind TextField.text to "@rootview.dataObject.released": the edit "1999x" (String) could not be written to the model: the reverse of the transformer "date:yyyy" failed: "1999x" is not a date in the format yyyy"#
        )
        #expect(
            error.editProblem
                == #"the reverse of the transformer "date:yyyy" failed: "1999x" is not a date in the format yyyy"#
        )
        #expect(released.editError == error)
        #expect(Calendar.current.component(.year, from: song.released) == 1999)
    }

    @Test func aTwoWayBindingThroughATransformerWithoutAReverseIsRefusedWhenMade() throws {
        let window = songWindow(Song())
        let title = TextField(frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        window.addSubview(title)
        let error = #expect(throws: BindingError.self) {
            try title.bind("text", to: "@rootview.dataObject.title", transformer: "uppercase", twoWay: true)
        }
        #expect(
            error?.description
                == #"cannot bind TextField.text to "@rootview.dataObject.title": a two-way binding writes edits back through its transformer, and "uppercase" has no reverse; bind one-way, or register it with one (BindingTransformer(name:_:reverse:))"#
        )
        #expect(error?.kind == .invalidTransformer)
        // The same in a description's attribute, and before any data object is there.
        let loose = TextField()
        let attributeError = #expect(throws: BindingError.self) {
            try loose.setValue("text | uppercase | twoWay", forKeyPath: "bindTo.@rootview.dataObject.title")
        }
        #expect(attributeError?.kind == .invalidTransformer)
        #expect(title.bindings.all.isEmpty)
    }

    @Test func validationAcceptsReplacesAndRefusesATextFieldsEdits() throws {
        let song = Song()
        let window = songWindow(song)
        let plays = TextField(frame: CGRect(x: 0, y: 1, width: 10, height: 1))
        let title = TextField(frame: CGRect(x: 0, y: 0, width: 10, height: 1))
        window.addSubview(title)
        window.addSubview(plays)
        try plays.bind("text", to: "@rootview.dataObject.plays", twoWay: true)
        try title.bind("text", to: "@rootview.dataObject.title", twoWay: true)
        window.focus(plays)
        window.handle(.end)
        // Accepted: "35" is written as it is.
        window.handle(.character("5"))
        #expect(song.plays == 35)
        #expect(plays.text == "35")
        // Replaced: 355 is capped at 150, which the field shows.
        window.handle(.character("5"))
        #expect(song.plays == 150)
        #expect(plays.text == "150")
        // Refused: the model keeps 150, the field keeps the edit and says why, also in the next
        // frame (which applies the model changes queued since the last one).
        plays.text = ""
        window.handle(.character("-"))
        let reported = bindingErrorsReported { window.handle(.character("2")) }.filter { $0.view == "TextField" }
        let expected =
            #"cannot bind TextField.text to "@rootview.dataObject.plays": Song.plays refused the edit -2 (Int) at "plays": -2 is negative"#
        #expect(reported.map(\.description) == [expected])
        #expect(reported.first?.kind == .editRefused)
        #expect(reported.first?.value == "-2")
        #expect(reported.first?.editProblem == "-2 is negative")
        #expect(song.plays == 150)
        #expect(plays.text == "-2")
        #expect(plays.editError?.description == expected)
        #expect(plays.bindings.all.first?.lastError?.description == expected)
        #expect(
            window.render().plainText()
                == """
                Blue
                -2       !
                ! -2 is negative

                """)
        // The next edit the model takes clears the mark.
        window.handle(.backspace)
        window.handle(.backspace)
        window.handle(.character("9"))
        #expect(song.plays == 9)
        #expect(plays.editError == nil)
        #expect(plays.bindings.all.first?.lastError == nil)
        #expect(window.render().plainText() == "Blue\n9\n\n")
        // A replacement of a string: the field shows the trimmed title.
        window.focus(title)
        window.handle(.end)
        window.handle(.character(" "))
        #expect(song.title == "Blue")
        #expect(title.text == "Blue")
    }

    @Test func aRefusedStepIsShownOnTheStepperAndBelowIt() throws {
        let song = Song()
        song.rating = 0
        let window = songWindow(song)
        let rating = Stepper(frame: CGRect(x: 0, y: 0, width: 9, height: 1))
        rating.minimumValue = -5
        window.addSubview(rating)
        try rating.bind("value", to: "@rootview.dataObject.rating", twoWay: true)
        window.focus(rating)
        window.handle(.up)
        #expect(song.rating == 1)
        window.handle(.down)
        window.handle(.down)
        #expect(song.rating == 0)
        #expect(rating.value == -1)
        #expect(rating.editError?.kind == .editRefused)
        #expect(rating.bindings.all.first?.lastError?.editProblem == "-1.0 is negative")
        #expect(
            window.render().plainText()
                == """
                [- -1  +!
                ! -1.0 is negative


                """)
        window.handle(.up)
        #expect(rating.editError == nil)
        #expect(window.render().plainText() == "[-  0  +]\n\n\n")
        // A model change shows the model's value over a kept edit, and clears the mark.
        window.handle(.down)
        #expect(rating.editError != nil)
        song.rating = 4
        #expect(window.render().plainText() == "[-  4  +]\n\n\n")
        #expect(rating.editError == nil)
    }
}
