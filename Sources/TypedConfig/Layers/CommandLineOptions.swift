/// A command-line argument that could not be used as a configuration option.
struct CommandLineProblem: Equatable, Sendable, CustomStringConvertible {
    /// Index in the array passed to `parse` (0-based).
    var argumentIndex: Int
    /// The argument as given.
    var argument: String
    var message: String

    /// "argument 3 ('-v'): configuration options start with '--'". The number counts from 1, as the
    /// shell's `$1` does: since `parse` gets the arguments without the program name, "argument N" is
    /// `CommandLine.arguments[N]`.
    var description: String { "argument \(argumentIndex + 1) (\(ProblemText.quoted(argument))): \(message)" }
}

/// Reads configuration options from command-line arguments.
///
/// - `--name=value`: the value is everything after the first `=`; it may be empty and may contain
///   `=` and commas (values are never split).
/// - `--name value`: the next argument is the value, unless it starts with `--` or is `-` followed by
///   a non-digit (`--offset -5` gives "-5", and `-` alone is a value; `--verbose -x` leaves
///   `--verbose` bare and `-x` is a problem).
/// - `--name`: a bare flag, value nil.
/// - A name is `[A-Za-z0-9][A-Za-z0-9._-]*`. Repeated flags are all kept, in order.
/// - A lone `--` ends the options: every argument after it is a problem.
/// - Anything else (words, `-v`) is a problem; nothing is silently dropped.
enum CommandLineOptions {
    /// `arguments` excludes the program name; options and problems give their argument's index in
    /// `arguments` (0-based), so that the loader adds one for the program name.
    static func parse(
        _ arguments: [String]
    ) -> (options: [ConfigLoader.ParsedOption], problems: [CommandLineProblem]) {
        var options: [ConfigLoader.ParsedOption] = []
        var problems: [CommandLineProblem] = []
        /// A `--name` without `=`, waiting to see whether the next argument is its value.
        var awaitingValue: ConfigLoader.ParsedOption?
        var optionsEnded = false

        for (index, argument) in arguments.enumerated() {
            let bytes = Array(argument.utf8)
            if var option = awaitingValue {
                awaitingValue = nil
                if canBeValue(bytes) {
                    option.value = argument
                    options.append(option)
                    continue
                }
                options.append(option)
            }
            func problem(_ message: String) {
                problems.append(CommandLineProblem(argumentIndex: index, argument: argument, message: message))
            }
            if optionsEnded {
                problem("not a configuration option (it follows '--', which ends the options)")
                continue
            }
            guard bytes.starts(with: doubleDash) else {
                problem("configuration options start with '--'")
                continue
            }
            guard bytes.count > doubleDash.count else {
                optionsEnded = true
                continue
            }
            let body = bytes.dropFirst(doubleDash.count)
            let equals = body.firstIndex(of: UInt8(ascii: "="))
            let nameBytes = body[..<(equals ?? body.endIndex)]
            let name = String(decoding: nameBytes, as: UTF8.self)
            guard isValidName(nameBytes) else {
                problem(
                    nameBytes.isEmpty
                        ? "expected an option name between '--' and '='"
                        : "invalid option name \(ProblemText.quoted(name)): expected a letter or digit followed by "
                            + "letters, digits, '.', '_' or '-'")
                continue
            }
            var option = ConfigLoader.ParsedOption(flag: "--" + name, value: nil, argumentIndex: index)
            if let equals {
                option.value = String(decoding: body[equals...].dropFirst(), as: UTF8.self)
                options.append(option)
            } else {
                awaitingValue = option
            }
        }
        if let awaitingValue { options.append(awaitingValue) }
        return (options, problems)
    }

    private static let doubleDash = Array("--".utf8)

    /// Whether an argument after a bare `--name` is its value: not another option, nor a single-dash
    /// switch, but negative numbers (`-5`) and `-` alone (often "standard input") are values.
    private static func canBeValue(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: doubleDash) { return false }
        guard bytes.first == UInt8(ascii: "-"), let second = bytes.dropFirst().first else { return true }
        return isDigit(second)
    }

    private static func isValidName(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first, isLetterOrDigit(first) else { return false }
        return name.dropFirst().allSatisfy {
            isLetterOrDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
