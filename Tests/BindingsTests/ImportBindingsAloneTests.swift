import Bindings
import Testing

// This file imports Bindings alone: `KeyCodingError` and `CustomStringSettable` reach it through
// Bindings' re-exports of KeyCoding and StringCoding, so `import Bindings` is enough to bind.

@Suite struct ImportBindingsAloneTests {
    @Test func keyCodingAndStringCodingComeWithBindings() throws {
        let node = TestNode(tag: 1)
        node.dataObject = Book()
        try node.setValue(fromString: "title | uppercase", forKeyPath: "bindTo.dataObject.title")
        #expect(node.title == "DUNE")
        #expect((BindingTarget(node: node) as Any) is any CustomStringSettable)
        #expect(throws: KeyCodingError.self) { try node.setValue(3, forKeyPath: "bindTo.dataObject.title") }
    }
}
