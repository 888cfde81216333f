import LoomTestSupport
import Testing

@testable import Bindings

/// Random binding paths that ``BindingPath/init(parsing:)`` could have produced.
private struct PathGenerator {
    var random: SeededGenerator

    static let keyScalars = Array("abcXYZ_09$@é名\u{301}🇫🇷-+<>,:?!()".unicodeScalars)
    static let identifierScalars = Array("aeiouKLMN_xyz09é".unicodeScalars)
    static let bracketScalars = Array("ab .,@[<>()-09é 名\u{301}🇫🇷\u{A0}\u{2028}".unicodeScalars)

    mutating func path() -> BindingPath {
        BindingPath(
            viewSteps: (0..<Int.random(in: 0...5, using: &random)).map { _ in viewStep() },
            dataKeyPath: (0..<Int.random(in: 0...5, using: &random)).map { _ in dataKey() })
    }

    mutating func viewStep() -> BindingPath.ViewStep {
        switch Int.random(in: 0..<11, using: &random) {
        case 0: .superview
        case 1: .rootview
        case 2: .cell
        case 3: .superviewWithTag(integer())
        case 4: .superviewWithRestorationID(text(from: Self.bracketScalars))
        case 5: .superviewWithClass(className(depth: 0))
        case 6: .subviews(abs(integer() / 2))
        case 7: .subviewWithTag(integer())
        case 8: .subviewWithRestorationID(text(from: Self.bracketScalars))
        case 9: .subviewWithClass(className(depth: 0))
        default: .property(viewKey())
        }
    }

    mutating func integer() -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Int.random(in: -9...9, using: &random)
        case 1: Int.min
        case 2: Int.max
        default: Int.random(in: Int.min...Int.max, using: &random)
        }
    }

    /// A key that does not read as an operator, `superview` or `dataObject`.
    mutating func viewKey() -> String {
        while true {
            let key = text(from: Self.keyScalars)
            if !key.hasPrefix("@"), key != "superview", key != "dataObject" { return key }
        }
    }

    mutating func dataKey() -> String {
        while true {
            let key = text(from: Self.keyScalars)
            if ViewOperator.byName[key] == nil { return key }
        }
    }

    mutating func className(depth: Int) -> String {
        let choice = depth > 2 ? 0 : Int.random(in: 0..<7, using: &random)
        switch choice {
        case 0, 1:
            return (0..<Int.random(in: 1...3, using: &random)).map { _ in text(from: Self.identifierScalars) }
                .joined(separator: ".")
        case 2: return "[\(className(depth: depth + 1))]"
        case 3: return "[\(className(depth: depth + 1)): \(className(depth: depth + 1))]"
        case 4: return className(depth: depth + 1) + "?"
        case 5: return "(\(className(depth: depth + 1)), \(className(depth: depth + 1)))"
        default:
            let arguments = (0..<Int.random(in: 1...3, using: &random)).map { _ in className(depth: depth + 1) }
            return text(from: Self.identifierScalars) + "<" + arguments.joined(separator: ", ") + ">"
        }
    }

    mutating func text(from scalars: [Unicode.Scalar]) -> String {
        var result = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            result.append(scalars.randomElement(using: &random) ?? "a")
        }
        return String(result)
    }
}

@Suite struct BindingPathRandomTests {
    @Test func descriptionsRoundTrip() throws {
        var generator = PathGenerator(random: SeededGenerator(seed: 2024))
        for _ in 0..<3000 {
            let path = generator.path()
            let parsed = try BindingPath(parsing: path.description)
            #expect(parsed == path, "\(path.description)")
            #expect(parsed.description == path.description)
        }
    }

    @Test func generatedClassNamesMatchThemselves() {
        var generator = PathGenerator(random: SeededGenerator(seed: 7))
        for _ in 0..<2000 {
            let name = generator.className(depth: 0)
            guard let pattern = ClassNamePattern(parsing: name) else {
                Issue.record("\(name) did not parse")
                continue
            }
            #expect(pattern.matches(pattern), "\(name)")
        }
    }

    static let garbageTokens = [
        ".", ".", "[", "]", "@", "dataObject", "superview", "@superview", "@superviewWithTag", "@subviews",
        "@superviewWithClass", "@subviewWithRestorationID", "@cell", "<", ">", ",", ":", "?", "(", ")", "-", "1",
        "9", "a", "name", " ", "\n", "\t", "\u{0}", "é", "\u{301}", "🇫🇷", "\u{2028}", "\u{A0}", "\r\n", "]]", "[[",
    ]

