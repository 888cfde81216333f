import Foundation

extension ConfigLoader {
    /// The profiles ``environment`` names, in the order given: `"production,eu"` is
    /// `["production", "eu"]`, whose files apply left to right (`config.production.*`, then
    /// `config.eu.*`, which wins; likewise `.env.production`, then `.env.eu`). Empty when the list
    /// is malformed: a load then fails with a problem that says how.
    ///
    /// ```swift
    /// ConfigLoader(directory: configDirectory, environment: "Production, EU").profiles   // ["production", "eu"]
    /// ```
    public var profiles: [String] {
        Self.readProfiles(environment).names
    }

    /// What is wrong with ``environment`` as a list of profiles, when anything is: each name becomes
    /// part of file names, so it may not be empty, reach outside the directory, or repeat.
    var profileProblems: [ConfigProblem] {
        Self.readProfiles(environment).problems
    }

    static func readProfiles(_ environment: String) -> (names: [String], problems: [ConfigProblem]) {
        let given = environment.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var names: [String] = []
        var problems: [ConfigProblem] = []
        func problem(_ reason: String?) {
            problems.append(
                ConfigProblem(
                    kind: .invalidValue, keyPath: "",
                    expected: "an environment name of letters, digits, '-' and '_', or several separated by commas",
                    given: ProblemText.quoted(environment, in: "\""), reason: reason))
        }
        for (index, name) in given.enumerated() {
            let position = given.count > 1 ? "name \(index + 1)" : "the name"
            if name.isEmpty {
                problem("\(position) is empty")
            } else if !name.unicodeScalars.allSatisfy(isProfileScalar) {
                problem(
                    given.count > 1 ? "\(position), \(ProblemText.quoted(name, in: "\"")), is not such a name" : nil)
            } else if names.contains(name) {
                problem("\(ProblemText.quoted(name, in: "\"")) is named twice")
            } else {
                names.append(name)
            }
        }
        return (problems.isEmpty ? names : [], problems)
    }

    private static func isProfileScalar(_ scalar: Unicode.Scalar) -> Bool {
        CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
    }
}
