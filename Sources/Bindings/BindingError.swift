import KeyCoding

/// Why a binding cannot be made or cannot be applied: names the view, the view property, the
/// path and, where types are to blame, both types.
///
/// ```swift
/// do { try label.bind("text", to: "@superview.dataObject.age") }
/// catch let error as BindingError { print(error) }
/// // cannot bind Label.text to "@superview.dataObject.age": Int is not a String, and …
/// ```
public struct BindingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: Equatable, Sendable {
        /// The path is not valid syntax.
        case invalidPath
        /// A view step found no view (`@superviewWithTag[3]` with no such superview).
        case unresolvedView
        /// The view has no such property, or cannot set it.
        case invalidViewProperty
        /// A key of the data path names no property of the model.
        case unknownDataKey
        /// The model's value cannot become the view property's type.
        case typeMismatch
        /// A value could not be converted when it was applied (a string that is not a number), or
        /// an edit could not be written back; ``BindingError/value`` holds the value.
        ///
        /// ```text
        /// cannot bind View.backgroundColor to "@superview.dataObject.tint": the model's value "not a colour" (String) does not convert to Color?: unknown color name
        /// ```
        case conversionFailed
        /// No value transformer has the name, or it takes another type, or a two-way binding names
        /// one without a reverse.
        case invalidTransformer
        /// The model's validation (`KeyCodable.validateValue(_:forKey:)`) refused a two-way
        /// binding's edit; the model is unchanged, and ``BindingError/value`` holds the edit.
        ///
        /// ```text
        /// cannot bind Stepper.value to "@rootview.dataObject.plays": Track.plays refused the edit 200 (Int) at "plays": 200 is more than 150
        /// ```
        case editRefused
        /// `@rootview` is a screen's root view (``BindingNode/isRootView``) that has no data object,
        /// so the view shows its placeholder. Reported by ``BindingUpdates/applyPending()`` when the
        /// data object is still missing then.
        ///
        /// ```swift
        /// try label.bind("text", to: "@rootview.dataObject.name")   // on a page whose view has none
        /// BindingUpdates.applyPending()                              // or the window's next frame
        /// label.bindings.all.first?.lastError?.kind                  // .noDataObject
        /// ```
        case noDataObject
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// The bound view, as its type and `#identifier` when it has one (`Label#name`).
    public var view: String
    /// The bound view property (`text`).
    public var viewKey: String
    /// The binding path as written.
    public var path: String
    /// What went wrong.
    public var reason: String
    /// The value that could not be applied, as ``reason`` shows it (`"not a colour"`, `300`), when
    /// a value is to blame: the model's value that did not convert, or the edit that could not be
    /// written back.
    ///
    /// ```swift
    /// error.value   // "\"not a colour\""
    /// ```
    public var value: String?
    /// For an edit that did not reach the model (``Kind/editRefused``, or
    /// ``Kind/conversionFailed`` on the way back), why, in the model's or the
    /// conversion's own words, short enough for a control to show its user.
    ///
    /// ```swift
    /// error.editProblem   // "-2 is negative"
    /// ```
    public var editProblem: String?

    /// Describes a failure.
    ///
    /// ```swift
    /// BindingError(kind: .unresolvedView, view: "Label", viewKey: "text", path: "@cell.dataObject", reason: "no cell above it")
    /// ```
    public init(kind: Kind, view: String, viewKey: String, path: String, reason: String, value: String? = nil) {
        (self.kind, self.view, self.viewKey) = (kind, view, viewKey)
        (self.path, self.reason, self.value) = (path, reason, value)
    }

    /// `cannot bind View.key to "path": reason`.
    ///
    /// ```swift
    /// error.description   // cannot bind Label.text to "@cell.dataObject.name": no cell above Label
    /// ```
    public var description: String {
        "cannot bind \(view).\(viewKey) to \"\(path)\": \(reason)"
    }
}

extension BindingError {
    /// An error about `node`'s binding of `key` to `path`, naming the node as bindings do: its
    /// type, and `#identifier` when it has one.
    ///
    /// ```swift
    /// BindingError(.typeMismatch, node: table, key: "rows", path: "@rootview.dataObject.name", "not an array")
    /// ```
    public init(_ kind: Kind, node: any BindingNode, key: String, path: String, _ reason: String) {
        self.init(kind: kind, view: nodeName(node), viewKey: key, path: path, reason: reason)
    }
}

/// A node as errors name it: its type, and `#identifier` when it has one.
func nodeName(_ node: any BindingNode) -> String {
    typeName(type(of: node)) + (node.restorationIdentifier.map { "#\($0)" } ?? "")
}
