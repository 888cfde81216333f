import Foundation
import StringCoding

/// A view tree written as data: the Interface Builder equivalent for the terminal.
///
/// A description file (JSON or YAML) names each view's type, its identifier, tag, style classes and
/// frame, "runtime attributes" set by key path through StringCoding, and its children:
///
/// ```yaml
/// type: View
/// identifier: root            # the view's restorationIdentifier
/// styleClasses: [card]        # or "card big"
/// frame: "0 0 40 10"
/// attributes:                 # key path → string value, applied in order
///   backgroundColor: navy
/// children:
///   - type: Label
///     tag: 1
///     attributes: { text: "Name", font: bold }
///   - type: StackView         # children of a StackView become its arranged subviews
///     attributes: { axis: vertical, spacing: "1" }
///     children: [ { type: Button, attributes: { title: Save, touchUpInside: save } } ]
/// ```
///
/// ```swift
/// let description = try ViewDescription(contentsOf: URL(filePath: "contact.yaml"))
/// let root = try description.makeView()
/// root.view(withIdentifier: "root") === root   // true
/// ```
///
/// Reading checks the document's shape (unknown keys, wrong kinds of values, limits); building
/// checks the types and attributes. Either way every problem is reported at once, each naming the
/// file, the line and the element (see ``ViewDescriptionError``). An element whose type is unknown
/// gets no view, so its attributes are not tried; its children still are.
///
/// The keys of an element are `type` (required), `identifier`, `tag`, `styleClasses`, `frame`,
/// `attributes` and `children`. A view without a `frame` is sized to its content, and follows it
/// as it changes (see ``View/fittingSize``: a label's text, a stack view's arranged views, the
/// extent of its subviews), unless a stack view arranges it; a screen it becomes the view of gives
/// it the screen's size. A root with no frame and nothing that could give it a size is a problem,
/// since it would show nothing. Attribute values follow `Stylesheet`: nested mappings become dotted
/// key paths, lists become comma-separated strings, and `null` sets an optional to nil while a
/// quoted `"nil"` is the text itself (StringCoding's `WrittenValue`). JSON is read as
/// YAML; property lists and YAML anchors are refused. Documents are limited to ``maximumDepth``
/// levels and ``maximumViewCount`` views, so a hostile file cannot exhaust the stack or memory.
public struct ViewDescription: Sendable, Equatable {
    /// The most views a description may nest, the root being the first level: deeper documents are
    /// rejected rather than risk exhausting the stack.
    ///
    /// ```swift
    /// ViewDescription.maximumDepth   // 64
    /// ```
    public static let maximumDepth = 64

    /// The most views one description may hold: more are rejected rather than risk exhausting memory.
    ///
    /// ```swift
    /// ViewDescription.maximumViewCount   // 10000
    /// ```
    public static let maximumViewCount = 10_000

    /// Whether the `number`th view of a description, nested `depth` levels deep, is within the
    /// limits; when it is not, `report` hears why, once for all the views past the count. The reader
    /// checks while reading, and the builder again, for descriptions made in code.
    static func admits(viewNumber number: Int, depth: Int, reporting report: (String) -> Void) -> Bool {
        guard number <= maximumViewCount else {
            if number == maximumViewCount + 1 {
                report("the description holds more than \(maximumViewCount) views, the most it may")
            }
            return false
        }
        guard depth <= maximumDepth else {
            report("views nest more than \(maximumDepth) levels deep, the most a description may")
            return false
        }
        return true
    }

    /// The registered type name of the view, such as `Label` or `MyApp.CardView`.
    public var type: String
    /// Becomes the view's `restorationIdentifier`: `#identifier` in selectors and error messages.
    public var identifier: String?
    /// Becomes the view's `tag`.
    public var tag: Int?
    /// Becomes the view's `styleClasses`, for `.class` selectors.
    public var styleClasses: [String]
    /// The view's frame as text for `CGRect` (`"0 0 40 10"`, `"{{0, 0}, {40, 10}}"`); it is set before
    /// the children are added, so they are not stretched by their autoresizing masks.
    public var frame: String?
    /// One runtime attribute: a key path on the view and the string its value is read from. It is
    /// a stylesheet entry, as the original UIConfig stylesheets wrote them.
    ///
    /// ```swift
    /// ViewDescription.Attribute(keyPath: "textColor", value: "#ff8800", line: 12)
    /// ```
    public typealias Attribute = Stylesheet.Entry
    /// Runtime attributes, set in order once the whole tree is built (so key paths that look at
    /// superviews see them).
    public var attributes: [Attribute]
    /// The subviews, back to front.
    public var children: [ViewDescription]
    /// The element's line in its document, for error messages.
    public var line: Int?
    /// A name for the document in error messages, usually its file name.
    public var source: String?

    /// A description made in code.
    ///
    /// ```swift
    /// let row = ViewDescription(
    ///     type: "StackView", attributes: [.init(keyPath: "axis", value: "horizontal")],
    ///     children: [ViewDescription(type: "Button", attributes: [.init(keyPath: "title", value: "OK")])])
    /// ```
    public init(
        type: String, identifier: String? = nil, tag: Int? = nil, styleClasses: [String] = [],
        frame: String? = nil, attributes: [Attribute] = [], children: [ViewDescription] = [],
        line: Int? = nil, source: String? = nil
    ) {
        self.type = type
        self.identifier = identifier
        self.tag = tag
        self.styleClasses = styleClasses
        self.frame = frame
        self.attributes = attributes
        self.children = children
        self.line = line
        self.source = source
    }
}
