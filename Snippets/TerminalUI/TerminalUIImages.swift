import Foundation
import TerminalUI

// snippet.hide
try FileManager.default.createDirectory(at: URL(filePath: "Images"), withIntermediateDirectories: true)
try Data("P3\n2 2\n255\n220 20 20  220 20 20\n120 0 30  120 0 30\n".utf8).write(to: URL(filePath: "Images/apple.ppm"))
try Data(" /\\_/\\\n( o.o )\n".utf8).write(to: URL(filePath: "Images/cat.txt"))
// snippet.show
// The app's pictures: Images/apple.ppm (pixels) and Images/cat.txt (text art).
try ImageCatalog.main.registerImages(inDirectory: URL(filePath: "Images"))

let cat = ImageView(image: try ImageCatalog.main.image(named: "cat"))
print(cat.renderedBuffer().plainText())
// Prints:
//  /\_/\
// ( o.o )

let apple = ImageView(frame: CGRect(x: 0, y: 0, width: 2, height: 1))
try apple.setValue(fromString: "apple", forKeyPath: "image")  // by name, as a description file does
apple.accessibilityLabel = "a red apple"  // shown instead where there are no colors
let cells = apple.renderedBuffer()
let drawn = cells.plainText()  // "▀▀": red above, dark red below

do {
    try apple.setValue(fromString: "aple", forKeyPath: "image")
} catch {
    print(error)
}
// Prints:
// cannot read "aple" as Image? for key path "image": no image of that name in the image catalog
//     did you mean "apple"?
//     valid values: apple, cat
// snippet.hide
let upper = try Color(parsing: "rgb(220 20 20)")
let lower = try Color(parsing: "rgb(120 0 30)")
precondition(drawn == "▀▀", "the apple shows \(drawn.debugDescription)")
precondition(
    cells[0, 0].style == TextStyle(foreground: upper, background: lower),
    "the apple's first cell is \(cells[0, 0].style)")
