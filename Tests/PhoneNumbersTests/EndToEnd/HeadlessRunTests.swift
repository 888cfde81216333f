import Foundation
import PhoneNumbersKit
import Testing

/// The app run without a terminal, as CI or a pipe runs it: one frame on standard output, exit 0.
@MainActor @Suite(.enabled(if: PhoneNumbersBinary.exists))
struct HeadlessRunTests {
    private func run(
        _ arguments: [String], variables: [String: String] = [:]
    ) throws -> (status: Int32, output: String, errors: String) {
        let dataHome = try PhoneNumbersBinary.temporaryDataHome()
        defer { try? FileManager.default.removeItem(at: dataHome) }
        let process = Process()
        process.executableURL = URL(filePath: PhoneNumbersBinary.path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = dataHome.path
        environment["COLUMNS"] = "60"
        environment["LINES"] = "6"
        environment.removeValue(forKey: "PHONENUMBERS_ENV")
        environment.merge(variables) { $1 }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    @Test func withoutATerminalItPrintsOneFrameAndExitsZero() throws {
        let result = try run([])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(
            result.output == """
                                       Phone Numbers
                >Link to another page                                     ›

                   Acme Corporation (work)                    020 7946 0855
                   Chloé Ågren (fax)                         (555) 017-8547
                 / filter  f favorite  ? keys  q quit

                """)
    }

    @Test func aBadValueIsTypedConfigsErrorNamingTheOptionAndWhatWouldBeValid() throws {
        let result = try run(["--no-clock-enabled", "--theme", "dusk"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(
            result.errors == """
                PhoneNumbers: error: 1 problem in the configuration:
                  command-line option --theme (argument 2): 'theme': expected Theme, given "dusk": unknown name; \
                valid values: daylight, midnight

                """)
    }

    @Test func anUnknownOptionIsRefusedWithTheUsageAndNothingRuns() throws {
        let result = try run(["--bogus"])
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errors == "Error: Unknown option '--bogus'\n" + PhoneNumbersCommandTests.usage + "\n")
    }

    @Test func versionAndHelpArePrintedAndNothingRuns() throws {
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "0.1.0\n")
        #expect(version.errors == "")
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.errors == "")
        #expect(help.output == PhoneNumbersProgram.help(columns: 60) + "\n")
        #expect(help.output.hasPrefix("OVERVIEW: Shows the phone numbers of an address book"))
        for option in [
            "--environment", "--theme", "--theme-file", "--contacts-file", "--favorites-file",
            "--clock-enabled/--no-clock-enabled", "--clock-format", "--clock-interval", "--version", "-h, --help",
        ] {
            #expect(help.output.contains("\n  \(option)"), "\(option)")
        }
    }

    @Test func aWarningSaysWarningOnce() throws {
        let result = try run([], variables: ["PHONENUMBERS_THME": "midnight"])
        #expect(result.status == 0)
        #expect(
            result.errors
                == "PhoneNumbers: warning: environment variable PHONENUMBERS_THME: not a known key "
                + "(did you mean 'PHONENUMBERS_THEME'?)\n")
    }

    @Test func anUnknownEnvironmentListsTheKnownOnes() throws {
        let result = try run(["--environment", "staging"])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "PhoneNumbers: error: option --environment: unknown environment \"staging\"; expected development or production\n"
        )
    }

    @Test func aMalformedAddressBookNamesTheFileAndLine() throws {
        let file = FileManager.default.temporaryDirectory.appending(path: "broken-\(UUID().uuidString).vcf")
        try Data("BEGIN:VCARD\nVERSION:3.0\nN:Doe;Jane\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(["--contacts-file", file.path])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "PhoneNumbers: error: \(file.path):3: found the end of the file; expected END:VCARD to close the card that begins at line 1\n"
        )
    }

    @Test func aBadVariableNamesTheVariableTheKeyAndTheValue() throws {
        let result = try run([], variables: ["PHONENUMBERS_CLOCK_INTERVAL": "soon"])
        #expect(result.status == 1)
        #expect(
            result.errors == """
                PhoneNumbers: error: 1 problem in the configuration:
                  environment variable PHONENUMBERS_CLOCK_INTERVAL: 'clock.interval': expected Duration, given "soon": "s" is not a decimal digit

                """)
    }
}
