import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

final class RowCell: View {}
final class Box<Content>: View {}

@MainActor @Suite struct SelectorStylesheetApplyTests {
    private func sheet(_ yaml: String) throws -> SelectorStylesheet {
        try SelectorStylesheet(data: Data(yaml.utf8), source: "theme.yaml")
    }

    private func label(_ identifier: String? = nil, classes: [String] = [], in parent: View? = nil) -> Label {
        let label = Label()
        label.restorationIdentifier = identifier
        label.styleClasses = classes
        parent?.addSubview(label)
        return label
    }

    @Test func theMostSpecificRuleWinsWhateverTheDocumentOrder() throws {
        let root = View()
        let name = label("name", classes: ["title"], in: root)
        try sheet(
            """
            "#name": { text: identifier }
            Label.title: { text: type and class }
            .title: { text: class }
            Label: { text: type, numberOfLines: "2" }
            "*": { tag: "5" }
            """
        ).apply(to: root)
        #expect(name.text == "identifier")
        #expect(name.numberOfLines == 2)
        #expect(name.tag == 5)
        #expect(root.tag == 5)
    }

    @Test func rulesOfEqualSpecificityApplyInDocumentOrder() throws {
        let both = label(classes: ["a", "b"])
        try sheet(".a: { text: first }\n.b: { text: second }").apply(to: both)
        #expect(both.text == "second")
        try sheet(".b: { text: second }\n.a: { text: first }").apply(to: both)
        #expect(both.text == "first")
    }

    @Test func descendantSelectorsLookAtEveryAncestor() throws {
        let root = View()
        let cell = RowCell()
        root.addSubview(cell)
        let row = View()
        row.styleClasses = ["row"]
        cell.addSubview(row)
        let inside = label(in: row)
        let outside = label(in: root)
        try sheet(
            """
            RowCell Label: { text: in a cell }
            RowCell .row Label: { tag: "1" }
            .row RowCell Label: { numberOfLines: "3" }
            View View View Label: { textAlignment: center }
            """
        ).apply(to: root)
        #expect(inside.text == "in a cell")
        #expect(inside.tag == 1)
        #expect(inside.numberOfLines == 1)
        #expect(inside.textAlignment == .center)
        #expect(outside.text == "")
        #expect(outside.tag == 0)
        #expect(outside.textAlignment == .natural)
    }

    @Test func typeSelectorsMatchSubclasses() throws {
        let root = View()
        let button = Button()
        let field = TextField()
        let badge = BadgeLabel()
        let control = Control()
        let cell = RowCell()
        for view in [button, field, badge, control, cell] as [View] { root.addSubview(view) }
        try sheet(
            """
            Control: { isEnabled: "no" }
            Label: { text: a label }
            Button: { tag: "2" }
            View: { isHidden: "yes" }
            """
        ).apply(to: root)
        #expect(!button.isEnabled && !field.isEnabled && !control.isEnabled)
        #expect(badge.text == "a label")
        #expect(button.tag == 2 && control.tag == 0)
        let hidden = [root, button, field, badge, control, cell].map(\.isHidden)
        #expect(hidden == [true, true, true, true, true, true])
    }

    @Test func aSelectorListMatchesThroughItsMostSpecificSelector() throws {
        let root = View()
        let named = label("x", classes: ["a"], in: root)
        let plain = label(in: root)
        try sheet(
            """
            "Label, #x": { text: list }
            .a: { text: class }
            """
        ).apply(to: root)
        #expect(named.text == "list")
        #expect(plain.text == "list")
    }

    @Test func whichRulesMatchIsDecidedBeforeAnythingIsSet() throws {
        let view = label(classes: ["a"])
        try sheet(".a: { styleClasses: b }\n.b: { text: b rule }").apply(to: view)
        #expect(view.styleClasses == ["b"])
        #expect(view.text == "")
    }

