import Testing

@testable import TerminalUI

@MainActor @Suite struct SelectorParsingTests {
    typealias Selector = SelectorStylesheet.Selector
    typealias Specificity = SelectorStylesheet.Specificity

    private func problem(_ text: String) -> String? {
        do {
            _ = try Selector(parsing: text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsCompoundSelectorsInAnyOrderOfParts() throws {
        let selector = try Selector(parsing: "  Label.title#name.big  ")
        #expect(selector.compounds.count == 1)
        let compound = try #require(selector.compounds.first)
        #expect(compound.typeName == "Label")
        #expect(compound.classes == ["title", "big"])
        #expect(compound.identifiers == ["name"])
        #expect(selector.description == "Label.title#name.big")
        #expect(selector.specificity == Specificity(identifiers: 1, classes: 2, types: 1))
    }

    @Test func readsDescendantsSeparatedByAnyWhitespace() throws {
        let selector = try Selector(parsing: "Cell \t .row\n  *#x   Label")
        #expect(selector.compounds.map(\.description) == ["Cell", ".row", "*#x", "Label"])
        #expect(selector.compounds.map(\.typeName) == ["Cell", nil, nil, "Label"])
        #expect(selector.description == "Cell .row *#x Label")
        #expect(selector.specificity == Specificity(identifiers: 1, classes: 1, types: 2))
    }

    @Test func namesMayHoldDigitsDashesUnderscoresAndLetters() throws {
        let selector = try Selector(parsing: "_Card-2.é-1#3rd")
        #expect(selector.compounds.first?.typeName == "_Card-2")
        #expect(selector.compounds.first?.classes == ["é-1"])
        #expect(selector.compounds.first?.identifiers == ["3rd"])
    }

    @Test func specificityComparesIdentifiersThenClassesThenTypes() {
        let id = Specificity(identifiers: 1, classes: 0, types: 0)
        let classes = Specificity(identifiers: 0, classes: 9, types: 0)
        let types = Specificity(identifiers: 0, classes: 0, types: 9)
        #expect(types < classes && classes < id)
        #expect(Specificity(identifiers: 0, classes: 1, types: 1) > Specificity(identifiers: 0, classes: 1, types: 0))
        #expect(id.description == "(1, 0, 0)")
    }

    @Test func anInvalidSelectorNamesTheColumnAndWhatWasExpected() {
        #expect(
            problem("Label..title") == """
                1 problem in the selector stylesheet:
                  invalid selector "Label..title" at column 7: expected a class name after ".", found "."
                        Label..title
                              ^
                """)
        #expect(
            problem("#") == """
                1 problem in the selector stylesheet:
                  invalid selector "#" at column 2: expected an identifier after "#", found the end
                        #
                         ^
                """)
        #expect(
            problem("Cell > Label") == """
                1 problem in the selector stylesheet:
                  invalid selector "Cell > Label" at column 6: unexpected ">" (only the descendant combinator, \
                a space, is supported); expected a type, "*", ".class", "#identifier", a space or ","
                        Cell > Label
                             ^
                """)
        #expect(
            problem("Label:focus") == """
                1 problem in the selector stylesheet:
                  invalid selector "Label:focus" at column 6: unexpected ":"; expected a type, "*", ".class", \
                "#identifier", a space or ","
                        Label:focus
                             ^
                """)
        #expect(
            problem(".title*") == """
                1 problem in the selector stylesheet:
                  invalid selector ".title*" at column 7: "*" must come first in a compound selector, as in "*.title"
                        .title*
                              ^
                """)
        #expect(
            problem("2col") == """
                1 problem in the selector stylesheet:
                  invalid selector "2col" at column 1: a type name must start with a letter or "_", found "2"
                        2col
                        ^
                """)
        #expect(
            problem(" ") == """
                1 problem in the selector stylesheet:
                  invalid selector " " at column 2: the selector is empty; expected a type, "*", ".class" or "#identifier"
                """)
        #expect(
            problem("A, B") == """
                1 problem in the selector stylesheet:
                  "A, B" is a list of 2 selectors; expected one (a Rule takes lists)
                """)
    }

    @Test func rulesTakeSelectorListsAndReportMissingSelectors() throws {
        let rule = try SelectorStylesheet.Rule(selectors: "Cell Label.title,#footer Label", declarations: [])
        #expect(rule.selectors.map(\.description) == ["Cell Label.title", "#footer Label"])
        #expect(rule.selectorText == "Cell Label.title, #footer Label")
        #expect(
            throws: SelectorStylesheetError.unreadable(
                source: nil,
                problems: [
                    .init(
                        line: 4,
                        reason: """
                            invalid selector "Label,,Button" at column 7: a selector is missing; expected a type, \
                            "*", ".class" or "#identifier"
                                Label,,Button
                                      ^
                            """)
                ])
        ) {
            try SelectorStylesheet.Rule(selectors: "Label,,Button", declarations: [], line: 4)
        }
    }
}
