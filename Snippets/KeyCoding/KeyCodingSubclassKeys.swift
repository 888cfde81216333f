import KeyCoding

@Keyed class View { var tag = 0 }
@Keyed final class Label: View { var text = "" }
let names = Label.keyedProperties.names   // ["tag", "text"]
// snippet.hide
precondition(names == ["tag", "text"], "\(names)")
