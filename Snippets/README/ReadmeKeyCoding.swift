import KeyCoding

@Keyed class View {
    var tag = 0
    weak var superview: View?
}
@Keyed final class Label: View {          // keeps View's keys
    var text = ""
    let id = 1                            // readable, not writable
}

let label = Label()
try label.setValue("Hi", forKeyPath: "text")
try label.setValue(7, forKeyPath: "tag")
do {
    try label.setValue("7", forKeyPath: "tag")
} catch {
    print(error)   // Prints "cannot set Label.tag: expected Int, got String"
}
let superviewTag = try label.value(forKeyPath: "superview.tag")   // nil while there is no superview
let textType = Label.keyedProperties["text"]?.valueType           // String.self
// snippet.hide
precondition(label.text == "Hi" && label.tag == 7, "text \(label.text), tag \(label.tag)")
precondition(Label.keyedProperties.names == ["tag", "superview", "text", "id"], "\(Label.keyedProperties.names)")
do {
    try label.setValue(2, forKeyPath: "id")
    preconditionFailure("id was writable")
} catch let error as KeyCodingError {
    precondition(error == .readOnly(type: "Label", key: "id", keyPath: "id"), "\(error)")
}
precondition(superviewTag == nil, "superview.tag is \(String(describing: superviewTag))")
precondition(textType == String.self, "text is a \(String(describing: textType))")
