import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = "Untitled"                                   // used when the key is missing
    @ArchiveKey("body_text") @LegacyKeys("text") var body = ""
    @NotArchived var cachedHeight = 0.0
}
@AutoCodable final class Checklist: Note { var items: [String] = [] }

let note = Note()
let url = URL(filePath: "note.archive")
try note.write(to: url)                        // atomic; binary property list by default
let back = try Note.load(contentsOf: url)      // format detected; types checked
Archive.register(Checklist.self)               // a Checklist may now stand where a Note is expected
// snippet.hide
let written = try Data(contentsOf: url)
precondition(written.starts(with: Data("bplist00".utf8)), "not a binary property list")
precondition(back.title == "Untitled" && type(of: back) == Note.self, "\(type(of: back)) \(back.title)")
let list = Checklist()
list.items = ["milk"]
let inList = try Note.load(from: list.archivedData())
precondition((inList as? Checklist)?.items == ["milk"], "a registered Checklist loaded as \(type(of: inList))")
