import Foundation
import KeyCoding

@Keyed struct Point3: Equatable {
    var x = 0.0, y = 0.0, z = 0.0
}

@Keyed struct Frame {
    var origin = Point3()
    var size: Point3? = nil
    let id = 7
    var area: Double { origin.x * origin.y }
    private(set) var version = 1
    private var secret = "hidden"
    @NotKeyed var cache = 0
    static let shared = 1
}

@Keyed class Shape {
    var name = "shape"
    var frame = Frame()
    weak var parent: Shape?
    var children: [Shape] = []

    func value(forUndefinedKey key: String) throws -> Any? {
        if key == "virtualName" { return "virtual:\(name)" }
        throw KeyCodingError.unknownKey(for: Self.self, key: key, virtualKeys: ["virtualName"])
    }
}

@Keyed final class Circle: Shape {
    var radius = 1.0
    var tags: Set<String> = []

    override func value(forUndefinedKey key: String) throws -> Any? {
        if key == "diameter" { return radius * 2 }
        return try super.value(forUndefinedKey: key)
    }
}

@Keyed struct Box<Content> {
    var content: Content
    var label = "box"
}

@Keyed public struct PublicThing {
    public var count = 0
    public init() {}
}

@Keyed struct Team {
    var members: [Member] = []
    var byRole: [String: Member] = [:]
    var optionalMembers: [Member?] = []
    var memberSet: Set<Member> = []
}

@Keyed struct Member: Hashable {
    var name = ""
    var isActive = false
}

@Keyed final class Node {
    var name = ""
    var next: Node?
}

@Keyed class Vehicle {
    var wheels = 4
}

@Keyed final class Truck: Vehicle {
    var payload = 0.0
}

@Keyed struct Purchase: Hashable {
    var item = ""
    var price = 0.0
    var quantity = 0
    var discount: Double? = nil
    var tags: [String] = []
}

@Keyed final class Basket {
    var purchases: [Purchase] = []
    var stock: [String: Int] = [:]
    var shelves: [String: [Purchase]] = [:]
    var owner = Member()
}

enum Side: Hashable { case left, right }

@Keyed struct Pairing {
    var bySide: [Side: Member] = [:]
}

/// Refuses a negative age and caps it at 150, as a model's validation hook would.
@Keyed class Person {
    var name = ""
    var age = 0

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        guard key == "age", let age = value as? Int else { return }
        guard age >= 0 else {
            throw KeyCodingError.invalidValue(type: "Person", key: key, keyPath: key, reason: "\(age) is negative")
        }
        value = min(age, 150)
    }
}

/// Overrides the root class's hook: names are trimmed; other keys go to the superclass.
@Keyed final class Employee: Person {
    var manager: Person?

    override func validateValue(_ value: inout Any?, forKey key: String) throws {
        if key == "name", let name = value as? String {
            value = name.trimmingCharacters(in: .whitespaces)
            return
        }
        try super.validateValue(&value, forKey: key)
    }
}

struct ValidationRefusal: Error, Equatable {
    let key: String
}

@Keyed struct Reading {
    var celsius = 0.0

    func validateValue(_ value: inout Any?, forKey key: String) throws {
        if let celsius = value as? Double, celsius < -273.15 { throw ValidationRefusal(key: key) }
    }
}
