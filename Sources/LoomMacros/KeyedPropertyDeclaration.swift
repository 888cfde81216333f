import SwiftSyntax

/// One property of a type as `@Keyed` sees it in the source.
struct KeyedPropertyDeclaration {
    /// The key: the name without backticks.
    let name: String
    /// The name as it must be written after `self.` (backticks kept).
    let accessName: String
    let isWritable: Bool

    /// The keyed properties declared in `members`, in order.
    static func all(in members: MemberBlockItemListSyntax, isStruct: Bool) -> [KeyedPropertyDeclaration] {
        members.variables.flatMap { properties(of: $0, isStruct: isStruct) }
    }

    private static func properties(of variable: VariableDeclSyntax, isStruct: Bool) -> [KeyedPropertyDeclaration] {
        // `private(set)` keeps the property readable; plain `private` hides it.
        let modifiers = variable.modifiers.filter { $0.detail == nil }.map { $0.name.tokenKind }
        let excludedModifiers: [TokenKind] = [
            .keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate),
        ]
        if modifiers.contains(where: excludedModifiers.contains) { return [] }
        if variable.attributes.contains(where: { $0.attributeName == "NotKeyed" }) { return [] }
        let isLazy = modifiers.contains(.keyword(.lazy))
        if isLazy && isStruct { return [] }
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let hasRestrictedSetter = variable.modifiers.contains { modifier in
            modifier.detail?.detail.text == "set"
                && [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
        }
        return variable.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                let access = Access(binding.accessorBlock)
            else { return nil }
            return KeyedPropertyDeclaration(
                name: identifier.identifier?.name ?? identifier.text,
                accessName: identifier.text,
                isWritable: !isLet && !hasRestrictedSetter && access == .readWrite
            )
        }
    }

    /// What a property's accessors allow; nil for what a synchronous key lookup cannot call.
    private enum Access {
        case readOnly, readWrite

        init?(_ block: AccessorBlockSyntax?) {
            guard let block else {
                self = .readWrite
                return
            }
            switch block.accessors {
            case .getter:
                self = .readOnly
            case .accessors(let accessors):
                let kinds = accessors.map { $0.accessorSpecifier.tokenKind }
                let hasEffects = accessors.contains {
                    $0.effectSpecifiers?.asyncSpecifier != nil || $0.effectSpecifiers?.throwsClause != nil
                }
                if hasEffects { return nil }
                let getters: [TokenKind] = [.keyword(.get), .keyword(._read)]
                let setters: [TokenKind] = [.keyword(.set), .keyword(._modify)]
                let isComputed = kinds.contains(where: getters.contains)
                self = !isComputed || kinds.contains(where: setters.contains) ? .readWrite : .readOnly
            }
        }
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name without a module qualifier (`NotKeyed` for `@KeyCoding.NotKeyed`).
    var attributeName: String {
        guard case .attribute(let attribute) = self else { return "" }
        return attribute.attributeName.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }
}

extension MemberBlockItemListSyntax {
    /// The `var` and `let` declarations among the members, in order.
    var variables: [VariableDeclSyntax] { compactMap { $0.decl.as(VariableDeclSyntax.self) } }
}
