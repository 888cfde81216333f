import Testing

@testable import TypedConfig

/// One input of python-dotenv's `tests/test_parser.py` and what its `parse_stream` yields, in order:
/// a binding (a name and its value, nil for a bare name) or an error. Its comment and blank-line
/// bindings (no key, no error) are left out: they set nothing here either. Its line numbers are not
/// compared: python-dotenv numbers a binding from the blank lines before it.
struct PythonDotenvCase: CustomTestStringConvertible, Sendable {
    enum Outcome: Equatable, Sendable {
        case binding(String, String?)
        case error
    }

    let input: String
    let expected: [Outcome]

    var testDescription: String { input.debugDescription }

    /// What this reader makes of `input`, in the same terms.
    var actual: [Outcome] {
        let result = DotEnvFile.parse(input)
        let bindings = result.entries.map { (line: $0.line, outcome: Outcome.binding($0.name, $0.value)) }
        let errors = result.problems.filter { $0.severity == .error }.map {
            (line: $0.filePosition?.line ?? 0, outcome: Outcome.error)
        }
        return (bindings + errors).sorted { $0.line < $1.line }.map(\.outcome)
    }
}

/// The cases of python-dotenv's `tests/test_parser.py` (theskumar/python-dotenv, commit 00349e5),
/// transcribed: 48 inputs, one listed twice there as here.
let pythonDotenvParserCases: [PythonDotenvCase] = [
    .init(input: "", expected: []),
    .init(input: "a=b", expected: [.binding("a", "b")]),
    .init(input: "'a'=b", expected: [.binding("a", "b")]),
    .init(input: "[=b", expected: [.binding("[", "b")]),
    .init(input: " a = b ", expected: [.binding("a", "b")]),
    .init(input: "export a=b", expected: [.binding("a", "b")]),
    .init(input: " export 'a'=b", expected: [.binding("a", "b")]),
    .init(input: "# a=b", expected: []),
    .init(input: "a=b#c", expected: [.binding("a", "b#c")]),
    .init(input: "a=b #c", expected: [.binding("a", "b")]),
    .init(input: "a= #c", expected: [.binding("a", "")]),
    .init(input: "a=  # comment", expected: [.binding("a", "")]),
    .init(input: "a=#b", expected: [.binding("a", "#b")]),
    .init(input: "a=b\t#c", expected: [.binding("a", "b")]),
    .init(input: "a=b c", expected: [.binding("a", "b c")]),
    .init(input: "a=b\tc", expected: [.binding("a", "b\tc")]),
    .init(input: "a=b  c", expected: [.binding("a", "b  c")]),
    .init(input: "a=b\u{00a0} c", expected: [.binding("a", "b\u{00a0} c")]),
    .init(input: "a=b c ", expected: [.binding("a", "b c")]),
    .init(input: "a='b c '", expected: [.binding("a", "b c ")]),
    .init(input: "a=\"b c \"", expected: [.binding("a", "b c ")]),
    .init(input: "export export_a=1", expected: [.binding("export_a", "1")]),
    .init(input: "export port=8000", expected: [.binding("port", "8000")]),
    .init(input: "a=\"b\nc\"", expected: [.binding("a", "b\nc")]),
    .init(input: "a='b\nc'", expected: [.binding("a", "b\nc")]),
    .init(input: "a=\"b\nc\"", expected: [.binding("a", "b\nc")]),
    .init(input: "a=\"b\\nc\"", expected: [.binding("a", "b\nc")]),
    .init(input: "a='b\\nc'", expected: [.binding("a", "b\\nc")]),
    .init(input: "a=\"b\\\"c\"", expected: [.binding("a", "b\"c")]),
    .init(input: "a='b\\'c'", expected: [.binding("a", "b'c")]),
    .init(input: "a=à", expected: [.binding("a", "à")]),
    .init(input: "a=\"à\"", expected: [.binding("a", "à")]),
    .init(input: "no_value_var", expected: [.binding("no_value_var", nil)]),
    .init(input: "a: b", expected: [.error]),
    .init(input: "a=b\nc=d", expected: [.binding("a", "b"), .binding("c", "d")]),
    .init(input: "a=b\rc=d", expected: [.binding("a", "b"), .binding("c", "d")]),
    .init(input: "a=b\r\nc=d", expected: [.binding("a", "b"), .binding("c", "d")]),
    .init(input: "a=\nb=c", expected: [.binding("a", ""), .binding("b", "c")]),
    .init(input: "\n\n", expected: []),
    .init(input: "a=b\n\n", expected: [.binding("a", "b")]),
    .init(input: "a=b\n\nc=d", expected: [.binding("a", "b"), .binding("c", "d")]),
    .init(input: "a=\"\nb=c", expected: [.error, .binding("b", "c")]),
    .init(input: "# comment\na=\"b\nc\"\nd=e\n", expected: [.binding("a", "b\nc"), .binding("d", "e")]),
    .init(input: "a=b\n# comment 1", expected: [.binding("a", "b")]),
    .init(input: "# comment 1\n# comment 2", expected: []),
    .init(
        input: "uglyKey[%$=\"S3cr3t_P4ssw#rD\" #\na=b",
        expected: [.binding("uglyKey[%$", "S3cr3t_P4ssw#rD"), .binding("a", "b")]),
    .init(input: "\u{feff}a=b", expected: [.binding("a", "b")]),
    .init(input: "\u{feff}a=b\nc=d", expected: [.binding("a", "b"), .binding("c", "d")]),
]

/// The inputs read differently on purpose, each with why and what this reader does instead. The
/// TypedConfig catalog's "Compatibility with python-dotenv" lists the same.
let pythonDotenvDifferences: [String: (reason: String, actual: [PythonDotenvCase.Outcome])] = [
    "[=b": (
        "a name follows the name rules, [A-Za-z_][A-Za-z0-9_.-]*, so that it can name a key; "
            + "python-dotenv takes any run of characters but '=', '#' and blanks",
        [.error]
    ),
    "uglyKey[%$=\"S3cr3t_P4ssw#rD\" #\na=b": (
        "the same name rule: 'uglyKey[%$' is an error at the name (a warning with .skipWithWarning), and the "
            + "next line is still read",
        [.error, .binding("a", "b")]
    ),
]

@Suite struct PythonDotenvParserTests {
    @Test(arguments: pythonDotenvParserCases) func agreesWithPythonDotenvOrDiffersAsDocumented(
        _ testCase: PythonDotenvCase
    ) {
        if let difference = pythonDotenvDifferences[testCase.input] {
            #expect(testCase.actual == difference.actual, "\(difference.reason)")
            #expect(testCase.actual != testCase.expected, "listed as a difference but agrees: \(difference.reason)")
        } else {
            #expect(testCase.actual == testCase.expected)
        }
    }

    @Test func everyCaseIsCountedAndEveryDifferenceIsACase() {
        #expect(pythonDotenvParserCases.count == 48)
        let inputs = Set(pythonDotenvParserCases.map(\.input))
        #expect(pythonDotenvDifferences.keys.allSatisfy(inputs.contains))
        let agreeing = pythonDotenvParserCases.filter { $0.actual == $0.expected }.count
        #expect(agreeing == 46)
    }
}
