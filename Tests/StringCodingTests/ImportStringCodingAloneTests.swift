import StringCoding
import Testing

// This file imports StringCoding alone: `@Keyed`, `KeyCodable` and `KeyCodingError` reach it through
// StringCoding's re-export of KeyCoding, so `import StringCoding` is enough to set values from text.

@Keyed private final class Swatch {
    var color = Color.black
}

@Suite struct ImportStringCodingAloneTests {
    @Test func keyCodingComesWithStringCoding() throws {
        let swatch = Swatch()
        try swatch.setValue(fromString: "red", forKeyPath: "color")
        #expect(swatch.color == .red)
        #expect((swatch as Any) is any KeyCodable)
        #expect(throws: KeyCodingError.self) { try swatch.setValue(fromString: "red", forKeyPath: "colour") }
    }
}
