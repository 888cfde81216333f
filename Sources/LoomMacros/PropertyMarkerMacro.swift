import SwiftSyntax
import SwiftSyntaxMacros

/// `@NotKeyed`, `@NotArchived`, `@ArchiveKey`, `@LegacyKeys`, `@ArchiveCoding`, `@LossyElements`,
/// `@DefaultOnMismatch` and `@FallbackCase`: markers that `@Keyed` and `@AutoCodable` read from the
/// property or enum case they are attached to; they add nothing themselves.
public struct PropertyMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
