import AutoCoding
import Foundation

@AutoCodable class Note {
    var title = "Untitled"
    @ArchiveKey("body_text") @LegacyKeys("text") var body = ""
    @NotArchived var cachedHeight = 0.0
    var tags: [String] = []
    var pinned: Bool?
    private(set) var revision = 1
    var summary: String { "\(title): \(body)" }

    func revise() { revision += 1 }
}

@AutoCodable final class Checklist: Note {
    var items: [String] = []
}

@AutoCodable struct Point3 {
    var x = 0.0, y = 0.0, z = 0.0
}

/// No initial values: the archive must hold `id` and `name`; `nickname` is optional.
@AutoCodable struct Contact {
    let id: Int
    var name: String
    let nickname: String?
    var location = Point3()
}

@AutoCodable final class Notebook {
    var name = "Notes"
    var notes: [Note] = []
    var cover: Note?
    var byTitle: [String: Note] = [:]
}

@AutoCodable struct Empty {}

/// Counts how often its ordinary initializer runs: decoding must not run it.
@AutoCodable final class Counted {
    nonisolated(unsafe) static var initializations = 0
    var value = 0

    init(value: Int) {
        Counted.initializations += 1
        self.value = value
    }
}

/// Never registered: archives that record it must not create it where a Note is expected.
@AutoCodable final class SecretNote: Note {
    var secret = ""
}

/// Registered under the class name an Objective-C app used, to read its keyed archives.
@AutoCodable final class LegacyNote {
    var title = ""
    var pageCount = 0
    var tags: [String] = []
    var created: Date?
}

enum Mood: String, Codable { case happy, calm }

@AutoCodable struct Diary {
    var mood = Mood.calm
    var entries: [Date] = []
    var website: URL?
    var cost = Decimal(0)
}
