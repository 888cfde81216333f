/// Where a binding finds its value: view steps from the bound view to the view holding the data
/// object, the word `dataObject`, then a key path into that object.
///
/// A path is parsed once, when the binding is made, and walked every time the binding is
/// evaluated.
///
/// ```swift
/// let path = try BindingPath(parsing: "@cell.dataObject.album.artist.name")
/// path.viewSteps     // [.cell]
/// path.dataKeyPath   // ["album", "artist", "name"]
/// print(path)        // @cell.dataObject.album.artist.name
/// ```
///
/// The view steps are the original TJBinder's operators (see ``ViewStep``); `dataObject` alone
/// names the bound view's own data object. Operators are case-sensitive, as they were in the
/// original: `@SuperView` is an error that suggests `@superview`.
public struct BindingPath: Hashable, Sendable, CustomStringConvertible {
    /// Paths longer than this many characters are refused: a path is written by a person, and a
    /// limit keeps a hostile one from costing more than a glance. The length is counted in Unicode
    /// scalars, so that a character piled with combining marks counts as many.
    ///
    /// ```swift
    /// BindingPath.maximumLength   // 4096
    /// ```
    public static let maximumLength = 4096

    /// The steps from the bound view to the view whose data object is read, in order.
    ///
    /// ```swift
    /// try BindingPath(parsing: "superview.@subviews[0].dataObject").viewSteps   // [.superview, .subviews(0)]
    /// ```
    public var viewSteps: [ViewStep]

    /// The keys read from the data object, in order; empty when the value is the data object itself.
    ///
    /// ```swift
    /// try BindingPath(parsing: "dataObject.album.title").dataKeyPath   // ["album", "title"]
    /// try BindingPath(parsing: "@superview.dataObject").dataKeyPath    // []
    /// ```
    public var dataKeyPath: [String]

    /// A path made of steps and keys, without parsing.
    ///
    /// ```swift
    /// let path = BindingPath(viewSteps: [.superviewWithClass("MyApp.CardView")], dataKeyPath: ["title"])
    /// print(path)   // @superviewWithClass[MyApp.CardView].dataObject.title
    /// ```
    ///
    /// Nothing is checked here: a key containing `.` or a restoration identifier containing `]`
    /// has no text that parses back to it.
    public init(viewSteps: [ViewStep], dataKeyPath: [String]) {
        self.viewSteps = viewSteps
        self.dataKeyPath = dataKeyPath
    }

    /// Reads a path written in TJBinder's syntax.
    ///
    /// ```swift
    /// let path = try BindingPath(parsing: "@superviewWithClass[MyApp.CardView].dataObject.title")
    /// path.viewSteps   // [.superviewWithClass("MyApp.CardView")]
    ///
    /// try BindingPath(parsing: "@superveiw.dataObject")
    /// // cannot read binding path "@superveiw.dataObject" at column 1: expected a view operator, found "@superveiw"
    /// //     @superveiw.dataObject
    /// //     ^
    /// //     did you mean "@superview"?
    /// //     valid operators: @superview, @rootview, @cell, …
    /// ```
    ///
    /// Steps are separated by `.`; a dot inside brackets never separates. Whitespace is allowed only
    /// inside brackets. The work is linear in the length of the text, which is at most
    /// ``maximumLength`` characters.
    public init(parsing text: String) throws(BindingPathError) {
        self = try BindingPathParser.parse(text)
    }

    /// The canonical text of the path, which parses back to an equal path.
    ///
    /// ```swift
    /// try BindingPath(parsing: "superview.superview.dataObject").description
    /// // "@superview.@superview.dataObject"
    /// ```
    ///
    /// Every path that ``init(parsing:)`` returns round-trips; one built by hand does when its keys
    /// and arguments could have been parsed (see ``init(viewSteps:dataKeyPath:)``).
    public var description: String {
        var parts = viewSteps.map(\.description)
        parts.append(BindingPathParser.dataObjectKey)
        parts.append(contentsOf: dataKeyPath)
        return parts.joined(separator: ".")
    }
}
