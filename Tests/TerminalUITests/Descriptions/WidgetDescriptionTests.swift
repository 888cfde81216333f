import Foundation
import StringCoding
import Testing

@testable import TerminalUI

/// The scroll, text, progress and activity views, described in a file and styled by a stylesheet
/// like the other views.
@MainActor @Suite struct WidgetDescriptionTests {
    static let screen = """
        type: View
        frame: "0 0 20 6"
        children:
          - type: TextView
            identifier: notes
            frame: "0 0 20 3"
            attributes: { text: "First line\\nSecond line\\nThird line\\nFourth", contentOffset: "0 1" }
          - type: ProgressView
            frame: "0 3 10 1"
            attributes: { progress: "0.5" }
          - type: ActivityIndicatorView
            identifier: spinner
            frame: "11 3 1 1"
            attributes: { hidesWhenStopped: "NO" }
          - type: ScrollView
            frame: "0 4 20 2"
            attributes: { contentSize: "19 3", contentOffset: "0 2", showsVerticalScrollIndicator: "NO" }
            children:
              - { type: Label, frame: "0 2 19 1", attributes: { text: "in the scroll view" } }
        """

    static let theme = """
        ProgressView: { progressTintColor: green, trackTintColor: gray }
        "#notes": { textColor: orange, isEditable: "NO" }
        ActivityIndicatorView: { color: teal }
        """

    @Test func aDescribedAndStyledScreenOfWidgetsRendersAsExpected() throws {
        let root = try ViewDescription(data: Data(Self.screen.utf8), source: "widgets.yaml").makeView()
        try SelectorStylesheet(data: Data(Self.theme.utf8), source: "widgets-theme.yaml").apply(to: root)
        #expect(
            root.renderedBuffer().plainText() == """
                Second line        │
                Third line         █
                Fourth             █
                █████───── ⠋

                in the scroll view
                """)
        // The scroll view's offset is kept within its content: one row down, not two.
        let notes = try #require(root.view(withIdentifier: "notes") as? TextView)
        #expect(notes.textColor == (try Color(parsing: "orange")))
        #expect(!notes.isEditable)
        let bar = try #require(root.firstView { $0 is ProgressView } as? ProgressView)
        #expect(bar.progressTintColor == (try Color(parsing: "green")))
        #expect((root.view(withIdentifier: "spinner") as? ActivityIndicatorView)?.color == (try Color(parsing: "teal")))
    }
}
