// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// `RowAnimation` and `CellEditingStyle` are `StringCodableEnum`s, which is how description files name them.
@_exported import StringCoding
