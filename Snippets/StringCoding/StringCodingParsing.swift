import StringCoding

let count = try Int(parsing: "0x1F")            // 31
let color = try Color(parsing: "rgb(255 0 0 / 50%)")
let insets = try EdgeInsets(parsing: "{8, 16, 8, 16}")
// snippet.hide
precondition(count == 31, "\(count)")
precondition(color == Color(red: 1, green: 0, blue: 0, alpha: 0.5), "\(color)")
precondition(insets == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), "\(insets)")

// The error shown after the example.
do {
    _ = try Color(parsing: "#ff88zz")
    preconditionFailure("#ff88zz was read as a color")
} catch {
    print(error)
}