    @Test func garbageNeverTraps() {
        var random = SeededGenerator(seed: 99)
        for _ in 0..<5000 {
            let count = Int.random(in: 0...40, using: &random)
            let text = (0..<count).map { _ in Self.garbageTokens.randomElement(using: &random) ?? "" }.joined()
            check(text)
        }
    }

    @Test func mutatedPathsNeverTrap() {
        var generator = PathGenerator(random: SeededGenerator(seed: 31))
        var random = SeededGenerator(seed: 32)
        let alphabet = Array(".[]@ -1a\u{301}\n>".unicodeScalars)
        for _ in 0..<3000 {
            var scalars = Array(generator.path().description.unicodeScalars)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0...scalars.count, using: &random)
                let scalar = alphabet.randomElement(using: &random) ?? "."
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where index < scalars.count: scalars.remove(at: index)
                case 1 where index < scalars.count: scalars[index] = scalar
                default: scalars.insert(scalar, at: index)
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            check(String(view))
        }
    }

    /// A parsed path must round-trip; an error must point inside the text or just past it.
    private func check(_ text: String) {
        let shown = String(text.prefix(60))
        do {
            let path = try BindingPath(parsing: text)
            let again = try? BindingPath(parsing: path.description)
            #expect(again == path, "\(shown)")
        } catch {
            let description = error.description
            let columnInRange = (1...text.count + 1).contains(error.column)
            let firstLine =
                "cannot read binding path \"" + PathExcerpt(input: text, column: error.column).quoted
                + "\" at column \(error.column): expected \(error.expected), found \(error.found)\n"
            let linesBelow = description.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(columnInRange, "\(shown)")
            #expect(error.input == text, "\(shown)")
            #expect(description.hasPrefix(firstLine), "\(shown)")
            let adviceLines = (error.suggestion == nil ? 0 : 1) + (error.note == nil ? 0 : 1)
            #expect(linesBelow == 3 + adviceLines, "\(shown)")
        }
    }

    /// Paths a quadratic reader would choke on, at lengths up to ``BindingPath/maximumLength``.
    /// Reading them is measured in scalars looked at, not in time: at most a few per scalar of the
    /// path, so that twice the path takes at most twice the steps.
    @Test func worstCasesStayLinear() {
        let families: [(name: String, path: (Int) -> String)] = [
            ("unclosed brackets", { "@superviewWithClass[" + String(repeating: "[", count: $0) }),
            ("nested generics", { "@superviewWithClass[" + String(repeating: "Box<", count: $0 / 4) + "]" }),
            (
                "a dotted class name",
                { "@superviewWithClass[" + String(repeating: "A.", count: $0 / 2) + "A].dataObject" }
            ),
            ("an unclosed identifier", { "@superviewWithRestorationID[" + String(repeating: ".", count: $0) }),
            ("misspelled operators", { String(repeating: "@superveiw.", count: $0 / 11) }),
            ("misspelled dataObjects", { String(repeating: "dataobject.", count: $0 / 11) + "x" }),
            ("one long operator", { "@" + String(repeating: "superview", count: $0 / 9) }),
            ("many keys", { String(repeating: "a.", count: $0 / 2) + "a" }),
        ]
        for family in families {
            var previous: Int?
            for length in [500, 1_000, 2_000, 4_000] {
                let text = family.path(length)
                #expect(text.unicodeScalars.count <= BindingPath.maximumLength)
                check(text)
                let steps = BindingPathParser.steps(parsing: text)
                #expect(steps <= 4 * text.unicodeScalars.count, "\(family.name), \(length): \(steps) steps")
                if let previous {
                    #expect(steps <= 2 * previous + 16, "\(family.name), \(length): \(steps) steps after \(previous)")
                }
                previous = steps
            }
        }
        // Longer paths are refused after `maximumLength` scalars, however long they are.
        for text in [String(repeating: "x", count: 1_000_000), String(repeating: "\u{301}", count: 100_000)] {
            check(text)
            #expect {
                try BindingPath(parsing: text)
            } throws: { error in
                let error = error as? BindingPathError
                return error?.expected == "a path of at most \(BindingPath.maximumLength) characters"
                    && error?.found == "a longer path"
            }
        }
    }
}
