extension SelectorStylesheet {
    /// How specific a selector is, compared as in CSS: identifiers first, then classes, then types
    /// (`*` counts for nothing).
    ///
    /// ```swift
    /// try SelectorStylesheet.Selector(parsing: "#footer Label.title").specificity
    /// // Specificity(identifiers: 1, classes: 1, types: 1)
    /// ```
    public struct Specificity: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The `#identifier` parts.
        public var identifiers: Int
        /// The `.class` parts.
        public var classes: Int
        /// The type parts, `*` excluded.
        public var types: Int

        /// A specificity of the given counts.
        ///
        /// ```swift
        /// SelectorStylesheet.Specificity(identifiers: 0, classes: 1, types: 1)
        /// ```
        public init(identifiers: Int, classes: Int, types: Int) {
            self.identifiers = identifiers
            self.classes = classes
            self.types = types
        }

        /// Compares identifiers first, then classes, then types.
        ///
        /// ```swift
        /// Specificity(identifiers: 0, classes: 9, types: 0) < Specificity(identifiers: 1, classes: 0, types: 0)   // true
        /// ```
        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.identifiers, lhs.classes, lhs.types) < (rhs.identifiers, rhs.classes, rhs.types)
        }

        /// CSS's notation.
        ///
        /// ```swift
        /// SelectorStylesheet.Specificity(identifiers: 1, classes: 0, types: 2).description   // "(1, 0, 2)"
        /// ```
        public var description: String { "(\(identifiers), \(classes), \(types))" }
    }
}
