import DocumentReading
import Foundation
import Testing

@testable import TypedConfig

/// What python-dotenv writes and reads, read the same way here: bare names, quoted names, `\'`
/// inside single quotes, and skipping bad lines with a warning.
@Suite struct DotEnvCompatibilityTests {
    private func entry(_ name: String, _ value: String?, line: Int, column: Int) -> DotEnvEntry {
        DotEnvEntry(name: name, value: value, line: line, column: column)
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ConfigProblem {
        .unreadableFile(".env", at: TextPosition(line: line, column: column), reason: message)
    }

    /// python-dotenv reads a name without `=` as a variable without a value.
    @Test func aBareNameHasNoValue() {
        let result = DotEnvFile.parse("  FOO  \nexport BAR\nexport\nBAZ # listed\n'Q'\nA=1")
        #expect(result.problems == [])
        #expect(
            result.entries == [
                entry("FOO", nil, line: 1, column: 3), entry("BAR", nil, line: 2, column: 8),
                entry("export", nil, line: 3, column: 1), entry("BAZ", nil, line: 4, column: 1),
                entry("Q", nil, line: 5, column: 2), entry("A", "1", line: 6, column: 3),
            ])
    }

    @Test func aQuotedNameFollowsTheNameRules() {
        let result = DotEnvFile.parse(" export 'a'=b\n'B' = \"c\"")
        #expect(result.problems == [])
        #expect(result.entries == [entry("a", "b", line: 1, column: 13), entry("B", "c", line: 2, column: 8)])
        let rule = "expected a letter or '_' followed by letters, digits, '_', '.' or '-'"
        #expect(
            DotEnvFile.parse("'a b'=1\n'c=2").problems == [
                error(1, 2, "invalid name 'a b'': \(rule)"), error(2, 2, "invalid name 'c': \(rule)"),
            ])
    }

    /// python-dotenv writes a value holding `'` as `'...\'...'`; reading it back gives the quote.
    @Test func singleQuotedValuesReadEscapedQuotesAndBackslashes() {
        let result = DotEnvFile.parse(#"A='b\'c'"# + "\n" + #"B='it\'s \\ here \n'"#)
        #expect(result.problems == [])
        #expect(
            result.entries == [
                entry("A", "b'c", line: 1, column: 4), entry("B", #"it's \ here \n"#, line: 2, column: 4),
            ])
    }

    @Test func skippingBadLinesTurnsSyntaxErrorsIntoWarnings() {
        let result = DotEnvFile.parse("A=1\nnot valid\nB='open\nC=3", path: ".env", badLines: .skipWithWarning)
        #expect(result.entries == [entry("A", "1", line: 1, column: 3), entry("C", "3", line: 4, column: 3)])
        #expect(
            result.problems.map(\.description) == [
                "warning: .env:2:1: cannot read the file: expected NAME=value, found 'not valid'; the line is skipped",
                "warning: .env:3:3: cannot read the file: unterminated single-quoted value of 'B': expected a "
                    + "closing \"'\" before the end of the file; the line is skipped",
            ])
    }

    // MARK: Loading

    private struct Service: Decodable, Equatable {
        var host: String
        var port: Int
        var token: String?
    }

    @Test func aBareNameSetsNothingAndLowerLayersKeepTheirValue() async throws {
        let fixture = try ConfigFixture(["config.yaml": "host: from-yaml\nport: 1\n", ".env": "HOST\nPORT=2\nTOKEN\n"])
        let loaded = try await fixture.loader().0.loadWithProvenance(Service.self)
        #expect(loaded.value == Service(host: "from-yaml", port: 2, token: nil))
        #expect(fixture.shortened(loaded.provenance.source(of: "host")?.description ?? "") == "config.yaml:1:7")
        #expect(loaded.warnings == [])
    }

    @Test func aBadLineFailsTheLoadByDefaultAndIsSkippedWithAWarningWhenAskedTo() async throws {
        let fixture = try ConfigFixture([".env": "HOST=h\nPORT=2\nnot valid\n"])
        let (strict, _) = fixture.loader()
        #expect(
            await fixture.errorText(strict, Service.self) == """
                1 problem in the configuration:
                  .env:3:1: cannot read the file: expected NAME=value, found 'not valid'
                """)
        let log = WarningLog()
        var options = ConfigLoader.Options(warningHandler: { log.append($0) })
        options.dotEnvBadLines = .skipWithWarning
        let lenient = ConfigLoader(
            directory: fixture.directory, environment: nil, environmentVariables: [:], arguments: ["app"],
            options: options)
        let loaded = try await lenient.loadWithProvenance(Service.self)
        #expect(loaded.value == Service(host: "h", port: 2, token: nil))
        let warning =
            "warning: .env:3:1: cannot read the file: expected NAME=value, found 'not valid'; the line is skipped"
        #expect(loaded.warnings.map { fixture.shortened($0.description) } == [warning])
        #expect(loaded.warnings.map(\.kind) == [.malformedFile])
        #expect(log.all.map { fixture.shortened($0.description) } == [warning])
    }
}
