import Testing

@testable import Bindings

class SampleBaseView {}
class SampleCardView: SampleBaseView {}
final class SamplePhotoCardView: SampleCardView {}
final class SampleCardViewer {}
enum SampleOuter {
    class Inner: SampleBaseView {}
}
class SampleBox<T>: SampleBaseView {}
final class SampleIntsBox: SampleBox<[Int]> {}
private final class SampleHiddenCardView: SampleCardView {}
class SampleReflectedView: SampleCardView, CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["kind": "reflected"]) }
}
class SampleReflectedMiddle: SampleReflectedView {}
final class SampleReflectedLeaf: SampleReflectedMiddle {}

@Suite struct ClassNameMatchingTests {
    @Test func exactClass() {
        #expect(isInstance(SampleCardView(), ofClassNamed: "SampleCardView"))
        #expect(isInstance(SampleBaseView(), ofClassNamed: "SampleBaseView"))
    }

    @Test func subclassesMatchTheirSuperclassesNames() {
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "SamplePhotoCardView"))
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "SampleCardView"))
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "SampleBaseView"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "SamplePhotoCardView"))
        #expect(!isInstance(SampleBaseView(), ofClassNamed: "SampleCardView"))
    }

    @Test func moduleQualifiedNames() {
        #expect(String(reflecting: SampleCardView.self) == "BindingsTests.SampleCardView")
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "BindingsTests.SampleCardView"))
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "BindingsTests.SamplePhotoCardView"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "MyApp.SampleCardView"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "Bindings.SampleCardView"))
    }

    @Test func nestedTypes() {
        #expect(String(reflecting: SampleOuter.Inner.self) == "BindingsTests.SampleOuter.Inner")
        #expect(isInstance(SampleOuter.Inner(), ofClassNamed: "Inner"))
        #expect(isInstance(SampleOuter.Inner(), ofClassNamed: "SampleOuter.Inner"))
        #expect(isInstance(SampleOuter.Inner(), ofClassNamed: "BindingsTests.SampleOuter.Inner"))
        #expect(isInstance(SampleOuter.Inner(), ofClassNamed: "SampleBaseView"))
        #expect(!isInstance(SampleOuter.Inner(), ofClassNamed: "SampleOuter"))
        #expect(!isInstance(SampleOuter.Inner(), ofClassNamed: "Other.Inner"))
        #expect(!isInstance(SampleOuter.Inner(), ofClassNamed: "BindingsTests.Inner"))
    }

    @Test(arguments: [
        "SampleBox", "SampleBox<Int>", "SampleBox<Swift.Int>", "BindingsTests.SampleBox<Int>",
        "BindingsTests.SampleBox<Swift.Int>",
    ])
    func genericClassMatches(name: String) {
        #expect(isInstance(SampleBox<Int>(), ofClassNamed: name))
    }

    @Test(arguments: [
        "SampleBox<String>", "SampleBox<Int, Int>", "SampleBox<Int?>", "SampleBox<[Int]>", "SampleBox<Other.Int>",
        "Int", "SampleBox<SampleBox>",
    ])
    func genericClassDoesNotMatch(name: String) {
        #expect(!isInstance(SampleBox<Int>(), ofClassNamed: name))
    }

    @Test func subclassOfAGenericClassWithSugar() {
        #expect(String(reflecting: SampleBox<[Int]>.self) == "BindingsTests.SampleBox<Swift.Array<Swift.Int>>")
        for name in [
            "SampleIntsBox", "SampleBox<[Int]>", "SampleBox<Array<Int>>", "SampleBox<Swift.Array<Swift.Int>>",
            "SampleBox", "SampleBaseView",
        ] {
            #expect(isInstance(SampleIntsBox(), ofClassNamed: name), "\(name)")
        }
        #expect(!isInstance(SampleIntsBox(), ofClassNamed: "SampleBox<Int>"))
        #expect(!isInstance(SampleIntsBox(), ofClassNamed: "SampleBox<[String]>"))
    }

    @Test func dictionaryOptionalAndTupleArguments() {
        let box = SampleBox<[String: Int?]>()
        #expect(isInstance(box, ofClassNamed: "SampleBox<[String: Int?]>"))
        #expect(isInstance(box, ofClassNamed: "SampleBox<[String:Int?]>"))
        #expect(isInstance(box, ofClassNamed: "SampleBox< [ String : Int? ] >"))
        #expect(isInstance(box, ofClassNamed: "SampleBox<Dictionary<String, Optional<Int>>>"))
        #expect(!isInstance(box, ofClassNamed: "SampleBox<[String: Int]>"))
        #expect(isInstance(SampleBox<(Int, String)>(), ofClassNamed: "SampleBox<(Int, String)>"))
        #expect(!isInstance(SampleBox<(Int, String)>(), ofClassNamed: "SampleBox<(Int, Int)>"))
        #expect(isInstance(SampleBox<SampleBox<Int>>(), ofClassNamed: "SampleBox<SampleBox<Int>>"))
        #expect(isInstance(SampleBox<SampleBox<Int>>(), ofClassNamed: "SampleBox<SampleBox>"))
    }

    @Test func aNameThatOnlyPrefixesAnotherDoesNotMatch() {
        #expect(!isInstance(SampleCardView(), ofClassNamed: "SampleCard"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "View"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "CardView"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "SampleCardViewer"))
        #expect(!isInstance(SampleCardViewer(), ofClassNamed: "SampleCardView"))
        #expect(!isInstance(SampleCardView(), ofClassNamed: "Tests.SampleCardView"))
    }

    @Test(arguments: [
        "Label", "", "My App", "SampleCardView<", "SampleBaseView.SampleCardView", "samplecardview", "SAMPLECARDVIEW",
    ])
    func nonMatchingNames(name: String) {
        #expect(!isInstance(SamplePhotoCardView(), ofClassNamed: name))
    }

    @Test func privateAndLocalClasses() {
        #expect(String(reflecting: SampleHiddenCardView.self).hasPrefix("BindingsTests.(unknown context at $"))
        #expect(isInstance(SampleHiddenCardView(), ofClassNamed: "SampleHiddenCardView"))
        #expect(isInstance(SampleHiddenCardView(), ofClassNamed: "BindingsTests.SampleHiddenCardView"))
        #expect(isInstance(SampleHiddenCardView(), ofClassNamed: "SampleCardView"))
        final class LocalView: SampleCardView {}
        #expect(isInstance(LocalView(), ofClassNamed: "LocalView"))
        #expect(isInstance(LocalView(), ofClassNamed: "BindingsTests.SampleCardView"))
    }

    @Test func customMirrorsAreFollowedWhenTheyDescribeAnAncestor() {
        #expect(isInstance(SampleReflectedView(), ofClassNamed: "SampleReflectedView"))
        #expect(isInstance(SampleReflectedView(), ofClassNamed: "SampleCardView"))
        #expect(isInstance(SampleReflectedLeaf(), ofClassNamed: "SampleReflectedLeaf"))
        #expect(isInstance(SampleReflectedLeaf(), ofClassNamed: "SampleReflectedView"))
        #expect(isInstance(SampleReflectedLeaf(), ofClassNamed: "SampleBaseView"))
        // The mirror starts at SampleReflectedView, so the class between is not seen.
        #expect(!isInstance(SampleReflectedLeaf(), ofClassNamed: "SampleReflectedMiddle"))
        #expect(
            classChain(of: SampleReflectedLeaf()).map { String(describing: $0) } == [
                "SampleReflectedLeaf", "SampleReflectedView", "SampleCardView", "SampleBaseView",
            ])
    }

    @Test func classChainRunsToTheRoot() {
        #expect(
            classChain(of: SamplePhotoCardView()).map { String(describing: $0) } == [
                "SamplePhotoCardView", "SampleCardView", "SampleBaseView",
            ])
        #expect(
            classChain(of: SampleIntsBox()).map { String(reflecting: $0) } == [
                "BindingsTests.SampleIntsBox", "BindingsTests.SampleBox<Swift.Array<Swift.Int>>",
                "BindingsTests.SampleBaseView",
            ])
    }

    @Test func answersAreRememberedWithinABound() {
        for index in 0..<(ClassMatchCache.capacity + 10) {
            #expect(!isInstance(SampleCardView(), ofClassNamed: "Unrelated\(index)"))
        }
        #expect(ClassMatchCache.count <= ClassMatchCache.capacity)
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "SampleCardView"))
        #expect(isInstance(SamplePhotoCardView(), ofClassNamed: "SampleCardView"))
    }

    @Test func answersAreTheSameFromManyThreads() async {
        let names = [
            "SampleCardView", "SampleBaseView", "SampleCard", "SampleBox<[Int]>", "SamplePhotoCardView",
            "SampleOuter.Inner",
        ]
        let results = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).flatMap { _ in names.map { isInstance(SampleIntsBox(), ofClassNamed: $0) } }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = (0..<200).flatMap { _ in [false, true, false, true, false, false] }
        #expect(results.allSatisfy { $0 == expected })
    }
}

