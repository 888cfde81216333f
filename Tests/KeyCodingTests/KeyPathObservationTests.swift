import KeyCoding
import LoomTestSupport
import Observation
import Testing

@Observable @Keyed final class Origin {
    var country = ""
    init(country: String) { self.country = country }
}

@Observable @Keyed final class Fruit {
    var name = "apple"
    var origin: Origin? = Origin(country: "Spain")
}

/// Collects what an observation delivers, on the main actor.
@MainActor final class Received {
    var values: [String?] = []
    var errors: [String] = []

    func record(_ result: Result<Any?, any Error>) {
        switch result {
        case .success(let value): values.append(value as? String)
        case .failure(let error): errors.append("\(error)")
        }
    }
}

@MainActor @Suite struct KeyPathObservationTests {
    @Test func deliversTheCurrentValueThenOneValuePerBatchOfChanges() async throws {
        let fruit = Fruit()
        let received = Received()
        let observation = try fruit.observe("name") { received.record($0) }
        #expect(received.values == ["apple"])
        fruit.name = "pear"
        fruit.name = "cherry"  // in the same turn: one delivery, of the last value
        #expect(await Patience.waitSuspending { received.values.count >= 2 })
        fruit.name = "date"
        #expect(await Patience.waitSuspending { received.values.count >= 3 })
        #expect(received.values == ["apple", "cherry", "date"])
        observation.cancel()
    }

    @Test func followsAReplacedObjectInTheMiddleOfThePath() async throws {
        let fruit = Fruit()
        let old = try #require(fruit.origin)
        let received = Received()
        let observation = try fruit.observe("origin.country") { received.record($0) }
        fruit.origin = Origin(country: "Peru")
        #expect(await Patience.waitSuspending { received.values.count >= 2 })
        old.country = "France"  // no longer on the path: not delivered
        fruit.origin?.country = "Chile"
        #expect(await Patience.waitSuspending { received.values.count >= 3 })
        fruit.origin = nil
        #expect(await Patience.waitSuspending { received.values.count >= 4 })
        #expect(received.values == ["Spain", "Peru", "Chile", nil])
        #expect(received.errors.isEmpty)
        observation.cancel()
    }

    @Test func aCancelledObservationDeliversNothingMore() async throws {
        let fruit = Fruit()
        let cancelled = Received()
        let live = Received()
        let observation = try fruit.observe("name") { cancelled.record($0) }
        let witness = try fruit.observe("name") { live.record($0) }
        observation.cancel()
        fruit.name = "pear"
        #expect(await Patience.waitSuspending { live.values.count >= 2 })
        #expect(cancelled.values == ["apple"])
        witness.cancel()
    }

    @Test func asyncSequenceOfTypedValues() async throws {
        let fruit = Fruit()
        var names: [String?] = []
        for try await name in try fruit.observe("origin.country", as: String.self) {
            names.append(name)
            if names.count == 1 { fruit.origin?.country = "Peru" }
            if names.count == 2 { break }
        }
        #expect(names == ["Spain", "Peru"])
    }

    @Test func aValueOfAnotherTypeEndsTheSequenceWithAnError() async throws {
        let fruit = Fruit()
        let error = await #expect(throws: KeyCodingError.self) {
            for try await _ in try fruit.observe("name", as: Int.self) {}
        }
        #expect(error?.description == "the value at key path \"name\" is a String, not the Int asked for")
    }

    @Test func aMalformedOrUnknownPathIsReported() throws {
        let fruit = Fruit()
        let malformed = #expect(throws: KeyCodingError.self) { try fruit.observe("origin..country") { _ in } }
        #expect(
            malformed?.description == "invalid key path \"origin..country\" at column 8: expected a key after \".\"")
        let received = Received()
        let observation = try fruit.observe("origin.contry") { received.record($0) }
        #expect(
            received.errors == ["Origin has no key \"contry\" in key path \"origin.contry\"; did you mean \"country\"?"]
        )
        observation.cancel()
    }
}
