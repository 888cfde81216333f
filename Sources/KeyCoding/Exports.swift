// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// KeyCoding is the bottom layer: its API names no other Loom library, so it re-exports none.
