import Bindings
import KeyCoding
import LoomTestSupport
import Observation
import Testing

@testable import TerminalUI

/// A model changed from a task off the main actor. Its properties are only ever written by one
/// task at a time in these tests, and read on the main actor after Observation reported the write.
@Observable @Keyed final class Scoreboard: @unchecked Sendable {
    var leader = "Ada"
    var points = 0
}

/// Changes reach bound views on the main actor's next turn by themselves: nobody calls
/// `BindingUpdates.applyPending()` or renders a window here.
@MainActor @Suite struct LiveBindingTests {
    @Test func aChangeOnTheMainActorReachesTheViewOnItsNextTurn() async throws {
        let root = View()
        let label = CountingLabel()
        root.addSubview(label)
        let album = Album(title: "Blue", artist: nil)
        root.dataObject = Track(album: album)
        try label.bind("text", to: "@superview.dataObject.album.title")
        let setsBefore = label.textSets
        album.title = "Court"
        album.title = "Court and Spark"
        #expect(label.text == "Blue")  // not before the main actor's next turn
        #expect(await Patience.waitSuspending { label.text == "Court and Spark" })
        #expect(label.textSets - setsBefore == 1)  // two changes, applied together
    }

    @Test func aChangeFromAnotherTaskReachesTheViewOnTheMainActor() async throws {
        let root = View()
        let label = Label()
        let points = Label()
        root.addSubview(label)
        root.addSubview(points)
        let board = Scoreboard()
        root.dataObject = board
        try label.bind("text", to: "@superview.dataObject.leader")
        try points.bind("text", to: "@superview.dataObject.points")
        await Task.detached {
            board.leader = "Grace"
            board.points = 42
        }.value
        #expect(await Patience.waitSuspending { label.text == "Grace" && points.text == "42" })
    }

    @Test func aReplacedMiddleObjectIsFollowedWithoutPumping() async throws {
        let cell = TestCell()
        let label = Label()
        cell.addSubview(label)
        let joni = Artist(name: "Joni")
        let album = Album(title: "Blue", artist: joni)
        cell.dataObject = Track(album: album)
        try label.bind("text", to: "@cell.dataObject.album.artist.name")
        album.artist = Artist(name: "Carole")
        #expect(await Patience.waitSuspending { label.text == "Carole" })
        let carole = try #require(album.artist)
        carole.name = "Carole King"
        #expect(await Patience.waitSuspending { label.text == "Carole King" })
        joni.name = "Joni Mitchell"  // no longer on the path
        BindingUpdates.applyPending()
        #expect(label.text == "Carole King")
    }

    @Test func aDataPathTakesKeyCodingOperators() async throws {
        let root = View()
        let count = Label()
        root.addSubview(count)
        let shelf = Shelf()
        root.dataObject = shelf
        try count.bind("text", to: "@superview.dataObject.albums.@count")
        #expect(count.text == "0")
        shelf.albums.append(Album(title: "Blue", artist: nil))
        #expect(await Patience.waitSuspending { count.text == "1" })
    }
}

@Observable @Keyed final class Shelf {
    var albums: [Album] = []
}
