import Testing

@testable import TypedConfig

/// One `.env` text from python-dotenv's tests of what a whole file sets (`dotenv_values`, and the
/// files its `set_key` writes) and the variables python-dotenv reads from it. A bare name's value
/// is nil, as python-dotenv's None. `expandsVariables` is python-dotenv's `interpolate`, and
/// `environment` what it expands from: this reader expands nothing, so neither changes `actual`.
struct PythonDotenvValuesCase: CustomTestStringConvertible, Sendable {
    enum Outcome: Equatable, Sendable {
        case variables([String: String?])
        case error
    }

    let input: String
    var expandsVariables = false
    var environment: [String: String] = [:]
    let expected: [String: String?]

    var testDescription: String {
        guard expandsVariables else { return input.debugDescription }
        let defined = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(input.debugDescription) expanded from [\(defined.joined(separator: ", "))]"
    }

    /// What this reader makes of `input`: the variables, the later line winning, or an error if any
    /// line cannot be read (a warning, such as for a name set twice, is not counted).
    var actual: Outcome {
        let result = DotEnvFile.parse(input)
        guard !result.problems.contains(where: { $0.severity == .error }) else { return .error }
        return .variables(Dictionary(result.entries.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }))
    }
}

/// python-dotenv's whole-file cases (theskumar/python-dotenv, commit 01f0870), transcribed:
/// `tests/test_main.py`'s `dotenv_values` cases, the files its `set_key` cases leave and the files
/// its `set_key` round trips write, and `tests/test_variables.py`'s values as `x=VALUE` expanded with
/// nothing defined (its `parse_variables` pieces joined: a variable gives its default or "").
/// `tests/test_multiline.py` (an unquoted value continued on the next lines) is left out: it is not
/// in python-dotenv's current tests, whose parser reads those lines as bare names.
let pythonDotenvValuesCases: [PythonDotenvValuesCase] = [
    // test_dotenv_values_file
    .init(input: "a=b", expected: ["a": "b"]),
    // test_dotenv_values_string_io
    .init(input: "a=$b", environment: ["b": "c"], expected: ["a": "$b"]),
    .init(input: "a=$b", expandsVariables: true, environment: ["b": "c"], expected: ["a": "$b"]),
    .init(input: "a=${b}", environment: ["b": "c"], expected: ["a": "${b}"]),
    .init(input: "a=${b}", expandsVariables: true, environment: ["b": "c"], expected: ["a": "c"]),
    .init(input: "a=${b:-d}", environment: ["b": "c"], expected: ["a": "${b:-d}"]),
    .init(input: "a=${b:-d}", expandsVariables: true, environment: ["b": "c"], expected: ["a": "c"]),
    .init(input: "b=c\na=${b}", expandsVariables: true, expected: ["a": "c", "b": "c"]),
    .init(input: "a=${b}", expandsVariables: true, expected: ["a": ""]),
    .init(input: "a=${b:-d}", expandsVariables: true, expected: ["a": "d"]),
    .init(input: "a=\"${b}\"", expandsVariables: true, environment: ["b": "c"], expected: ["a": "c"]),
    .init(input: "a='${b}'", expandsVariables: true, environment: ["b": "c"], expected: ["a": "c"]),
    .init(input: "a=x${b}y", expandsVariables: true, environment: ["b": "c"], expected: ["a": "xcy"]),
    .init(input: "a=${a}", expandsVariables: true, environment: ["a": "b"], expected: ["a": "b"]),
    .init(input: "a=${a}", expandsVariables: true, expected: ["a": ""]),
    .init(input: "a=${a:-c}", expandsVariables: true, environment: ["a": "b"], expected: ["a": "b"]),
    .init(input: "a=${a:-c}", expandsVariables: true, expected: ["a": "c"]),
    .init(input: "a=${b}${b}", expandsVariables: true, environment: ["b": "c"], expected: ["a": "cc"]),
    .init(input: "b=d\na=${b}", expandsVariables: true, environment: ["b": "c"], expected: ["a": "d", "b": "d"]),
    .init(input: "a=b\na=c\nd=${a}", expandsVariables: true, expected: ["a": "c", "d": "c"]),
    .init(input: "a=b\nc=${a}\nd=e\nc=${d}", expandsVariables: true, expected: ["a": "b", "c": "e", "d": "e"]),
    // test_dotenv_values_empty_value_with_inline_comment
    .init(input: "KEY= # comment", expected: ["KEY": ""]),
    .init(input: "KEY=  # comment", expected: ["KEY": ""]),
    .init(input: "KEY=val # comment", expected: ["KEY": "val"]),
    .init(input: "KEY=a#b", expected: ["KEY": "a#b"]),
    .init(input: "KEY=#novalue", expected: ["KEY": "#novalue"]),
    .init(input: "KEY=# # comment", expected: ["KEY": "#"]),
    .init(input: "KEY=\t# comment", expected: ["KEY": ""]),
    .init(input: "KEY= # comment\nOTHER=val", expected: ["KEY": "", "OTHER": "val"]),
    // test_set_key: the file left after setting a value
    .init(input: "a=''\n", expected: ["a": ""]),
    .init(input: "a='b'\n", expected: ["a": "b"]),
    .init(input: #"a='\'b\''"# + "\n", expected: ["a": "'b'"]),
    .init(input: #"a='"b"'"# + "\n", expected: ["a": #""b""#]),
    .init(input: #"a='b\'c'"# + "\n", expected: ["a": "b'c"]),
    .init(input: #"a='b"c'"# + "\n", expected: ["a": #"b"c"#]),
    .init(input: "a='c'\n\n", expected: ["a": "c"]),
    .init(input: "a='e'\nc=d", expected: ["a": "e", "c": "d"]),
    .init(input: "a=b\nc='g'\ne=f", expected: ["a": "b", "c": "g", "e": "f"]),
    .init(input: "a=b\nc='d'\n", expected: ["a": "b", "c": "d"]),
    .init(input: #"a='b\\c'"# + "\n", expected: ["a": #"b\c"#]),
    .init(input: #"a='b\\'"# + "\n", expected: ["a": #"b\"#]),
    .init(input: #"a='b\\\'c'"# + "\n", expected: ["a": #"b\'c"#]),
    // test_set_key_round_trips: `a` set to each value, then `b` to "sentinel"
    .init(input: #"a='C:\\Users'"# + "\nb='sentinel'\n", expected: ["a": #"C:\Users"#, "b": "sentinel"]),
    .init(input: #"a='C:\\Users\\'"# + "\nb='sentinel'\n", expected: ["a": #"C:\Users\"#, "b": "sentinel"]),
    .init(input: #"a='\\d+'"# + "\nb='sentinel'\n", expected: ["a": #"\d+"#, "b": "sentinel"]),
    .init(input: #"a='back\\'"# + "\nb='sentinel'\n", expected: ["a": #"back\"#, "b": "sentinel"]),
    .init(input: #"a='a\\\'b'"# + "\nb='sentinel'\n", expected: ["a": #"a\'b"#, "b": "sentinel"]),
    .init(input: #"a='it\'s'"# + "\nb='sentinel'\n", expected: ["a": "it's", "b": "sentinel"]),
    .init(input: #"a='say "hi"'"# + "\nb='sentinel'\n", expected: ["a": #"say "hi""#, "b": "sentinel"]),
    .init(input: #"a='a\\nb'"# + "\nb='sentinel'\n", expected: ["a": #"a\nb"#, "b": "sentinel"]),
    .init(input: "a='plain'\nb='sentinel'\n", expected: ["a": "plain", "b": "sentinel"]),
    .init(input: "a=''\nb='sentinel'\n", expected: ["a": "", "b": "sentinel"]),
    // test_parse_variables
    .init(input: "x=", expandsVariables: true, expected: ["x": ""]),
    .init(input: "x=a", expandsVariables: true, expected: ["x": "a"]),
    .init(input: "x=${a}", expandsVariables: true, expected: ["x": ""]),
    .init(input: "x=${a:-b}", expandsVariables: true, expected: ["x": "b"]),
    .init(input: "x=${a}${b}", expandsVariables: true, expected: ["x": ""]),
    .init(input: "x=a${b}c${d}e", expandsVariables: true, expected: ["x": "ace"]),
]

/// The whole-file cases read differently on purpose: python-dotenv expands `${NAME}` (and
/// `${NAME:-default}`) when asked to, and this reader keeps every value as written, which is what
/// python-dotenv gives without expansion. The TypedConfig catalog's "Compatibility with
/// python-dotenv" lists the same.
let pythonDotenvValuesDifferences: [String: (reason: String, actual: PythonDotenvValuesCase.Outcome)] = {
    let reason =
        "no variable expansion: a value is what the file says, and layers, not substitution, decide what wins"
    let literal: [(input: String, environment: [String: String], variables: [String: String?])] = [
        ("a=${b}", ["b": "c"], ["a": "${b}"]),
        ("a=${b:-d}", ["b": "c"], ["a": "${b:-d}"]),
        ("b=c\na=${b}", [:], ["a": "${b}", "b": "c"]),
        ("a=${b}", [:], ["a": "${b}"]),
        ("a=${b:-d}", [:], ["a": "${b:-d}"]),
        ("a=\"${b}\"", ["b": "c"], ["a": "${b}"]),
        ("a='${b}'", ["b": "c"], ["a": "${b}"]),
        ("a=x${b}y", ["b": "c"], ["a": "x${b}y"]),
        ("a=${a}", ["a": "b"], ["a": "${a}"]),
        ("a=${a}", [:], ["a": "${a}"]),
        ("a=${a:-c}", ["a": "b"], ["a": "${a:-c}"]),
        ("a=${a:-c}", [:], ["a": "${a:-c}"]),
        ("a=${b}${b}", ["b": "c"], ["a": "${b}${b}"]),
        ("b=d\na=${b}", ["b": "c"], ["a": "${b}", "b": "d"]),
        ("a=b\na=c\nd=${a}", [:], ["a": "c", "d": "${a}"]),
        ("a=b\nc=${a}\nd=e\nc=${d}", [:], ["a": "b", "c": "${d}", "d": "e"]),
        ("x=${a}", [:], ["x": "${a}"]),
        ("x=${a:-b}", [:], ["x": "${a:-b}"]),
        ("x=${a}${b}", [:], ["x": "${a}${b}"]),
        ("x=a${b}c${d}e", [:], ["x": "a${b}c${d}e"]),
    ]
    return Dictionary(
        uniqueKeysWithValues: literal.map {
            let description = PythonDotenvValuesCase(
                input: $0.input, expandsVariables: true, environment: $0.environment, expected: [:]
            ).testDescription
            return (description, (reason, .variables($0.variables)))
        })
}()

@Suite struct PythonDotenvValuesTests {
    @Test(arguments: pythonDotenvValuesCases) func agreesWithPythonDotenvOrDiffersAsDocumented(
        _ testCase: PythonDotenvValuesCase
    ) {
        if let difference = pythonDotenvValuesDifferences[testCase.testDescription] {
            #expect(testCase.actual == difference.actual, "\(difference.reason)")
            #expect(
                testCase.actual != .variables(testCase.expected),
                "listed as a difference but agrees: \(difference.reason)")
        } else {
            #expect(testCase.actual == .variables(testCase.expected))
        }
    }

    @Test func everyCaseIsCountedAndEveryDifferenceIsACase() {
        #expect(pythonDotenvValuesCases.count == 58)
        let descriptions = Set(pythonDotenvValuesCases.map(\.testDescription))
        #expect(descriptions.count == 58)
        #expect(pythonDotenvValuesDifferences.keys.allSatisfy(descriptions.contains))
        let agreeing = pythonDotenvValuesCases.filter { $0.actual == .variables($0.expected) }.count
        #expect(agreeing == 38)
    }
}
