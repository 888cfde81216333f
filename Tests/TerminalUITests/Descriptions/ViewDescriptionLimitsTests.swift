import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct ViewDescriptionLimitsTests {
    /// JSON for `depth` views, each the only child of the one before.
    private func nested(depth: Int) -> Data {
        let open = String(repeating: #"{"type": "View", "children": ["#, count: depth - 1)
        return Data((open + #"{"type": "Label"}"# + String(repeating: "]}", count: depth - 1)).utf8)
    }

    /// JSON for a View holding `count` labels.
    private func flat(children count: Int) -> Data {
        let children = Array(repeating: #"{"type": "Label"}"#, count: count).joined(separator: ",\n")
        return Data(#"{"type": "View", "children": [\#n\#(children)]}"#.utf8)
    }

    @Test func acceptsViewsNestedAsDeepAsTheLimit() throws {
        var view: View? = try ViewDescription(data: nested(depth: ViewDescription.maximumDepth)).makeView()
        var depth = 0
        while let current = view {
            depth += 1
            view = current.subviews.first
        }
        #expect(depth == 64)
    }

    @Test func rejectsViewsNestedDeeperThanTheLimit() {
        #expect(ViewDescription.maximumDepth == 64)
        do {
            _ = try ViewDescription(data: nested(depth: 65), source: "deep.json")
            Issue.record("65 levels were read")
        } catch {
            #expect(error.problems.count == 1)
            let problem = error.problems.first
            #expect(problem?.reason == "views nest more than 64 levels deep, the most a description may")
            #expect(problem?.line == 1)
            #expect(
                problem?.path
                    == (["View"] + Array(repeating: "View[0]", count: 63) + ["Label[0]"]).joined(separator: " > "))
        }
    }

    @Test func acceptsAsManyViewsAsTheLimit() throws {
        let root = try ViewDescription(data: flat(children: ViewDescription.maximumViewCount - 1)).makeView()
        #expect(root.subviews.count == 9_999)
    }

    @Test func rejectsMoreViewsThanTheLimitWithOneProblem() {
        #expect(ViewDescription.maximumViewCount == 10_000)
        do {
            _ = try ViewDescription(data: flat(children: 10_050), source: "many.json")
            Issue.record("10,051 views were read")
        } catch {
            #expect(
                error.problems == [
                    .init(
                        source: "many.json", line: 10_001, path: "View > Label[9999]",
                        reason: "the description holds more than 10000 views, the most it may")
                ])
        }
    }

    @Test func hostileNestingIsAProblemNotACrash() {
        let brackets = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(
            (try? ViewDescription(data: brackets, source: "hostile.yaml")) == nil)
        do {
            _ = try ViewDescription(data: brackets, source: "hostile.yaml")
        } catch {
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.column != nil)
        }
        let deepButLegal = String(repeating: "[", count: 999) + String(repeating: "]", count: 999)
        #expect(throws: ViewDescriptionError.self) { try ViewDescription(data: Data(deepButLegal.utf8)) }
    }

    @Test func aliasesCannotMultiplyViews() {
        let yaml = """
            type: View
            children:
              - &card { type: Label, attributes: { text: Hi } }
              - *card
            """
        do {
            _ = try ViewDescription(data: Data(yaml.utf8), source: "alias.yaml")
            Issue.record("an alias was read")
        } catch {
            #expect(
                error.description == """
                    1 problem in alias.yaml:
                      alias.yaml:3:5: YAML anchors and aliases (&name, *name) are not supported; write each value out \
                    (quote a value that starts with & or *)
                    """)
        }
    }

    @Test func descriptionsMadeInCodeAreLimitedWhenBuilt() {
        var description = ViewDescription(type: "Label")
        for _ in 1..<70 { description = ViewDescription(type: "View", children: [description]) }
        do {
            _ = try description.makeView()
            Issue.record("70 levels were built")
        } catch {
            #expect(error.problems.map(\.reason) == ["views nest more than 64 levels deep, the most a description may"])
        }
        let wide = ViewDescription(
            type: "View", children: Array(repeating: ViewDescription(type: "Label"), count: 10_000))
        #expect(throws: ViewDescriptionError.self) { try wide.makeView() }
    }

    /// Yams would take hours to compose these keys (each holds aliases of aliases); the scanner finds
    /// the first anchor before Yams sees the text, so the problem is the first `&`, not a hang.
    @Test(.timeLimit(.minutes(2))) func anAliasBombIsRefusedBeforeYAMLExpandsIt() {
        var yaml = "a0: &a0 [x, y]\n"
        for level in 1...12 {
            let keys = (0..<8).map { "? [*a\(level - 1), \($0)] : 1" }.joined(separator: ", ")
            yaml += "a\(level): &a\(level) { \(keys) }\n"
        }
        #expect {
            try ViewDescription(data: Data(yaml.utf8))
        } throws: { error in
            "\(error)" == """
                1 problem in the view description:
                  line 1:5: YAML anchors and aliases (&name, *name) are not supported; write each value out \
                (quote a value that starts with & or *)
                """
        }
    }

    @Test func attributeMappingsNestAtMost32LevelsDeep() {
        let nested = String(repeating: "{a: ", count: 40) + "x" + String(repeating: "}", count: 40)
        #expect(
            throws: ViewDescriptionError(
                source: nil,
                problems: [
                    .init(
                        line: 2, path: "Label",
                        key: "attributes." + Array(repeating: "a", count: 32).joined(separator: "."),
                        reason: "mappings nest more than 32 levels deep, the most a key path may")
                ])
        ) {
            try ViewDescription(data: Data("type: Label\nattributes: \(nested)".utf8))
        }
    }

    @Test func listsAThousandProblemsAndCountsTheRest() {
        let children = Array(repeating: #"{"type": "Label", "x": 1}"#, count: 1_500).joined(separator: ",\n")
        do {
            _ = try ViewDescription(data: Data(#"{"type": "View", "children": [\#n\#(children)]}"#.utf8), source: "big")
            Issue.record("1,500 unknown keys were read")
        } catch {
            #expect(error.problems.count == 1_000)
            #expect(error.unlistedCount == 500)
            #expect(error.problems.last?.line == 1_001)
            let lines = error.description.split(separator: "\n")
            #expect(lines.first == "1500 problems in big:")
            #expect(lines.last == "  … and 500 more, not listed")
        }
    }
}
