import LoomMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Runs `assertMacroExpansion` with failures reported to swift-testing.
func assertExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    conformances: [String] = ["KeyCodable"],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let conformanceTypes: [SwiftSyntax.TypeSyntax] = conformances.map { "\(raw: $0)" }
    let marker = MacroSpec(type: PropertyMarkerMacro.self)
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: [
            "Keyed": MacroSpec(type: KeyedMacro.self, conformances: conformanceTypes),
            "AutoCodable": MacroSpec(type: AutoCodableMacro.self, conformances: conformanceTypes),
            "ConfigSchema": MacroSpec(type: ConfigSchemaMacro.self, conformances: conformanceTypes),
            "Constraint": MacroSpec(type: ConstraintMacro.self),
            "NotKeyed": marker, "NotArchived": marker, "ArchiveKey": marker, "LegacyKeys": marker,
            "ArchiveCoding": marker, "LossyElements": marker, "DefaultOnMismatch": marker, "FallbackCase": marker,
        ],
        indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(
                "\(failure.message)",
                sourceLocation: Testing.SourceLocation(
                    fileID: sourceLocation.fileID, filePath: failure.location.filePath,
                    line: failure.location.line, column: failure.location.column))
        }
    )
}

/// The messages of the diagnostics that expanding `source` produces, for misuse that still leaves
/// a (shorter) expansion whose text other tests assert.
func expansionDiagnostics(_ source: String, conformances: [String] = ["KeyCodable", "AutoCodable"]) -> [String] {
    let context = BasicMacroExpansionContext()
    let conformanceTypes: [SwiftSyntax.TypeSyntax] = conformances.map { "\(raw: $0)" }
    let marker = MacroSpec(type: PropertyMarkerMacro.self)
    _ = Parser.parse(source: source).expand(
        macroSpecs: [
            "AutoCodable": MacroSpec(type: AutoCodableMacro.self, conformances: conformanceTypes),
            "NotKeyed": marker, "NotArchived": marker, "ArchiveKey": marker, "LegacyKeys": marker,
            "ArchiveCoding": marker, "LossyElements": marker, "DefaultOnMismatch": marker, "FallbackCase": marker,
        ],
        contextGenerator: { _ in context })
    return context.diagnostics.map(\.message)
}
