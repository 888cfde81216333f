// `@AutoCodable` also writes what `@Keyed` writes, which names KeyCoding's types; importing
// AutoCoding is enough to use it.
@_exported import KeyCoding
