import Testing

@testable import TypedConfig

@Suite struct CommandLineOptionsTests {
    private func option(_ name: String, _ value: String?, at index: Int) -> ConfigLoader.ParsedOption {
        ConfigLoader.ParsedOption(flag: "--" + name, value: value, argumentIndex: index)
    }

    private func problem(_ index: Int, _ argument: String, _ message: String) -> CommandLineProblem {
        CommandLineProblem(argumentIndex: index, argument: argument, message: message)
    }

    private let notAnOption = "configuration options start with '--'"
    private let afterEnd = "not a configuration option (it follows '--', which ends the options)"
    private let nameRule = "expected a letter or digit followed by letters, digits, '.', '_' or '-'"

    /// Parses arguments that must give no problems.
    private func options(_ arguments: [String]) -> [ConfigLoader.ParsedOption] {
        let result = CommandLineOptions.parse(arguments)
        #expect(result.problems == [])
        return result.options
    }

    @Test func noArgumentsGiveNothing() {
        let result = CommandLineOptions.parse([])
        #expect(result.options == [])
        #expect(result.problems == [])
    }

    @Test func equalsFormTakesEverythingAfterTheFirstEquals() {
        #expect(
            options(["--database-host=db.local", "--empty=", "--list=a,b,c", "--expr=a=b,c=d", "--x==", "--url=é 👋"])
                == [
                    option("database-host", "db.local", at: 0), option("empty", "", at: 1),
                    option("list", "a,b,c", at: 2),
                    option("expr", "a=b,c=d", at: 3), option("x", "=", at: 4), option("url", "é 👋", at: 5),
                ])
    }

    @Test func equalsFormNeverTakesTheNextArgument() {
        let result = CommandLineOptions.parse(["--a=1", "2"])
        #expect(result.options == [option("a", "1", at: 0)])
        #expect(result.problems == [problem(1, "2", notAnOption)])
    }

    @Test func separateValueIsTheNextArgument() {
        #expect(
            options(["--port", "8080", "--name", "two words", "--empty", "", "--list", "a,b"]) == [
                option("port", "8080", at: 0), option("name", "two words", at: 2), option("empty", "", at: 4),
                option("list", "a,b", at: 6),
            ])
    }

    @Test func negativeNumbersAndDashAreValues() {
        #expect(
            options(["--offset", "-5", "--scale", "-0.5", "--input", "-", "--n", "-1e3"]) == [
                option("offset", "-5", at: 0), option("scale", "-0.5", at: 2), option("input", "-", at: 4),
                option("n", "-1e3", at: 6),
            ])
    }

    @Test func anotherOptionIsNotAValue() {
        #expect(
            options(["--verbose", "--port", "1", "--quiet", "--x=2", "--last"]) == [
                option("verbose", nil, at: 0), option("port", "1", at: 1), option("quiet", nil, at: 3),
                option("x", "2", at: 4), option("last", nil, at: 5),
            ])
    }

    @Test func singleDashSwitchIsNotAValueAndIsAProblem() {
        let result = CommandLineOptions.parse(["--verbose", "-x", "--offset", "-.5", "--y", "-a1"])
        #expect(
            result.options == [option("verbose", nil, at: 0), option("offset", nil, at: 2), option("y", nil, at: 4)])
        #expect(
            result.problems == [
                problem(1, "-x", notAnOption), problem(3, "-.5", notAnOption), problem(5, "-a1", notAnOption),
            ])
    }

    @Test func repeatedFlagsAreAllKeptInOrder() {
        #expect(
            options(["--tag", "a", "--tag=b", "--verbose", "--tag", "c", "--verbose"]) == [
                option("tag", "a", at: 0), option("tag", "b", at: 2), option("verbose", nil, at: 3),
                option("tag", "c", at: 4), option("verbose", nil, at: 6),
            ])
    }

    @Test func namesMayStartWithADigitAndHoldDotsUnderscoresAndDashes() {
        #expect(
            options(["--9lives", "--a.b_c-d=1", "--A", "--x-", "--0"]) == [
                option("9lives", nil, at: 0), option("a.b_c-d", "1", at: 1), option("A", nil, at: 2),
                option("x-", nil, at: 3), option("0", nil, at: 4),
            ])
    }

    @Test func invalidNamesAreProblems() {
        let arguments = ["---x", "--_x", "--.x", "--a b", "--é", "--a/b=1", "--a\u{0}"]
        let result = CommandLineOptions.parse(arguments)
        #expect(result.options == [])
        #expect(
            result.problems == [
                problem(0, "---x", "invalid option name '-x': \(nameRule)"),
                problem(1, "--_x", "invalid option name '_x': \(nameRule)"),
                problem(2, "--.x", "invalid option name '.x': \(nameRule)"),
                problem(3, "--a b", "invalid option name 'a b': \(nameRule)"),
                problem(4, "--é", "invalid option name 'é': \(nameRule)"),
                problem(5, "--a/b=1", "invalid option name 'a/b': \(nameRule)"),
                problem(6, "--a\u{0}", "invalid option name 'a\\u{0}': \(nameRule)"),
            ])
    }

    @Test func missingNameBeforeEqualsIsAProblem() {
        let result = CommandLineOptions.parse(["--=x", "--="])
        #expect(result.options == [])
        #expect(
            result.problems == [
                problem(0, "--=x", "expected an option name between '--' and '='"),
                problem(1, "--=", "expected an option name between '--' and '='"),
            ])
    }

    @Test func invalidFlagDoesNotTakeTheNextArgument() {
        let result = CommandLineOptions.parse(["--bad!", "value", "--ok", "1"])
        #expect(result.options == [option("ok", "1", at: 2)])
        #expect(
            result.problems == [
                problem(0, "--bad!", "invalid option name 'bad!': \(nameRule)"), problem(1, "value", notAnOption),
            ])
    }

    @Test func positionalWordsAndSingleDashesAreProblems() {
        let result = CommandLineOptions.parse(["serve", "-v", "", "-", "-5", "—long-dash", "--ok"])
        #expect(result.options == [option("ok", nil, at: 6)])
        #expect(
            result.problems == [
                problem(0, "serve", notAnOption), problem(1, "-v", notAnOption), problem(2, "", notAnOption),
                problem(3, "-", notAnOption), problem(4, "-5", notAnOption), problem(5, "—long-dash", notAnOption),
            ])
    }

    @Test func doubleDashEndsTheOptions() {
        let result = CommandLineOptions.parse(["--a", "1", "--", "--b", "x", "--", "-v"])
        #expect(result.options == [option("a", "1", at: 0)])
        #expect(
            result.problems == [
                problem(3, "--b", afterEnd), problem(4, "x", afterEnd), problem(5, "--", afterEnd),
                problem(6, "-v", afterEnd),
            ])
    }

    @Test func doubleDashIsNeverAValue() {
        let result = CommandLineOptions.parse(["--flag", "--", "value"])
        #expect(result.options == [option("flag", nil, at: 0)])
        #expect(result.problems == [problem(2, "value", afterEnd)])
        #expect(options(["--flag", "--"]) == [option("flag", nil, at: 0)])
    }

    @Test func descriptionNumbersArgumentsFromOneAndQuotesThem() {
        let result = CommandLineOptions.parse([
            "--a", "1", "--b", "-v", "line\nbreak", String(repeating: "y", count: 70),
        ])
        #expect(
            result.problems.map(\.description) == [
                "argument 4 ('-v'): configuration options start with '--'",
                "argument 5 ('line\\nbreak'): configuration options start with '--'",
                "argument 6 ('\(String(repeating: "y", count: 60))…'): configuration options start with '--'",
            ])
        #expect(result.problems.map(\.argumentIndex) == [3, 4, 5])
        #expect(result.problems.last?.argument == String(repeating: "y", count: 70))
    }

    @Test func flagKeepsTheNameAsWritten() {
        let parsed = options(["--Database.Host=x"])
        #expect(parsed.map(\.flag) == ["--Database.Host"])
        #expect(parsed.map(\.name) == ["Database.Host"])
    }

    @Test func combiningCharacterAfterEqualsStaysInTheValue() {
        #expect(options(["--a=\u{301}x"]) == [option("a", "\u{301}x", at: 0)])
    }
}
