import Bindings
import Foundation
import KeyCoding
import Observation
import StringCoding

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
@Keyed final class TestCell: View, BindingCell {}
