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
            #expect(linesBelow == (error.suggestion == nil && error.note == nil ? 3 : 4), "\(shown)")
        }
    }

    @Test func worstCasesStayLinear() {
        let limit = BindingPath.maximumLength
        let cases = [
            "@superviewWithClass[" + String(repeating: "[", count: limit - 20),
            "@superviewWithClass[" + String(repeating: "Box<", count: (limit - 22) / 4) + "]",
            "@superviewWithClass[" + String(repeating: "A.", count: (limit - 22) / 2) + "A].dataObject",
            "@superviewWithRestorationID[" + String(repeating: ".", count: limit - 30),
            String(repeating: "@superveiw.", count: limit / 11),
            String(repeating: "dataobject.", count: limit / 11 - 1) + "x",
            "@" + String(repeating: "superview", count: (limit - 1) / 9),
            String(repeating: "a.", count: limit / 2 - 1) + "a",
            String(repeating: "x", count: 1_000_000),
            String(repeating: "\u{301}", count: 100_000),
        ]
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for text in cases {
                for _ in 0..<5 { check(text) }
            }
        }
        // Each parse is well under a millisecond in release; this catches a quadratic walk in debug.
        #expect(elapsed < .seconds(10))
    }
}
