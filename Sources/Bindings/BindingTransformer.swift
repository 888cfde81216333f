import Foundation
import KeyCoding
import Synchronization

/// A named conversion applied to a bound value before it reaches the view: `uppercase`, `not`,
/// `isNil`, a date format, or one of your own.
///
/// A transformer that declares its reverse (``isReversible``) also carries a two-way binding's
/// edits back to the model; a two-way binding through one without a reverse is refused when it is
/// made. Of the built-in ones, `not` and `date:<format>` are reversible.
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
    private let reverseTransform: (@Sendable (Any?) throws -> Any?)?

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
        self.transform = Self.typed(transform)
        self.reverseTransform = nil
    }

    /// A reversible transformer: `transform` takes the model's value to the view's, `reverse` takes
    /// an edited view value back to the model's, so that the transformer can serve a two-way binding.
    ///
    /// ```swift
    /// BindingTransformer(name: "cents") { (cents: Int) in Double(cents) / 100 } reverse: { (amount: Double) in
    ///     Int((amount * 100).rounded())
    /// }
    /// ```
    public init<Input, Output>(
        name: String, _ transform: @escaping @Sendable (Input) throws -> Output,
        reverse: @escaping @Sendable (Output) throws -> Input
    ) {
        self.name = name
        self.inputType = Input.self
        self.outputType = Output.self
        self.transform = Self.typed(transform)
        self.reverseTransform = Self.typed(reverse)
    }

    /// `transform` taking any value, refusing one of another type than it takes.
    private static func typed<Input, Output>(
        _ transform: @escaping @Sendable (Input) throws -> Output
    ) -> @Sendable (Any?) throws -> Any? {
        { value in
            guard let input = value as? Input else {
                throw TransformerInputError(expected: typeName(Input.self), given: value.map { typeName(type(of: $0)) })
            }
            return try transform(input)
        }
    }

    /// Whether the transformer declares its reverse, so that a two-way binding can use it.
    ///
    /// ```swift
    /// BindingTransformer.named("not")?.isReversible         // true
    /// BindingTransformer.named("uppercase")?.isReversible   // false: "ADA" could have been "Ada"
    /// ```
    public var isReversible: Bool { reverseTransform != nil }

    /// Applies the transformer.
    ///
    /// ```swift
    /// try BindingTransformer.named("uppercase")?.apply("ada")   // "ADA"
    /// ```
    public func apply(_ value: Any?) throws -> Any? {
        try transform(value)
    }

    /// Applies the reverse: a view's value back to the model's. Throws
    /// ``BindingTransformerError/notReversible(name:)`` for a transformer without one.
    ///
    /// ```swift
    /// try BindingTransformer.named("not")?.applyReverse(true)   // false
    /// ```
    public func applyReverse(_ value: Any?) throws -> Any? {
        guard let reverseTransform else { throw BindingTransformerError.notReversible(name: name) }
        return try reverseTransform(value)
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
            BindingTransformer(name: "not") { (flag: Bool) in
                !flag
            } reverse: { (flag: Bool) in
                !flag
            },
            BindingTransformer(name: "isNil") { (value: Any?) in value == nil },
            BindingTransformer(name: "isNotNil") { (value: Any?) in value != nil },
        ].map { ($0.name, $0) })

    /// `date:<format>` formats a `Date` with a `DateFormatter` pattern in the POSIX locale and the
    /// current time zone: `date:yyyy-MM-dd`, `date:HH:mm:ss`. Its reverse reads text in the same
    /// format, and refuses text that is not in it.
    private static func dateFormatter(named name: String) -> BindingTransformer? {
        guard name.hasPrefix("date:"), name.count > 5 else { return nil }
        let format = String(name.dropFirst(5))
        @Sendable func formatter() -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = format
            return formatter
        }
        return BindingTransformer(name: name) { (date: Date) in
            formatter().string(from: date)
        } reverse: { (text: String) in
            guard let date = formatter().date(from: text) else {
                throw BindingTransformerError.unreadableDate(text: text, format: format)
            }
            return date
        }
    }
}

/// Why a transformer's reverse could not run.
///
/// ```swift
/// BindingTransformerError.unreadableDate(text: "soon", format: "yyyy-MM-dd").description
/// // "\"soon\" is not a date in the format yyyy-MM-dd"
/// ```
public enum BindingTransformerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The transformer `name` declares no reverse.
    case notReversible(name: String)
    /// The reverse of a `date:<format>` transformer was given `text`, which is not in `format`.
    case unreadableDate(text: String, format: String)

    public var description: String {
        switch self {
        case .notReversible(let name): "the transformer \"\(name)\" has no reverse"
        case .unreadableDate(let text, let format):
            "\(BoundValueText.shown(text)) is not a date in the format \(format)"
        }
    }
}

/// A transformer was given a value of another type than it takes.
struct TransformerInputError: Error, CustomStringConvertible {
    let expected: String
    let given: String?
    var description: String { "the transformer takes \(expected), given \(given ?? "nil")" }
}
