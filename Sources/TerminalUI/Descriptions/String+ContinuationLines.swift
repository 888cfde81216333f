extension String {
    /// The text with every line after the first indented, so a multi-line reason (a StringCoding
    /// error with its caret line) stays under its item in a list of problems.
    func indentingContinuationLines(by indent: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
