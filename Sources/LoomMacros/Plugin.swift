import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct LoomMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        KeyedMacro.self,
        PropertyMarkerMacro.self,
        AutoCodableMacro.self,
        ConfigSchemaMacro.self,
        ConstraintMacro.self,
    ]
}
