import Bindings
import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

/// A label that counts how often its text is set.
@Keyed final class CountingLabel: Label {
    var textSets = 0
    override var text: String {
        didSet { textSets += 1 }
    }
}

@MainActor @Suite(.serialized) struct BindingTests {
    @Test func theOriginalsFruitExampleBindsTextAndColor() throws {
        let root = View()
        let label = Label()
        root.addSubview(label)
        root.dataObject = Fruit()
        try label.bind("text", to: "@superview.dataObject.name")
        try label.setValue("textColor", forKeyPath: "bindTo.@superview.dataObject.color")
        #expect(label.text == "apple")
        #expect(label.textColor == .red)
        #expect(label.bindings.all.map(\.viewKey) == ["text", "textColor"])
    }

    @Test func settingTheDataObjectOrAskingReevaluates() throws {
        let root = View()
        let label = Label(text: "placeholder")
        root.addSubview(label)
        try label.bind("text", to: "@superview.dataObject.name")
        #expect(label.text == "placeholder")
        let fruit = Fruit()
        root.dataObject = fruit
        #expect(label.text == "apple")
        fruit.name = "pear"  // a plain class: nothing observes it
        #expect(label.text == "apple")
        root.updateFromDataObject()
        #expect(label.text == "pear")
        root.dataObject = nil
        #expect(label.text == "placeholder")
    }

