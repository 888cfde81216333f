import KeyCoding

@Keyed struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }
@Keyed final class Shape { var name = ""; var origin = Point3() }

let shape = Shape()
try shape.setValue("circle", forKeyPath: "name")
try shape.setValue(2.0, forKeyPath: "origin.y")        // the struct is written back
do {
    try shape.setValue("2", forKeyPath: "origin.y")
} catch {
    print(error)   // Prints "cannot set Point3.y in key path "origin.y": expected Double, got String"
}
let keys = Shape.keyedProperties.names                 // ["name", "origin"]
// snippet.hide
precondition(shape.name == "circle" && shape.origin.y == 2.0, "\(shape.name) \(shape.origin)")
precondition(keys == ["name", "origin"], "\(keys)")
