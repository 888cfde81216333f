import Bindings
import KeyCoding
import Testing

/// On the main actor, where bindings are applied.
@MainActor @Suite struct BindingBasicsTests {
    /// A root holding a book, a middle node and a leaf; nodes hold their parents weakly, so callers
    /// keep the root.
    private func tree() -> (root: TestNode, leaf: TestNode) {
        let root = TestNode(tag: 1)
        let middle = TestNode(tag: 2)
        let leaf = TestNode(tag: 3)
        root.add(middle)
        middle.add(leaf)
        root.dataObject = Book()
        return (root, leaf)
    }

    @Test func bindsThroughViewStepsAndConvertsNumbersToText() throws {
        let (root, leaf) = tree()
        defer { withExtendedLifetime(root) {} }
        try leaf.bind("title", to: "@superviewWithTag[1].dataObject.pages")
        try leaf.bind("count", to: "@rootview.dataObject.pages")
        #expect(leaf.title == "412")
        #expect(leaf.count == 412)
    }

    @Test func theRuntimeAttributeFormTakesTransformersAndRejectsNonsense() throws {
        let (root, leaf) = tree()
        defer { withExtendedLifetime(root) {} }
        try leaf.setValue(fromString: "title | uppercase", forKeyPath: "bindTo.@rootview.dataObject.title")
        #expect(leaf.title == "DUNE")
        let error = #expect(throws: BindingError.self) {
            try leaf.setValue(fromString: "title | a | b", forKeyPath: "bindTo.@rootview.dataObject.title")
        }
        #expect(
            error?.description
                == #"cannot bind TestNode.title to "@rootview.dataObject.title": expected "property", "property | transformer" or "property | twoWay", given "title | a | b""#
        )
        #expect(throws: KeyCodingError.self) { try leaf.setValue(3, forKeyPath: "bindTo.@rootview.dataObject.title") }
    }

    @Test func aNilValueShowsEmptyTextThePlaceholderOrNil() throws {
        let (root, leaf) = tree()
        leaf.title = "stale"
        try leaf.bind("title", to: "@rootview.dataObject.subtitle")
        try leaf.bind("subtitle", to: "@rootview.dataObject.subtitle")
        #expect(leaf.title == "")  // as Cocoa shows nil, not the text the node had
        let other = TestNode()
        root.add(other)
        other.count = 9
        try other.bind("title", to: "@rootview.dataObject.subtitle", placeholders: BindingPlaceholders(whenNil: "none"))
        try other.bind("count", to: "@rootview.dataObject.subtitle")
        #expect(other.title == "none")
        #expect(other.count == 9)  // neither text nor optional: the value it had
        #expect(leaf.subtitle == nil)
        let book = Book()
        book.subtitle = "Part one"
        root.dataObject = book
        #expect(leaf.title == "Part one")
        #expect(leaf.subtitle == "Part one")
    }

    @Test func userTransformersAreCheckedAgainstTheDeclaredTypes() throws {
        let (root, leaf) = tree()
        defer { withExtendedLifetime(root) {} }
        BindingTransformer.register(BindingTransformer(name: "half") { (value: Int) in value / 2 })
        try leaf.bind("count", to: "@rootview.dataObject.pages", transformer: "half")
        #expect(leaf.count == 206)
        let error = #expect(throws: BindingError.self) {
            try leaf.bind("count", to: "@rootview.dataObject.title", transformer: "half")
        }
        #expect(error?.kind == .invalidTransformer || error?.kind == .typeMismatch)
        #expect(
            error?.description
                == #"cannot bind TestNode.count to "@rootview.dataObject.title": the transformer "half" takes Int, not String (the view property is Int)"#
        )
    }

    @Test func rootviewIsTheNearestRootViewElseTheTopmostNode() throws {
        let (root, leaf) = tree()
        try leaf.bind("count", to: "@rootview.dataObject.pages")
        #expect(leaf.bindings.all.first?.holder === root)
        let screen = TestNode(tag: 9)
        screen.isRootView = true
        let page = Book()
        page.pages = 7
        screen.dataObject = page
        root.add(screen)
        screen.add(leaf)
        #expect(leaf.count == 7)
        #expect(leaf.bindings.all.first?.holder === screen)
        // The view itself, when it is a root view.
        try screen.bind("title", to: "@rootview.dataObject.title")
        #expect(screen.title == "Dune")
        #expect(screen.bindings.all.first?.holder === screen)
    }

    @Test func aRootViewWithoutADataObjectIsReportedAndANodeNotOnAScreenWaits() throws {
        let (root, leaf) = tree()
        let screen = TestNode()
        screen.isRootView = true
        screen.restorationIdentifier = "page"
        root.add(screen)
        let loose = TestNode()
        loose.title = "waiting"
        try loose.bind("title", to: "@rootview.dataObject.title")
        #expect(loose.title == "waiting")
        #expect(loose.bindings.all.first?.lastError == nil)
        screen.add(loose)
        #expect(loose.title == "waiting")
        // Reported when pending updates are applied (before the next frame), if it is still missing.
        #expect(loose.bindings.all.first?.lastError == nil)
        BindingUpdates.applyPending()
        let error = try #require(loose.bindings.all.first?.lastError)
        #expect(error.kind == .noDataObject)
        #expect(
            error.description
                == #"cannot bind TestNode.title to "@rootview.dataObject.title": @rootview is TestNode#page, the root view of its screen, and it has no data object; set its dataObject, or start the path from a view that has one (TestNode, above it, has one)"#
        )
        screen.dataObject = Book()
        #expect(loose.title == "Dune")
        #expect(loose.bindings.all.first?.lastError == nil)
        // A data object set before pending updates are applied is no problem.
        screen.dataObject = nil
        screen.dataObject = Book()
        BindingUpdates.applyPending()
        #expect(loose.bindings.all.first?.lastError == nil)
        // Other steps that reach a node without a data object wait for one, as before.
        try leaf.bind("title", to: "@superview.dataObject.title")
        BindingUpdates.applyPending()
        #expect(leaf.bindings.all.first?.lastError == nil)
    }

    @Test func aBindingOutsideATreeWaitsForOne() throws {
        let loose = TestNode()
        let binding = try loose.bind("title", to: "@superview.dataObject.title")
        #expect(binding.holder == nil)
        let (root, _) = tree()
        root.add(loose)
        #expect(loose.title == "Dune")
        #expect(binding.holder === root)
    }

    @Test func builtInTransformersAreThereAndCheckTheirInput() throws {
        #expect(
            Set(["isNil", "isNotNil", "lowercase", "not", "uppercase"]).isSubset(of: BindingTransformer.registeredNames)
        )
        #expect(try BindingTransformer.named("not")?.apply(true) as? Bool == false)
        #expect(try BindingTransformer.named("isNil")?.apply(nil) as? Bool == true)
        let error = #expect(throws: (any Error).self) { try BindingTransformer.named("date:yyyy")?.apply("2001") }
        #expect(String(describing: error.map { $0 } as Any).contains("the transformer takes Date, given String"))
    }
}
