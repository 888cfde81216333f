import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = "Untitled"                                   // used when the key is missing
    @ArchiveKey("body_text") @LegacyKeys("text") var body = ""
    @NotArchived var cachedHeight = 0.0
}
@AutoCodable final class Checklist: Note { var items: [String] = [] }   // archives Note's keys too

let note = Checklist()
note.items = ["milk"]
let url = URL(filePath: "groceries.archive")
try note.write(to: url)                                // atomic; binary property list by default
// snippet.hide
let binary = try Data(contentsOf: url)
precondition(binary.starts(with: Data("bplist00".utf8)), "not a binary property list")
// snippet.show
try note.write(to: url, format: .json)
// snippet.hide
let json = try Data(contentsOf: url)
precondition(json.starts(with: Data("{".utf8)), "not JSON")
// snippet.show
Archive.register(Checklist.self)                       // may stand where a Note is expected
let back = try Note.load(contentsOf: url)              // format detected; every value type-checked
let anything = try Archive.load(contentsOf: url)       // a model, a property-list value, or Data
try note.merge(contentsOf: url)                        // apply an archive's keys to an instance
let copy = try note.copy()
let dictionary = note.dictionaryRepresentation        // ordered; nil values left out
// snippet.hide
precondition((back as? Checklist)?.items == ["milk"], "loaded a \(type(of: back))")
precondition((anything as? Checklist)?.items == ["milk"], "Archive.load gave a \(type(of: anything))")
precondition(copy.items == ["milk"] && copy !== note, "the copy has \(copy.items)")
precondition(Array(dictionary.keys) == ["title", "body_text", "items"], "\(dictionary.keys)")
let legacy = try Note.load(from: Data(#"{"text": "from version 1"}"#.utf8))
precondition(legacy.title == "Untitled" && legacy.body == "from version 1", "\(legacy.title) \(legacy.body)")
