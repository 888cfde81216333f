import AutoCoding
import Foundation
import Testing

@testable import PhoneNumbersKit

@Suite struct FavoritesStoreTests {
    /// A fresh folder per test, removed afterwards.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appending(path: "phonenumbers-favorites-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
        var file: URL { url.appending(path: "PhoneNumbers/favorites.json") }
        func contents() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).sorted()
        }
    }

    /// 2026-11-22 14:41:00 UTC.
    private static let fixedDate = Date(timeIntervalSince1970: 1_795_358_460)

    @Test func aMissingFileMeansNoFavorites() throws {
        let folder = Folder()
        let store = FavoritesStore(fileURL: folder.file)
        try store.load()
        #expect(store.ids.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.file.path))
    }

    @Test func togglesAreWrittenAtOnceAndReadBack() throws {
        let folder = Folder()
        let store = FavoritesStore(fileURL: folder.file)
        try store.load()
        #expect(try store.toggle("uid:B|mobile|2") == true)
        #expect(try store.toggle("uid:A|home|1") == true)
        #expect(try store.toggle("gone|work|3") == true)
        #expect(try store.toggle("uid:B|mobile|2") == false)
        #expect(store.contains("uid:A|home|1"))
        #expect(!store.contains("uid:B|mobile|2"))

        let saved = try Favorites.load(contentsOf: folder.file)
        #expect(saved == Favorites(formatVersion: 1, ids: ["gone|work|3", "uid:A|home|1"]))
        let text = try String(contentsOf: folder.file, encoding: .utf8)
        #expect(text.hasPrefix("{"))

        let again = FavoritesStore(fileURL: folder.file)
        try again.load()
        #expect(again.ids == ["gone|work|3", "uid:A|home|1"])
        #expect(try folder.contents() == ["favorites.json"])
    }

    @Test func aCorruptFileIsMovedAsideAndReported() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(
            at: folder.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"ids\": [\"a\", ".utf8).write(to: folder.file)
        let store = FavoritesStore(fileURL: folder.file, now: { Self.fixedDate })
        let aside = folder.file.deletingLastPathComponent().appending(
            path: "favorites.json.unreadable-20261122T144100Z")
        #expect(throws: FavoritesError.self) { try store.load() }
        #expect(store.ids.isEmpty)
        #expect(try folder.contents() == ["favorites.json.unreadable-20261122T144100Z"])
        #expect(try Data(contentsOf: aside) == Data("{\"ids\": [\"a\", ".utf8))

        // A second corrupt file in the same second does not replace the first one moved aside.
        try Data("[1, 2]".utf8).write(to: folder.file)
        do {
            try store.load()
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "\(folder.file.path) could not be read (Expected the root to be a dictionary, but was actually "
                    + "an array); it was moved to \(aside.path)-2 and favorites start empty")
        }
        #expect(
            try folder.contents() == [
                "favorites.json.unreadable-20261122T144100Z", "favorites.json.unreadable-20261122T144100Z-2",
            ])
        #expect(try store.toggle("x") == true)
        #expect(try Favorites.load(contentsOf: folder.file).ids == ["x"])
    }

    @Test func aFailedSaveChangesNothing() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        // The favorites file's folder is a file, so the folder cannot be made.
        try Data().write(to: folder.url.appending(path: "PhoneNumbers"))
        let store = FavoritesStore(fileURL: folder.file)
        try store.load()
        #expect(throws: FavoritesError.self) { try store.toggle("x") }
        #expect(!store.contains("x"))
    }
}
