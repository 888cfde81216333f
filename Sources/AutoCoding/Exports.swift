// The archive value tree, its errors, formats and limits live with the readers that produce them, in
// DocumentReading; they are AutoCoding's public API, so importing AutoCoding brings them.
@_exported import DocumentReading
// `@AutoCodable` also writes what `@Keyed` writes, which names KeyCoding's types; importing
// AutoCoding is enough to use it.
@_exported import KeyCoding
