import KeyCoding
import StringCoding

@Keyed final class Label {
    var text = ""
    var textColor = Color(red: 0, green: 0, blue: 0)
    var frame = Frame()
}

@Keyed struct Frame {
    var origin = Point()
}

@Keyed struct Point {
    var x = 0.0
    var y = 0.0
}
