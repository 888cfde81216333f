import LoomTestSupport
import Testing

@testable import TypedConfig

/// Pieces that mean something to the parsers, so that random input reaches their corners quickly.
private let fragments: [[UInt8]] = [
    "=", "'", "\"", "\\", "#", "\n", "\r", "\r\n", " ", "\t", "export ", "export", "A", "b_", "9", ".", "-", "--",
    "$", "${X}", "\\n", "\\\"", "é", "😀", "\u{301}", "\u{FEFF}", "\u{0}", "NAME=", "X='", "Y=\"", "\"\n", "'\n",
    " # ", "=-5", "-x",
].map { Array($0.utf8) }

private func randomBytes(count: Int, using generator: inout SeededGenerator) -> [UInt8] {
    var bytes: [UInt8] = []
    while bytes.count < count {
        if Bool.random(using: &generator) {
            bytes.append(UInt8.random(in: 0...255, using: &generator))
        } else {
            bytes += fragments.randomElement(using: &generator) ?? []
        }
    }
    return bytes
}

/// Inserts, deletes, overwrites or repeats a few random stretches of `bytes`.
private func mutate(_ bytes: [UInt8], using generator: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...8, using: &generator) {
        let start = Int.random(in: 0...bytes.count, using: &generator)
        let end = min(bytes.count, start + Int.random(in: 0...6, using: &generator))
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes.insert(contentsOf: randomBytes(count: 1, using: &generator), at: start)
        case 1: bytes.removeSubrange(start..<end)
        case 2: bytes.replaceSubrange(start..<end, with: randomBytes(count: end - start, using: &generator))
        default: bytes.insert(contentsOf: bytes[start..<end], at: start)
        }
    }
    return bytes
}

private let validFile = """
    \u{FEFF}# Service configuration
    export SERVICE_NAME=loom
    PORT = 8080 # default port
    HOSTS=a.example.com,b.example.com
    PASSWORD='p@ss # w\\ord'
    GREETING="Hello,\\n\\"world\\" \\$HOME"
    CERT="-----BEGIN-----
    abc\r
    -----END-----"
    EMPTY=
    QUOTED_EMPTY=''
    log.level=debug\r
    PORT=9090

    """

/// Checks that every entry and problem points inside `text`: lines 1...line count, and columns
/// 1...that line's length in scalars + 1 (a value may start right at the end of its line).
private func expectPositionsWithin(_ text: String, _ result: (entries: [DotEnvEntry], problems: [ConfigProblem])) {
    var scalars = Substring(text).unicodeScalars
    if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
    // LF, CRLF and a lone CR each end a line.
    var lineLengths = [0]
    var afterCarriageReturn = false
    for scalar in scalars {
        switch scalar {
        case "\n" where afterCarriageReturn: break
        case "\n", "\r": lineLengths.append(0)
        default: lineLengths[lineLengths.count - 1] += 1
        }
        afterCarriageReturn = scalar == "\r"
    }
    let positions =
        result.entries.map { ($0.line, $0.column) }
        + result.problems.map { ($0.filePosition?.line ?? 0, $0.filePosition?.column ?? 0) }
    for (line, column) in positions {
        #expect(
            lineLengths.indices.contains(line - 1), "line \(line) of \(lineLengths.count) in \(text.debugDescription)")
        if lineLengths.indices.contains(line - 1) {
            #expect((1...lineLengths[line - 1] + 1).contains(column), "\(line):\(column) in \(text.debugDescription)")
        }
    }
}

@Suite struct ParserRandomizedTests {
    @Test func randomByteSoupNeverTrapsAndPositionsStayInTheFile() {
        var generator = SeededGenerator(seed: 0x10_0E_EE_01)
        for _ in 0..<2_000 {
            let bytes = randomBytes(count: Int.random(in: 0...120, using: &generator), using: &generator)
            let text = String(decoding: bytes, as: UTF8.self)
            expectPositionsWithin(text, DotEnvFile.parse(text))
        }
    }

