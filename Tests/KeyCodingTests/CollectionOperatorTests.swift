import KeyCoding
import Testing

@Suite struct CollectionOperatorTests {
    let basket: Basket = {
        let basket = Basket()
        basket.purchases = [
            Purchase(item: "pear", price: 1.5, quantity: 2, discount: 0.5, tags: ["fruit", "green"]),
            Purchase(item: "apple", price: 0.5, quantity: 4, discount: nil, tags: ["fruit", "red"]),
            Purchase(item: "pear", price: 2.5, quantity: 1, discount: 1, tags: ["fruit"]),
        ]
        return basket
    }()

    @Test func sumAndAverageAreDoublesWithNilCountingAsZero() throws {
        #expect(try basket.value(forKeyPath: "purchases.@sum.price") as? Double == 4.5)
        #expect(try basket.value(forKeyPath: "purchases.@sum.quantity") as? Double == 7)
        #expect(try basket.value(forKeyPath: "purchases.@avg.price") as? Double == 1.5)
        // Cocoa substitutes 0 for nil: the apple's missing discount counts in the average's divisor.
        #expect(try basket.value(forKeyPath: "purchases.@sum.discount") as? Double == 1.5)
        #expect(try basket.value(forKeyPath: "purchases.@avg.discount") as? Double == 0.5)
        // A right key path of `self`, or none, uses the elements: here the fanned-out prices.
        #expect(try basket.value(forKeyPath: "purchases.price.@sum.self") as? Double == 4.5)
        #expect(try basket.value(forKeyPath: "purchases.price.@max") as? Double == 2.5)
    }

    @Test func maxAndMinReturnTheValueItselfAndIgnoreNil() throws {
        #expect(try basket.value(forKeyPath: "purchases.@max.price") as? Double == 2.5)
        #expect(try basket.value(forKeyPath: "purchases.@min.quantity") as? Int == 1)
        #expect(try basket.value(forKeyPath: "purchases.@max.item") as? String == "pear")
        #expect(try basket.value(forKeyPath: "purchases.@min.item") as? String == "apple")
        #expect(try basket.value(forKeyPath: "purchases.@min.discount") as? Double == 0.5)
    }

    @Test func emptyCollectionsGiveCocoasResults() throws {
        let empty = Basket()
        #expect(try empty.value(forKeyPath: "purchases.@count") as? Int == 0)
        #expect(try empty.value(forKeyPath: "purchases.@sum.price") as? Double == 0)
        #expect(try empty.value(forKeyPath: "purchases.@avg.price") == nil)
        #expect(try empty.value(forKeyPath: "purchases.@max.price") == nil)
        #expect(try empty.value(forKeyPath: "purchases.@min.price") == nil)
        #expect(try (empty.value(forKeyPath: "purchases.@unionOfObjects.item") as? [Any])?.isEmpty == true)
    }

