// snippet.hide
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
// snippet.show
do {
    _ = try Drawing.load(from: Data(#"{"shapes": [{"type": "empty"}, {"type": "circel", "radius": 1}]}"#.utf8))
} catch {
    print(error)
}
