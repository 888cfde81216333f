import KeyCoding
import StringCoding
import TerminalUI
import Testing

/// A stand-in for a view's properties, set from strings the way a view description file's runtime
/// attributes are.
@Keyed private struct Appearance {
    var textAlignment = TextAlignment.natural
    var contentMode = ContentMode.scaleToFill
    var autoresizingMask: AutoresizingMask = []
    var accessoryType = AccessoryType.none
    var dataDetectorTypes: DataDetectorTypes = []
}

@MainActor @Suite struct RuntimeAttributeTests {
    @Test func enumsAndMasksAreSetFromStrings() throws {
        var appearance = Appearance()
        try appearance.setValue(fromString: "NSTextAlignmentCenter", forKeyPath: "textAlignment")
        try appearance.setValue(fromString: "fit", forKeyPath: "contentMode")
        try appearance.setValue(fromString: "width height", forKeyPath: "autoresizingMask")
        try appearance.setValue(fromString: "chevron", forKeyPath: "accessoryType")
        try appearance.setValue(fromString: "all", forKeyPath: "dataDetectorTypes")
        #expect(appearance.textAlignment == .center)
        #expect(appearance.contentMode == .scaleAspectFit)
        #expect(appearance.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(appearance.accessoryType == .disclosureIndicator)
        #expect(appearance.dataDetectorTypes == .all)
    }

    @Test func aBadNameNamesTheKeyPath() {
        var appearance = Appearance()
        let error = #expect(throws: StringCodingError.self) {
            try appearance.setValue(fromString: "middle", forKeyPath: "textAlignment")
        }
        #expect(error?.keyPath == "textAlignment")
        #expect(error?.reason == "no case has this name or raw value")
    }
}
