import DocumentReading
import Foundation
import LoomTestSupport
import Testing

@testable import TypedConfig

/// `config.toml` and `config.{env}.toml`, read by TOMLKit, with positions found in the text.
@Suite struct TOMLFileTests {
    private func outcome(_ text: String) -> String {
        let content = ConfigFileContent(data: Data(text.utf8), path: "config.toml", format: .toml)
        if let problem = content.problem { return "error: \(problem)" }
        return content.root.map { dump($0) } ?? "none"
    }

    @Test func everyKindOfValueReadsAsTextAtItsPosition() {
        let text = """
            title = "demo" # a comment
            port = 8080
            ratio = 0.5
            on = true
            when = 1979-05-27T07:32:00Z
            hosts = ["a", 'b']
            server.name = "x"
            point = { x = 1, y = 2 }

            [database]
            host = "db"
            "quoted key" = '''
            many
            lines'''

            [[mirrors]]
            url = "https://m1"

            [[mirrors]]
            url = "https://m2"
            """
        #expect(
            outcome(text) == """
                {@? "title"@1:1: "demo"@1:9, "port"@2:1: "8080"@2:8, "ratio"@3:1: "0.5"@3:9, \
                "on"@4:1: "true"@4:6, "when"@5:1: "1979-05-27T07:32:00Z"@5:8, \
                "hosts"@6:1: [@6:9 "a"@6:10, "b"@6:15], "server"@7:1: {@7:1 "name"@7:1: "x"@7:15}, \
                "point"@8:1: {@8:9 "x"@8:11: "1"@8:15, "y"@8:18: "2"@8:22}, \
                "database"@10:2: {@10:1 "host"@11:1: "db"@11:8, "quoted key"@12:1: "many\\u{a}lines"@12:16}, \
                "mirrors"@16:3: [@16:1 {@16:1 "url"@17:1: "https://m1"@17:7}, {@19:1 "url"@20:1: "https://m2"@20:7}]}
                """)
    }

    /// Strings that hold brackets, quotes and `#`, nested arrays, arrays of inline tables, CRLF line
    /// ends, an implicit table, and array-of-tables blocks below another's element.
    @Test func trickyTextKeepsEveryPosition() {
        let text =
            "s = \"\"\"a ] # \"\" \\\"\"\"\"\"\r\nm = [[1, 2], [\"]\"]]\r\n"
            + "p = [{ x = 'a}' }, { x = \"b\" }]\r\n[a.b]\r\nc = 1\r\n"
            + "[[f]]\r\nn = 1\r\n[[f.v]]\r\nw = 2\r\n"
        #expect(
            outcome(text) == """
                {@? "s"@1:1: "a ] # \\"\\" \\"\\""@1:5, "m"@2:1: [@2:5 [@2:6 "1"@2:7, "2"@2:10], [@2:14 "]"@2:15]], \
                "p"@3:1: [@3:5 {@3:6 "x"@3:8: "a}"@3:12}, {@3:20 "x"@3:22: "b"@3:26}], \
                "a"@4:2: {@4:1 "b"@4:2: {@4:1 "c"@5:1: "1"@5:5}}, \
                "f"@6:3: [@6:1 {@6:1 "n"@7:1: "1"@7:5, "v"@8:3: [@8:1 {@8:1 "w"@9:1: "2"@9:5}]}]}
                """)
    }

    /// Random edits of a valid file: each is read or refused, and every position it gives is in the text.
    @Test func editedFilesNeverHangAndPointInsideTheText() {
        let valid = Array(
            """
            a = "x # ]"
            b.c = [1, [2, 'y'], { d = \"\"\"z\"\"\" }]
            [t."q k"]
            e = 1979-05-27
            [[arr]]
            f = -inf
            """.utf8)
        let pieces = [
            "{ a = }", "{,}", "x = ", "[a.]", "a..b = 1", "[", "]", "{", "}", "\"", "'", "\"\"\"", "=", ",", ".", "#",
            "\n", "\r\n", "[[", "é", "\\",
        ]
        var generator = SeededGenerator(seed: 19)
        for _ in 0..<5_000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let start = Int.random(in: 0...bytes.count, using: &generator)
                let end = min(bytes.count, start + Int.random(in: 0...3, using: &generator))
                let piece = Array((pieces.randomElement(using: &generator) ?? "").utf8)
                bytes.replaceSubrange(start..<end, with: Bool.random(using: &generator) ? piece : [])
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            func expectInside(_ position: TextPosition?) {
                guard let position else { return }
                let inside =
                    lines.indices.contains(position.line - 1)
                    && (1...(lines[position.line - 1].count + 1)).contains(position.column)
                #expect(inside, "\(position) is outside \(text.debugDescription)")
            }
            func visit(_ node: ConfigNode) {
                expectInside(node.position)
                switch node {
                case .mapping(let mapping):
                    for entry in mapping.entries {
                        expectInside(entry.keyPosition)
                        visit(entry.value)
                    }
                case .sequence(let items, _): items.forEach(visit)
                case .scalar, .null: break
                }
            }
            let content = ConfigFileContent(data: Data(text.utf8), path: "config.toml", format: .toml)
            if let root = content.root { visit(root) }
        }
    }

    @Test func aSyntaxErrorNamesTheLineAndColumn() {
        #expect(
            outcome("a = 1\nb = \n") == """
                error: config.toml:2:5: cannot read the file: Error while parsing key-value pair: \
                expected value, saw '\\n'
                """)
        #expect(
            outcome("a = 1\na = 2\n")
                == "error: config.toml:2:5: cannot read the file: Error while parsing key-value pair: "
                + "cannot redefine existing integer 'a'")
        #expect(
            outcome("a = \"x\u{0}\"")
                == "error: config.toml:1:7: cannot read the file: a NUL character; TOML allows none")
    }

    struct Database: Decodable, Equatable { var host: String; var port: Int }
    struct AppConfig: Decodable, Equatable {
        var title: String
        var timeout: Duration
        var database: Database
    }

    @Test func theEnvironmentsFileOverridesAndProblemsHaveLineAndColumn() async throws {
        let fixture = try ConfigFixture([
            "config.toml": "title = \"demo\"\ntimeout = \"30s\"\n\n[database]\nhost = \"localhost\"\nport = 5432\n",
            "config.production.toml": "[database]\nhost = \"db.internal\"\n",
        ])
        let (loader, _) = fixture.loader(environment: "production")
        let loaded = try await loader.loadWithProvenance(AppConfig.self)
        #expect(
            loaded.value
                == AppConfig(title: "demo", timeout: .seconds(30), database: Database(host: "db.internal", port: 5432)))
        #expect(
            fixture.shortened(loaded.provenance.source(of: "database.host")?.description ?? "")
                == "config.production.toml:2:8")
        #expect(
            fixture.shortened(loaded.provenance.source(of: "database.port")?.description ?? "") == "config.toml:6:8")

        try fixture.write("config.production.toml", "[database]\nport = \"fifty\"\nhots = 1\n")
        let (broken, _) = fixture.loader(environment: "production", strict: true)
        #expect(
            await fixture.errorText(broken, AppConfig.self) == """
                2 problems in the configuration:
                  config.production.toml:2:8: 'database.port': expected Int, given "fifty": "f" is not a decimal digit
                  config.production.toml:3:1: 'database.hots' is not a known key (did you mean 'host'?)
                """)
    }

    @Test func aTOMLAndAYAMLFileAtOneLevelAreAnError() async throws {
        let fixture = try ConfigFixture(["config.toml": "title = \"a\"\n", "config.yaml": "title: b\n"])
        let (loader, _) = fixture.loader()
        #expect(
            await fixture.errorText(loader, [String: String].self) == """
                1 problem in the configuration:
                  config.yaml: cannot read the file: config.yaml and config.toml are both at this level; keep one
                """)
    }
}
