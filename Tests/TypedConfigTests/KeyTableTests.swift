import Testing

@testable import TypedConfig

/// The hashed lookups that replaced `String`-keyed dictionaries find what those found: keys equal as
/// `String`s (canonically equivalent), the first of repeated keys, and nothing else.
@Suite struct KeyTableTests {
    @Test(arguments: [
        ("field1", "field1"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212A}elvin", "Kelvin"), ("a\u{37E}b", "a;b"),
        ("\u{1FEF}x", "`x"),
    ])
    func equalKeysHashEqually(first: String, second: String) {
        #expect(first == second)
        #expect(HashedKey(first).hash == HashedKey(second).hash)
        #expect(HashedKey(first[...]).hash == HashedKey(first).hash)
    }

    @Test func onlyLowerCaseLettersAndDigitsAreOneCanonicalWord() {
        #expect(HashedKey("field42").isCanonicalWord)
        #expect(!HashedKey("baseURL").isCanonicalWord)
        #expect(!HashedKey("base_url").isCanonicalWord)
        #expect(!HashedKey("caf\u{E9}").isCanonicalWord)
    }

    @Test func tablesFindEveryKeyThroughCollisionsAndGrowth() {
        let keys = (0..<1_000).map { "key\($0)" }
        var table = KeyTable()
        for (position, key) in keys.enumerated() {
            // Half the keys share one hash, so that they can only be told apart by comparing them.
            let hash = position % 2 == 0 ? 42 : HashedKey(key).hash
            #expect(table.insert(hash: hash, position: position, unlessPresent: { keys[$0] == key }) == nil)
        }
        for (position, key) in keys.enumerated() {
            let hash = position % 2 == 0 ? 42 : HashedKey(key).hash
            #expect(table.position(ofHash: hash, where: { keys[$0] == key }) == position)
            #expect(table.insert(hash: hash, position: -1, unlessPresent: { keys[$0] == key }) == position)
        }
        #expect(table.position(ofHash: 42, where: { keys[$0] == "missing" }) == nil)
        #expect(KeyTable().position(ofHash: 42, where: { _ in true }) == nil)
    }

    @Test func mappingsFindTheFirstOfRepeatedKeysAndEquivalentSpellings() {
        let entries = ["caf\u{E9}", "port", "port"].map { ConfigEntry(key: $0, value: .null(at: nil)) }
        let mapping = ConfigMapping(entries: entries, position: nil)
        #expect(mapping.indexOfExactKey("port") == 1)
        #expect(mapping.indexOfExactKey("cafe\u{301}") == 0)
        #expect(mapping.indexOfExactKey("host") == nil)
        #expect(ConfigMapping(entries: [], position: nil).indexOfExactKey("port") == nil)
    }

    @Test func loadingMatchesKeysAndNamesInEitherNormalizationForm() async throws {
        struct Menu: Decodable, Equatable {
            let café: String
            let thé: String
        }
        let fixture = try ConfigFixture(["config.json": "{\"cafe\u{301}\": \"noir\"}"])
        let (loader, log) = fixture.loader(variables: ["APP_THE\u{301}": "vert"], prefix: "APP")
        #expect(try await loader.load(Menu.self) == Menu(café: "noir", thé: "vert"))
        #expect(log.all.isEmpty)
    }
}
