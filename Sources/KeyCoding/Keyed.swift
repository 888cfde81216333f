/// Makes a struct or class ``KeyCodable``: its properties become readable and writable by name.
///
/// The macro lists every instance property that is not `private` or `fileprivate` (and not marked
/// ``NotKeyed()``) in declaration order: stored `var`s are writable; `let`, `private(set)` and computed
/// properties without a setter are readable only. It writes ``KeyCodable/keyedProperties``,
/// ``KeyCodable/value(forKey:)``, ``KeyCodable/keyedValue(forKey:)``, ``KeyCodable/setValue(_:forKey:)`` and
/// ``KeyCodable/setValue(from:forKey:)``; you can read the
/// generated code with "Expand Macro" in Xcode, and it is shown in the KeyCoding documentation.
///
/// ```swift
/// @Keyed class View {
///     var tag = 0
///     var backgroundColor: Color? = nil
/// }
/// @Keyed final class Label: View {      // keeps View's keys and adds its own
///     var text = ""
///     let id = UUID()                   // readable, not writable
/// }
///
/// let label = Label()
/// try label.setValue("Hi", forKeyPath: "text")
/// try label.setValue(3, forKeyPath: "tag")
/// Label.keyedProperties.names                 // ["tag", "backgroundColor", "text", "id"]
/// ```
///
/// In a class hierarchy, mark every class `@Keyed`. Lazy properties of structs are left out: reading
/// one would need a mutating getter.
@attached(
    member, conformances: KeyCodable,
    names: named(keyedProperties), named(value(forKey:)), named(keyedValue(forKey:)),
    named(setValue(_:forKey:)), named(setValue(from:forKey:)), arbitrary)
@attached(extension, conformances: KeyCodable)
public macro Keyed() = #externalMacro(module: "LoomMacros", type: "KeyedMacro")

/// Leaves a property out of the table that ``Keyed()`` writes: it cannot be read or set by key.
///
/// ```swift
/// @Keyed final class Session {
///     var user = ""
///     @NotKeyed var token = ""      // not reachable through value(forKey:)
/// }
/// ```
@attached(peer)
public macro NotKeyed() = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")
