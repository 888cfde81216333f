import Foundation
import StringCoding
import Testing

@Suite struct URLStringCodableTests {
    @Test func readsAbsolutePathsAsFileURLs() throws {
        #expect(try URL(parsing: "/tmp/x") == URL(fileURLWithPath: "/tmp/x", isDirectory: false))
        #expect(try URL(parsing: " /tmp/x ").absoluteString == "file:///tmp/x")
        #expect(try URL(parsing: "/tmp/dir/").absoluteString == "file:///tmp/dir/")
        #expect(try URL(parsing: "/tmp/my file").path(percentEncoded: false) == "/tmp/my file")
    }

    @Test func expandsTheHomeDirectory() throws {
        let home = FileManager.default.homeDirectoryForCurrentUser
        #expect(try URL(parsing: "~") == home)
        #expect(try URL(parsing: "~/notes.txt") == home.appendingPathComponent("notes.txt"))
        #expect(try URL(parsing: "~/notes.txt").isFileURL)
    }

    @Test func readsStringsWithASchemeAsThatURL() throws {
        #expect(try URL(parsing: "https://example.com/a?b=1#c") == URL(string: "https://example.com/a?b=1#c"))
        #expect(try URL(parsing: "mailto:me@example.com").scheme == "mailto")
        #expect(try URL(parsing: "file:///etc/hosts") == URL(fileURLWithPath: "/etc/hosts"))
    }

    @Test func resolvesRelativeStringsAgainstTheTaskLocalBase() throws {
        let web = try StringCodingContext.$baseURL.withValue(URL(string: "https://example.com/api/")) {
            try URL(parsing: "items/1")
        }
        #expect(web == URL(string: "https://example.com/api/items/1"))
        #expect(web.baseURL == nil)
        let parent = try StringCodingContext.$baseURL.withValue(URL(string: "https://example.com/api/v1/")) {
            try URL(parsing: "../v2/items")
        }
        #expect(parent.absoluteString == "https://example.com/api/v2/items")
        let directory = URL(fileURLWithPath: "/etc/app/", isDirectory: true)
        let file = try StringCodingContext.$baseURL.withValue(directory) {
            try URL(parsing: "config.json")
        }
        #expect(file == URL(fileURLWithPath: "/etc/app/config.json"))
    }

    @Test func resolvesRelativePathsAgainstTheCurrentDirectoryWithoutABase() throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let expected = URL(fileURLWithPath: "notes/today.txt", relativeTo: current).absoluteURL
        #expect(try URL(parsing: "notes/today.txt") == expected)
        #expect(try URL(parsing: "example.com/a").isFileURL)
    }

    /// Found by Fuzz/StringDecodableFuzz: Foundation percent-encodes a relative path resolved against a
    /// directory (`a%3Ab`) unlike the absolute path it is written as (`a:b`), so the two were different URLs.
    @Test func relativePathsReadBackAsTheSameURL() throws {
        let current = FileManager.default.currentDirectoryPath
        let relative = try URL(parsing: "1:2")
        #expect(relative == URL(fileURLWithPath: current + "/1:2"))
        #expect(relative.stringRepresentation == current + "/1:2")
        #expect(try URL(parsing: relative.stringRepresentation) == relative)
        let home = FileManager.default.homeDirectoryForCurrentUser.path(percentEncoded: false)
        let inHome = try URL(parsing: "~/a:b/")
        #expect(inHome == URL(fileURLWithPath: (home.hasSuffix("/") ? home : home + "/") + "a:b/", isDirectory: true))
        #expect(try URL(parsing: inHome.stringRepresentation) == inHome)
    }

    /// Found by Fuzz/StringDecodableFuzz: `file://` has an empty path, which was written as its whole text.
    @Test func fileURLsWithoutAnAbsolutePathAreWrittenWhole() throws {
        let empty = try URL(parsing: "file://")
        #expect(empty.stringRepresentation == "file://")
        #expect(try URL(parsing: empty.stringRepresentation) == empty)
        #expect(try HTTPRequest(parsing: "file://").stringRepresentation == "GET file://")
    }

    @Test func writesTheAbsoluteStringOrAPathForFiles() throws {
        #expect(URL(fileURLWithPath: "/tmp/x", isDirectory: false).stringRepresentation == "/tmp/x")
        #expect(URL(fileURLWithPath: "/tmp/dir", isDirectory: true).stringRepresentation == "/tmp/dir/")
        #expect(URL(fileURLWithPath: "/tmp/my file").stringRepresentation == "/tmp/my file")
        #expect(URL(string: "https://example.com/a b")?.stringRepresentation == "https://example.com/a%20b")
        let samples = [
            URL(fileURLWithPath: "/tmp/x", isDirectory: false), URL(fileURLWithPath: "/tmp/dir", isDirectory: true),
            URL(fileURLWithPath: "/tmp/50% off"), URL(string: "https://example.com/a?b=1#c"),
            URL(string: "file:///tmp/x?query"), FileManager.default.homeDirectoryForCurrentUser,
        ]
        for case let url? in samples {
            #expect(try roundTrips(url), "\(url.stringRepresentation)")
        }
    }

    @Test func rejectsEmptyStringsAndOtherUsersHomes() {
        #expect(failureDescription(parsing: "", as: URL.self) == "cannot read \"\" as URL: expected a URL or a path")
        #expect(
            failureDescription(parsing: "  ", as: URL.self) == "cannot read \"  \" as URL: expected a URL or a path")
        #expect(
            failureDescription(parsing: "~bob/x", as: URL.self) == """
                cannot read "~bob/x" as URL at column 1: only "~/" is supported for the home directory, not another user's
                    ~bob/x
                    ^
                """)
    }
}
