import KeyCoding
import StringCoding

@Keyed final class Label { var font = Font(); var textColor = Color.black }
@Keyed final class Screen { var labels = [Label(), Label()] }

let label = Label()
let screen = Screen()
try label.setValue(fromString: "bold 15", forKeyPath: "font")
try screen.setValue(fromString: "#333333", forKeyPath: "labels.textColor")   // every label
// snippet.hide
precondition(label.font == Font(size: 15, traits: .bold), "\(label.font)")
precondition(screen.labels.allSatisfy { $0.textColor == Color(hex: 0x333333) }, "\(screen.labels.map(\.textColor))")
