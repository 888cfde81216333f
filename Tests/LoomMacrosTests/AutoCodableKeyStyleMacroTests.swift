import Foundation
import LoomMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@Suite struct AutoCodableKeyStyleMacroTests {
    /// Keys from names are spelled when the macro expands; `@ArchiveKey` and `@LegacyKeys` keep
    /// theirs. The rest of the expansion is what an unstyled type gets (AutoCodableMacroTests).
    @Test func keysFromNamesAreSpelledInTheStyle() {
        let expanded = expandedKeys(
            """
            @AutoCodable(keys: .snakeCase) struct Account {
                var userID = 0
                @ArchiveKey("mail") @LegacyKeys("e_mail") var email = ""
                var homePageURL: URL?
            }
            """)
        #expect(
            expanded == """
                enum AutoCodingKeys: String, CodingKey {
                    case userID = "user_id"
                    case email = "mail"
                    case emailLegacy1 = "e_mail"
                    case homePageURL = "home_page_url"
                }
                """)
    }

    @Test(arguments: [
        ("kebabCase", #"case userID = "user-id""#), ("screamingSnakeCase", #"case userID = "USER_ID""#),
        ("pascalCase", #"case userID = "UserID""#),
        ("AutoCoding.ArchiveKeyStyle.snakeCase", #"case userID = "user_id""#),
    ])
    func eachStyleSpellsTheKey(style: String, caseLine: String) {
        let expanded = expandedKeys("@AutoCodable(keys: .\(style)) struct Account {\n    var userID = 0\n}")
        #expect(expanded == "enum AutoCodingKeys: String, CodingKey {\n    \(caseLine)\n}")
    }

    /// The key enumeration `@AutoCodable` writes for `source`.
    private func expandedKeys(_ source: String) -> String {
        let context = BasicMacroExpansionContext()
        let expanded = Parser.parse(source: source).expand(
            macroSpecs: [
                "AutoCodable": MacroSpec(type: AutoCodableMacro.self, conformances: ["KeyCodable", "AutoCodable"]),
                "ArchiveKey": MacroSpec(type: PropertyMarkerMacro.self),
                "LegacyKeys": MacroSpec(type: PropertyMarkerMacro.self),
            ],
            contextGenerator: { _ in context }
        ).description
        #expect(context.diagnostics.isEmpty)
        guard let start = expanded.range(of: "enum AutoCodingKeys"),
            let end = expanded[start.upperBound...].range(of: "\n    }")
        else { return expanded }
        // The enumeration is a member of the type: one level of indentation less, as it reads alone.
        return expanded[start.lowerBound..<end.upperBound].replacingOccurrences(of: "\n    ", with: "\n")
    }
}
