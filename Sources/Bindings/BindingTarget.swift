import Foundation
import KeyCoding
import StringCoding

/// What a node's `bindTo` key leads to, so that a binding can be written as a runtime attribute:
/// the key path after `bindTo.` is the binding path, the value the view property.
///
/// The value is the property's name, optionally followed by `| transformer`, `| twoWay` and the
/// placeholders `| nil=text`, `| noSelection=text` and `| multipleValues=text` (see
/// ``BindingPlaceholders``).
///
/// ```swift
/// try label.setValue("textColor", forKeyPath: "bindTo.@cell.dataObject.color")
/// try label.setValue(fromString: "text | uppercase", forKeyPath: "bindTo.@superview.dataObject.name")
/// try field.setValue("text | twoWay", forKeyPath: "bindTo.@rootview.dataObject.name")
/// try label.setValue("text | nil=none", forKeyPath: "bindTo.@superview.dataObject.nickname")
/// ```
///
/// A node may bind some first words itself (``BindingNode/bindAttribute(_:options:to:)``): a
/// TerminalUI table binds `rows | row=FruitRow` to an array of the model.
public final class BindingTarget: CustomStringSettable, KeyPathRecorder {
    private weak var node: (any BindingNode)?
    private let pathSoFar: String

    /// The start of a binding path on `node`; conforming types return it for the `bindTo` key.
    ///
    /// ```swift
    /// override func value(forUndefinedKey key: String) throws -> Any? {
    ///     key == "bindTo" ? BindingTarget(node: self) : try super.value(forUndefinedKey: key)
    /// }
    /// ```
    public convenience init(node: any BindingNode) {
        self.init(node: node, pathSoFar: "")
    }

    private init(node: (any BindingNode)?, pathSoFar: String) {
        self.node = node
        self.pathSoFar = pathSoFar
    }

    public static var keyedProperties: KeyedProperties { KeyedProperties([]) }

    /// Every key is the next step of the path (the path's own dots split it into keys), operators
    /// included: `bindTo.@superview.dataObject.selected.@each.name` binds to that whole path.
    public func value(forKey key: String) throws -> Any? {
        BindingTarget(node: node, pathSoFar: path(adding: key))
    }

    public func setValue(_ value: Any?, forKey key: String) throws {
        guard let specification = value as? String else {
            throw KeyCodingError.typeMismatch(
                type: "bindTo", key: key, keyPath: path(adding: key), expected: "String (the view property to bind)",
                actual: value.map { typeName(type(of: $0)) } ?? "nil")
        }
        try bind(specification, path: path(adding: key))
    }

    public func setValue(fromString string: String, forCustomKey key: String) throws -> Bool {
        try bind(string, path: path(adding: key))
        return true
    }

    /// KeyCoding hands a recorder every key as written, so `@each`, `@count` and the view
    /// operators (`@superview`…) reach the path with their `@`.
    private func path(adding key: String) -> String {
        pathSoFar.isEmpty ? key : pathSoFar + "." + key
    }

    /// Reads `text`, `text | uppercase`, `text | twoWay` and binds.
    private func bind(_ specification: String, path: String) throws {
        guard let node else { return }
        let parts = specification.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let viewKey = parts.first ?? ""
        if try node.bindAttribute(viewKey, options: Array(parts.dropFirst()), to: path) { return }
        var placeholders = BindingPlaceholders()
        let options = parts.dropFirst().filter { !placeholders.take(option: $0) }
        let twoWay = options.contains("twoWay")
        let transformers = options.filter { $0 != "twoWay" }
        guard !viewKey.isEmpty, transformers.count <= 1 else {
            throw BindingError(
                .invalidPath, node: node, key: viewKey, path: path,
                "expected \"property\", \"property | transformer\" or \"property | twoWay\", given \"\(specification)\""
            )
        }
        if placeholders.isEmpty {
            try node.bind(viewKey, to: path, transformer: transformers.first, twoWay: twoWay)
        } else {
            try node.bind(
                viewKey, to: path, transformer: transformers.first, twoWay: twoWay, placeholders: placeholders)
        }
    }
}
