import Foundation
import KeyCoding
import StringCoding

@Keyed final class Label { var text = ""; var textColor = Color.black }

let color = try Color(parsing: "hsl(120 100% 25% / 0.5)")
let label = Label()
try label.setValue(fromString: "#ff8800", forKeyPath: "textColor")   // type from the property table

let sheet = try Stylesheet(contentsOf: URL(filePath: "theme.yaml"))
try sheet.apply(to: label)
// snippet.hide
precondition(color == Color(red: 0, green: 0.5, blue: 0, alpha: 0.5), "\(color)")
precondition(label.textColor == .white && label.text == "Hello", "\(label.textColor) \(label.text)")
