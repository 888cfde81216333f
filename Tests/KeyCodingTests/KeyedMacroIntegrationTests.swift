import Foundation
import KeyCoding
import Testing

@Suite struct KeyedPropertiesTests {
    @Test func listsPropertiesInDeclarationOrderWithTypesAndWritability() {
        #expect(Point3.keyedProperties.names == ["x", "y", "z"])
        #expect(
            Frame.keyedProperties.map(\.description) == [
                "origin: Point3", "size: Point3?", "id: Int (read-only)", "area: Double (read-only)",
                "version: Int (read-only)",
            ])
        #expect(Frame.keyedProperties["size"]?.valueType == Optional<Point3>.self)
        #expect(Frame.keyedProperties["secret"] == nil)
        #expect(Frame.keyedProperties["cache"] == nil)
        #expect(Frame.keyedProperties["shared"] == nil)
    }

    @Test func subclassListsSuperclassKeysFirst() {
        #expect(Shape.keyedProperties.names == ["name", "frame", "parent", "children"])
        #expect(Circle.keyedProperties.names == ["name", "frame", "parent", "children", "radius", "tags"])
        let shape: Shape = Circle()
        #expect(shape.dynamicKeyedProperties.names.last == "tags")
    }

    @Test func genericTypesWork() throws {
        var box = Box(content: [1, 2])
        #expect(Box<[Int]>.keyedProperties["content"]?.valueType == [Int].self)
        try box.setValue([3], forKeyPath: "content")
        #expect(box.content == [3])
        #expect(try box.value(forKeyPath: "label") as? String == "box")
    }
}

@Suite struct ValueForKeyPathTests {
    @Test func readsAndWritesSingleKeys() throws {
        var point = Point3()
        try point.setValue(2.5, forKeyPath: "y")
        #expect(point.y == 2.5)
        #expect(try point.value(forKeyPath: "y") as? Double == 2.5)
    }

    @Test func writesThroughNestedStructsAndWritesThemBack() throws {
        let circle = Circle()
        try circle.setValue(4.0, forKeyPath: "frame.origin.x")
        #expect(circle.frame.origin.x == 4)
        #expect(try circle.value(forKeyPath: "frame.origin.x") as? Double == 4)
    }

    @Test func optionalIntermediates() throws {
        var frame = Frame()
        #expect(try frame.value(forKeyPath: "size.x") == nil)
        #expect(throws: KeyCodingError.nilIntermediate(type: "Frame", key: "size", keyPath: "size.x")) {
            try frame.setValue(1.0, forKeyPath: "size.x")
        }
        try frame.setValue(Point3(), forKeyPath: "size")
        try frame.setValue(1.0, forKeyPath: "size.x")
        #expect(frame.size?.x == 1)
        try frame.setValue(nil, forKeyPath: "size")
        #expect(frame.size == nil)
    }

    @Test func classIntermediateIsChangedInPlaceEvenWhenReadOnly() throws {
        let parent = Shape()
        let child = Circle()
        child.parent = parent
        try child.setValue("root", forKeyPath: "parent.name")
        #expect(parent.name == "root")
        #expect(try child.value(forKeyPath: "parent.name") as? String == "root")
    }

    @Test func collectionsFanOutToEveryElement() throws {
        var team = Team(members: [Member(name: "a"), Member(name: "b")])
        team.byRole = ["lead": Member(name: "c")]
        team.optionalMembers = [Member(name: "d"), nil]
        try team.setValue(true, forKeyPath: "members.isActive")
        try team.setValue(true, forKeyPath: "byRole.@each.isActive")
        try team.setValue(true, forKeyPath: "optionalMembers.isActive")
        #expect(team.members.map(\.isActive) == [true, true])
        #expect(team.byRole["lead"]?.isActive == true)
        #expect(team.optionalMembers.map { $0?.isActive } == [true, nil])
        let names = try team.value(forKeyPath: "members.name") as? [Any?]
        #expect(names?.map { $0 as? String } == ["a", "b"])
        #expect(try team.value(forKeyPath: "members.@count") as? Int == 2)
        #expect(try team.value(forKeyPath: "members.@first.name") as? String == "a")
        #expect(try team.value(forKeyPath: "members.@isEmpty") as? Bool == false)
    }

    @Test func setsOfValuesFanOutAndAreRebuilt() throws {
        var team = Team()
        team.memberSet = [Member(name: "a"), Member(name: "b")]
        try team.setValue(true, forKeyPath: "memberSet.isActive")
        #expect(team.memberSet == [Member(name: "a", isActive: true), Member(name: "b", isActive: true)])
        try team.setValue("same", forKeyPath: "memberSet.name")
        #expect(team.memberSet == [Member(name: "same", isActive: true)])
        #expect(try team.value(forKeyPath: "memberSet.@count") as? Int == 1)
    }

    @Test func arraysOfClassesFanOut() throws {
        let circle = Circle()
        circle.children = [Circle(), Shape()]
        try circle.setValue("kid", forKeyPath: "children.name")
        #expect(circle.children.map(\.name) == ["kid", "kid"])
    }

    @Test func virtualKeysThroughTheUndefinedKeyHooks() throws {
        let circle = Circle()
        circle.radius = 3
        #expect(try circle.value(forKeyPath: "diameter") as? Double == 6)
        #expect(try circle.value(forKeyPath: "virtualName") as? String == "virtual:shape")
        let shape: Shape = circle
        #expect(try shape.value(forKey: "diameter") as? Double == 6)
    }
}

