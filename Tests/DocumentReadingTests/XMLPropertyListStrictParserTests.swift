import Foundation
import Testing

@testable import DocumentReading

/// The first python3 on PATH.
private let python3: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
    .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

/// Every XML property list the round-trip tests write parses with a strict XML 1.0 parser:
/// Python's `plistlib` (expat underneath), which refuses character references to characters XML
/// 1.0 forbids and dates with a fraction of a second or outside the years 1 to 9999.
@Suite(.enabled(if: python3 != nil, "needs python3 on PATH"))
struct XMLPropertyListStrictParserTests {
    /// Parses every file in the directory given, printing `name: error` for each it refuses and
    /// then the count parsed.
    static let checker = """
        import os, plistlib, sys
        directory, parsed = sys.argv[1], 0
        for name in sorted(os.listdir(directory)):
            try:
                with open(os.path.join(directory, name), "rb") as file:
                    plistlib.loads(file.read(), fmt=plistlib.FMT_XML)
                parsed += 1
            except Exception as error:
                print(f"{name}: {type(error).__name__}: {error}")
        print(f"parsed {parsed}")
        """

    /// What Python makes of `files`: its output, one line per file refused, then the count parsed.
    static func pythonOutput(parsing files: [Data]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loom-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, file) in files.enumerated() {
            try file.write(to: directory.appendingPathComponent(String(format: "%05d.plist", index)))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(python3))
        process.arguments = ["-c", checker, directory.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The trees of ``XMLPropertyListWriterTests``' round trips and the scalars it checks one by one.
    static func writtenFiles() throws -> [Data] {
        var files: [Data] = []
        for seed: UInt64 in [2, 12] {
            var trees = RandomArchiveValues(seed: seed)
            trees.includesNull = false
            trees.dates = .wholeSeconds
            trees.xmlCharactersOnly = true
            for _ in 0..<(seed == 2 ? 2000 : 400) {
                files.append(try XMLPropertyList.write(trees.value()))
            }
        }
        let scalars: [ArchiveValue] = [
            .real(.nan), .real(.infinity), .real(-.infinity), .real(1e-7), .unsignedInteger(.max), .integer(.min),
            .date(Date(timeIntervalSinceReferenceDate: 0.5)), .date(Date(timeIntervalSinceReferenceDate: -0.25)),
            .date(Date(timeIntervalSinceReferenceDate: -63_113_904_000)), .date(.distantFuture),
            .string("\r\n\t\u{7F}é\u{FFFD}\u{10FFFF}"), .dictionary(["\r": .uid(7)]), .data(Data([1, 2, 3])),
        ]
        for scalar in scalars {
            files.append(try XMLPropertyList.write(.dictionary(["value": scalar])))
        }
        return files
    }

    @Test func pythonParsesEveryFileWritten() throws {
        let files = try Self.writtenFiles()
        #expect(try Self.pythonOutput(parsing: files) == "parsed \(files.count)\n")
    }

    /// The checker is strict: it refuses what Loom used to write.
    @Test func theCheckerRefusesWhatXMLForbids() throws {
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        let files = ["<string>&#1;</string>", "<date>2001-01-01T00:00:00.5Z</date>", "<string>&#65535;</string>"]
            .map { Data((header + $0 + "\n</plist>\n").utf8) }
        let output = try Self.pythonOutput(parsing: files)
        #expect(output.hasPrefix("00000.plist: ExpatError: reference to invalid character number: line 3"))
        #expect(output.split(separator: "\n").count == 4)
        #expect(output.hasSuffix("parsed 0\n"))
    }
}