    @Test func unionsKeepOrDropDuplicatesInTheOrderFirstMet() throws {
        #expect(
            try basket.value(forKeyPath: "purchases.@unionOfObjects.item") as? [String] == ["pear", "apple", "pear"])
        #expect(
            try basket.value(forKeyPath: "purchases.@distinctUnionOfObjects.item") as? [String] == ["pear", "apple"])
        #expect(try basket.value(forKeyPath: "purchases.@unionOfObjects.discount") as? [Double] == [0.5, 1])
        #expect(
            try basket.value(forKeyPath: "purchases.tags.@unionOfArrays") as? [String]
                == ["fruit", "green", "fruit", "red", "fruit"])
        #expect(
            try basket.value(forKeyPath: "purchases.tags.@distinctUnionOfArrays.self") as? [String]
                == ["fruit", "green", "red"])
        basket.shelves = ["top": Array(basket.purchases[0...1]), "bottom": [basket.purchases[2]]]
        let items = try basket.value(forKeyPath: "shelves.@distinctUnionOfArrays.item") as? [String]
        #expect(items.map(Set.init) == ["pear", "apple"])
    }

    @Test func sumOfNonNumbersIsRefused() {
        let error = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "purchases.@sum.item") }
        #expect(
            error?.description
                == "\"@sum\" in key path \"purchases.@sum.item\" needs numbers (integers or floating-point values), "
                + "but got a value of type String")
    }

    @Test func operatorsNeedACollection() {
        let onStruct = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "owner.@max.name") }
        #expect(
            onStruct?.description
                == "\"@max\" in key path \"owner.@max.name\" needs an array, set or dictionary, but the value is a Member"
        )
        let onValue = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "owner.name.@count") }
        #expect(
            onValue?.description
                == "\"@count\" in key path \"owner.name.@count\" needs an array, set or dictionary, but the value is a String"
        )
        let onRoot = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "@sum.price") }
        #expect(onRoot == .notACollection(type: "Basket", operator: "@sum", keyPath: "@sum.price"))
    }

    @Test func unknownOperatorsSuggestTheClosest() {
        let error = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "purchases.@avrg.price") }
        #expect(error == .unknownOperator(operator: "@avrg", keyPath: "purchases.@avrg.price", suggestion: "@avg"))
        #expect(
            error?.description.hasPrefix(
                "unknown collection operator \"@avrg\" in key path \"purchases.@avrg.price\"; did you mean \"@avg\"? ")
                == true)
    }

    @Test func valuesThatDoNotCompareAreRefused() {
        let error = #expect(throws: KeyCodingError.self) { try basket.value(forKeyPath: "purchases.@max.tags") }
        #expect(
            error?.description
                == "\"@max\" in key path \"purchases.@max.tags\" needs values that compare with each other "
                + "(numbers, or values of one Comparable type), but got a value of type [String]")
        let mixed: [String: Any] = ["a": 1, "b": "two"]
        let mixedError = #expect(throws: KeyCodingError.self) { try mixed.value(forKeyPath: "@min") }
        #expect(mixedError?.description.contains("but got a ") == true)
    }

    @Test func distinctUnionsNeedHashableValues() {
        let root = Shape()
        root.children = [Shape(), Shape()]
        let error = #expect(throws: KeyCodingError.self) {
            try root.value(forKeyPath: "children.@distinctUnionOfObjects.frame")
        }
        #expect(
            error?.description
                == "\"@distinctUnionOfObjects\" in key path \"children.@distinctUnionOfObjects.frame\" needs Hashable "
                + "values, but got a value of type Frame")
        root.children = []
    }

    @Test func unionsOfArraysNeedInnerCollections() {
        let error = #expect(throws: KeyCodingError.self) {
            try basket.value(forKeyPath: "purchases.@unionOfArrays.item")
        }
        #expect(
            error?.description
                == "\"@unionOfArrays\" in key path \"purchases.@unionOfArrays.item\" needs a collection of arrays, "
                + "sets or dictionaries, but got an element of type Purchase")
    }

    @Test func orderedEndsNeedAnArray() {
        let team = Team(memberSet: [Member(name: "a")])
        let error = #expect(throws: KeyCodingError.self) { try team.value(forKeyPath: "memberSet.@first") }
        #expect(
            error?.description
                == "\"@first\" in key path \"memberSet.@first\" needs an array (sets and dictionaries have no order), "
                + "but got a Set<Member>")
    }

    @Test func computedResultsCannotBeSet() {
        let error = #expect(throws: KeyCodingError.self) {
            try basket.setValue(1.0, forKeyPath: "purchases.@sum.price")
        }
        #expect(
            error?.description
                == "cannot set [Purchase].@sum in key path \"purchases.@sum.price\": the property is read-only"
        )
        let unknown = #expect(throws: KeyCodingError.self) {
            try basket.setValue(1.0, forKeyPath: "purchases.@smu.price")
        }
        #expect(unknown?.description.hasPrefix("unknown collection operator \"@smu\"") == true)
    }
}
