extension SelectorStylesheet {
    /// Compound selectors separated by spaces: the last one must match the view, each earlier one
    /// an ancestor of the view matched by the one after it (CSS's descendant combinator).
    ///
    /// ```swift
    /// let selector = try SelectorStylesheet.Selector(parsing: "#footer Label")
    /// selector.matches(footerLabel)   // true: a Label under the view whose identifier is "footer"
    /// ```
    public struct Selector: Sendable, Equatable, CustomStringConvertible {
        /// The compound selectors, outermost first.
        public var compounds: [CompoundSelector]

        /// A selector of compound selectors, outermost first.
        ///
        /// ```swift
        /// SelectorStylesheet.Selector(compounds: [.init(typeName: "Label", description: "Label")])
        /// ```
        public init(compounds: [CompoundSelector]) {
            self.compounds = compounds
        }

        /// Parses one selector; a list (with commas) belongs in a ``Rule``.
        ///
        /// ```swift
        /// try SelectorStylesheet.Selector(parsing: "StackView Button.primary")
        /// ```
        public init(parsing text: String) throws(SelectorStylesheetError) {
            let list: [Selector]
            do {
                list = try SelectorParser.parseList(text)
            } catch {
                throw .unreadable(source: nil, problems: [.init(reason: error.message(for: text))])
            }
            guard list.count == 1, let only = list.first else {
                throw .unreadable(
                    source: nil,
                    problems: [
                        .init(
                            reason:
                                "\"\(text)\" is a list of \(list.count) selectors; expected one (a Rule takes lists)")
                    ])
            }
            self = only
        }

        /// CSS specificity: the counts of all compound selectors added up.
        ///
        /// ```swift
        /// try SelectorStylesheet.Selector(parsing: "Cell Label.title").specificity.description   // "(0, 1, 2)"
        /// ```
        public var specificity: Specificity {
            compounds.reduce(Specificity(identifiers: 0, classes: 0, types: 0)) { total, compound in
                Specificity(
                    identifiers: total.identifiers + compound.identifiers.count,
                    classes: total.classes + compound.classes.count,
                    types: total.types + (compound.typeName == nil ? 0 : 1))
            }
        }

        /// The selector as written, compound selectors separated by one space.
        ///
        /// ```swift
        /// try SelectorStylesheet.Selector(parsing: "Cell   Label").description   // "Cell Label"
        /// ```
        public var description: String { compounds.map(\.description).joined(separator: " ") }

        /// Whether `view` matches, looking at its ancestors as they are now.
        ///
        /// ```swift
        /// try SelectorStylesheet.Selector(parsing: "View Label").matches(label)   // true inside any view
        /// ```
        @MainActor public func matches(_ view: View) -> Bool {
            let rule = Rule(selectors: [self], declarations: [])
            return StyledTree(ancestorsOf: view).matchingRules([rule]).contains { $0.view == 0 }
        }
    }
}
