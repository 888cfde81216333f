import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct ViewDescriptionReadingTests {
    typealias Attribute = ViewDescription.Attribute

    private func read(_ yaml: String) throws(ViewDescriptionError) -> ViewDescription {
        try ViewDescription(data: Data(yaml.utf8), source: "test.yaml")
    }

    private func problems(_ yaml: String) -> String? {
        do {
            _ = try read(yaml)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsTheContactExampleTree() throws {
        let root = try ViewDescription(data: Data(ContactFixture.yaml.utf8), source: "contact.yaml")
        #expect(root.type == "View")
        #expect(root.identifier == "root")
        #expect(root.styleClasses == ["card"])
        #expect(root.frame == "0 0 40 10")
        #expect(root.attributes == [Attribute(keyPath: "backgroundColor", value: "navy", line: 7)])
        #expect(root.line == 2)
        #expect(root.source == "contact.yaml")
        #expect(root.children.map(\.type) == ["Label", "StackView"])

        let label = root.children[0]
        #expect(label.identifier == "name")
        #expect(label.tag == 1)
        #expect(label.frame == "1, 1, 20, 1")
        #expect(label.line == 9)
        #expect(
            label.attributes == [
                Attribute(keyPath: "text", writtenValue: .quoted("Name"), line: 13),
                Attribute(keyPath: "font", value: "bold", line: 13),
            ])

        let stack = root.children[1]
        #expect(stack.identifier == nil)
        #expect(stack.tag == nil)
        #expect(stack.children.map(\.type) == ["Button", "Button"])
        let cancel = stack.children[1]
        #expect(cancel.styleClasses == ["secondary", "big"])
        #expect(cancel.line == 19)
        #expect(
            cancel.attributes == [
                Attribute(keyPath: "title", value: "Cancel", line: 22),
                Attribute(keyPath: "selectedTitle", value: "Sure?", line: 23),
                Attribute(keyPath: "touchUpInside", value: "cancel", line: 24),
                Attribute(keyPath: "titleColor", writtenValue: .quoted("#ff8800"), line: 25),
            ])
    }

    @Test func jsonAndYAMLReadToTheSameTree() throws {
        let yaml = try ViewDescription(data: Data(ContactFixture.yaml.utf8), source: "contact")
        let json = try ViewDescription(data: Data(ContactFixture.json.utf8), source: "contact")
        #expect(withoutLines(json) == withoutLines(yaml))
        #expect(json.children[1].children[0].line == 9)
    }

    private func withoutLines(_ description: ViewDescription) -> ViewDescription {
        var copy = description
        copy.line = nil
        copy.attributes = copy.attributes.map { Attribute(keyPath: $0.keyPath, value: $0.value) }
        copy.children = copy.children.map(withoutLines)
        return copy
    }

    /// Issue 20: quoting is kept, and null is itself, not the text "nil" (which a quoted "nil" could
    /// not be told apart from).
    @Test func flattensNestedAttributesKeepingQuotingAndNull() throws {
        let description = try read(
            """
            type: Label
            attributes:
              frame: { origin: "1 2" }
              styleClasses: [a, "b,c"]
              textColor: null
              text: ""
              numberOfLines: 0
              placeholder: "nil"
              accessibilityLabel: nil
            """)
        #expect(
            description.attributes == [
                Attribute(keyPath: "frame.origin", writtenValue: .quoted("1 2"), line: 3),
                Attribute(keyPath: "styleClasses", value: #"a, "b,c""#, line: 4),
                Attribute(keyPath: "textColor", writtenValue: .null, line: 5),
                Attribute(keyPath: "text", writtenValue: .quoted(""), line: 6),
                Attribute(keyPath: "numberOfLines", value: "0", line: 7),
                Attribute(keyPath: "placeholder", writtenValue: .quoted("nil"), line: 8),
                Attribute(keyPath: "accessibilityLabel", writtenValue: .unquoted("nil"), line: 9),
            ])
    }

    @Test func readsTagsInAnyIntegerNotationAndClassesFromAStringOrAList() throws {
        let description = try read("type: View\ntag: 0x10\nstyleClasses: \"card  big,wide\"")
        #expect(description.tag == 16)
        #expect(description.styleClasses == ["card", "big", "wide"])
        #expect(try read("type: View\nstyleClasses: [card, big]").styleClasses == ["card", "big"])
    }

    @Test func reportsEveryShapeProblemWithFileLineAndElementPath() {
        let message = problems(
            """
            type: View
            identifier: root
            atributes: {}
            children:
              - type: Label
                tag: x1
              - type: StackView
                children: { type: Button }
              - 3
              - type: Button
                identifier: save
                styleClasses: { a: b }
                attributes: [title, Save]
                frame: { x: 1 }
            """)
        #expect(
            message == """
                7 problems in test.yaml:
                  test.yaml:3: View#root: unknown key "atributes" (did you mean "attributes"?); valid keys: \
                type, identifier, tag, styleClasses, frame, attributes, children
                  test.yaml:6: View#root > Label[0]: tag: cannot read "x1" as Int at column 1: "x" is not a decimal digit
                        x1
                        ^
                  test.yaml:8: View#root > StackView[1]: children: expected a list of views, found a mapping
                  test.yaml:9: View#root > element[2]: expected a view (a mapping with a "type" key), found the value "3"
                  test.yaml:12: View#root > Button#save: styleClasses: expected class names such as "card big" or \
                [card, big], found a mapping
                  test.yaml:13: View#root > Button#save: attributes: expected a mapping of key paths to values, found a list
                  test.yaml:14: View#root > Button#save: frame: expected a rectangle such as "0 0 40 10", found a mapping
                """)
    }

    @Test func reportsAMissingTypeAndKeysThatAreNotStrings() {
        #expect(
            problems("identifier: x\n[a]: 1") == """
                2 problems in test.yaml:
                  test.yaml:1: element#x: missing key "type": expected the view's type name, such as "Label"
                  test.yaml:2: element#x: a key must be a string, found a list
                """)
        #expect(
            problems("type: [Label]\nidentifier: {a: b}\nstyleClasses: [[a]]") == """
                3 problems in test.yaml:
                  test.yaml:1: element: type: expected a string, found a list
                  test.yaml:2: element: identifier: expected a string, found a mapping
                  test.yaml:3: element: styleClasses: expected class names such as "card big" or [card, big], \
                found a list in the list
                """)
    }

    @Test func reportsProblemsInsideAttributes() {
        #expect(
            problems("type: Label\nattributes:\n  text: [a, [b]]\n  [x]: y\n  font: {size: [1, {a: b}]}") == """
                3 problems in test.yaml:
                  test.yaml:3: Label: attributes.text: expected a value; a list may hold only plain values, found a list
                  test.yaml:4: Label: attributes: a key must be a key path string, found a list
                  test.yaml:5: Label: attributes.font.size: expected a value; a list may hold only plain values, \
                found a mapping
                """)
    }

    @Test func aMalformedDocumentIsOneProblemWithLineAndColumn() {
        #expect(
            problems("type: View\nchildren: [\n  { type: Label ]\n") == """
                1 problem in test.yaml:
                  test.yaml:3:17: did not find expected ',' or '}'
                """)
        #expect(
            problems("type: View\ntype: Label") == """
                1 problem in test.yaml:
                  test.yaml:1:1: a mapping repeats the key 'type'
                """)
    }

    @Test func rejectsDocumentsThatAreNotADescription() {
        #expect(
            problems("") == """
                1 problem in test.yaml:
                  test.yaml: the document is empty; expected a view (a mapping with a "type" key)
                """)
        #expect(
            problems("- type: View") == """
                1 problem in test.yaml:
                  test.yaml:1: element: expected a view (a mapping with a "type" key), found a list
                """)
        #expect(
            problems(#"<?xml version="1.0"?><plist><dict/></plist>"#) == """
                1 problem in test.yaml:
                  test.yaml: property lists are not supported for view descriptions; write JSON or YAML
                """)
        #expect(throws: ViewDescriptionError(source: nil, problems: [.init(reason: "the data is not UTF-8 text")])) {
            try ViewDescription(data: Data([0x74, 0xFF, 0xFE]))
        }
    }

    @Test func readsFilesAndNamesThemInProblems() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "ViewDescriptionReadingTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appending(path: "screen.yaml")
        try Data("type: Label\nattributs: {}".utf8).write(to: url)
        #expect(throws: ViewDescriptionError.self) { try ViewDescription(contentsOf: url) }
        do {
            _ = try ViewDescription(contentsOf: url)
        } catch {
            #expect(
                error.description == """
                    1 problem in screen.yaml:
                      screen.yaml:2: Label: unknown key "attributs" (did you mean "attributes"?); valid keys: \
                    type, identifier, tag, styleClasses, frame, attributes, children
                    """)
        }
        let missing = directory.appending(path: "missing.yaml")
        do {
            _ = try ViewDescription(contentsOf: missing)
            Issue.record("a missing file was read")
        } catch {
            #expect(error.source == missing.path)
            #expect(error.problems.count == 1)
            #expect(error.problems.first?.reason.hasPrefix("the file cannot be read (") == true)
        }
    }
}
