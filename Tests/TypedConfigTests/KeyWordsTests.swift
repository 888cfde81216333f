import CaseConventions
import Configuration
import Foundation
import Testing

@testable import TypedConfig

@Suite struct KeyWordsTests {
    @Test(arguments: [
        ("baseURL", "base_url"), ("base_URL", "base_url"), ("base-url", "base_url"), ("BASE_URL", "base_url"),
        ("baseUrl", "base_url"), ("URLPath", "url_path"), ("field42", "field42"), ("v2Api", "v2_api"),
        ("database.host", "database_host"), ("__x__", "x"), ("", ""), ("Ünïcode_Key", "Ünïcode_key"),
    ])
    func canonicalFormsAgree(key: String, canonical: String) {
        #expect(KeyWords.canonical(key) == canonical)
    }

    @Test(arguments: [
        ("baseURL", "base_url", "base-url", "BASE_URL", "BaseURL"),
        ("userID", "user_id", "user-id", "USER_ID", "UserID"),
        ("URLPath", "url_path", "url-path", "URL_PATH", "URLPath"), ("v2Api", "v2_api", "v2-api", "V2_API", "V2Api"),
        ("page_count", "page_count", "page-count", "PAGE_COUNT", "PageCount"), ("x", "x", "x", "X", "X"),
        ("_private", "private", "private", "PRIVATE", "Private"), ("größe", "größe", "größe", "GRößE", "Größe"),
    ])
    func namesAreSpelledInEachConvention(name: String, snake: String, kebab: String, screaming: String, pascal: String)
    {
        #expect(KeyWords.spelled(name, as: .snakeCase) == snake)
        #expect(KeyWords.spelled(name, as: .kebabCase) == kebab)
        #expect(KeyWords.spelled(name, as: .screamingSnakeCase) == screaming)
        #expect(KeyWords.spelled(name, as: .pascalCase) == pascal)
    }

    @Test func flagsAreTheWordsJoinedByDashes() {
        #expect(KeyWords.flag(forOptionName: KeyWords.canonical("database.baseURL")) == "--database-base-url")
    }

    @Test func snapshotsAnswerPointLookupsForConfigReader() throws {
        let yaml = "database:\n  port: '5432'\n  hosts: [a, b]\n  on: yes\n"
        let snapshot = try ConfigFileSnapshot(
            data: Array(yaml.utf8).span.bytes, providerName: "test",
            parsingOptions: .init(path: "config.yaml", format: .yaml))
        let port = try snapshot.value(forKey: AbsoluteConfigKey(["database", "port"]), type: .int)
        #expect(port.encodedKey == "database.port")
        #expect(port.value?.content == .int(5432))
        let hosts = try snapshot.value(forKey: AbsoluteConfigKey(["database", "hosts"]), type: .stringArray)
        #expect(hosts.value?.content == .stringArray(["a", "b"]))
        #expect(
            try snapshot.value(forKey: AbsoluteConfigKey(["database", "on"]), type: .bool).value?.content == .bool(true)
        )
        #expect(try snapshot.value(forKey: AbsoluteConfigKey(["missing"]), type: .string).value == nil)
        #expect(throws: (any Error).self) { try snapshot.value(forKey: AbsoluteConfigKey(["database"]), type: .string) }
    }
}