    @Test func mutatedValidFilesNeverTrapAndPositionsStayInTheFile() {
        #expect(DotEnvFile.parse(validFile).problems.map { $0.severity == .warning } == [true])
        var generator = SeededGenerator(seed: 0xD07E_0F11E)
        let valid = Array(validFile.utf8)
        for _ in 0..<2_000 {
            let text = String(decoding: mutate(valid, using: &generator), as: UTF8.self)
            let result = DotEnvFile.parse(text)
            expectPositionsWithin(text, result)
            let names = result.entries.map(\.name)
            #expect(Set(names).count == names.count, "one entry per name in \(text.debugDescription)")
        }
    }

    /// Every argument is used exactly once: as a flag, as the value after a flag, as the `--` that
    /// ends the options, or in a problem.
    @Test func randomArgumentsAreEachAccountedForExactlyOnce() {
        var generator = SeededGenerator(seed: 0xA26_5EED)
        for _ in 0..<3_000 {
            let arguments = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                String(
                    decoding: randomBytes(count: Int.random(in: 0...6, using: &generator), using: &generator),
                    as: UTF8.self)
            }
            let result = CommandLineOptions.parse(arguments)
            var uses = Array(repeating: 0, count: arguments.count)
            for option in result.options {
                uses[option.argumentIndex] += 1
                let argument = arguments[option.argumentIndex]
                #expect(argument.utf8.starts(with: option.flag.utf8))
                if option.value != nil && !argument.utf8.contains(UInt8(ascii: "=")) {
                    #expect(uses.indices.contains(option.argumentIndex + 1))
                    if uses.indices.contains(option.argumentIndex + 1) { uses[option.argumentIndex + 1] += 1 }
                }
            }
            for problem in result.problems {
                uses[problem.argumentIndex] += 1
                #expect(problem.argument == arguments[problem.argumentIndex])
            }
            if let end = arguments.firstIndex(of: "--"), uses[end] == 0 { uses[end] = 1 }
            #expect(uses.allSatisfy { $0 == 1 }, "\(arguments.map(\.debugDescription)) used \(uses)")
        }
    }

    /// Inputs that a quadratic parser would choke on; each must come back quickly and complete.
    @Test(.timeLimit(.minutes(1))) func hostileInputsStayLinear() {
        let longLine = String(repeating: "x ", count: 150_000)
        let longLineResult = DotEnvFile.parse(longLine)
        #expect(longLineResult.problems.count == 1)
        #expect(longLineResult.problems.first?.reason?.count == "expected NAME=value, found ''".count + 61)

        let emptyNames = String(repeating: "=\n", count: 50_000)
        #expect(DotEnvFile.parse(emptyNames).problems.count == 50_000)

        let repeats = String(repeating: "A=1\n", count: 50_000)
        let repeated = DotEnvFile.parse(repeats)
        #expect(repeated.entries == [DotEnvEntry(name: "A", value: "1", line: 50_000, column: 3)])
        #expect(repeated.problems.count == 49_999)

        let unterminated = "A=\"x\nB='y\n" + String(repeating: "# \\\"\n", count: 50_000) + "C=1"
        let unterminatedResult = DotEnvFile.parse(unterminated)
        #expect(unterminatedResult.problems.count == 2)
        #expect(unterminatedResult.entries.count == 1)

        let quotedLong = "A=\"" + String(repeating: "\\n", count: 100_000) + "\""
        #expect(DotEnvFile.parse(quotedLong).entries.first?.value?.utf8.count == 100_000)

        let arguments = Array(repeating: "--a", count: 100_000) + ["--"] + Array(repeating: "x", count: 100_000)
        let parsedArguments = CommandLineOptions.parse(arguments)
        #expect(parsedArguments.options.count == 100_000)
        #expect(parsedArguments.problems.count == 100_000)
    }
}
