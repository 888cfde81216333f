import Bindings
import Foundation
import KeyCoding
import Observation
import StringCoding
import Testing

@testable import TerminalUI

/// The README's TerminalUI example, read from the README itself so that the two stay the same.
@Suite struct ReadmeExampleTests {
    /// The fenced block of the README whose first line is `# <name>`.
    private func readmeBlock(named name: String) throws -> String {
        let readme = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let start = try #require(text.range(of: "```yaml\n# \(name)\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    @Test func theDescribedCardRendersWithItsTheme() throws {
        let card = try ViewDescription(data: Data(readmeBlock(named: "contact.yaml").utf8), source: "contact.yaml")
            .makeView()
        try SelectorStylesheet(data: Data(readmeBlock(named: "theme.yaml").utf8), source: "theme.yaml").apply(to: card)
        card.frame = CGRect(x: 0, y: 0, width: 32, height: 5)
        #expect(card.renderedBuffer().plainText() == "\n Ada Lovelace\n\n   Call\n")
        let name = try #require(card.view(withIdentifier: "name") as? Label)
        #expect(name.font.traits == .bold)
        #expect(name.textColor == .white)
        let call = try #require(card.firstView { $0 is Button } as? Button)
        #expect(call.titleColor(for: .normal) == (try Color(parsing: "orange")))
        #expect(call.titleColor(for: .selected) == .red)
        #expect(call.actions(for: .touchUpInside) == ["call"])
    }

    @Test func theReadmesProblemReportIsWhatABrokenCardGives() throws {
        let broken =
            try readmeBlock(named: "contact.yaml")
            .replacingOccurrences(of: "text: \"Ada Lovelace\"", with: "text: \"Ada Lovelace\", textAlignment: middle")
            .replacingOccurrences(of: "title: Call", with: "titleColour: red")
            + "\n  - { type: Lable }"
        let error = #expect(throws: ViewDescriptionError.self) {
            try ViewDescription(data: Data(broken.utf8), source: "contact.yaml").makeView()
        }
        let readme = try String(
            contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../README.md"),
            encoding: .utf8)
        let report = try #require(error?.description)
        #expect(readme.contains(report))
    }
}

/// The README's Bindings example, as written there.
@Observable @Keyed final class ReadmeTrack {
    var title = "Blue"
    var plays = 0
    var color: Color = .orange
}

@Suite struct ReadmeBindingsExampleTests {
    @Test func theExampleBindsAsItsCommentsSay() throws {
        let card = View()
        let title = Label()
        let plays = TextField()
        card.addSubview(title)
        card.addSubview(plays)
        let track = ReadmeTrack()
        card.dataObject = track
        try title.bind("text", to: "@superview.dataObject.title", transformer: "uppercase")
        try title.setValue("textColor", forKeyPath: "bindTo.@superview.dataObject.color")
        try plays.bind("text", to: "@superview.dataObject.plays", twoWay: true)
        #expect(title.text == "BLUE")
        #expect(title.textColor == .orange)
        #expect(plays.text == "0")
        _ = plays.handleKey(.character("7"))
        #expect(track.plays == 70)
    }
}