    @Test func observableModelsReachEveryViewOnceAChange() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 30, height: 3))
        let album = Album(title: "Blue", artist: Artist(name: "Joni"))
        window.dataObject = Track(album: album)
        let labels = (0..<3).map { _ in CountingLabel() }
        for label in labels {
            window.addSubview(label)
            try label.bind("text", to: "@rootview.dataObject.album.title")
        }
        #expect(labels.map(\.text) == ["Blue", "Blue", "Blue"])
        let setsBefore = labels.map(\.textSets)
        album.title = "Court"
        album.title = "Court and Spark"
        album.year = 1974
        #expect(BindingUpdates.hasPending)
        _ = window.render()
        #expect(labels.map(\.text) == Array(repeating: "Court and Spark", count: 3))
        #expect(zip(labels, setsBefore).map { $0.textSets - $1 } == [1, 1, 1])
        #expect(!BindingUpdates.hasPending)
    }

    @Test func nestedPathsFollowAReplacedMiddleObject() throws {
        let cell = TestCell()
        let label = Label()
        let inner = View()
        cell.addSubview(inner)
        inner.addSubview(label)
        let joni = Artist(name: "Joni")
        let album = Album(title: "Blue", artist: joni)
        cell.dataObject = Track(album: album)
        try label.bind("text", to: "@cell.dataObject.album.artist.name")
        #expect(label.text == "Joni")
        let carole = Artist(name: "Carole")
        album.artist = carole
        BindingUpdates.applyPending()
        #expect(label.text == "Carole")
        carole.name = "Carole King"
        BindingUpdates.applyPending()
        #expect(label.text == "Carole King")
        joni.name = "Joni Mitchell"  // no longer on the path
        BindingUpdates.applyPending()
        #expect(label.text == "Carole King")
        album.artist = nil
        BindingUpdates.applyPending()
        #expect(label.text == "")  // nil shows as empty text
    }

    @Test func movingTheViewResolvesItsBindingsAgain() throws {
        let first = View()
        first.dataObject = Fruit()
        let second = View()
        let other = Fruit()
        other.name = "cherry"
        second.dataObject = other
        let label = Label()
        first.addSubview(label)
        try label.bind("text", to: "@superview.dataObject.name")
        #expect(label.text == "apple")
        second.addSubview(label)
        #expect(label.text == "cherry")
        #expect(label.bindings.all.first?.holder === second)
    }

    @Test func aBindingMadeBeforeTheViewIsInATreeResolvesWhenItMovesIntoOne() throws {
        let label = Label()
        let binding = try label.bind("text", to: "@superviewWithTag[4].dataObject.name")
        #expect(binding.holder == nil)
        let holder = View()
        holder.tag = 4
        holder.dataObject = Fruit()
        let middle = View()
        holder.addSubview(middle)
        middle.addSubview(label)
        #expect(label.text == "apple")
    }

    @Test func aRemovedViewStopsUpdatingAndNothingIsKeptAlive() throws {
        weak var weakTrack: Track?
        weak var weakLabel: Label?
        weak var weakRoot: View?
        do {
            let root = View()
            let label = Label()
            root.addSubview(label)
            let track = Track(album: Album(title: "Blue", artist: nil))
            root.dataObject = track
            try label.bind("text", to: "@superview.dataObject.album.title")
            label.removeFromSuperview()
            track.album.title = "Hejira"
            BindingUpdates.applyPending()
            #expect(label.text == "Blue")
            #expect(label.bindings.all.first?.lastError?.kind == .unresolvedView)
            root.addSubview(label)
            #expect(label.text == "Hejira")
            (weakTrack, weakLabel, weakRoot) = (track, label, root)
        }
        BindingUpdates.applyPending()
        #expect(weakTrack == nil)
        #expect(weakLabel == nil)
        #expect(weakRoot == nil)
    }

    @Test func operatorsFindViewsByTagIdentifierClassAndPosition() throws {
        let root = TestCell()
        root.restorationIdentifier = "card"
        root.dataObject = Fruit()
        let stack = StackView(axis: .vertical)
        root.addSubview(stack)
        let label = Label()
        stack.addArrangedSubview(label)
        let paths = [
            "@superview.@superview.dataObject.name", "@rootview.dataObject.name", "@cell.dataObject.name",
            "@superviewWithRestorationID[card].dataObject.name", "@superviewWithClass[TestCell].dataObject.name",
            "@superviewWithClass[TerminalUITests.TestCell].dataObject.name",
            "@superviewWithClass[TerminalUI.StackView].@superview.dataObject.name",
            "superview.superview.dataObject.name",
            "@rootview.@subviews[0].@subviewWithClass[Label].@superview.@superview.dataObject.name",
        ]
        for path in paths {
            label.text = ""
            try label.bind("text", to: path)
            #expect(label.text == "apple", "\(path)")
        }
    }

    @Test func typesAreCheckedWhenTheBindingIsMade() throws {
        let root = View()
        root.restorationIdentifier = "root"
        let album = Album(title: "Blue", artist: nil, year: 1971)
        root.dataObject = Track(album: album)
        let label = Label()
        label.restorationIdentifier = "name"
        root.addSubview(label)
        func failure(_ key: String, _ path: String, transformer: String? = nil) -> String? {
            do {
                try label.bind(key, to: path, transformer: transformer)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(
            failure("textColor", "@superview.dataObject.album.year")
                == #"cannot bind Label#name.textColor to "@superview.dataObject.album.year": Int is not Color; only String converts to and from other types (the view property is Color?)"#
        )
        #expect(
            failure("text", "@superview.dataObject.album.titel")
                == #"cannot bind Label#name.text to "@superview.dataObject.album.titel": Album has no key "titel"; did you mean "title"?"#
        )
        #expect(
            failure("txt", "@superview.dataObject.album.title")
                == #"cannot bind Label#name.txt to "@superview.dataObject.album.title": Label has no property "txt"; did you mean "text"?"#
        )
        #expect(
            failure("text", "@superviewWithTag[9].dataObject.album.title")
                == #"cannot bind Label#name.text to "@superviewWithTag[9].dataObject.album.title": no superview of Label#name has tag 9"#
        )
        // Other tests register transformers of their own, so the list of names is not fixed.
        let unknownTransformer = failure("text", "@superview.dataObject.album.title", transformer: "uppercse")
        #expect(
            unknownTransformer?.hasPrefix(
                #"cannot bind Label#name.text to "@superview.dataObject.album.title": no value transformer is named "uppercse"; did you mean "uppercase"? (registered: "#
            ) == true)
        #expect(unknownTransformer?.hasSuffix("uppercase, and date:<format>)") == true)
        #expect(
            failure("text", "@superview.dataObject.album.year", transformer: "uppercase")
                == #"cannot bind Label#name.text to "@superview.dataObject.album.year": the transformer "uppercase" takes String, not Int (the view property is String)"#
        )
        #expect(throws: BindingError.self) { try label.bind("text", to: "@superview.album.title") }
        #expect(label.bindings.all.isEmpty)
    }

    @Test func stringsConvertThroughStringCodingBothWays() throws {
        let root = View()
        let album = Album(title: "#00ff00", artist: nil, year: 1971)
        root.dataObject = Track(album: album)
        let label = Label()
        root.addSubview(label)
        try label.bind("text", to: "@superview.dataObject.album.year")
        try label.bind("textColor", to: "@superview.dataObject.album.title")
        #expect(label.text == "1971")
        #expect(label.textColor == Color(red: 0, green: 1, blue: 0))
        let reported = bindingErrorsReported {
            album.title = "not a color"
            BindingUpdates.applyPending()
        }.filter { $0.path == "@superview.dataObject.album.title" }
        #expect(label.textColor == Color(red: 0, green: 1, blue: 0))
        #expect(reported.map(\.kind) == [.conversionFailed])
        #expect(
            reported.first?.description
                == #"cannot bind Label.textColor to "@superview.dataObject.album.title": the model's value "not a color" (String) does not convert to Color?: unknown color name"#
        )
    }

    @Test func aValueTheViewCannotTakeIsReportedWithTheViewPropertyPathAndValue() throws {
        let root = View()
        let swatch = View()
        swatch.restorationIdentifier = "swatch"
        root.addSubview(swatch)
        let model = Swatch()
        model.tint = "not a colour"
        root.dataObject = model
        // When the binding is made…
        let reported = try bindingErrorsReported {
            try swatch.bind("backgroundColor", to: "@superview.dataObject.tint")
            try swatch.bind("tag", to: "@superview.dataObject.count")
            // …and when the model changes.
            model.count = "99999999999999999999"
            BindingUpdates.applyPending()
        }.filter { $0.view == "View#swatch" }
        #expect(swatch.backgroundColor == nil)
        #expect(swatch.tag == 3)
        #expect(
            reported.map(\.description) == [
                #"cannot bind View#swatch.backgroundColor to "@superview.dataObject.tint": the model's value "not a colour" (String) does not convert to Color?: unknown color name"#,
                #"cannot bind View#swatch.tag to "@superview.dataObject.count": the model's value "99999999999999999999" (String) does not convert to Int: out of range for Int (-9223372036854775808...9223372036854775807)"#,
            ])
        #expect(reported.map(\.kind) == [.conversionFailed, .conversionFailed])
        #expect(reported.map(\.value) == [#""not a colour""#, #""99999999999999999999""#])
        #expect(swatch.bindings.all.map(\.lastError) == reported)
        // A typo gets its suggestion, a long value is cut and kept on one line.
        model.tint = "navvy"
        BindingUpdates.applyPending()
        #expect(
            swatch.bindings.all.first?.lastError?.reason
                == #"the model's value "navvy" (String) does not convert to Color?: unknown color name; did you mean "navy"?"#
        )
        model.tint = String(repeating: "ab\n", count: 30)
        BindingUpdates.applyPending()
        #expect(
            swatch.bindings.all.first?.lastError?.value
                == #""ab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\nab\n"…"#)
        let label = Label()
        root.addSubview(label)
        model.tint = "middle"
        BindingUpdates.applyPending()
        let alignment = try label.bind("textAlignment", to: "@superview.dataObject.tint")
        #expect(
            alignment.lastError?.reason
                == #"the model's value "middle" (String) does not convert to TextAlignment: no case has this name or raw value; valid values: left, center, right, justified, natural"#
        )
        model.tint = "teal"
        BindingUpdates.applyPending()
        #expect(swatch.backgroundColor == (try Color(parsing: "teal")))
        #expect(swatch.bindings.all.first?.lastError == nil)
    }

    @Test func aValueOfUndeclaredTypeConvertsLikeADeclaredOneOrSaysWhy() throws {
        let root = View()
        let swatch = View()
        root.addSubview(swatch)
        let model = Swatch()
        root.dataObject = model
        let binding = try swatch.bind("backgroundColor", to: "@superview.dataObject.anything")
        #expect(swatch.backgroundColor == .red)
        model.anything = 42
        root.updateFromDataObject()
        #expect(swatch.backgroundColor == .red)
        #expect(
            binding.lastError?.reason
                == "the model's value 42 (Int) does not convert to Color?: Int is not Color; only String converts to and from other types"
        )
        #expect(binding.lastError?.value == "42")
        let label = Label()
        root.addSubview(label)
        try label.bind("text", to: "@superview.dataObject.anything")
        #expect(label.text == "42")
    }

    @Test func aTransformersOutputThatDoesNotConvertIsNamed() throws {
        let root = View()
        let swatch = View()
        root.addSubview(swatch)
        root.dataObject = Swatch()
        BindingTransformer.register(BindingTransformer(name: "blurple") { (_: String) in "blurple" })
        let binding = try swatch.bind("backgroundColor", to: "@superview.dataObject.tint", transformer: "blurple")
        #expect(
            binding.lastError?.description
                == #"cannot bind View.backgroundColor to "@superview.dataObject.tint": the model's value "navy" (String) does not convert to Color?: the transformer "blurple" gave "blurple" (String): unknown color name; did you mean "purple"?"#
        )
    }

    @Test func nilShowsAsNilOnOptionalsAndAsEmptyText() throws {
        let root = View()
        let track = Track(album: Album(title: "Blue", artist: nil))
        root.dataObject = track
        let label = Label(text: "no note")
        root.addSubview(label)
        try label.bind("text", to: "@superview.dataObject.note")
        try label.bind("restorationIdentifier", to: "@superview.dataObject.note")
        #expect(label.text == "")  // as Cocoa shows nil, not the text the label was made with
        #expect(label.restorationIdentifier == nil)
        track.note = "live"
        BindingUpdates.applyPending()
        #expect(label.text == "live")
        #expect(label.restorationIdentifier == "live")
    }

    @Test func transformersChangeValuesOnTheWay() throws {
        let root = View()
        let track = Track(album: Album(title: "Blue", artist: nil))
        track.album.released = Date(timeIntervalSince1970: 0)
        root.dataObject = track
        let label = Label()
        root.addSubview(label)
        BindingTransformer.register(BindingTransformer(name: "plays") { (count: Int) in "\(count) plays" })
        try label.bind("text", to: "@superview.dataObject.album.title", transformer: "uppercase")
        #expect(label.text == "BLUE")
        try label.bind("isHidden", to: "@superview.dataObject.isFavorite", transformer: "not")
        #expect(label.isHidden)
        try label.bind("isHidden", to: "@superview.dataObject.note", transformer: "isNil")
        #expect(label.isHidden)
        try label.bind("text", to: "@superview.dataObject.plays", transformer: "plays")
        #expect(label.text == "0 plays")
        try label.setValue(fromString: "text | date:yyyy", forKeyPath: "bindTo.@superview.dataObject.album.released")
        #expect(label.text.hasPrefix("19"))
    }

    @Test func aTextFieldWritesItsEditsBackToTheModel() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 20, height: 2))
        let track = Track(album: Album(title: "Blue", artist: nil))
        window.dataObject = track
        let title = TextField(frame: CGRect(x: 0, y: 0, width: 20, height: 1))
        let plays = TextField(frame: CGRect(x: 0, y: 1, width: 20, height: 1))
        window.addSubview(title)
        window.addSubview(plays)
        try title.bind("text", to: "@rootview.dataObject.album.title", twoWay: true)
        try plays.setValue("text | twoWay", forKeyPath: "bindTo.@rootview.dataObject.plays")
        window.focus(title)
        window.handle(.end)
        window.handle(.character("!"))
        #expect(track.album.title == "Blue!")
        window.focus(plays)
        window.handle(.end)
        window.handle(.character("7"))
        #expect(track.plays == 7)
        track.album.title = "Hejira"
        _ = window.render()
        #expect(title.text == "Hejira")
        let label = Label()
        window.addSubview(label)
        #expect(throws: BindingError.self) { try label.bind("text", to: "@rootview.dataObject.plays", twoWay: true) }
        // An edit the model cannot take is reported with the edit, as typed (the field kept "07").
        window.focus(plays)
        window.handle(.character("x"))
        let error = try #require(plays.bindings.all.first?.lastError)
        #expect(
            error.description
                == #"cannot bind TextField.text to "@rootview.dataObject.plays": the edit "07x" (String) could not be written to the model: "x" is not a decimal digit at column 3"#
        )
        #expect(error.value == #""07x""#)
        #expect(track.plays == 7)
    }

    @Test func theErrorHandlerHearsOfARootViewWithoutADataObject() throws {
        let page = ViewController()
        page.view.restorationIdentifier = "handlerPage"
        let label = Label()
        page.view.addSubview(label)
        try label.bind("text", to: "@rootview.dataObject.name")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 2))
        let reported = bindingErrorsReported {
            window.rootViewController = page
            #expect(label.bindings.all.first?.lastError == nil)  // the data object may still come
            _ = window.render()
        }.filter { $0.reason.contains("View#handlerPage") }
        #expect(
            reported == [
                BindingError(
                    kind: .noDataObject, view: "Label", viewKey: "text", path: "@rootview.dataObject.name",
                    reason:
                        "@rootview is View#handlerPage, the root view of its screen, and it has no data object; set its dataObject"
                )
            ])
    }

    @Test func descriptionFilesBindThroughRuntimeAttributes() throws {
        let yaml = """
            type: View
            children:
              - type: Label
                attributes: { "bindTo.@superview.dataObject.name": text, "bindTo.@superview.dataObject.color": textColor }
            """
        let root = try ViewDescription(data: Data(yaml.utf8), source: "fruit.yaml").makeView()
        root.dataObject = Fruit()
        let label = try #require(root.subviews.first as? Label)
        #expect(label.text == "apple")
        #expect(label.textColor == .red)
    }
}
