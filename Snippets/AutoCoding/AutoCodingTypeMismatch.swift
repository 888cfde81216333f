import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = ""
    var tags: [String] = []
}
@AutoCodable final class Checklist: Note { var items: [String] = [] }
@AutoCodable final class Notebook { var notes: [Note] = [] }

let data = Data(#"{"notes": [{"title": "x", "tags": ["a", 7]}]}"#.utf8)
do {
    _ = try Notebook.load(from: data)
} catch {
    print(error)   // Prints "Expected 'notes[0].tags[1]' to be a String, but was actually an integer (7)"
}
