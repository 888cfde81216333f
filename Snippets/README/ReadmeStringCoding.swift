import Foundation
import KeyCoding
import StringCoding

// snippet.hide
try #"{ "text": "Hello", "textColor": "white" }"#.write(toFile: "theme.json", atomically: true, encoding: .utf8)
// snippet.show
@Keyed final class Label {
    var text = ""
    var textColor: Color = .black
}

let color = try Color(parsing: "hsl(120 100% 25% / 0.5)")
let font = try Font(parsing: "Courier bold 30")
let label = Label()
try label.setValue(fromString: "#ff8800", forKeyPath: "textColor")   // type from the property table

// theme.json: { "text": "Hello", "textColor": "white" }
let sheet = try Stylesheet(contentsOf: URL(filePath: "theme.json"))  // JSON, YAML or property list
try sheet.apply(to: label)                                           // one error listing every failing entry
// snippet.hide
precondition(color == Color(red: 0, green: 0.5, blue: 0, alpha: 0.5), "\(color)")
precondition(font == Font(name: "Courier", size: 30, traits: .bold), "\(font)")
precondition(label.text == "Hello" && label.textColor == .white, "\(label.text) \(label.textColor)")
