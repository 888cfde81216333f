import CellControllers
import Testing

// This file imports CellControllers alone: `StringCodableEnum` and `StringCodingError` reach it
// through CellControllers' re-export of StringCoding, which is how description files name animations.

@MainActor @Suite struct ImportCellControllersAloneTests {
    @Test func stringCodingComesWithCellControllers() throws {
        #expect(try RowAnimation(parsing: "UITableViewRowAnimationFade") == .fade)
        #expect(CellEditingStyle.delete.stringRepresentation == "delete")
        #expect((RowAnimation.self as Any.Type) is any StringCodableEnum.Type)
        #expect(throws: StringCodingError.self) { try RowAnimation(parsing: "fad") }
    }
}
