import Testing

@Suite struct AutoCodableKeyStyleMacroTests {
    /// Keys from names are spelled when the macro expands; `@ArchiveKey` and `@LegacyKeys` keep
    /// theirs. The rest of the expansion is what an unstyled type gets (AutoCodableMacroTests).
    @Test func keysFromNamesAreSpelledInTheStyle() {
        let expanded = expandedMember(
            "enum AutoCodingKeys",
            of:
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
        let expanded = expandedMember(
            "enum AutoCodingKeys", of: "@AutoCodable(keys: .\(style)) struct Account {\n    var userID = 0\n}")
        #expect(expanded == "enum AutoCodingKeys: String, CodingKey {\n    \(caseLine)\n}")
    }
}
