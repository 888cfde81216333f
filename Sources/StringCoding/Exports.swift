// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// `CustomStringSettable` refines `KeyCodable`, and `Stylesheet.apply(to:)` and
// `setValue(fromString:forKeyPath:)` work on `KeyCodable` values.
@_exported import KeyCoding
