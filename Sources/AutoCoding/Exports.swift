// Loom's re-export rule: a Loom library re-exports the Loom modules whose types its own public API names (in a
// signature, a conformance or what its macros write), so that importing it is enough to use all of its API.
//
// The archive value tree, its errors, formats and limits live with the readers that produce them, in
// DocumentReading; they are AutoCoding's public API, so importing AutoCoding brings them.
@_exported import DocumentReading
// `@AutoCodable` also writes what `@Keyed` writes, which names KeyCoding's types.
@_exported import KeyCoding
