import Foundation
import KeyCoding

/// What a binding shows when the model has no single value to show, as Cocoa's placeholder
/// binding options do: for nil, for an empty selection, and for a selection whose values differ.
///
/// A selection is read through a path that fans out: `@each` or a collection operator that gives
/// a collection (`@unionOfObjects`, `@distinctUnionOfObjects`…), such as
/// `@rootview.dataObject.selectedFruits.@each.name`. When the view property is not itself a
/// collection, the values become one: none is "no selection", values that are all equal are that
/// value, and values that differ are "multiple values".
///
/// ```swift
/// try label.bind(
///     "text", to: "@rootview.dataObject.selectedFruits.@each.name",
///     placeholders: BindingPlaceholders(whenNil: "—", noSelection: "Pick a fruit", multipleValues: "Several"))
/// ```
///
/// In a description file, the same options follow the view property in a `bindTo` attribute:
/// `text | nil=— | noSelection=Pick a fruit | multipleValues=Several`.
///
/// Without a placeholder, a `String` property shows `""` for nil (as Cocoa shows an empty
/// field: nil is a value, not a failure), ``defaultNoSelection`` for no selection and
/// ``defaultMultipleValues`` for multiple values; an optional property shows nil; any other
/// property shows the value it had when the binding was made.
public struct BindingPlaceholders {
    /// Shown when the value is nil.
    public var whenNil: Any?
    /// Shown when the path goes through a selection that is empty.
    public var noSelection: Any?
    /// Shown when the path goes through a selection whose values differ.
    public var multipleValues: Any?

    /// What a `String` property shows for an empty selection without a placeholder.
    ///
    /// ```swift
    /// BindingPlaceholders.defaultNoSelection   // "No selection"
    /// ```
    public static let defaultNoSelection = "No selection"

    /// What a `String` property shows for differing values without a placeholder.
    ///
    /// ```swift
    /// BindingPlaceholders.defaultMultipleValues   // "Multiple values"
    /// ```
    public static let defaultMultipleValues = "Multiple values"

    /// Placeholders of any type the view property takes, or a `String` that converts to it
    /// through StringCoding (`"gray"` for a color); nil leaves the default.
    ///
    /// ```swift
    /// BindingPlaceholders(whenNil: "unknown")
    /// BindingPlaceholders(whenNil: Color.gray, multipleValues: "orange")   // for textColor
    /// ```
    public init(whenNil: Any? = nil, noSelection: Any? = nil, multipleValues: Any? = nil) {
        self.whenNil = whenNil
        self.noSelection = noSelection
        self.multipleValues = multipleValues
    }

    /// Whether no placeholder is given.
    var isEmpty: Bool { whenNil == nil && noSelection == nil && multipleValues == nil }

    /// The option names a `bindTo` attribute takes, with the placeholder each sets.
    static var optionNames: [(name: String, keyPath: WritableKeyPath<BindingPlaceholders, Any?>)] {
        [("nil", \.whenNil), ("noSelection", \.noSelection), ("multipleValues", \.multipleValues)]
    }

    /// Takes a `bindTo` option such as `nil=unknown`; false when it is not a placeholder option.
    mutating func take(option: String) -> Bool {
        guard let equals = option.firstIndex(of: "=") else { return false }
        let name = option[..<equals].trimmingCharacters(in: .whitespaces)
        guard let keyPath = Self.optionNames.first(where: { $0.name == name })?.keyPath else { return false }
        self[keyPath: keyPath] = option[option.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        return true
    }
}

/// What a fanned-out read gives when it must become one value for the view.
enum SelectionValue {
    case value(Any?)
    case noSelection
    case multipleValues

    /// The one value of `values`, or why there is none.
    init(_ values: [Any?]) {
        guard let first = values.first else {
            self = .noSelection
            return
        }
        let key = SelectionValue.comparable(first)
        self = values.dropFirst().allSatisfy { SelectionValue.comparable($0) == key } ? .value(first) : .multipleValues
    }

    /// Values compared as Swift compares them when they are hashable, else by their full description.
    private static func comparable(_ value: Any?) -> AnyHashable {
        guard let value = value.flatMap(flattenOptional) else { return AnyHashable(NilValue()) }
        return (value as? AnyHashable) ?? AnyHashable(String(reflecting: value))
    }
}

/// What nil compares as: unequal to every value.
private struct NilValue: Hashable {}
