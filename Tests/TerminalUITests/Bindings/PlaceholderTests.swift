import Bindings
import Foundation
import KeyCoding
import Observation
import StringCoding
import Testing

@testable import TerminalUI

/// A model with an optional value and a selection, for placeholders.
@Observable @Keyed final class Basket {
    var nickname: String? = nil
    var selected: [Artist] = []
    var tint: Color? = nil
    var rank: Int? = nil
}

/// Placeholders for nil, no selection and multiple values, as Cocoa's binding options.
@MainActor @Suite struct PlaceholderTests {
    private func bound(_ path: String, placeholders: BindingPlaceholders? = nil) throws -> (View, Basket, Label) {
        let root = View()
        let label = Label(text: "Name")  // the text a description file gave it
        root.addSubview(label)
        let basket = Basket()
        root.dataObject = basket
        if let placeholders {
            try label.bind("text", to: path, placeholders: placeholders)
        } else {
            try label.bind("text", to: path)
        }
        return (root, basket, label)
    }

    /// Without a placeholder nil shows as empty text, not as the text the label was made with.
    @Test(arguments: [(nil, ""), ("—", "—")] as [(String?, String)])
    func nilShowsEmptyTextOrThePlaceholderGivenInCode(placeholder: String?, shown: String) throws {
        let (root, basket, label) = try bound(
            "@superview.dataObject.nickname", placeholders: placeholder.map { BindingPlaceholders(whenNil: $0) })
        #expect(label.text == shown)
        #expect(label.bindings.all.first?.placeholders.whenNil as? String == placeholder)
        basket.nickname = "Ace"
        BindingUpdates.applyPending()
        #expect(label.text == "Ace")
        basket.nickname = nil
        BindingUpdates.applyPending()
        #expect(label.text == shown)
        withExtendedLifetime(root) {}
    }

    @Test func aSelectionShowsItsOneValueOrTheDefaultTexts() throws {
        let (root, basket, label) = try bound("@superview.dataObject.selected.@each.name")
        #expect(label.text == "No selection")
        basket.selected = [Artist(name: "Joni")]
        BindingUpdates.applyPending()
        #expect(label.text == "Joni")
        basket.selected.append(Artist(name: "Joni"))
        BindingUpdates.applyPending()
        #expect(label.text == "Joni")
        basket.selected.append(Artist(name: "Carole"))
        BindingUpdates.applyPending()
        #expect(label.text == "Multiple values")
        try label.bind(
            "text", to: "@superview.dataObject.selected.@each.name",
            placeholders: BindingPlaceholders(noSelection: "Pick one", multipleValues: "Several"))
        #expect(label.text == "Several")
        basket.selected = []
        BindingUpdates.applyPending()
        #expect(label.text == "Pick one")
        withExtendedLifetime(root) {}
    }

    @Test func descriptionFilesNameThePlaceholders() throws {
        let yaml = """
            type: View
            children:
              - type: Label
                attributes:
                  "bindTo.@superview.dataObject.nickname": "text | nil=none"
              - type: Label
                attributes:
                  "bindTo.@superview.dataObject.nickname": "text | uppercase | nil=anonymous"
            """
        let root = try ViewDescription(data: Data(yaml.utf8), source: "basket.yaml").makeView()
        let basket = Basket()
        root.dataObject = basket
        let labels = root.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["none", "anonymous"])
        basket.nickname = "ace"
        BindingUpdates.applyPending()
        #expect(labels.map(\.text) == ["ace", "ACE"])
    }

    @Test func placeholdersOfOtherTypesConvertOrAreRefused() throws {
        let root = View()
        let label = Label(text: "")
        root.addSubview(label)
        root.dataObject = Basket()
        label.textColor = .white
        try label.bind(
            "textColor", to: "@superview.dataObject.tint", placeholders: BindingPlaceholders(whenNil: "gray"))
        #expect(label.textColor == (try Color(parsing: "gray")))
        label.unbind("textColor")
        label.textColor = .white
        try label.bind("textColor", to: "@superview.dataObject.tint")
        #expect(label.textColor == nil)  // no placeholder on an optional property: nil
        label.tag = 5
        try label.bind("tag", to: "@superview.dataObject.rank")
        #expect(label.tag == 5)  // nor on one that is neither optional nor text: the value it had
        let error = #expect(throws: BindingError.self) {
            try label.bind("textColor", to: "@superview.dataObject.tint", placeholders: BindingPlaceholders(whenNil: 7))
        }
        #expect(
            error?.description
                == #"cannot bind Label.textColor to "@superview.dataObject.tint": the nil placeholder 7 (Int) does not convert to Color?: Int is not Color; only String converts to and from other types"#
        )
        #expect(label.bindings.all.map(\.viewKey) == ["textColor", "tag"])  // the one it had stays
    }

    @Test func aRefusedPlaceholderLeavesThePreviousBindingAsItWas() throws {
        let root = View()
        let label = Label(text: "")
        root.addSubview(label)
        let basket = Basket()
        root.dataObject = basket
        let previous = try label.bind(
            "textColor", to: "@superview.dataObject.tint", placeholders: BindingPlaceholders(whenNil: "gray"))
        let gray = try Color(parsing: "gray")
        #expect(label.textColor == gray)
        let error = #expect(throws: BindingError.self) {
            try label.bind(
                "textColor", to: "@superview.dataObject.nickname", placeholders: BindingPlaceholders(whenNil: 7))
        }
        #expect(
            error?.description
                == #"cannot bind Label.textColor to "@superview.dataObject.nickname": the nil placeholder 7 (Int) does not convert to Color?: Int is not Color; only String converts to and from other types"#
        )
        #expect(label.bindings.all.count == 1)
        #expect(label.bindings.all.first === previous)
        #expect(previous.pathText == "@superview.dataObject.tint")
        #expect(label.textColor == gray)
        basket.tint = .red
        BindingUpdates.applyPending()
        #expect(label.textColor == .red)
        basket.tint = nil
        BindingUpdates.applyPending()
        #expect(label.textColor == gray)
    }
}

/// No selection and multiple values named in a description file, through `@each` after `bindTo.`.
@MainActor @Suite struct SelectionPlaceholderDescriptionTests {
    @Test func descriptionFilesNameNoSelectionAndMultipleValues() throws {
        let yaml = """
            type: View
            frame: "0 0 16 2"
            children:
              - type: Label
                frame: "0 0 16 1"
                attributes:
                  "bindTo.@superview.dataObject.selected.@each.name": "text | noSelection=Pick one | multipleValues=Several"
              - type: Label
                frame: "0 1 16 1"
                attributes:
                  "bindTo.@superview.dataObject.selected.@distinctUnionOfObjects.name": "text | multipleValues=Mixed"
            """
        let root = try ViewDescription(data: Data(yaml.utf8), source: "selection.yaml").makeView()
        let basket = Basket()
        root.dataObject = basket
        #expect(root.renderedBuffer().plainText() == "Pick one\nNo selection")
        basket.selected = [Artist(name: "Joni"), Artist(name: "Joni")]
        BindingUpdates.applyPending()
        #expect(root.renderedBuffer().plainText() == "Joni\nJoni")
        basket.selected.append(Artist(name: "Carole"))
        BindingUpdates.applyPending()
        #expect(root.renderedBuffer().plainText() == "Several\nMixed")
        basket.selected = []
        BindingUpdates.applyPending()
        #expect(root.renderedBuffer().plainText() == "Pick one\nNo selection")
    }
}
