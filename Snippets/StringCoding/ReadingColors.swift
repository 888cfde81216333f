import StringCoding

let half = try Color(parsing: "rgb(calc(255 / 2) 0 0)")  // red 0.5
let clamped = try Color(parsing: "rgb(300 -1e310 0 / calc(infinity))")  // red 1, green 0, alpha 1
let noted = try Color(parsing: "#ff8800 /* brand orange */")
let closed = try Color(parsing: "hsl(120 100% 25%")  // hsl(120 100% 25%)
// snippet.hide
precondition(half == Color(red: 0.5, green: 0, blue: 0), "\(half)")
precondition(clamped == Color(red: 1, green: 0, blue: 0, alpha: 1), "\(clamped)")
precondition(noted == Color(hex: 0xFF8800), "\(noted)")
precondition(closed == Color(red: 0, green: 0.5, blue: 0), "\(closed)")

// The error shown after the example.
do {
    _ = try Color(parsing: "oklch(70% 0.1 200)")
    preconditionFailure("oklch() was read as a color")
} catch {
    print(error)
}
