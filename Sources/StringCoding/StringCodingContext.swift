import Foundation

/// Settings that change how strings are read, scoped to a task and everything it calls.
///
/// ```swift
/// let icon = try StringCodingContext.$baseURL.withValue(URL(string: "https://cdn.example.com/img/")) {
///     try URL(parsing: "icon.png")      // https://cdn.example.com/img/icon.png
/// }
/// ```
public enum StringCodingContext {
    /// The URL that relative URL strings are resolved against, such as the directory of the file
    /// being read. When nil, relative strings are paths in the current directory.
    ///
    /// Resolution follows RFC 3986: end a directory URL with `/`, or its last component is replaced.
    ///
    /// ```swift
    /// StringCodingContext.$baseURL.withValue(URL(filePath: "/etc/app/")) { /* "app.json" → /etc/app/app.json */ }
    /// ```
    @TaskLocal public static var baseURL: URL?
}
