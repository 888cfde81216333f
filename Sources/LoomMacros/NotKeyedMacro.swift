import SwiftSyntax
import SwiftSyntaxMacros

/// A marker read by `@Keyed`; it adds nothing itself.
public struct NotKeyedMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
