import Foundation
import KeyCoding

@Keyed struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }

@Keyed struct Frame {
    var origin = Point3()
    var size: Point3? = nil
    let id = UUID()               // readable only
    var area: Double { 0 }        // readable only
}
// snippet.hide
let writable = Frame.keyedProperties.map { "\($0.name): \($0.isWritable)" }
precondition(writable == ["origin: true", "size: true", "id: false", "area: false"], "\(writable)")

// The errors at the end of the article.
@Keyed final class Shape { var frame = Frame() }
let shape = Shape()
do {
    _ = try shape.value(forKeyPath: "frame.orgin.x")
    preconditionFailure("an unknown key was read")
} catch {
    print(error)
}
do {
    try shape.setValue(2, forKeyPath: "frame.origin.y")
    preconditionFailure("an Int was set into a Double")
} catch {
    print(error)
}
