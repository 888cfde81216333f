import KeyCoding
import Testing

@Suite struct DictionaryKeyCodingTests {
    @Test func aKeyReadsAndWritesTheEntryAsInCocoa() throws {
        let basket = Basket()
        basket.stock = ["apple": 3]
        #expect(try basket.value(forKeyPath: "stock.apple") as? Int == 3)
        #expect(try basket.value(forKeyPath: "stock.pear") == nil)
        try basket.setValue(5, forKeyPath: "stock.pear")
        try basket.setValue(nil, forKeyPath: "stock.apple")
        #expect(basket.stock == ["pear": 5])
        let mismatch = #expect(throws: KeyCodingError.self) { try basket.setValue("5", forKeyPath: "stock.pear") }
        #expect(
            mismatch?.description
                == "cannot set [String: Int].pear in key path \"stock.pear\": expected Int, got String")
    }

    @Test func structEntriesAreWrittenBack() throws {
        var team = Team(byRole: ["lead": Member(name: "Ada"), "helper": Member(name: "Grace")])
        try team.setValue(true, forKeyPath: "byRole.lead.isActive")
        #expect(team.byRole["lead"]?.isActive == true)
        #expect(team.byRole["helper"]?.isActive == false)
        #expect(try team.value(forKeyPath: "byRole.helper.name") as? String == "Grace")
        #expect(try team.value(forKeyPath: "byRole.nobody.name") == nil)
        let missing = #expect(throws: KeyCodingError.self) {
            try team.setValue(true, forKeyPath: "byRole.nobody.isActive")
        }
        #expect(
            missing?.description == "cannot set key path \"byRole.nobody.isActive\": [String: Member].nobody is nil")
    }

    @Test func eachAppliesTheRestToEveryValue() throws {
        var team = Team(byRole: ["lead": Member(name: "Ada"), "helper": Member(name: "Grace")])
        try team.setValue(true, forKeyPath: "byRole.@each.isActive")
        #expect(team.byRole.values.map(\.isActive) == [true, true])
        let names = try team.value(forKeyPath: "byRole.@each.name") as? [String: Any?]
        #expect(names?.mapValues { $0 as? String } == ["lead": "Ada", "helper": "Grace"])
        // On an array, `@each` is what a plain key does anyway.
        team.members = [Member(name: "Lin")]
        #expect(try team.value(forKeyPath: "members.@each.name") as? [String] == ["Lin"])
        let bare = #expect(throws: KeyCodingError.self) { try team.setValue(1, forKeyPath: "byRole.@each") }
        #expect(
            bare?.description
                == "cannot set [String: Member].@each in key path \"byRole.@each\": the property is read-only")
    }

    @Test func operatorsApplyToTheValues() throws {
        let basket = Basket()
        basket.stock = ["apple": 3, "pear": 5]
        #expect(try basket.value(forKeyPath: "stock.@count") as? Int == 2)
        #expect(try basket.value(forKeyPath: "stock.@sum") as? Double == 8)
        #expect(try basket.value(forKeyPath: "stock.@max") as? Int == 5)
    }

    @Test func plainDictionariesWalkLikeCocoasNSDictionary() throws {
        var document: [String: Any] = ["page": ["title": "Intro", "number": 1] as [String: Any]]
        #expect(try document.value(forKeyPath: "page.title") as? String == "Intro")
        try document.setValue("Start", forKeyPath: "page.title")
        #expect((document["page"] as? [String: Any])?["title"] as? String == "Start")
        var prices = ["apple": 0.5, "pear": 0.75]
        try prices.setValue(0.25, forKeyPath: "apple")
        #expect(try prices.value(forKeyPath: "@sum") as? Double == 1)
    }

    @Test func integerKeysAreWrittenAsText() throws {
        var rows: [Int: String] = [3: "three"]
        #expect(try rows.value(forKeyPath: "3") as? String == "three")
        try rows.setValue("four", forKey: "4")
        #expect(rows == [3: "three", 4: "four"])
        let error = #expect(throws: KeyCodingError.self) { try rows.value(forKey: "three") }
        #expect(error?.description == "[Int: String] has no key \"three\"")
    }

    @Test func keysThatCannotBeWrittenAsTextTakeOnlyOperators() throws {
        var pairing = Pairing(bySide: [.left: Member(name: "Ada")])
        let error = #expect(throws: KeyCodingError.self) { try pairing.value(forKeyPath: "bySide.name") }
        #expect(
            error?.description
                == "cannot look up \"name\" in key path \"bySide.name\" in a value of type [Side: Member], which is not KeyCodable"
        )
        try pairing.setValue("Lin", forKeyPath: "bySide.@each.name")
        #expect(pairing.bySide[.left]?.name == "Lin")
        #expect(try pairing.value(forKeyPath: "bySide.@count") as? Int == 1)
    }
}