@Suite struct KeyCodingErrorTests {
    @Test func unknownKeySuggestsTheClosestKey() {
        var point = Point3()
        let error = #expect(throws: KeyCodingError.self) { try point.setValue(1.0, forKeyPath: "yy") }
        #expect(error?.description == "Point3 has no key \"yy\"; did you mean \"y\"?")
        let circle = Circle()
        let nested = #expect(throws: KeyCodingError.self) { try circle.value(forKeyPath: "frame.orgin.x") }
        #expect(
            nested?.description == "Frame has no key \"orgin\" in key path \"frame.orgin.x\"; did you mean \"origin\"?")
        let virtual = #expect(throws: KeyCodingError.self) { try circle.value(forKeyPath: "virtualNme") }
        #expect(virtual?.description == "Circle has no key \"virtualNme\"; did you mean \"virtualName\"?")
        let far = #expect(throws: KeyCodingError.self) { try circle.value(forKeyPath: "qqqqqq") }
        #expect(far?.description == "Circle has no key \"qqqqqq\"")
    }

    /// The default hooks once named the class that declared them, not the instance's class.
    @Test func unknownKeyOfASubclassNamesTheSubclassAndItsKeys() {
        let truck = Truck()
        let set = #expect(throws: KeyCodingError.self) { try truck.setValue(1.0, forKeyPath: "payloda") }
        #expect(set?.description == "Truck has no key \"payloda\"; did you mean \"payload\"?")
        let get = #expect(throws: KeyCodingError.self) { try truck.value(forKeyPath: "payloda") }
        #expect(get?.description == "Truck has no key \"payloda\"; did you mean \"payload\"?")
    }

    @Test func wrongTypeNamesBothTypes() {
        let circle = Circle()
        let error = #expect(throws: KeyCodingError.self) { try circle.setValue("big", forKeyPath: "radius") }
        #expect(
            error
                == .typeMismatch(type: "Circle", key: "radius", keyPath: "radius", expected: "Double", actual: "String")
        )
        #expect(error?.description == "cannot set Circle.radius: expected Double, got String")
        let integer = #expect(throws: KeyCodingError.self) { try circle.setValue(2, forKeyPath: "frame.origin.y") }
        #expect(integer?.description == "cannot set Point3.y in key path \"frame.origin.y\": expected Double, got Int")
        let null = #expect(throws: KeyCodingError.self) { try circle.setValue(nil, forKeyPath: "name") }
        #expect(null?.description == "cannot set Circle.name: expected String, got nil")
    }

    @Test func readOnlyProperties() {
        var frame = Frame()
        for key in ["id", "area", "version"] {
            let error = #expect(throws: KeyCodingError.self) { try frame.setValue(1, forKeyPath: key) }
            #expect(error?.description == "cannot set Frame.\(key): the property is read-only")
        }
        #expect(throws: KeyCodingError.self) { try frame.setValue(1, forKeyPath: "secret") }
    }

    @Test func malformedKeyPaths() {
        let point = Point3()
        let cases: [(String, String)] = [
            ("", "invalid key path \"\" at column 1: the key path is empty"),
            ("x..y", "invalid key path \"x..y\" at column 3: expected a key after \".\""),
            (".x", "invalid key path \".x\" at column 1: it starts with \".\""),
            ("x.", "invalid key path \"x.\" at column 3: expected a key after \".\""),
            ("x.@", "invalid key path \"x.@\" at column 3: expected a key after \"@\""),
            ("né..x", "invalid key path \"né..x\" at column 4: expected a key after \".\""),
            ("👩‍👩‍👧.@", "invalid key path \"👩‍👩‍👧.@\" at column 3: expected a key after \"@\""),
        ]
        for (path, message) in cases {
            let error = #expect(throws: KeyCodingError.self) { try point.value(forKeyPath: path) }
            #expect(error?.description == message)
        }
    }

    @Test func cyclicGraphsCannotBeWalkedWithoutBound() throws {
        let node = Node()
        node.next = node
        let deep = Array(repeating: "next", count: 255).joined(separator: ".") + ".name"
        #expect(try node.value(forKeyPath: deep) as? String == "")
        let tooDeep = Array(repeating: "next", count: 100_000).joined(separator: ".")
        let error = #expect(throws: KeyCodingError.self) { try node.value(forKeyPath: tooDeep) }
        #expect(error?.description.hasSuffix("at column 1: it has 100000 keys; at most 256 are allowed") == true)
        node.next = nil
    }

    /// Each `children.parent` pair doubles the values reached; 25 pairs once meant 2^25 visits.
    @Test func fanOutsThatLeadBackToTheirOwnersStopAtTheValueLimit() {
        let root = Shape()
        root.children = [Shape(), Shape()]
        for child in root.children { child.parent = root }
        let path = Array(repeating: "children.parent", count: 25).joined(separator: ".") + ".name"
        let read = #expect(throws: KeyCodingError.self) { try root.value(forKeyPath: path) }
        #expect(read == .tooManyValues(keyPath: path, limit: 1_000_000))
        #expect(
            read?.description
                == "key path \"\(path)\" reaches more than 1000000 values; "
                + "it fans out through collections whose elements lead back to their owners")
        let write = #expect(throws: KeyCodingError.self) { try root.setValue("x", forKeyPath: path) }
        #expect(write == .tooManyValues(keyPath: path, limit: 1_000_000))
        let twoPairs = try? root.value(forKeyPath: "children.parent.children.parent.name") as? [Any?]
        #expect(twoPairs?.count == 2)
        root.children = []
    }

    @Test func steppingIntoAPlainValue() {
        let point = Point3()
        let error = #expect(throws: KeyCodingError.self) { try point.value(forKeyPath: "x.foo") }
        #expect(
            error?.description
                == "cannot look up \"foo\" in key path \"x.foo\" in a value of type Double, which is not KeyCodable")
    }

    @Test func collectionKeys() {
        var team = Team()
        let unknown = #expect(throws: KeyCodingError.self) { try team.value(forKeyPath: "members.@cont") }
        #expect(
            unknown?.description
                == "unknown collection operator \"@cont\" in key path \"members.@cont\"; did you mean \"@count\"? "
                + "(operators: @avg, @count, @distinctUnionOfArrays, @distinctUnionOfObjects, @each, @first, "
                + "@isEmpty, @last, @max, @min, @sum, @unionOfArrays, @unionOfObjects)")
        let readOnly = #expect(throws: KeyCodingError.self) { try team.setValue(1, forKeyPath: "members.@count") }
        #expect(
            readOnly?.description
                == "cannot set [Member].@count in key path \"members.@count\": the property is read-only")
    }
}
