import Foundation

/// The description file of the task's example, in YAML and in JSON.
enum ContactFixture {
    static let yaml = """
        # contact.yaml
        type: View
        identifier: root
        styleClasses: [card]
        frame: "0 0 40 10"
        attributes:
          backgroundColor: navy
        children:
          - type: Label
            identifier: name
            tag: 1
            frame: [1, 1, 20, 1]
            attributes: { text: "Name", font: bold }
          - type: StackView
            frame: "1 3 20 5"
            attributes: { axis: vertical, spacing: "1" }
            children:
              - { type: Button, attributes: { title: Save, touchUpInside: save } }
              - type: Button
                styleClasses: "secondary, big"
                attributes:
                  title: Cancel
                  selectedTitle: Sure?
                  touchUpInside: cancel
                  titleColor: "#ff8800"
        """

    static let json = """
        {
          "type": "View", "identifier": "root", "styleClasses": ["card"], "frame": "0 0 40 10",
          "attributes": { "backgroundColor": "navy" },
          "children": [
            { "type": "Label", "identifier": "name", "tag": 1, "frame": [1, 1, 20, 1],
              "attributes": { "text": "Name", "font": "bold" } },
            { "type": "StackView", "frame": "1 3 20 5", "attributes": { "axis": "vertical", "spacing": "1" },
              "children": [
                { "type": "Button", "attributes": { "title": "Save", "touchUpInside": "save" } },
                { "type": "Button", "styleClasses": "secondary, big",
                  "attributes": { "title": "Cancel", "selectedTitle": "Sure?", "touchUpInside": "cancel",
                                  "titleColor": "#ff8800" } }
              ] }
          ]
        }
        """
}
