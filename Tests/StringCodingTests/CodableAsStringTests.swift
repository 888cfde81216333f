import Foundation
import StringCoding
import Testing

@Suite struct CodableAsStringTests {
    struct Theme: Codable, Equatable {
        var accent: Color
        var font: Font
        var padding: EdgeInsets
        var method: HTTPMethod
    }

    @Test func valueTypesEncodeAsTheirStringForm() throws {
        let theme = Theme(
            accent: Color(hex: 0xFF8000), font: try Font(parsing: "bold 17"),
            padding: try EdgeInsets(parsing: "1 2 3 4"),
            method: .post)
        let json = String(decoding: try JSONEncoder().encode(theme), as: UTF8.self)
        #expect(json.contains(##""accent":"#ff8000""##))
        #expect(json.contains(#""method":"POST""#))
        #expect(try JSONDecoder().decode(Theme.self, from: Data(json.utf8)) == theme)
    }

    @Test func aStringThatDoesNotParseIsDataCorrupted() throws {
        let json = ##"{"accent": "#ff88zz", "font": "17", "padding": "0", "method": "GET"}"##
        do {
            _ = try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
            Issue.record("decoded a bad color")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["accent"])
            #expect(context.debugDescription.hasPrefix(##"cannot read "#ff88zz" as Color at column 6"##))
        }
    }
}
