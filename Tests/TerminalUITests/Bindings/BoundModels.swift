import Bindings
import Foundation
import KeyCoding
import Observation
import StringCoding
import Synchronization

@testable import TerminalUI

@Observable @Keyed final class Artist {
    var name = ""
    init(name: String) { self.name = name }
}

@Observable @Keyed final class Album {
    var title = ""
    var artist: Artist? = nil
    var year = 0
    var color: Color = .black
    var released: Date? = nil
    init(title: String, artist: Artist?, year: Int = 2000) {
        self.title = title
        self.artist = artist
        self.year = year
    }
}

@Observable @Keyed final class Track {
    var album: Album
    var plays = 0
    var isFavorite = false
    var note: String? = nil
    init(album: Album) { self.album = album }
}

/// A plain (not observable) model.
@Keyed final class Fruit {
    var name = "apple"
    var color: Color = .red
}

/// A cell, for `@cell`.
@Keyed final class TestCell: View, @MainActor BindingCell {}

/// What `BindingUpdates` reports while `body` runs. The handler is global and other suites'
/// bindings may report at the same time, so callers keep the errors of their own views; suites
/// that set it are serialized with each other by being one suite (`BindingTests`).
@MainActor func bindingErrorsReported(during body: () throws -> Void) rethrows -> [BindingError] {
    let reported = Mutex<[BindingError]>([])
    BindingUpdates.setErrorHandler { error in reported.withLock { $0.append(error) } }
    defer { BindingUpdates.setErrorHandler(nil) }
    try body()
    return reported.withLock { $0 }
}

/// A model whose strings become a view's color and tag, and whose `anything` has no declared type.
@Observable @Keyed final class Swatch {
    var tint = "navy"
    var count = "3"
    var anything: Any? = "red"
}
