extension ConfigLoader {
    /// A command-line option that an argument parser has already read, for a loader made with
    /// ``ConfigLoader/init(directory:environment:environmentVariables:parsedOptions:options:)``: a
    /// program that declares its flags with swift-argument-parser (for `--help`, and so that an
    /// unknown option is an error) hands over what it read, and TypedConfig still converts, merges
    /// and validates the values, naming the option and its position in its one report.
    ///
    /// ```swift
    /// // server --port 8443 --no-verbose
    /// let loader = ConfigLoader(
    ///     directory: URL(filePath: "Config"),
    ///     parsedOptions: [
    ///         ConfigLoader.ParsedOption(flag: "--port", value: "8443", argumentIndex: 1),
    ///         ConfigLoader.ParsedOption(flag: "--no-verbose", value: nil, argumentIndex: 3),
    ///     ])
    /// ```
    ///
    /// The flag names the key as a command-line option does (`--database-host` sets
    /// `database.host`, a bare `--no-verbose` sets `verbose` to false); options with the same flag
    /// fill a list, in the order given.
    public struct ParsedOption: Hashable, Sendable {
        /// The option as the user wrote it, without any "=value": `--database-host`.
        public var flag: String
        /// The value; nil for a bare flag (`--verbose`, `--no-verbose`).
        public var value: String?
        /// Where the flag is on the command line, the program's name being 0 (its index in
        /// `CommandLine.arguments`); reports call it "argument N".
        public var argumentIndex: Int

        /// An option `flag` with `value` at `argumentIndex`.
        ///
        /// ```swift
        /// ConfigLoader.ParsedOption(flag: "--theme", value: "midnight", argumentIndex: 2)
        /// ```
        public init(flag: String, value: String?, argumentIndex: Int) {
            self.flag = flag
            self.value = value
            self.argumentIndex = argumentIndex
        }

        /// The flag without its leading dashes: the name the key is matched by.
        var name: String { String(flag.drop { $0 == "-" }) }
    }
}