@Suite struct ClassNamePatternTests {
    typealias Node = ClassNamePattern.Node
    typealias Component = ClassNamePattern.Component

    static func named(_ names: String..., arguments: [Node]? = nil) -> Node {
        var components = names.map { Component(name: $0, arguments: nil) }
        components[components.count - 1].arguments = arguments
        return .nominal(components)
    }

    @Test func readsStructure() {
        let int = Self.named("Int")
        #expect(ClassNamePattern(parsing: "MyApp.CardView")?.root == Self.named("MyApp", "CardView"))
        #expect(
            ClassNamePattern(parsing: "Box<[Int]>")?.root
                == Self.named("Box", arguments: [Self.named("Array", arguments: [int])]))
        #expect(
            ClassNamePattern(parsing: "[String: Int?]")?.root
                == Self.named(
                    "Dictionary", arguments: [Self.named("String"), Self.named("Optional", arguments: [int])]))
        #expect(ClassNamePattern(parsing: "( Int , Int )")?.root == .tuple([int, int]))
        #expect(ClassNamePattern(parsing: "()")?.root == .tuple([]))
        #expect(
            ClassNamePattern(parsing: "M.Outer<Swift.Int>.Inner")?.root
                == .nominal([
                    Component(name: "M", arguments: nil),
                    Component(name: "Outer", arguments: [Self.named("Swift", "Int")]),
                    Component(name: "Inner", arguments: nil),
                ]))
        #expect(
            ClassNamePattern(parsing: "M.(unknown context at $1f).(extension in N):N.T")?.root
                == Self.named("M", "(unknown context at $1f)", "(extension in N)", "N", "T"))
    }

    @Test(arguments: [
        "", " ", "A B", "A.", ".A", "A..B", "A<", "A<>", "A<B", "A<B>>", "[A", "[A:]", "[:B]", "A?B", "(A", "A)",
        "A . B", "A <B>", "A ?", "@A", "A<B,>", "A:B", "((unknown context at $1)",
        String(repeating: "[", count: 40) + "A"
            + String(repeating: "]", count: 40),
    ])
    func refusesWhatIsNotATypeName(text: String) {
        #expect(ClassNamePattern(parsing: text) == nil)
    }

    @Test func nestsUpToTheLimit() {
        let depth = ClassNameReader.maximumDepth - 1
        let text = String(repeating: "[", count: depth) + "A" + String(repeating: "]", count: depth)
        #expect(ClassNamePattern(parsing: text) != nil)
        let deeper = "[" + text + "]"
        #expect(ClassNamePattern(parsing: deeper) == nil)
    }
}
