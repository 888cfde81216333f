import Foundation
import LoomMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// The member that starts with `start` in what `@AutoCodable` writes for `source`, unindented one
/// level as it would read alone: for tests about one member, whose other members are what other
/// tests assert in full.
func expandedMember(
    _ start: String, of source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> String {
    let context = BasicMacroExpansionContext()
    let marker = MacroSpec(type: PropertyMarkerMacro.self)
    let expanded = Parser.parse(source: source).expand(
        macroSpecs: [
            "AutoCodable": MacroSpec(type: AutoCodableMacro.self, conformances: ["KeyCodable", "AutoCodable"]),
            "ArchiveKey": marker, "LegacyKeys": marker, "FallbackCase": marker,
        ],
        contextGenerator: { _ in context }
    ).description
    #expect(context.diagnostics.map(\.message) == [], sourceLocation: sourceLocation)
    guard let range = expanded.range(of: "    " + start),
        let end = expanded[range.upperBound...].range(of: "\n    }")
    else { return expanded }
    return expanded[range.lowerBound..<end.upperBound].dropFirst(4).replacingOccurrences(of: "\n    ", with: "\n")
}
