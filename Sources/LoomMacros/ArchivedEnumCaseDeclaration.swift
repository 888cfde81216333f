import CaseConventions
import SwiftDiagnostics
import SwiftSyntax

/// One case of an `@AutoCodable` enum as it is archived.
struct ArchivedEnumCaseDeclaration {
    /// One associated value.
    struct Value {
        /// The label as written in a call (backticks kept), or nil when unlabelled.
        let label: String?
        /// The key it is archived under: the label in the type's key style, or `_0`, `_1`, … by position.
        let key: String
        let type: TypeSyntax
        let parameter: EnumCaseParameterSyntax
    }

    /// The name as written after a dot (backticks kept).
    let name: String
    /// The name in the archive: `@ArchiveKey`'s, or the name in the type's key style.
    let archivedName: String
    let values: [Value]
    /// `@FallbackCase`: unknown names are read as this case.
    let isFallback: Bool
    let element: EnumCaseElementSyntax

    /// The markers a case may carry; the others describe properties.
    static let caseMarkers: Set<String> = ["ArchiveKey", "FallbackCase"]
    private static let propertyMarkers: Set<String> = [
        "LegacyKeys", "ArchiveCoding", "LossyElements", "DefaultOnMismatch", "NotArchived",
    ]

    /// The cases declared in `members`, in order; misuse is diagnosed and left out.
    static func all(
        in members: MemberBlockItemListSyntax, keyConvention: KeyWords.Convention?, report: (Diagnostic) -> Void
    ) -> [ArchivedEnumCaseDeclaration] {
        members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { declaration in
            cases(of: declaration, keyConvention: keyConvention, report: report)
        }
    }

    private static func cases(
        of declaration: EnumCaseDeclSyntax, keyConvention: KeyWords.Convention?, report: (Diagnostic) -> Void
    ) -> [ArchivedEnumCaseDeclaration] {
        for marker in declaration.attributes.map(\.attributeName) where propertyMarkers.contains(marker) {
            report(
                Diagnostic(node: declaration.attributes, message: AutoCodableDiagnostic.propertyMarkerOnCase(marker)))
            return []
        }
        let isFallback = declaration.attributes.contains { $0.attributeName == "FallbackCase" }
        let renamed = declaration.attributes.contains { $0.attributeName == "ArchiveKey" }
        let elements = Array(declaration.elements)
        if elements.count > 1 && (isFallback || renamed) {
            report(Diagnostic(node: declaration, message: AutoCodableDiagnostic.markerOnSeveralCases))
            return []
        }
        guard let archiveKey = renamedKey(in: declaration.attributes, report: report) else { return [] }
        return elements.map { element in
            let name = element.name.identifier?.name ?? element.name.text
            let parameters = element.parameterClause.map { Array($0.parameters) } ?? []
            let values = parameters.enumerated().map { index, parameter in
                let written = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0 }
                let label = written.map { $0.identifier?.name ?? $0.text }
                return Value(
                    label: written?.text,
                    key: label.map { spelled($0, keyConvention) } ?? "_\(index)",
                    type: parameter.type, parameter: parameter)
            }
            return ArchivedEnumCaseDeclaration(
                name: element.name.text, archivedName: archiveKey ?? spelled(name, keyConvention), values: values,
                isFallback: isFallback, element: element)
        }
    }

    private static func spelled(_ name: String, _ convention: KeyWords.Convention?) -> String {
        convention.map { KeyWords.spelled(name, as: $0) } ?? name
    }

    /// `@ArchiveKey`'s name for a case: one string, whose dots are its own (`"invoice.paid"`) and
    /// whose escapes are read as a key path's are. `.some(nil)` without the marker; nil when it is
    /// misused (diagnosed).
    private static func renamedKey(in attributes: AttributeListSyntax, report: (Diagnostic) -> Void) -> String?? {
        for element in attributes where element.attributeName == "ArchiveKey" {
            guard case .attribute(let attribute) = element, case .argumentList(let arguments) = attribute.arguments,
                let argument = arguments.first
            else { continue }
            guard let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
                report(
                    Diagnostic(node: argument, message: AutoCodableDiagnostic.keyNotLiteral(attribute: "ArchiveKey")))
                return nil
            }
            do throws(ArchiveKeyPath.Problem) {
                return .some(try ArchiveKeyPath(parsing: key).segments.joined(separator: "."))
            } catch {
                report(
                    Diagnostic(
                        node: argument,
                        message: AutoCodableDiagnostic.malformedKeyPath(attribute: "ArchiveKey", key, error.reason)))
                return nil
            }
        }
        return .some(nil)
    }
}

extension TypeSyntax {
    /// Whether the type is archived as something other than a dictionary, as far as its spelling
    /// shows: the standard scalars, Foundation's value types, arrays, sets and optionals.
    var isArchivedWithoutKeys: Bool {
        if isOptional || self.is(ArrayTypeSyntax.self) { return true }
        let name = self.as(IdentifierTypeSyntax.self)?.name.text ?? self.as(MemberTypeSyntax.self)?.name.text
        guard let name else { return false }
        return ArchivedPropertyDeclaration.scalarTypeNames.contains(name)
            || ["Array", "Set", "Date", "Data", "URL", "Decimal", "UUID"].contains(name)
    }
}
