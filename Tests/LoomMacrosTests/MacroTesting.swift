import LoomMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Runs `assertMacroExpansion` with failures reported to swift-testing.
func assertExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    conformances: [String] = ["KeyCodable"],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let spec = MacroSpec(type: KeyedMacro.self, conformances: conformances.map { "\(raw: $0)" })
    assertMacroExpansion(
        source,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: ["Keyed": spec, "NotKeyed": MacroSpec(type: NotKeyedMacro.self)],
        indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(
                "\(failure.message)",
                sourceLocation: SourceLocation(
                    fileID: sourceLocation.fileID, filePath: failure.location.filePath,
                    line: failure.location.line, column: failure.location.column))
        }
    )
}
