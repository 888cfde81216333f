extension SelectorStylesheet {
    /// The part of a selector between spaces: a type or `*`, then `.class` and `#identifier` parts,
    /// all of which a view must match.
    ///
    /// ```swift
    /// let compound = try SelectorStylesheet.Selector(parsing: "Label.title#name").compounds[0]
    /// compound.typeName      // "Label"
    /// compound.classes       // ["title"]
    /// compound.identifiers   // ["name"]
    /// ```
    public struct CompoundSelector: Sendable, Equatable, CustomStringConvertible {
        /// The type a view must be or inherit from; nil for `*` or when no type is written.
        public var typeName: String?
        /// Style classes the view must all have.
        public var classes: [String]
        /// Identifiers the view's `restorationIdentifier` must equal (more than one different never matches).
        public var identifiers: [String]
        /// The compound as written.
        public var description: String

        /// A compound selector; `description` is how it is written back in messages.
        ///
        /// ```swift
        /// SelectorStylesheet.CompoundSelector(typeName: "Label", classes: ["title"], description: "Label.title")
        /// ```
        public init(typeName: String?, classes: [String] = [], identifiers: [String] = [], description: String) {
            self.typeName = typeName
            self.classes = classes
            self.identifiers = identifiers
            self.description = description
        }
    }
}
