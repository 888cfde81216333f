import TerminalUI
import Testing

// This file imports TerminalUI alone: `KeyCodable`, `Color`, `BindingNode` and `TableController` reach
// it through TerminalUI's re-exports of KeyCoding, StringCoding, Bindings and CellControllers, so
// `import TerminalUI` is enough to build, style, bind and fill views.

@MainActor @Suite struct ImportTerminalUIAloneTests {
    @Test func theLayersBelowComeWithTerminalUI() throws {
        let label = Label()
        try label.setValue(fromString: "red", forKeyPath: "textColor")
        #expect(label.textColor == Color.red)
        #expect((label as Any) is any KeyCodable)
        #expect((label as Any) is any BindingNode)
        let controller = TableController()
        #expect(TableViewController(tableController: controller).tableController === controller)
    }
}
