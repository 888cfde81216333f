// snippet.hide
import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = ""
    var tags: [String] = []
}
let url = URL(filePath: "note.json")
try Data(#"{"title": "Groceries"}"#.utf8).write(to: url)
// snippet.show
var limits = ArchiveLimits()
limits.maximumBytes = 1 << 20
let note = try Note.load(contentsOf: url, limits: limits)
// snippet.hide
precondition(note.title == "Groceries", note.title)
let large = URL(filePath: "large.json")
let largeData = Data(#"{"title": "\#(String(repeating: "x", count: 1 << 20))"}"#.utf8)
try largeData.write(to: large)
do {
    _ = try Note.load(contentsOf: large, limits: limits)
    preconditionFailure("a file over the limit was read")
} catch let error as ArchiveError {
    precondition(error == .tooLarge(bytes: largeData.count, limit: 1 << 20), "\(error)")
}
