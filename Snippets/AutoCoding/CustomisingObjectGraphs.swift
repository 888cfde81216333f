import AutoCoding
import Foundation

@AutoCodable final class Folder {
    var name = ""
    var children: [Folder] = []
    weak var parent: Folder?                 // a reference back: set once the parent is complete
    var label: Label?
}
@AutoCodable final class Label { var title = "" }

// snippet.hide
Archive.register(Folder.self)
Archive.register(Label.self)
let root = Folder()
root.name = "root"
let red = Label()
red.title = "red"
for name in ["a", "b"] {
    let child = Folder()
    child.name = name
    child.parent = root
    child.label = red
    root.children.append(child)
}
// snippet.show
let data = try root.archivedData(format: .keyedArchive)   // each instance once
let back = try Folder.load(from: data)
print(back.children[0].parent === back)                   // true
print(back.children[0].label === back.children[1].label)  // true: one shared Label

do {
    _ = try root.archivedData(format: .json)              // JSON is a tree: the cycle is refused
} catch {
    print(error)
}
// snippet.hide
precondition(back.children.allSatisfy { $0.parent === back }, "parent")
precondition(back.children[0].label === back.children[1].label, "label")
