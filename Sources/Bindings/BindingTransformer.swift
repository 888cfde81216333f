import Foundation
import KeyCoding
import Synchronization

/// A named conversion applied to a bound value before it reaches the view: `uppercase`, `not`,
/// `isNil`, a date format, or one of your own.
///
/// ```swift
/// BindingTransformer.register(BindingTransformer(name: "initials") { (name: String) in
///     name.split(separator: " ").compactMap(\.first).map(String.init).joined()
/// })
/// try label.bind("text", to: "@superview.dataObject.name", transformer: "initials")
/// ```
public struct BindingTransformer: Sendable {
    /// The name bindings use.
    public let name: String
    /// The type it takes (an `Optional` to accept nil).
    public let inputType: Any.Type
    /// The type it gives.
    public let outputType: Any.Type
    private let transform: @Sendable (Any?) throws -> Any?

    /// A transformer from `Input` to `Output`. A nil value reaches it only when `Input` is optional;
    /// otherwise the binding shows its placeholder.
    ///
    /// ```swift
    /// BindingTransformer(name: "double") { (value: Int) in value * 2 }
    /// ```
    public init<Input, Output>(name: String, _ transform: @escaping @Sendable (Input) throws -> Output) {
        self.name = name
        self.inputType = Input.self
        self.outputType = Output.self
        self.transform = { value in
            guard let input = value as? Input else {
                throw TransformerInputError(expected: typeName(Input.self), given: value.map { typeName(type(of: $0)) })
            }
            return try transform(input)
        }
    }

    /// Applies the transformer.
    ///
    /// ```swift
    /// try BindingTransformer.named("uppercase")?.apply("ada")   // "ADA"
    /// ```
    public func apply(_ value: Any?) throws -> Any? {
        try transform(value)
    }

    private static let registry = Mutex<[String: BindingTransformer]>(builtIns)

    /// Makes `transformer` available to bindings under its name, replacing one of the same name.
    ///
    /// ```swift
    /// BindingTransformer.register(BindingTransformer(name: "cents") { (value: Int) in Double(value) / 100 })
    /// ```
    public static func register(_ transformer: BindingTransformer) {
        registry.withLock { $0[transformer.name] = transformer }
    }

    /// The transformer registered under `name`.
    ///
    /// ```swift
    /// BindingTransformer.named("not")?.outputType == Bool.self   // true
    /// ```
    public static func named(_ name: String) -> BindingTransformer? {
        registry.withLock { $0[name] } ?? dateFormatter(named: name)
    }

    /// The names registered, sorted.
    ///
    /// ```swift
    /// BindingTransformer.registeredNames   // ["isNil", "isNotNil", "lowercase", "not", "uppercase", …]
    /// ```
    public static var registeredNames: [String] {
        registry.withLock { $0.keys.sorted() }
    }

    private static let builtIns: [String: BindingTransformer] = Dictionary(
        uniqueKeysWithValues: [
            BindingTransformer(name: "uppercase") { (text: String) in text.uppercased() },
            BindingTransformer(name: "lowercase") { (text: String) in text.lowercased() },
            BindingTransformer(name: "not") { (flag: Bool) in !flag },
            BindingTransformer(name: "isNil") { (value: Any?) in value == nil },
            BindingTransformer(name: "isNotNil") { (value: Any?) in value != nil },
        ].map { ($0.name, $0) })

    /// `date:<format>` formats a `Date` with a `DateFormatter` pattern in the POSIX locale and the
    /// current time zone: `date:yyyy-MM-dd`, `date:HH:mm:ss`.
    private static func dateFormatter(named name: String) -> BindingTransformer? {
        guard name.hasPrefix("date:"), name.count > 5 else { return nil }
        let format = String(name.dropFirst(5))
        return BindingTransformer(name: name) { (date: Date) in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = format
            return formatter.string(from: date)
        }
    }
}

/// A transformer was given a value of another type than it takes.
struct TransformerInputError: Error, CustomStringConvertible {
    let expected: String
    let given: String?
    var description: String { "the transformer takes \(expected), given \(given ?? "nil")" }
}
