import CaseConventions
import SwiftDiagnostics
import SwiftSyntax

/// What `@AutoCodable(…)`'s arguments ask for.
struct AutoCodableOptions {
    /// How keys derived from property names are spelled (`keys: .snakeCase`); nil keeps the names.
    var keyConvention: KeyWords.Convention?
    /// Where an enum's archive names its case (`tagging: .internal(tag: "type")`); nil when not given.
    var tagging: EnumTagging?
    /// The `tagging:` argument as written, for a diagnostic when the type is not an enum.
    var taggingArgument: LabeledExprSyntax?

    /// The options of `node`; an argument the macro cannot read is reported and left at its default.
    init(_ node: AttributeSyntax, report: (Diagnostic) -> Void) {
        guard case .argumentList(let arguments) = node.arguments else { return }
        for argument in arguments {
            switch argument.label?.text {
            case "keys":
                let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                guard let convention = name.flatMap({ Self.keyConventions[$0] }) else {
                    report(Diagnostic(node: argument.expression, message: AutoCodableDiagnostic.keyStyleNotLiteral))
                    continue
                }
                keyConvention = convention
            case "tagging":
                taggingArgument = argument
                guard let tagging = EnumTagging(argument.expression) else {
                    report(Diagnostic(node: argument.expression, message: AutoCodableDiagnostic.taggingNotLiteral))
                    continue
                }
                self.tagging = tagging
            default:
                continue
            }
        }
    }

    /// `ArchiveKeyStyle`'s cases, by name.
    private static let keyConventions: [String: KeyWords.Convention] = [
        "snakeCase": .snakeCase, "kebabCase": .kebabCase, "screamingSnakeCase": .screamingSnakeCase,
        "pascalCase": .pascalCase,
    ]
}

/// `ArchiveEnumTagging` as the macro reads it from the attribute.
enum EnumTagging: Equatable {
    case external
    case `internal`(tag: String)
    case adjacent(tag: String, content: String)

    /// `.external`, `.internal(tag: "type")` or `.adjacent(tag: "type", content: "value")`, written
    /// out with string literals (qualified or not); nil for anything else.
    init?(_ expression: ExprSyntax) {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard member.declName.baseName.text == "external" else { return nil }
            self = .external
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        var strings: [String: String] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text,
                let text = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else { return nil }
            strings[label] = text
        }
        switch (name, strings["tag"], strings["content"], strings.count) {
        case ("internal", let tag?, nil, 1): self = .internal(tag: tag)
        case ("adjacent", let tag?, let content?, 2): self = .adjacent(tag: tag, content: content)
        default: return nil
        }
    }

    /// The expression the generated code passes to the runtime.
    var expression: String {
        let type = "AutoCoding.ArchiveEnumTagging"
        return switch self {
        case .external: "\(type).external"
        case .internal(let tag): "\(type).internal(tag: \(StringLiteralExprSyntax(content: tag)))"
        case .adjacent(let tag, let content):
            "\(type).adjacent(tag: \(StringLiteralExprSyntax(content: tag)), content: \(StringLiteralExprSyntax(content: content)))"
        }
    }
}
