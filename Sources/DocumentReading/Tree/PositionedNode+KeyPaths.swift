extension PositionedNode.Mapping {
    /// One step of flattening nested mappings into dotted key paths, in the document's order.
    package enum KeyPathItem {
        /// A value that is not a mapping, under its whole key path (`frame.origin`).
        case value(keyPath: String, key: PositionedNode, value: PositionedNode)
        /// A key that is not a scalar, in the mapping under `parentKeyPath` (nil at the top).
        case keyNotScalar(PositionedNode, parentKeyPath: String?)
        /// A mapping nested past the depth limit, under `keyPath`; nothing inside it is read.
        case tooDeep(PositionedNode.Mapping, keyPath: String)
    }

    /// The mapping's values with nested mappings flattened into dotted key paths:
    /// `{ frame: { origin: "1 2" } }` is `frame.origin`. What a value may be, and what each problem
    /// says, is the caller's: stylesheets, description files and selector stylesheets differ.
    ///
    /// ```swift
    /// for item in mapping.flattenedKeyPaths(maximumDepth: 32) {
    ///     if case .value(let keyPath, _, let value) = item { print(keyPath, value.scalar?.string) }
    /// }
    /// ```
    package func flattenedKeyPaths(maximumDepth: Int = .max) -> [KeyPathItem] {
        var items: [KeyPathItem] = []
        flatten(prefix: "", depth: 1, maximumDepth: maximumDepth, into: &items)
        return items
    }

    private func flatten(prefix: String, depth: Int, maximumDepth: Int, into items: inout [KeyPathItem]) {
        guard depth <= maximumDepth else {
            items.append(.tooDeep(self, keyPath: String(prefix.dropLast())))
            return
        }
        for (keyNode, valueNode) in self {
            guard let key = keyNode.scalar else {
                items.append(.keyNotScalar(keyNode, parentKeyPath: prefix.isEmpty ? nil : String(prefix.dropLast())))
                continue
            }
            let keyPath = prefix + key.string
            if case .mapping(let nested) = valueNode.content {
                nested.flatten(prefix: keyPath + ".", depth: depth + 1, maximumDepth: maximumDepth, into: &items)
            } else {
                items.append(.value(keyPath: keyPath, key: keyNode, value: valueNode))
            }
        }
    }
}

extension PositionedNode {
    /// A list of scalars as one comma-separated value (``listValueText(_:)``), or the first item
    /// that is not a scalar.
    package static func listValueText(of sequence: [PositionedNode]) -> ListValue {
        var items: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else { return .nonScalarItem(item) }
            items.append(scalar.string)
        }
        return .text(listValueText(items))
    }

    /// List items as one comma-separated value, an item holding a comma quoted: how stylesheets
    /// and description files set arrays from a document.
    package static func listValueText(_ items: some Sequence<String>) -> String {
        items.lazy.map { $0.contains(",") ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }

    /// A list as one value, or the item that stops it being one.
    package enum ListValue {
        case text(String)
        /// An item that is not a scalar.
        case nonScalarItem(PositionedNode)
    }
}
