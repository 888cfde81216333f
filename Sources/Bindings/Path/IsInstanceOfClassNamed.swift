/// Whether `object` is an instance of the class named `name` or of a subclass of it.
/// `name` may be plain (`CardView`), module-qualified (`MyApp.CardView`) or generic (`Box<Int>`).
///
/// ```swift
/// class CardView: View {}
/// final class PhotoCardView: CardView {}
///
/// isInstance(PhotoCardView(), ofClassNamed: "CardView")         // true: a subclass
/// isInstance(PhotoCardView(), ofClassNamed: "MyApp.CardView")   // true in module MyApp
/// isInstance(PhotoCardView(), ofClassNamed: "Card")             // false: names match whole
/// isInstance(Box<[Int]>(), ofClassNamed: "Box<Array<Int>>")     // true; "Box" alone matches any Box
/// ```
///
/// How names match, with no Objective-C runtime: the class chain comes from `Mirror`, and each
/// class's full name (`String(reflecting:)`, such as `MyApp.Outer.Box<Swift.Int>`) is compared
/// with `name` part by part.
/// - A written dotted name must be the end of the full one: `CardView`, `MyApp.CardView` and
///   `Outer.Inner` match, `Card` does not match `CardView`, `Other.CardView` does not match.
/// - Generic arguments are compared the same way when written: the names `Box<Int>` and
///   `Box<Swift.Int>` match a `Box<Int>`, not a `Box<String>`; `Box` alone matches every `Box<…>`.
/// - `[T]`, `[K: V]` and `T?` stand for `Array<T>`, `Dictionary<K, V>` and `Optional<T>`.
///
/// A class that replaces its mirror with a `customMirror` is seen through that mirror: its own
/// class and the classes the mirror describes, when the object is an instance of them. Answers
/// are remembered per class and name (up to 1,024 of them), so asking again costs one dictionary
/// lookup.
public func isInstance(_ object: AnyObject, ofClassNamed name: String) -> Bool {
    ClassMatchCache.isInstance(object, ofClassNamed: name)
}

/// The classes an object is an instance of, from its own class up to the root class.
///
/// A `customMirror` may stand in for the generated mirror; its chain is followed only when the
/// object is an instance of the type it describes, and the classes between the object's own class
/// and that type are missed.
package func classChain(of object: AnyObject) -> [Any.Type] {
    let ownClass: Any.Type = type(of: object)
    var chain = [ownClass]
    let mirror = Mirror(reflecting: object)
    var ancestor: Mirror?
    if mirror.subjectType == ownClass {
        ancestor = mirror.superclassMirror
    } else if isInstance(object, of: mirror.subjectType) {
        ancestor = mirror
    }
    while let current = ancestor {
        chain.append(current.subjectType)
        ancestor = current.superclassMirror
    }
    return chain
}

/// Whether the written `name` names `type` itself (not a superclass).
func classNamed(_ name: String, is type: Any.Type) -> Bool {
    let fullName = String(reflecting: type)
    guard let written = ClassNamePattern(parsing: name), let actual = ClassNamePattern(parsing: fullName) else {
        return name == fullName || name == String(describing: type)
    }
    return written.matches(actual)
}
