import StringCoding

extension SelectorStylesheet {
    /// Declarations and the selectors that choose the views they are set on.
    ///
    /// ```swift
    /// let rule = try SelectorStylesheet.Rule(
    ///     selectors: "Cell Label.title, #footer Label", declarations: [.init(keyPath: "textColor", value: "gray")])
    /// rule.selectors.count   // 2
    /// ```
    public struct Rule: Sendable, Equatable {
        /// The selectors, parsed; a view matching any of them gets the declarations, with the
        /// specificity of the most specific one it matches.
        public var selectors: [Selector]
        /// The declarations, set in this order.
        public var declarations: [Declaration]
        /// The rule's line in its document, for error messages.
        public var line: Int?

        /// A rule from a selector list (`"Label.title, #footer Label"`).
        ///
        /// Throws ``SelectorStylesheetError/unreadable(source:problems:unlistedCount:)`` naming the column when the
        /// list is not valid.
        ///
        /// ```swift
        /// try SelectorStylesheet.Rule(selectors: "Label", declarations: [.init(keyPath: "text", value: "Hi")])
        /// ```
        public init(
            selectors text: String, declarations: [Declaration], line: Int? = nil
        )
            throws(SelectorStylesheetError)
        {
            do {
                self.init(
                    selectors: try SelectorParser.parseList(text), declarations: declarations, line: line)
            } catch {
                throw .unreadable(source: nil, problems: [.init(line: line, reason: error.message(for: text))])
            }
        }

        /// A rule from selectors already parsed.
        ///
        /// ```swift
        /// SelectorStylesheet.Rule(selectors: [try .init(parsing: "Label")], declarations: [])
        /// ```
        public init(selectors: [Selector], declarations: [Declaration], line: Int? = nil) {
            self.selectors = selectors
            self.declarations = declarations
            self.line = line
        }

        /// The selector list as `a, b`.
        public var selectorText: String { selectors.map(\.description).joined(separator: ", ") }
    }

    /// One `key path: value` line of a rule, set on each matching view; variables are already
    /// substituted. It is a stylesheet entry, as StringCoding's flat stylesheets hold.
    ///
    /// ```swift
    /// SelectorStylesheet.Declaration(keyPath: "font", value: "bold", line: 3)
    /// ```
    public typealias Declaration = Stylesheet.Entry
}
