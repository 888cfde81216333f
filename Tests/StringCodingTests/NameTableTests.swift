import Testing

@testable import StringCoding

@Suite struct NameTableTests {
    let table = NameTable(
        names: [("left", 1), ("right", 2)], aliases: ["Right": 3, "start": 1], typePrefixes: ["Side", "NSSide"])

    @Test func aNameWinsOverAnAliasSpelledTheSame() {
        #expect(table.value(named: "RIGHT") == 2)
        #expect(table.validNames == ["left", "right", "Right", "start"])
    }

    @Test func stripsALeadingDotAndTheLongestMatchingPrefix() {
        #expect(table.value(named: ".left") == 1)
        #expect(table.value(named: "NSSideStart") == 1)
        #expect(table.value(named: "side.right") == 2)
        #expect(table.value(named: "side") == nil)
        #expect(table.value(named: "side.") == nil)
    }

    @Test func derivesPrefixesFromTheBareTypeName() {
        #expect(derivedTypePrefixes(for: Bool.self) == ["Bool", "NSBool", "UIBool"])
        #expect(derivedTypePrefixes(for: NameTable<Int>.self) == ["NameTable", "NSNameTable", "UINameTable"])
    }
}
