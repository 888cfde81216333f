import CaseConventions
import SwiftDiagnostics
import SwiftSyntax

/// What `@AutoCodable(…)`'s arguments ask for.
struct AutoCodableOptions {
    /// How keys derived from property names are spelled (`keys: .snakeCase`); nil keeps the names.
    var keyConvention: KeyWords.Convention?

    /// The options of `node`; an argument the macro cannot read is reported and left at its default.
    init(_ node: AttributeSyntax, report: (Diagnostic) -> Void) {
        guard case .argumentList(let arguments) = node.arguments else { return }
        for argument in arguments where argument.label?.text == "keys" {
            let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard let convention = name.flatMap({ Self.keyConventions[$0] }) else {
                report(Diagnostic(node: argument.expression, message: AutoCodableDiagnostic.keyStyleNotLiteral))
                continue
            }
            keyConvention = convention
        }
    }

    /// `ArchiveKeyStyle`'s cases, by name.
    private static let keyConventions: [String: KeyWords.Convention] = [
        "snakeCase": .snakeCase, "kebabCase": .kebabCase, "screamingSnakeCase": .screamingSnakeCase,
        "pascalCase": .pascalCase,
    ]
}
