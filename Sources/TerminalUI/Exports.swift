// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// Views are `KeyCodable` `BindingNode`s with `bind(_:to:)` and take StringCoding's `Color` and `Font`; table
// views run on CellControllers' `TableController`; views draw into TerminalCore's `CellBuffer` with its
// `TextStyle`s and answer its `Key`s.
@_exported import Bindings
@_exported import CellControllers
@_exported import KeyCoding
@_exported import StringCoding
@_exported import TerminalCore
