// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// Bound nodes, sources and targets are `KeyCodable`, and `BindingTarget` is `CustomStringSettable`, so a
// binding can set a value from its text.
@_exported import KeyCoding
@_exported import StringCoding
