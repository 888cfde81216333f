import Foundation
import KeyCoding
import StringCoding
import Testing

@testable import TerminalUI

@MainActor @Suite struct ViewDescriptionBuildingTests {
    private func build(_ yaml: String, registry: ViewRegistry = .standard) throws -> View {
        try ViewDescription(data: Data(yaml.utf8), source: "test.yaml").makeView(registry: registry)
    }

    private func problems(_ yaml: String, registry: ViewRegistry = .standard) -> String? {
        do {
            _ = try build(yaml, registry: registry)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func buildsTheContactExample() throws {
        let root = try ViewDescription(data: Data(ContactFixture.yaml.utf8), source: "contact.yaml").makeView()
        #expect(type(of: root) == View.self)
        #expect(root.restorationIdentifier == "root")
        #expect(root.styleClasses == ["card"])
        #expect(root.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(root.backgroundColor == (try Color(parsing: "navy")))
        #expect(root.subviews.count == 2)

        let label = try #require(root.subviews.first as? Label)
        #expect(label.restorationIdentifier == "name")
        #expect(label.tag == 1)
        #expect(label.frame == CGRect(x: 1, y: 1, width: 20, height: 1))
        #expect(label.text == "Name")
        #expect(label.font.traits == .bold)
        #expect(root.viewWithTag(1) === label)

        let stack = try #require(root.subviews.last as? StackView)
        #expect(stack.axis == .vertical)
        #expect(stack.spacing == 1)
        #expect(stack.frame == CGRect(x: 1, y: 3, width: 20, height: 5))
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.subviews.count == 2)

        let save = try #require(stack.arrangedSubviews.first as? Button)
        #expect(save.title(for: .normal) == "Save")
        #expect(save.actions(for: .touchUpInside) == ["save"])
        #expect(save.styleClasses == [])

        let cancel = try #require(stack.arrangedSubviews.last as? Button)
        #expect(cancel.title(for: .normal) == "Cancel")
        #expect(cancel.title(for: .selected) == "Sure?")
        #expect(cancel.titleColor(for: .normal) == Color(red: 1, green: 136 / 255, blue: 0))
        #expect(cancel.actions(for: .touchUpInside) == ["cancel"])
        #expect(cancel.styleClasses == ["secondary", "big"])
    }

    @Test func theJSONExampleBuildsTheSameViews() throws {
        let root = try ViewDescription(data: Data(ContactFixture.json.utf8)).makeView()
        let stack = try #require(root.subviews.last as? StackView)
        #expect((root.subviews.first as? Label)?.text == "Name")
        #expect(stack.arrangedSubviews.compactMap { ($0 as? Button)?.title(for: .normal) } == ["Save", "Cancel"])
    }

    @Test func theFrameIsSetBeforeChildrenSoTheyAreNotStretched() throws {
        let root = try build(
            """
            type: View
            frame: "0 0 40 10"
            children:
              - { type: View, frame: "0 0 5 5", attributes: { autoresizingMask: flexibleWidth } }
            """)
        #expect(root.subviews.first?.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func attributesAreSetOnceTheWholeTreeExists() throws {
        let root = try build(
            """
            type: View
            attributes: { tag: 1 }
            children:
              - type: View
                children:
                  - { type: Label, attributes: { superview.superview.tag: 7, superview.tag: 3 } }
            """)
        #expect(root.tag == 7)
        #expect(root.subviews.first?.tag == 3)
    }

    @Test func reportsEveryTypeFrameAndAttributeProblemTogether() {
        let message = problems(
            """
            type: View
            identifier: root
            frame: "0 0 forty 10"
            attributes: { backgroundColor: navvy, isHidden: maybe }
            children:
              - type: Lable
                attributes: { text: never set }
                children: [ { type: Button, attributes: { titleColour: red } } ]
              - type: StackView
                attributes: { axis: diagonal, spacing: "1" }
                children:
                  - type: Button
                    attributes:
                      title: Save
                      touchUpInside: "save now"
            """)
        #expect(
            message == """
                7 problems in test.yaml:
                  test.yaml:1: View#root: frame: cannot read "0 0 forty 10" as CGRect for key path "frame" at column 5: \
                "forty" is not a number
                        0 0 forty 10
                            ^
                  test.yaml:4: View#root: attributes.backgroundColor: cannot read "navvy" as Color? for key path \
                "backgroundColor": unknown color name
                        did you mean "navy"?
                  test.yaml:4: View#root: attributes.isHidden: cannot read "maybe" as Bool for key path "isHidden": \
                expected a boolean
                        valid values: true, false, yes, no, on, off, y, n, 1, 0
                  test.yaml:6: View#root > Lable[0]: type: unknown view type "Lable" (did you mean "Label"?); \
                registered types: ActivityIndicatorView, Button, Control, ImageView, Label, NavigationBar, \
                ProgressView, ScrollView, StackView, Stepper, Switch, TableView, TableViewCell, TextField, TextView, \
                View, Window
                  test.yaml:8: View#root > Lable[0] > Button[0]: attributes.titleColour: Button has no key "titleColour"; did you mean "titleColor"?
                  test.yaml:10: View#root > StackView[1]: attributes.axis: cannot read "diagonal" as StackAxis for \
                key path "axis": no case has this name or raw value
                        valid values: horizontal, vertical
                  test.yaml:15: View#root > StackView[1] > Button[0]: attributes.touchUpInside: cannot read \
                "save now" as an action name for key path "touchUpInside": the action for touchUpInside must be one word, \
                such as "save"
                """)
    }

    @Test func aBindingThatCannotBeMadeIsAProblemWithItsElementPath() {
        #expect(
            problems(
                #"{type: View, children: [{type: Label, attributes: { "bindTo.@superview.dataObject.name": txt }}]}"#)
                    == """
                    1 problem in test.yaml:
                      test.yaml:1: View > Label[0]: attributes.bindTo.@superview.dataObject.name: cannot bind Label.txt \
                    to "@superview.dataObject.name": Label has no property "txt"; did you mean "text"?
                    """)
    }

    @Test func descriptionsMadeInCodeBuildToo() throws {
        let description = ViewDescription(
            type: "StackView", attributes: [.init(keyPath: "axis", value: "horizontal")],
            children: [ViewDescription(type: "Button", attributes: [.init(keyPath: "title", value: "OK")])])
        let stack = try #require(try description.makeView() as? StackView)
        #expect((stack.arrangedSubviews.first as? Button)?.currentTitle == "OK")
        #expect(
            throws: ViewDescriptionError(
                source: nil,
                problems: [
                    .init(
                        path: "Label", key: "attributes.txt", reason: #"Label has no key "txt"; did you mean "text"?"#)
                ])
        ) {
            try ViewDescription(type: "Label", attributes: [.init(keyPath: "txt", value: "Hi")]).makeView()
        }
    }

    @Test func theProblemListIsReadable() {
        let error = ViewDescriptionError(
            source: nil,
            problems: [
                .init(reason: "no place at all"), .init(line: 3, path: "View", reason: "a line"),
                .init(source: "a.yaml", line: 3, column: 4, reason: "a column"),
            ])
        #expect(
            error.description == """
                3 problems in the view description:
                  no place at all
                  line 3: View: a line
                  a.yaml:3:4: a column
                """)
    }
}