    @Test func setsEveryValueThatWorksAndReportsEveryOneThatDoesNot() throws {
        let root = View()
        root.restorationIdentifier = "root"
        let name = label("name", classes: ["title"], in: root)
        let second = label(in: root)
        let button = Button()
        root.addSubview(button)
        let theme = try sheet(
            """
            $accent: orange
            Label: { textColr: red, text: ok }
            "#root .title": { font: "bold -1", textColor: $accent }
            Button: { "titleColor": "nope" }
            """)
        #expect(
            throws: SelectorStylesheetError.self,
            performing: { try theme.apply(to: root) })
        do {
            try theme.apply(to: root)
        } catch {
            #expect(
                error.description == """
                    4 declarations of theme.yaml failed:
                      theme.yaml:2: Label { "textColr": "red" } on View#root > Label#name: Label has no key "textColr"; \
                    did you mean "textColor"?
                      theme.yaml:3: #root .title { "font": "bold -1" } on View#root > Label#name: cannot read "bold -1" \
                    as Font for key path "font" at column 6: font size must be positive, got "-1"
                            bold -1
                                 ^
                      theme.yaml:2: Label { "textColr": "red" } on View#root > Label[1]: Label has no key "textColr"; \
                    did you mean "textColor"?
                      theme.yaml:4: Button { "titleColor": "nope" } on View#root > Button[2]: cannot read "nope" as Color?: \
                    unknown color name
                    """)
        }
        #expect(name.text == "ok" && second.text == "ok")
        #expect(name.textColor == (try Color(parsing: "orange")))
    }

    @Test func selectorsMatchLiveViewsToo() throws {
        let cell = RowCell()
        let inner = label("x", classes: ["t"], in: cell)
        #expect(try SelectorStylesheet.Selector(parsing: "RowCell Label.t#x").matches(inner))
        #expect(try SelectorStylesheet.Selector(parsing: "View Label").matches(inner))
        #expect(!(try SelectorStylesheet.Selector(parsing: "Label RowCell").matches(inner)))
        #expect(!(try SelectorStylesheet.Selector(parsing: "Label#y").matches(inner)))
        #expect(!(try SelectorStylesheet.Selector(parsing: "#x#y").matches(inner)))
        #expect(!(try SelectorStylesheet.Selector(parsing: "Button").matches(inner)))
        #expect(try SelectorStylesheet.Selector(parsing: "Box").matches(Box<Int>()))
        #expect(try SelectorStylesheet.Selector(parsing: "View").matches(Box<String>()))
    }

    @Test func sheetsMadeInCodeApplyAndNameDeclarationsWithoutLines() throws {
        let view = label()
        let theme = SelectorStylesheet(rules: [
            try .init(
                selectors: "Label",
                declarations: [.init(keyPath: "text", value: "Hi"), .init(keyPath: "x", value: "1")])
        ])
        #expect(
            throws: SelectorStylesheetError.declarationsFailed(
                source: nil,
                failures: [
                    .init(
                        selector: "Label", declaration: .init(keyPath: "x", value: "1"), viewPath: "Label",
                        reason: #"Label has no key "x""#)
                ])
        ) {
            try theme.apply(to: view)
        }
        #expect(view.text == "Hi")
        #expect(
            SelectorStylesheetError.declarationsFailed(
                source: nil,
                failures: [
                    .init(
                        selector: "Label", declaration: .init(keyPath: "x", value: "1"), viewPath: "Label", reason: "r")
                ]
            ).description == """
                1 declaration of the selector stylesheet failed:
                  Label { "x": "1" } on Label: r
                """)
    }

    /// `rows` cells of nine views each under one root; even rows have the class `even`, odd `odd`.
    private func rowsOfCells(_ rows: Int) -> View {
        let root = View()
        for row in 0..<rows {
            let cell = RowCell()
            cell.restorationIdentifier = "cell\(row)"
            cell.styleClasses = row.isMultiple(of: 2) ? ["even"] : ["odd"]
            root.addSubview(cell)
            for column in 0..<9 {
                let view: View = column.isMultiple(of: 3) ? Button() : label(classes: ["c\(column)", "title"])
                cell.addSubview(view)
            }
        }
        return root
    }

    /// Matching is measured in steps (selectors tried on a view, views compared with a compound), not
    /// in time: twice the views take at most twice the steps.
    @Test func matchesAThousandViewsAgainstFiftyRulesInLinearSteps() throws {
        let selectors = (0..<50).map { index in
            [
                "RowCell Label.c\(index % 9)", ".even Button", "#cell\(index) Label.title", "View RowCell .odd Label",
                "*",
            ][
                index % 5]
        }
        let rules = try selectors.map { try SelectorStylesheet.Rule(selectors: $0, declarations: []) }
        var previousSteps: Int?
        for rows in [100, 200, 400] {
            let tree = StyledTree(root: rowsOfCells(rows))
            #expect(tree.views.count == 10 * rows + 1)
            var steps = 0
            let matches = tree.matchingRules(rules, steps: &steps)
            #expect(matches.count == tree.views.count)
            #expect(
                matches.first { $0.view == 2 }?.matches.map(\.rule) == [
                    4, 9, 14, 19, 24, 29, 34, 39, 44, 49, 1, 6, 11, 16, 21, 26, 31, 36, 41, 46,
                ])
            // Plus a constant: the rules naming `#cell0`…`#cell45` match the same rows in every tree.
            if let previousSteps {
                #expect(steps <= 2 * previousSteps + rules.count, "\(rows) rows: \(steps) steps after \(previousSteps)")
            }
            previousSteps = steps
        }
    }

    @Test func listsAThousandFailuresAndCountsTheRest() throws {
        let root = View()
        for _ in 0..<1_200 { root.addSubview(Label()) }
        let theme = try sheet("Label: { nope: 1 }")
        do {
            try theme.apply(to: root)
            Issue.record("1,200 failures were not reported")
        } catch {
            guard case .declarationsFailed(_, let failures, let unlistedCount) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(failures.count == 1_000)
            #expect(unlistedCount == 200)
            #expect(failures.last?.viewPath == "View > Label[999]")
            let lines = error.description.split(separator: "\n")
            #expect(lines.first == "1200 declarations of theme.yaml failed:")
            #expect(lines.last == "  … and 200 more, not listed")
        }
    }
}
