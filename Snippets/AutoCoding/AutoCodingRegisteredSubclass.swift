// snippet.hide
import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = ""
    var tags: [String] = []
}
@AutoCodable final class Checklist: Note { var items: [String] = [] }
@AutoCodable final class Notebook { var notes: [Note] = [] }

let saved = Notebook()
let checklist = Checklist()
checklist.items = ["milk"]
saved.notes = [Note(), checklist]
let url = URL(filePath: "notebook.archive")
try saved.write(to: url)
do {
    _ = try Notebook.load(contentsOf: url)
    preconditionFailure("an unregistered Checklist was created")
} catch let error as ArchiveError {
    guard case .classNotAllowed = error else { preconditionFailure("\(error)") }
}
// snippet.show
Archive.register(Checklist.self)
let notebook = try Notebook.load(contentsOf: url)   // notes[1] is a Checklist again
// snippet.hide
precondition((notebook.notes[1] as? Checklist)?.items == ["milk"], "notes[1] is a \(type(of: notebook.notes[1]))")
