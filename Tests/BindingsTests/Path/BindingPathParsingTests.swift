import Testing

@testable import Bindings

@Suite struct BindingPathParsingTests {
    typealias Step = BindingPath.ViewStep

    @Test(
        arguments: [
            ("@cell.dataObject.album.artist.name", [Step.cell], ["album", "artist", "name"]),
            (
                "@superviewWithClass[MyApp.CardView].dataObject.title", [.superviewWithClass("MyApp.CardView")],
                ["title"]
            ),
            ("superview.superview.dataObject", [.superview, .superview], []),
            ("@rootview.dataObject.name", [.rootview], ["name"]),
            ("dataObject.name", [], ["name"]),
            ("dataObject", [], []),
            ("@superview.dataObject", [.superview], []),
            ("window.dataObject.title", [.property("window")], ["title"]),
        ] as [(String, [Step], [String])])
    func readsTheBriefsExamples(text: String, viewSteps: [Step], dataKeyPath: [String]) throws {
        let path = try BindingPath(parsing: text)
        #expect(path.viewSteps == viewSteps)
        #expect(path.dataKeyPath == dataKeyPath)
    }

    @Test func readsEveryOperator() throws {
        let text =
            "@superview.@rootview.@cell.@superviewWithTag[12].@superviewWithRestorationID[main]"
            + ".@superviewWithClass[CardView].@subviews[2].@subviewWithTag[-7].@subviewWithRestorationID[header]"
            + ".@subviewWithClass[Label].detailView.dataObject.a.b"
        let path = try BindingPath(parsing: text)
        #expect(
            path.viewSteps == [
                .superview, .rootview, .cell, .superviewWithTag(12), .superviewWithRestorationID("main"),
                .superviewWithClass("CardView"), .subviews(2), .subviewWithTag(-7), .subviewWithRestorationID("header"),
                .subviewWithClass("Label"), .property("detailView"),
            ])
        #expect(path.dataKeyPath == ["a", "b"])
        #expect(path.description == text)
    }

    @Test func plainSuperviewIsTheOperator() throws {
        #expect(try BindingPath(parsing: "superview.dataObject") == BindingPath(parsing: "@superview.dataObject"))
        #expect(try BindingPath(parsing: "superview.dataObject").description == "@superview.dataObject")
    }

    @Test(arguments: [
        ("@superviewWithTag[0]", Step.superviewWithTag(0)),
        ("@superviewWithTag[-12]", .superviewWithTag(-12)),
        ("@superviewWithTag[007]", .superviewWithTag(7)),
        ("@superviewWithTag[-0]", .superviewWithTag(0)),
        ("@superviewWithTag[9223372036854775807]", .superviewWithTag(Int.max)),
        ("@subviewWithTag[-9223372036854775808]", .subviewWithTag(Int.min)),
        ("@subviews[0]", .subviews(0)),
        ("@subviews[9223372036854775807]", .subviews(Int.max)),
    ])
    func readsIntegers(text: String, step: Step) throws {
        #expect(try BindingPath(parsing: text + ".dataObject").viewSteps == [step])
    }

    @Test(arguments: [
        ("@superviewWithRestorationID[card.v2]", Step.superviewWithRestorationID("card.v2")),
        ("@superviewWithRestorationID[main card]", .superviewWithRestorationID("main card")),
        ("@subviewWithRestorationID[ padded ]", .subviewWithRestorationID(" padded ")),
        ("@subviewWithRestorationID[@superview.dataObject]", .subviewWithRestorationID("@superview.dataObject")),
        ("@subviewWithRestorationID[[x]", .subviewWithRestorationID("[x")),
        ("@subviewWithRestorationID[카드 ✓]", .subviewWithRestorationID("카드 ✓")),
    ])
    func readsRestorationIdentifiersWithDotsAndSpaces(text: String, step: Step) throws {
        let path = try BindingPath(parsing: text + ".dataObject.name")
        #expect(path.viewSteps == [step])
        #expect(path.dataKeyPath == ["name"])
    }

    @Test(arguments: [
        "CardView", "MyApp.CardView", "Outer.Inner", "Box<Int>", "MyApp.Box<Swift.Int>", "Box<[Int]>",
        "Box<[String: Int?]>", "Pair<Int, String>", "Pair<Int,String>", "Outer<Int>.Inner", "Box<(Int, String)>",
        "Box<Box<Box<Int>>>", "MyApp.(unknown context at $10a0).Hidden", "Int??",
    ])
    func readsClassNamesWithDotsAndBrackets(name: String) throws {
        let path = try BindingPath(parsing: "@superviewWithClass[\(name)].@subviewWithClass[\(name)].dataObject.x")
        #expect(path.viewSteps == [.superviewWithClass(name), .subviewWithClass(name)])
        #expect(path.dataKeyPath == ["x"])
    }

    @Test func dataKeysMayAddressCollectionsAndRepeatDataObject() throws {
        let path = try BindingPath(parsing: "dataObject.items.@count")
        #expect(path.dataKeyPath == ["items", "@count"])
        let nested = try BindingPath(parsing: "@cell.dataObject.dataObject.superview.cell")
        #expect(nested.viewSteps == [.cell])
        #expect(nested.dataKeyPath == ["dataObject", "superview", "cell"])
    }

    @Test func keysMayHoldAnyNonSeparatorCharacter() throws {
        let path = try BindingPath(parsing: "vue_détaillée.dataObject.名前.a$b.x@y")
        #expect(path.viewSteps == [.property("vue_détaillée")])
        #expect(path.dataKeyPath == ["名前", "a$b", "x@y"])
    }

    @Test(arguments: [
        (Step.superview, "@superview"), (.rootview, "@rootview"), (.cell, "@cell"),
        (.superviewWithTag(-3), "@superviewWithTag[-3]"),
        (.superviewWithRestorationID("a b.c"), "@superviewWithRestorationID[a b.c]"),
        (.superviewWithClass("MyApp.CardView"), "@superviewWithClass[MyApp.CardView]"),
        (.subviews(4), "@subviews[4]"), (.subviewWithTag(9), "@subviewWithTag[9]"),
        (.subviewWithRestorationID("id"), "@subviewWithRestorationID[id]"),
        (.subviewWithClass("Box<[Int]>"), "@subviewWithClass[Box<[Int]>]"),
        (.property("window"), "window"),
    ])
    func describesEachStep(step: Step, text: String) {
        #expect(step.description == text)
    }

    @Test func describesWholePathsCanonically() throws {
        #expect(BindingPath(viewSteps: [], dataKeyPath: []).description == "dataObject")
        let built = BindingPath(viewSteps: [.cell, .subviews(1)], dataKeyPath: ["a", "b"])
        #expect(built.description == "@cell.@subviews[1].dataObject.a.b")
        #expect(try BindingPath(parsing: built.description) == built)
        #expect(
            try BindingPath(parsing: "@superviewWithTag[007].dataObject").description
                == "@superviewWithTag[7].dataObject")
    }

    @Test func acceptsPathsUpToTheLimit() throws {
        let longKey = String(repeating: "k", count: BindingPath.maximumLength - "dataObject.".count)
        let oneKey = "dataObject." + longKey
        #expect(oneKey.count == 4096)
        #expect(try BindingPath(parsing: oneKey).dataKeyPath == [longKey])
        let manyKeys = "dataObject" + String(repeating: ".k", count: 2043)
        #expect(manyKeys.count == 4096)
        #expect(try BindingPath(parsing: manyKeys).dataKeyPath.count == 2043)
    }
}
