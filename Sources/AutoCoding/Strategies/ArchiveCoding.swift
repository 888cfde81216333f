/// Archives a property with a built-in strategy: dates as ISO 8601 text or timestamps, data as
/// base64 or hex, numbers and Booleans as strings, numbers read leniently.
///
/// The strategy applies to the property's value, to the wrapped value of an optional, and to each
/// element of an array or of a dictionary with string keys (see ``ArchiveCodingCollection``).
///
/// ```swift
/// @AutoCodable struct Event {
///     @ArchiveCoding(.iso8601) var start = Date.distantPast         // "2024-05-01T09:30:00Z"
///     @ArchiveCoding(.iso8601) var reminders: [Date] = []           // ["2024-04-30T09:30:00Z"]
///     @ArchiveCoding(.string) var capacity: Int?                    // "120"
/// }
/// ```
@attached(peer)
public macro ArchiveCoding(_ strategy: ArchiveValueStrategy) =
    #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")

/// Archives a property with your own ``ArchiveValueCoding``.
///
/// The coding applies as the built-in strategies do: to the value, an optional's wrapped value, and
/// each element of an array or dictionary property. Write the coding's type at file scope (or
/// qualified), since the decoding code of a struct sits in an extension at file scope.
///
/// ```swift
/// @AutoCodable struct Invoice {
///     @ArchiveCoding(CentsCoding()) var total: Decimal = 0   // 125 for 1.25
/// }
/// ```
@attached(peer)
public macro ArchiveCoding<Coding: ArchiveValueCoding>(_ coding: Coding) =
    #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")

/// Skips the elements of an array or dictionary property that fail to decode, when the caller
/// collects recoveries; loading without them stays strict.
///
/// Each skipped element is an ``ArchiveRecovery`` with its key path and the error strict loading
/// throws for it. Combines with ``ArchiveCoding(_:)-3fqxs``.
///
/// ```swift
/// @AutoCodable struct Feed {
///     @LossyElements var posts: [Post] = []
/// }
/// var recoveries: [ArchiveRecovery] = []
/// let feed = try Feed.load(from: data, recoveries: &recoveries)   // the posts that decode
/// ```
@attached(peer)
public macro LossyElements() = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")

/// Keeps a property's initial value when the archived value does not decode as its type (a string
/// where a number belongs, an unknown enum case), when the caller collects recoveries; loading
/// without them stays strict.
///
/// Each kept default is an ``ArchiveRecovery`` with the property's key path and the error strict
/// loading throws for it. The property needs an initial value, or an optional type.
///
/// ```swift
/// @AutoCodable struct Settings {
///     @DefaultOnMismatch var retries = 3
/// }
/// var recoveries: [ArchiveRecovery] = []
/// let settings = try Settings.load(from: data, recoveries: &recoveries)   // retries 3 if "many"
/// ```
@attached(peer)
public macro DefaultOnMismatch() = #externalMacro(module: "LoomMacros", type: "PropertyMarkerMacro")
