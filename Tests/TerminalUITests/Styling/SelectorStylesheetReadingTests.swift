import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct SelectorStylesheetReadingTests {
    typealias Declaration = SelectorStylesheet.Declaration

    static let theme = """
        $accent: "#ff8800"           # variables: top-level keys starting with $
        Label: { textColor: white }
        .title: { font: bold }
        "#header": { backgroundColor: $accent }
        "Cell Label.title, #footer Label": { textColor: $accent }   # descendant selectors, selector lists
        """

    private func read(_ yaml: String) throws(SelectorStylesheetError) -> SelectorStylesheet {
        try SelectorStylesheet(data: Data(yaml.utf8), source: "theme.yaml")
    }

    private func problems(_ yaml: String) -> String? {
        do {
            _ = try read(yaml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsRulesInDocumentOrderWithLinesAndSubstitutedVariables() throws {
        let sheet = try read(Self.theme)
        #expect(sheet.source == "theme.yaml")
        #expect(sheet.variables == ["$accent": "#ff8800"])
        #expect(sheet.rules.map(\.selectorText) == ["Label", ".title", "#header", "Cell Label.title, #footer Label"])
        #expect(sheet.rules.map(\.line) == [2, 3, 4, 5])
        #expect(sheet.rules[0].declarations == [Declaration(keyPath: "textColor", value: "white", line: 2)])
        #expect(sheet.rules[2].declarations == [Declaration(keyPath: "backgroundColor", value: "#ff8800", line: 4)])
        #expect(sheet.rules[3].selectors.map(\.specificity.description) == ["(0, 1, 2)", "(1, 0, 1)"])
        #expect(sheet.rules[3].declarations == [Declaration(keyPath: "textColor", value: "#ff8800", line: 5)])
    }

    @Test func readsTheSameSheetFromJSON() throws {
        let json = """
            {
              "$accent": "#ff8800",
              "Label": { "textColor": "white" },
              ".title": { "font": "bold" },
              "#header": { "backgroundColor": "$accent" },
              "Cell Label.title, #footer Label": { "textColor": "$accent" }
            }
            """
        let fromJSON = try read(json)
        let fromYAML = try read(Self.theme)
        #expect(fromJSON.rules.map(\.selectors) == fromYAML.rules.map(\.selectors))
        #expect(
            fromJSON.rules.map { $0.declarations.map(\.description) }
                == fromYAML.rules.map { $0.declarations.map(\.description) })
        #expect(fromJSON.rules.map(\.line) == [3, 4, 5, 6])
    }

    @Test func flattensNestedDeclarationsAndTurnsListsAndNullIntoStrings() throws {
        let sheet = try read("View: { frame: { origin: \"1 2\" }, styleClasses: [a, b], backgroundColor: ~ }")
        #expect(
            sheet.rules.first?.declarations.map(\.description) == [
                #""frame.origin": "1 2""#, #""styleClasses": "a, b""#, #""backgroundColor": null"#,
            ])
    }

    @Test func substitutesSeveralVariablesAndVariablesMadeOfVariables() throws {
        let sheet = try read(
            """
            $width: 20
            $size: "$width 1"
            Label: { frame: "0 0 $size", text: "$$5 for $width wide labels, $ each" }
            $late: 3
            Button: { tag: $late }
            """)
        #expect(sheet.variables == ["$width": "20", "$size": "20 1", "$late": "3"])
        #expect(sheet.rules.first?.declarations.map(\.value) == ["0 0 20 1", "$5 for 20 wide labels, $ each"])
        #expect(sheet.rules.last?.declarations.map(\.value) == ["3"])
    }

    @Test func anUndefinedVariableIsNamedWithTheDefinedOnes() {
        #expect(
            problems(
                """
                $accent: orange
                $muted: gray
                "#header": { backgroundColor: $acent }
                Label: { textColor: $muted, font: "$weight 12" }
                $b: "$a"
                """) == """
                    3 problems in theme.yaml:
                      theme.yaml:3: #header { backgroundColor: $acent }: undefined variable "$acent" (did you mean \
                    "$accent"?); defined variables: $accent, $muted
                      theme.yaml:4: Label { font: $weight 12 }: undefined variable "$weight"; defined variables: \
                    $accent, $muted
                      theme.yaml:5: $b: undefined variable "$a"; defined variables: $accent, $muted
                    """)
        #expect(
            problems("Label: { textColor: $accent }") == """
                1 problem in theme.yaml:
                  theme.yaml:1: Label { textColor: $accent }: undefined variable "$accent"; no variables are defined
                """)
    }

    /// Each level is eight of the one before: $v20 would be 16 × 8²⁰ bytes. Substitution stops at
    /// the first value past the limit, no value ever grows past it, and the variables after it only
    /// follow that one problem, which is reported once.
    @Test func variablesCannotGrowWithoutBound() {
        var yaml = "$v0: xxxxxxxxxxxxxxxx\n"
        for level in 1...20 { yaml += "$v\(level): \"\(String(repeating: "$v\(level - 1)", count: 8))\"\n" }
        yaml += "Label: { text: $v20 }\n"
        let message = problems(yaml)
        #expect(
            message == """
                1 problem in theme.yaml:
                  theme.yaml:6: $v5: the value is longer than 65536 bytes once "$v4" is substituted
                """)
    }

    @Test func reportsEveryProblemOfTheDocumentInLineOrder() {
        #expect(
            problems(
                """
                Label..title: { font: bold }
                $: x
                $ok: [a, {b: c}]
                Label: red
                [Label]: { font: bold }
                Button: { title: [a, [b]] }
                "A > B": {}
                """) == """
                    7 problems in theme.yaml:
                      theme.yaml:1: invalid selector "Label..title" at column 7: expected a class name after ".", found "."
                            Label..title
                                  ^
                      theme.yaml:2: invalid variable name "$"; a name is letters, digits, "_" and "-" after "$"
                      theme.yaml:3: $ok: expected a value; a list may hold only plain values, found a mapping
                      theme.yaml:4: Label: expected a mapping of key paths to values, found the value "red"
                      theme.yaml:5: a selector must be a string, found a list
                      theme.yaml:6: Button { title }: expected a value; a list may hold only plain values, found a list
                      theme.yaml:7: invalid selector "A > B" at column 3: unexpected ">" (only the descendant combinator, \
                    a space, is supported); expected a type, "*", ".class", "#identifier", a space or ","
                            A > B
                              ^
                    """)
    }

    @Test func rejectsDocumentsThatAreNotStylesheets() {
        #expect(
            problems("Label: { font: bold\n") == """
                1 problem in theme.yaml:
                  theme.yaml:2:1: did not find expected ',' or '}'
                """)
        #expect(
            problems("- Label") == """
                1 problem in theme.yaml:
                  theme.yaml:1: expected a mapping of selectors to declarations, found a list
                """)
        #expect(
            problems("base: &base { font: bold }\nLabel: *base") == """
                1 problem in theme.yaml:
                  theme.yaml:1:7: YAML anchors and aliases (&name, *name) are not supported; write each value out \
                (quote a value that starts with & or *)
                """)
        #expect(
            problems("<plist><dict/></plist>") == """
                1 problem in theme.yaml:
                  theme.yaml: property lists are not supported for selector stylesheets; write JSON or YAML
                """)
        #expect((try? read(""))?.rules == [])
    }

    @Test func readsFilesAndNamesThemInProblems() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "SelectorStylesheetTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "dark.yaml")
        try Data("Label: { textColor: white }\n\"Label,\": {}".utf8).write(to: url)
        #expect(
            throws: SelectorStylesheetError.unreadable(
                source: "dark.yaml",
                problems: [
                    .init(
                        source: "dark.yaml", line: 2,
                        reason: """
                            invalid selector "Label," at column 7: a selector is missing; expected a type, "*", \
                            ".class" or "#identifier"
                                Label,
                                      ^
                            """)
                ])
        ) {
            try SelectorStylesheet(contentsOf: url)
        }
        let missing = directory.appending(path: "missing.yaml")
        #expect(
            throws: SelectorStylesheetError.unreadable(
                source: missing.path,
                problems: [
                    .init(
                        source: missing.path,
                        reason:
                            "the file cannot be read (The operation could not be completed. The file doesn’t exist.)")
                ])
        ) {
            try SelectorStylesheet(contentsOf: missing)
        }
    }
}
