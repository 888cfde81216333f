import DocumentReading
import Foundation
import Testing

@testable import TypedConfig

private func count(_ text: String, limit: Int = ConfigFileContent.maximumValues) -> String {
    do {
        return String(try YAMLAliasExpansion.nodeCount(text, limit: limit))
    } catch {
        return "\(error.position.map { "\($0.line):\($0.column)" } ?? "-"): \(error.reason)"
    }
}

/// Nine anchors, each a list of nine aliases of the one before: 9⁹ nodes from nine lines.
private let billionLaughs = (1...8).reduce(["a: &a [" + Array(repeating: "lol", count: 9).joined(separator: ", ") + "]"]
) {
    lines, level in
    let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
    let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
    return lines + ["\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]"]
}.joined(separator: "\n")

struct Environments: Decodable, Equatable {
    var development: Database
    var production: Database
}

struct MergedDatabase: Decodable {
    var db: Database
}

@Suite struct YAMLAliasExpansionTests {
    /// As values, the aliases would cost the converter a million nodes; as a key, Yams minutes. So
    /// the document is refused before Yams sees it, after a few steps per byte of its text.
    @Test(arguments: ["", "\nlaugh: {*i: 1}"])
    func refusesTheBillionLaughsBeforeYamsSeesIt(ending: String) async throws {
        let fixture = try ConfigFixture(["config.yaml": billionLaughs + ending])
        let text = await fixture.errorText(fixture.loader().0, [String: [String]].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:7:8: cannot read the file: the alias *f expands the document to 1270482 nodes, \
                more than the 1000000 allowed; each alias repeats everything its anchor holds, so aliases of \
                aliases multiply
                """)

        let document = billionLaughs + ending
        var handedToYams = 0
        #expect(yamsReading(document) { _ in handedToYams += 1 }.hasPrefix("7:8: the alias *f expands"))
        #expect(handedToYams == 0)
        let work = YAMLAliasExpansion.work(counting: document, limit: ConfigFileContent.maximumValues)
        #expect(work.scanned + work.counted <= 3 * document.utf8.count, "\(work)")
        // A document under the limit does reach Yams.
        #expect(yamsReading("a: &a [1, 2]\nb: *a") { _ in handedToYams += 1 } == "read")
        #expect(handedToYams == 1)
    }

    /// What ``ConfigFileContent/readYAMLWithYams(_:path:beforeYams:)`` makes of `text`: `read`, or
    /// where and why it refuses it.
    private func yamsReading(_ text: String, beforeYams: (String) -> Void) -> String {
        do {
            _ = try ConfigFileContent.readYAMLWithYams(Data(text.utf8), path: "c.yaml", beforeYams: beforeYams)
            return "read"
        } catch {
            return "\(error.filePosition.map { "\($0.line):\($0.column)" } ?? "-"): \(error.reason ?? "")"
        }
    }

    @Test func aBaseSectionMergesIntoEachEnvironment() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            base: &base
              host: localhost
              port: 5432
            development:
              <<: *base
            production:
              <<: *base
              host: db.internal
            """
        ])
        let (loader, log) = fixture.loader()
        let config = try await loader.load(Environments.self)
        #expect(
            config
                == Environments(
                    development: Database(host: "localhost", port: 5432),
                    production: Database(host: "db.internal", port: 5432)))
        #expect(
            log.all.map { fixture.shortened($0.description) } == ["warning: config.yaml:1:1: 'base' is not a known key"]
        )
    }

    @Test func aMergeKeyTakesAListOfAliases() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": """
            x-host: &h {host: shared}
            x-port: &p
              port: 1
            db:
              <<: [*h, *p]
            """
        ])
        let config = try await fixture.loader().0.load(MergedDatabase.self)
        #expect(config.db == Database(host: "shared", port: 1))
    }

    @Test func refusesAnAliasToAnUnknownAnchor() async throws {
        let fixture = try ConfigFixture(["config.yaml": "a: &a 1\nb: *missing\n"])
        let text = await fixture.errorText(fixture.loader().0, [String: Int].self)
        #expect(
            text == """
                1 problem in the configuration:
                  config.yaml:2:4: cannot read the file: the alias *missing names no anchor defined before it; \
                an alias repeats a node marked &missing earlier in the same document
                """)
        // An anchor is defined where its node ends, so a node cannot hold an alias of itself.
        #expect(count("b: *a\na: &a 1") == "1:4: " + unknown("a"))
        #expect(count("a: &a [1, *a]") == "1:11: " + unknown("a"))
        // Each document has its own anchors.
        #expect(count("a: &a 1\n---\nb: *a") == "3:4: " + unknown("a"))
    }

    private func unknown(_ name: String) -> String {
        "the alias *\(name) names no anchor defined before it; an alias repeats a node marked &\(name) earlier "
            + "in the same document"
    }

    @Test func ampersandsAndStarsInsideScalarsAreText() async throws {
        let fixture = try ConfigFixture([
            "config.yaml": #"""
            base: &b "*not an alias"
            quoted: "see *x & &y"
            single: '*'
            plain: a*b
            product: 2 * 3
            company: Tom & Jerry # *z
            block: |
              *x
              &y
            copy: *b
            """#
        ])
        let config = try await fixture.loader().0.load([String: String].self)
        #expect(
            config == [
                "base": "*not an alias", "quoted": "see *x & &y", "single": "*", "plain": "a*b", "product": "2 * 3",
                "company": "Tom & Jerry", "block": "*x\n&y\n", "copy": "*not an alias",
            ])
    }

    @Test func loadsADocumentJustUnderTheLimit() async throws {
        func document(items: Int) -> String {
            "r: &r [" + Array(repeating: "x", count: items).joined(separator: ",") + "]\ns: ["
                + Array(repeating: "*r", count: 6).joined(separator: ", ") + "]\n"
        }
        // 3 + 7 × (items + 1) nodes: two keys, the list `s`, and the list `r` seven times.
        #expect(count(document(items: 142_855)) == "999995")
        #expect(
            count(document(items: 142_856)) == """
                2:25: the alias *r expands the document to 1000002 nodes, more than the 1000000 allowed; each alias \
                repeats everything its anchor holds, so aliases of aliases multiply
                """)
        // Read, not decoded, to keep the test short: the tree holds all 999,994 values.
        let content = ConfigFileContent(
            data: Data(document(items: 142_855).utf8), path: "config.yaml", format: .yaml)
        guard case .mapping(let root) = content.root, case .sequence(let lists, _) = root.entries.last?.value else {
            Issue.record("not read: \(String(describing: content.problem))")
            return
        }
        #expect(
            lists.map { if case .sequence(let items, _) = $0 { items.count } else { 0 } }
                == Array(repeating: 142_855, count: 6))
    }

    @Test func countsEachAnchorsNodes() {
        // Keys and scalars are one node each, a collection in brackets one more than its items.
        #expect(count("a: &a x\nb: *a") == "4")
        #expect(count("a: &a [1, [2, 3]]\nb: *a") == "12")
        #expect(count("base: &b {x: 1}\ndev:\n  <<: *b\n") == "9")
        // A block collection is one node plus its contents, which are indented further.
        #expect(count("a: &a\n  x: 1\n  y: 2\nb: *a") == "12")
        #expect(count("a: &a\n- 1\n- 2\nb: *a") == "8")
        #expect(count("- &a\n  x: 1\n- *a") == "6")
        #expect(count("- key: &a\n    x: 1\n  other: *a") == "8")
        #expect(count("a: &a\n  b: &b [1, 2]\n  c: *b\nd: *a") == "20")
        #expect(count("a:\n  &a\n  x: 1\nb: *a") == "8")
        // An anchored document is a block node too.
        #expect(count("--- &a\nx: 1\n---\ny: 2") == "5")
        // An empty node is one.
        #expect(count("a: &a\nb: *a") == "4")
        #expect(count("a: [&a , *a]") == "4")
        // Quoted and block scalars are one node, wherever they end.
        #expect(count("a: &a \"1\n  2\"\nb: *a") == "4")
        #expect(count("a: &a |\n  1\n  2\nb: *a") == "4")
        #expect(count("a: &a # comment\n  # more\n  x: 1\nb: *a") == "8")
    }

    @Test func refusesAtTheAliasThatPassesTheLimit() {
        // 1 + 3 for `a`, 1 + 1 for `b` and its list, 3 for each alias.
        let text = "a: &a [1, 2]\nb: [*a, *a, *a]"
        #expect(count(text) == "15")
        #expect(count(text, limit: 15) == "15")
        #expect(
            count(text, limit: 14) == """
                2:13: the alias *a expands the document to 15 nodes, more than the 14 allowed; each alias repeats \
                everything its anchor holds, so aliases of aliases multiply
                """)
        #expect(count("é: &a 1\né: [*a, *a]", limit: 5).hasPrefix("2:9: "))
    }

    /// Documents mixing block and flow collections, merge keys, comments, quoted, plain and block
    /// scalars holding `&` and `*`: each anchor's extent is found, so the count is exact, and Yams and
    /// the converter read every one.
    @Test func randomAnchoredDocumentsAreCountedExactly() {
        var generator = AnchoredDocumentGenerator(seed: 0x5EED_A11A)
        var failures = 0
        for _ in 0..<1_500 where failures < 5 {
            let (text, expected) = generator.document()
            let content = ConfigFileContent(data: Data(text.utf8), path: "c.yaml", format: .yaml)
            guard count(text) == String(expected), content.problem == nil else {
                failures += 1
                Issue.record(
                    "counted \(count(text)), not \(expected), or \(String(describing: content.problem)):\n\(text)")
                continue
            }
        }
    }

    /// Random damage to those documents: whatever the bytes, counting ends without trapping.
    @Test func damagedDocumentsNeverTrap() {
        var generator = AnchoredDocumentGenerator(seed: 0x5EED_DA4A)
        let pieces = [
            "&", "*", "&a", "*a", " ", "\n", "\n  ", "- ", ": ", "[", "]", "{", "}", ",", "'", "\"", "|", "#", "---\n",
            "é",
        ]
        for _ in 0..<1_500 {
            var bytes = Array(generator.document().text.utf8)
            for _ in 0..<Int.random(in: 1...6, using: &generator.random) {
                let at = Int.random(in: 0...bytes.count, using: &generator.random)
                if Bool.random(using: &generator.random), at < bytes.count {
                    bytes.remove(at: at)
                } else {
                    bytes.insert(
                        contentsOf: Array(pieces[Int.random(in: 0..<pieces.count, using: &generator.random)].utf8),
                        at: at)
                }
            }
            let result = count(String(decoding: bytes, as: UTF8.self))
            #expect(!result.isEmpty)
        }
    }

    /// Inputs a quadratic or recursive counter would choke on. Counting them takes steps, not time:
    /// the scanner's grow with the text (each byte read once or twice) and the counter's with the
    /// number of nodes written, so that twice the nodes take at most twice the steps, however the
    /// anchors and aliases nest.
    @Test func hostileDocumentsStayLinear() {
        let families: [(name: String, sizes: [Int], document: (Int) -> String, nodes: (Int) -> Int)] = [
            (
                "many aliases of one anchor", [5_000, 10_000, 20_000, 40_000],
                { "a: &a x\nb: [" + Array(repeating: "*a", count: $0).joined(separator: ",") + "]" }, { $0 + 4 }
            ),
            (
                // Each key and its block, the last one empty; then `last` and all but `k0` again.
                "anchors nested in blocks", [250, 500, 1_000, 2_000],
                {
                    (0..<$0).map { String(repeating: " ", count: $0) + "k\($0): &a\($0)" }.joined(separator: "\n")
                        + "\nlast: *a0"
                },
                { 4 * $0 }
            ),
            (
                "an anchor on deeply nested lists", [5_000, 10_000, 20_000, 40_000],
                { "a: &a " + String(repeating: "[", count: $0) + String(repeating: "]", count: $0) + "\nb: *a" },
                { 2 * $0 + 2 }
            ),
            (
                "a long anchor name", [5_000, 10_000, 20_000, 40_000],
                { "a: &" + String(repeating: "n", count: $0) + " 1\nb: *" + String(repeating: "n", count: $0) },
                { _ in 4 }
            ),
        ]
        for family in families {
            var previous: (bytes: Int, scanned: Int, counted: Int)?
            for size in family.sizes {
                let text = family.document(size)
                let bytes = text.utf8.count
                #expect(count(text) == String(family.nodes(size)), "\(family.name), \(size)")
                let (scanned, counted) = YAMLAliasExpansion.work(counting: text, limit: ConfigFileContent.maximumValues)
                #expect(scanned <= 2 * bytes + 1, "\(family.name), \(size): \(scanned) steps for \(bytes) bytes")
                if let previous {
                    #expect(
                        scanned * previous.bytes <= previous.scanned * bytes + 16 * previous.bytes,
                        "\(family.name), \(size): \(scanned) scanner steps after \(previous.scanned)")
                    #expect(
                        counted <= 2 * previous.counted + 16,
                        "\(family.name), \(size): \(counted) counter steps after \(previous.counted)")
                }
                previous = (bytes, scanned, counted)
            }
        }
    }
}
