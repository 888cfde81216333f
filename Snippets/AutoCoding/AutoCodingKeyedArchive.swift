import AutoCoding
import Foundation

@AutoCodable final class LegacyNote {
    var title = ""
    var pageCount = 0
}

// snippet.hide
/// The note class of an Objective-C app, archived with NSKeyedArchiver.
final class ObjectiveCNote: NSObject, NSCoding {
    init?(coder: NSCoder) { nil }
    override init() {}
    func encode(with coder: NSCoder) {
        coder.encode("Minutes" as NSString, forKey: "title")
        coder.encode(3, forKey: "pageCount")
    }
}
let archiver = NSKeyedArchiver(requiringSecureCoding: false)
archiver.outputFormat = .xml
archiver.encode(ObjectiveCNote(), forKey: NSKeyedArchiveRootObjectKey)
archiver.finishEncoding()
// Foundation on Linux writes the Swift class name; an Apple app's archive names PMNote.
let archive = String(decoding: archiver.encodedData, as: UTF8.self)
    .replacingOccurrences(of: String(reflecting: ObjectiveCNote.self), with: "PMNote")
precondition(archive.contains("<string>PMNote</string>"), archive)
try archive.write(toFile: "Notes.archive", atomically: true, encoding: .utf8)
// snippet.show
Archive.register(LegacyNote.self, as: "LegacyNote", "PMNote")   // PMNote: the Objective-C class
let note = try LegacyNote.load(contentsOf: URL(filePath: "Notes.archive"))
// snippet.hide
precondition(note.title == "Minutes" && note.pageCount == 3, "\(note.title) \(note.pageCount)")
