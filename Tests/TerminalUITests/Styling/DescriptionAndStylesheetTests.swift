import Foundation
import StringCoding
import Testing

@testable import TerminalUI

/// A screen described in a file, styled by a stylesheet, drawn as text.
@MainActor @Suite struct DescriptionAndStylesheetTests {
    static let screen = """
        type: View
        identifier: root
        frame: "0 0 24 6"
        children:
          - type: Label
            identifier: header
            styleClasses: title
            frame: "0 0 24 1"
            attributes: { text: Contacts }
          - type: StackView
            identifier: form
            frame: "2 2 20 3"
            attributes: { axis: vertical }
            children:
              - { type: Label, attributes: { text: "Ada Lovelace" } }
              - { type: Label, styleClasses: muted, attributes: { text: "+44 20 7946 0000" } }
              - type: StackView
                attributes: { axis: horizontal, spacing: "2" }
                children:
                  - { type: Button, attributes: { title: Save, touchUpInside: save } }
                  - { type: Button, styleClasses: secondary, attributes: { title: Cancel } }
        """

    static let theme = """
        $accent: orange
        .title: { textAlignment: center, font: bold }
        "#form Label": { textAlignment: right }
        "#form Label.muted": { textAlignment: left, text: "(phone hidden)" }
        Button: { titleColor: $accent }
        Button.secondary: { title: Back }
        """

    @Test func aDescribedAndStyledScreenRendersAsExpected() throws {
        let root = try ViewDescription(data: Data(Self.screen.utf8), source: "screen.yaml").makeView()
        try SelectorStylesheet(data: Data(Self.theme.utf8), source: "theme.yaml").apply(to: root)
        #expect(
            root.renderedBuffer().plainText() == """
                        Contacts

                          Ada Lovelace
                  (phone hidden)
                   Save    Back

                """)
        let header = try #require(root.view(withIdentifier: "header") as? Label)
        #expect(header.font.traits == .bold)
        let save = try #require(root.firstView { ($0 as? Button)?.title(for: .normal) == "Save" } as? Button)
        #expect(save.titleColor(for: .normal) == (try Color(parsing: "orange")))
        #expect(save.actions(for: .touchUpInside) == ["save"])
    }
}
