import DocumentReading
import Testing

@testable import TypedConfig

@Suite struct DotEnvFileTests {
    private func entry(_ name: String, _ value: String, line: Int, column: Int) -> DotEnvEntry {
        DotEnvEntry(name: name, value: value, line: line, column: column)
    }

    private func error(_ line: Int, _ column: Int, _ message: String) -> ConfigProblem {
        .unreadableFile(".env", at: TextPosition(line: line, column: column), reason: message)
    }

    private func warning(_ line: Int, _ column: Int, _ message: String) -> ConfigProblem {
        ConfigProblem(
            kind: .overridden, severity: .warning, keyPath: "", source: .file(path: ".env", line: line, column: column),
            reason: message)
    }

    /// Parses text that must give no problems.
    private func entries(_ text: String) -> [DotEnvEntry] {
        let result = DotEnvFile.parse(text)
        #expect(result.problems == [])
        return result.entries
    }

    // MARK: Lines

    @Test func simpleAssignmentsGiveNameValueLineAndColumn() {
        #expect(
            entries("PORT=8080\nHOST=localhost\n") == [
                entry("PORT", "8080", line: 1, column: 6), entry("HOST", "localhost", line: 2, column: 6),
            ])
    }

    @Test func emptyInputsGiveNothing() {
        for text in ["", "\n", "\r\n", "\u{FEFF}", "   \t  ", "\n\n\n", "# only a comment", "\u{FEFF}# c\r\n"] {
            let result = DotEnvFile.parse(text)
            #expect(result.entries == [], "\(text.debugDescription)")
            #expect(result.problems == [], "\(text.debugDescription)")
        }
    }

    @Test func blankAndCommentLinesAreSkipped() {
        let text = "\n   \n# comment = with equals\n  \t# indented comment\n\t\n  A=1\n#B=2\n"
        #expect(entries(text) == [entry("A", "1", line: 6, column: 5)])
    }

    @Test func crlfAndLfBothEndLines() {
        #expect(
            entries("A=1\r\nB=2\nC=3\r\n\r\nD=4") == [
                entry("A", "1", line: 1, column: 3), entry("B", "2", line: 2, column: 3),
                entry("C", "3", line: 3, column: 3), entry("D", "4", line: 5, column: 3),
            ])
    }

    @Test func loneCarriageReturnEndsALineAsInPythonDotenv() {
        #expect(
            entries("A=1\rB=2\nC=x\r\rD='y'\r") == [
                entry("A", "1", line: 1, column: 3), entry("B", "2", line: 2, column: 3),
                entry("C", "x", line: 3, column: 3), entry("D", "y", line: 5, column: 4),
            ])
    }

    @Test func loneCarriageReturnInsideQuotesIsKeptAndCountedAsALineEnd() {
        #expect(
            entries("A='x\ry'\nB=\"p\rq\"\nC=1") == [
                entry("A", "x\ry", line: 1, column: 4), entry("B", "p\rq", line: 3, column: 4),
                entry("C", "1", line: 5, column: 3),
            ])
    }

    @Test func byteOrderMarkAtTheStartIsSkippedAndNotCounted() {
        #expect(
            entries("\u{FEFF}A=1\nB=2") == [entry("A", "1", line: 1, column: 3), entry("B", "2", line: 2, column: 3)])
        #expect(entries("\u{FEFF}  # c\nA=1") == [entry("A", "1", line: 2, column: 3)])
    }

    @Test func byteOrderMarkElsewhereIsNotSkipped() {
        let result = DotEnvFile.parse("A=1\n\u{FEFF}B=2\nC=\u{FEFF}")
        #expect(result.entries == [entry("A", "1", line: 1, column: 3), entry("C", "\u{FEFF}", line: 3, column: 3)])
        #expect(
            result.problems == [
                error(
                    2, 1,
                    "invalid name '\\u{FEFF}B': expected a letter or '_' followed by letters, digits, '_', '.' or '-'")
            ])
    }

    @Test func exportPrefixIsAccepted() {
        #expect(
            entries("export A=1\nexport\tB=2\n  export   C = 3\nexportD=4") == [
                entry("A", "1", line: 1, column: 10), entry("B", "2", line: 2, column: 10),
                entry("C", "3", line: 3, column: 16), entry("exportD", "4", line: 4, column: 9),
            ])
    }

    @Test func exportAloneBeforeEqualsIsTheName() {
        #expect(entries("export=1") == [entry("export", "1", line: 1, column: 8)])
        #expect(entries("export = 2") == [entry("export", "2", line: 1, column: 10)])
        #expect(entries("export\t=") == [entry("export", "", line: 1, column: 9)])
    }

    @Test func blanksAroundEqualsAreOptional() {
        #expect(
            entries("A = 1\nB\t=\tb\nC=  c\nD =d") == [
                entry("A", "1", line: 1, column: 5), entry("B", "b", line: 2, column: 5),
                entry("C", "c", line: 3, column: 5), entry("D", "d", line: 4, column: 4),
            ])
    }

    @Test func namesMayHoldDigitsUnderscoresDotsAndDashes() {
        #expect(
            entries("a.b-c_D9=1\n_=2\n__X__=3\nlower=4\nDB.HOST-NAME=5") == [
                entry("a.b-c_D9", "1", line: 1, column: 10), entry("_", "2", line: 2, column: 3),
                entry("__X__", "3", line: 3, column: 7), entry("lower", "4", line: 4, column: 7),
                entry("DB.HOST-NAME", "5", line: 5, column: 14),
            ])
    }

    @Test func fileWithoutFinalLineBreakIsRead() {
        #expect(
            entries("A=1\nB=two words") == [
                entry("A", "1", line: 1, column: 3), entry("B", "two words", line: 2, column: 3),
            ])
    }

    // MARK: Unquoted values

    @Test func unquotedValueRunsToTheEndOfTheLineTrimmed() {
        #expect(
            entries("A=hello world  \nB=x \t \r\nC=a=b=c\nD=a 'b' \"c\"\nE=héllo wörld 👋") == [
                entry("A", "hello world", line: 1, column: 3), entry("B", "x", line: 2, column: 3),
                entry("C", "a=b=c", line: 3, column: 3), entry("D", "a 'b' \"c\"", line: 4, column: 3),
                entry("E", "héllo wörld 👋", line: 5, column: 3),
            ])
    }

    @Test func hashAfterABlankStartsAComment() {
        #expect(
            entries("A=x # comment\nB=x#y\nC=x\t#c\nD=url#frag # note\nE= #c\nF=#c\nG=   # c") == [
                entry("A", "x", line: 1, column: 3), entry("B", "x#y", line: 2, column: 3),
                entry("C", "x", line: 3, column: 3), entry("D", "url#frag", line: 4, column: 3),
                entry("E", "", line: 5, column: 4), entry("F", "#c", line: 6, column: 3),
                entry("G", "", line: 7, column: 6),
            ])
    }

    @Test func emptyValuesAreAllowed() {
        let result = DotEnvFile.parse("A=\nB=   \nC=''\nD=\"\"")
        #expect(
            result.entries == [
                entry("A", "", line: 1, column: 3), entry("B", "", line: 2, column: 6),
                entry("C", "", line: 3, column: 4), entry("D", "", line: 4, column: 4),
            ])
        #expect(result.problems == [])
    }

    @Test func variablesAreNotExpanded() {
        #expect(
            entries("A=$HOME/${USER}\nB=\"$HOME \\$X\"\nC='${Y}'") == [
                entry("A", "$HOME/${USER}", line: 1, column: 3), entry("B", "$HOME $X", line: 2, column: 4),
                entry("C", "${Y}", line: 3, column: 4),
            ])
    }

    @Test func controlCharactersInValuesAreKept() {
        #expect(entries("A=a\u{0}b\u{7}c") == [entry("A", "a\u{0}b\u{7}c", line: 1, column: 3)])
    }

    // MARK: Single quotes

    @Test func singleQuotedValuesAreLiteral() {
        #expect(
            entries("A='x # y'\nB='a\\nb \\\\' # trailing\nC = 'it is \"so\"'  \nD='$X'#c") == [
                entry("A", "x # y", line: 1, column: 4), entry("B", "a\\nb \\", line: 2, column: 4),
                entry("C", "it is \"so\"", line: 3, column: 6), entry("D", "$X", line: 4, column: 4),
            ])
    }

    @Test func singleQuotedValuesMaySpanLinesWithLineBreaksNormalized() {
        #expect(
            entries("A='line 1\nline 2\r\n\nline 4'\nB=2\r\nC='x\r\ny'") == [
                entry("A", "line 1\nline 2\n\nline 4", line: 1, column: 4), entry("B", "2", line: 5, column: 3),
                entry("C", "x\ny", line: 6, column: 4),
            ])
    }

    // MARK: Double quotes

    @Test func doubleQuotedEscapes() {
        let text = #"A="a\nb\tc\rd\"e\\f\$g\'h\a\b\f\v""#
        #expect(entries(text) == [entry("A", "a\nb\tc\rd\"e\\f$g'h\u{7}\u{8}\u{C}\u{B}", line: 1, column: 4)])
    }

    @Test func unknownEscapesAreKeptAsTwoCharacters() {
        let text = ##"A="\d\x\0\u00e9\ \#""##
        #expect(entries(text) == [entry("A", ##"\d\x\0\u00e9\ \#"##, line: 1, column: 4)])
    }

    @Test func backslashBeforeALineBreakIsKept() {
        #expect(
            entries("A=\"a\\\nb\"\nB=\"c\\\r\nd\"") == [
                entry("A", "a\\\nb", line: 1, column: 4), entry("B", "c\\\nd", line: 3, column: 4),
            ])
    }

    @Test func doubleQuotedValuesMaySpanLines() {
        #expect(
            entries("A=\"first\r\nsecond # not a comment\n\"\nB=\"\\\\\"") == [
                entry("A", "first\nsecond # not a comment\n", line: 1, column: 4), entry("B", "\\", line: 4, column: 4),
            ])
    }

    @Test func commentsAndBlanksMayFollowTheClosingQuote() {
        #expect(
            entries("A=\"x\" # c\nB=\"y\"#c\nC='z' \t\nD = \"w\"  \r\n") == [
                entry("A", "x", line: 1, column: 4), entry("B", "y", line: 2, column: 4),
                entry("C", "z", line: 3, column: 4), entry("D", "w", line: 4, column: 6),
            ])
    }

    @Test func somethingElseAfterTheClosingQuoteIsAProblem() {
        let result = DotEnvFile.parse("A=\"x\" y z  \nB='it''s'\nC=\"é\" x\nD=ok\nE=\"a\nb\" tail")
        #expect(result.entries == [entry("D", "ok", line: 4, column: 3)])
        #expect(
            result.problems == [
                error(1, 7, "unexpected 'y z' after the closing quote of 'A': expected only blanks or a # comment"),
                error(2, 7, "unexpected ''s'' after the closing quote of 'B': expected only blanks or a # comment"),
                error(3, 7, "unexpected 'x' after the closing quote of 'C': expected only blanks or a # comment"),
                error(6, 4, "unexpected 'tail' after the closing quote of 'E': expected only blanks or a # comment"),
            ])
    }

    // MARK: Unterminated quotes

    @Test func unterminatedSingleQuoteIsReportedAndTheNextLineIsStillRead() {
        let result = DotEnvFile.parse("A=1\nB = 'abc\nC=3\n  D=\"4\"\n")
        #expect(
            result.entries == [
                entry("A", "1", line: 1, column: 3), entry("C", "3", line: 3, column: 3),
                entry("D", "4", line: 4, column: 6),
            ])
        #expect(
            result.problems == [
                error(
                    2, 5, "unterminated single-quoted value of 'B': expected a closing \"'\" before the end of the file"
                )
            ])
        #expect(
            result.problems.map(\.placedReason) == [
                #"2:5: unterminated single-quoted value of 'B': expected a closing "'" before the end of the file"#
            ])
    }

    @Test func unterminatedDoubleQuoteIsReportedAndTheNextLineIsStillRead() {
        let result = DotEnvFile.parse("A=\"abc \\\"\r\nC='3'\nD=4")
        #expect(result.entries == [entry("C", "3", line: 2, column: 4), entry("D", "4", line: 3, column: 3)])
        #expect(
            result.problems == [
                error(
                    1, 3, "unterminated double-quoted value of 'A': expected a closing '\"' before the end of the file")
            ])
    }

    @Test func quoteAtTheVeryEndIsUnterminated() {
        #expect(
            DotEnvFile.parse("X=\"").problems == [
                error(
                    1, 3, "unterminated double-quoted value of 'X': expected a closing '\"' before the end of the file")
            ])
        #expect(
            DotEnvFile.parse("X=\"\\").problems == [
                error(
                    1, 3, "unterminated double-quoted value of 'X': expected a closing '\"' before the end of the file")
            ])
        #expect(
            DotEnvFile.parse("X='").problems == [
                error(
                    1, 3, "unterminated single-quoted value of 'X': expected a closing \"'\" before the end of the file"
                )
            ])
    }

    @Test func unterminatedQuoteOnTheLastLineLeavesEarlierEntries() {
        let result = DotEnvFile.parse("A=1\nB=\"never closed")
        #expect(result.entries == [entry("A", "1", line: 1, column: 3)])
        #expect(result.problems.map(\.filePosition?.line) == [2])
    }

    // MARK: Malformed lines

    @Test func linesWithoutEqualsAreReported() {
        let result = DotEnvFile.parse("just some words\nA-B:c\nOK=1\n\tfoo bar\t\n")
        #expect(result.entries == [entry("OK", "1", line: 3, column: 4)])
        #expect(
            result.problems == [
                error(1, 1, "expected NAME=value, found 'just some words'"),
                error(2, 1, "expected NAME=value, found 'A-B:c'"),
                error(4, 2, "expected NAME=value, found 'foo bar'"),
            ])
        #expect(result.problems.first?.placedReason == "1:1: expected NAME=value, found 'just some words'")
    }

    @Test func invalidNamesAreReportedAtTheName() {
        let rule = "expected a letter or '_' followed by letters, digits, '_', '.' or '-'"
        let result = DotEnvFile.parse("1ABC=x\nMY VAR=1\n  export  .dot = 2\n\"Q\"=3\nFÖO=4\nA$=5\n-x=6\nOK=7")
        #expect(result.entries == [entry("OK", "7", line: 8, column: 4)])
        #expect(
            result.problems == [
                error(1, 1, "invalid name '1ABC': \(rule)"),
                error(2, 1, "invalid name 'MY VAR': \(rule)"),
                error(3, 11, "invalid name '.dot': \(rule)"),
                error(4, 1, "invalid name '\"Q\"': \(rule)"),
                error(5, 1, "invalid name 'FÖO': \(rule)"),
                error(6, 1, "invalid name 'A$': \(rule)"),
                error(7, 1, "invalid name '-x': \(rule)"),
            ])
    }

    @Test func missingNamesAreReported() {
        let result = DotEnvFile.parse("=value\n  = x  \nexport =\n")
        #expect(result.entries == [entry("export", "", line: 3, column: 9)])
        #expect(
            result.problems == [
                error(1, 1, "expected a name before '=', found '=value'"),
                error(2, 3, "expected a name before '=', found '= x'"),
            ])
    }

    @Test func problemColumnsCountUnicodeScalars() {
        let result = DotEnvFile.parse("A='😀' junk\n  é=1\nB=\"e\u{301}\" x")
        #expect(
            result.problems.map { [$0.filePosition?.line, $0.filePosition?.column] } == [[1, 7], [2, 3], [3, 8]])
    }

    @Test func messagesEscapeInvisibleCharactersAndCutLongText() {
        let long = String(repeating: "x ", count: 50)
        let result = DotEnvFile.parse("bad\u{1}line\n\(long)\nA\u{202E}B=1\nC=\"v\"\u{7F}")
        #expect(
            result.problems.map(\.reason) == [
                "expected NAME=value, found 'bad\\u{1}line'",
                "expected NAME=value, found '\(String(repeating: "x ", count: 30))…'",
                "invalid name 'A\\u{202E}B': expected a letter or '_' followed by letters, digits, '_', '.' or '-'",
                "unexpected '\\u{7F}' after the closing quote of 'C': expected only blanks or a # comment",
            ])
    }

    // MARK: Duplicates

    @Test func laterLineWinsWithAWarningNamingBothLines() {
        let result = DotEnvFile.parse("PORT=1\nHOST=h\n  PORT = 2\nPORT='3'\n")
        #expect(result.entries == [entry("HOST", "h", line: 2, column: 6), entry("PORT", "3", line: 4, column: 7)])
        #expect(
            result.problems == [
                warning(3, 3, "'PORT' is set again; line 1 is overridden"),
                warning(4, 1, "'PORT' is set again; line 3 is overridden"),
            ])
        #expect(result.problems.first?.placedReason == "3:3: 'PORT' is set again; line 1 is overridden")
    }

    @Test func namesAreCaseSensitive() {
        #expect(
            entries("port=1\nPORT=2") == [
                entry("port", "1", line: 1, column: 6), entry("PORT", "2", line: 2, column: 6),
            ])
    }

    @Test func aBrokenLaterLineDoesNotOverride() {
        let result = DotEnvFile.parse("A=1\nA=\"x\" junk\nA='never closed\n")
        #expect(result.entries == [entry("A", "1", line: 1, column: 3)])
        #expect(result.problems.map { $0.severity == .warning } == [false, false])
    }

    @Test func overrideAfterAMultiLineValueNamesItsFirstLine() {
        let result = DotEnvFile.parse("KEY=\"-----BEGIN-----\nabc\n-----END-----\"\nKEY=none")
        #expect(result.entries == [entry("KEY", "none", line: 4, column: 5)])
        #expect(result.problems == [warning(4, 1, "'KEY' is set again; line 1 is overridden")])
    }

    // MARK: A whole file

    @Test func mixedFileReportsEveryUnusedLine() {
        let text = """
            \u{FEFF}# Database
            export DB_HOST=db.example.com
            DB_PORT = 5432 # default
            DB_PASSWORD='p@ss # word'
            GREETING="Hello,\\n\\"world\\""
            CERT="line one
            line two"
            oops, not valid
            DB_PORT=6543
            9LIVES=cat
            EMPTY=
            """
        let result = DotEnvFile.parse(text)
        #expect(
            result.entries == [
                entry("DB_HOST", "db.example.com", line: 2, column: 16),
                entry("DB_PASSWORD", "p@ss # word", line: 4, column: 14),
                entry("GREETING", "Hello,\n\"world\"", line: 5, column: 11),
                entry("CERT", "line one\nline two", line: 6, column: 7),
                entry("DB_PORT", "6543", line: 9, column: 9),
                entry("EMPTY", "", line: 11, column: 7),
            ])
        #expect(
            result.problems.map(\.placedReason) == [
                "8:1: expected NAME=value, found 'oops, not valid'",
                "9:1: 'DB_PORT' is set again; line 3 is overridden",
                "10:1: invalid name '9LIVES': expected a letter or '_' followed by letters, digits, '_', '.' or '-'",
            ])
    }
}
