// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// TypedConfig's API names only its own types and those of Swift and Foundation, so it re-exports none.
