import AutoCoding
import Foundation

@AutoCodable(keys: .snakeCase, tagging: .internal(tag: "type")) enum Shape: Equatable {
    case circle(radius: Double)
    @ArchiveKey("rect") case rectangle(width: Double, height: Double)
    case roundedSquare(side: Double, cornerRadius: Double)
    case empty
}

@AutoCodable struct Drawing: Equatable {
    var shapes: [Shape] = []
}

let drawing = Drawing(shapes: [.circle(radius: 1), .roundedSquare(side: 2, cornerRadius: 0.5), .empty])
let json = try drawing.archivedData(format: .json)
print(String(decoding: json, as: UTF8.self))
// Prints:
// {
//   "shapes": [
//     {
//       "type": "circle",
//       "radius": 1.0
//     },
//     {
//       "type": "rounded_square",
//       "side": 2.0,
//       "corner_radius": 0.5
//     },
//     {
//       "type": "empty"
//     }
//   ]
// }
print(try Drawing.load(from: json) == drawing)  // Prints "true"
// snippet.hide
let binary = try drawing.archivedData(format: .binaryPropertyList)
let fromBinary = try Drawing.load(from: binary)
precondition(fromBinary == drawing, "binary property list")
