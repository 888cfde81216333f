import Foundation

/// CSS-like rules that set view properties across a tree of views, chosen by type, style class and
/// identifier.
///
/// ```yaml
/// $accent: "#ff8800"                  # a variable: a top-level key starting with $
/// Label: { textColor: white }         # every Label, and every subclass of Label
/// .title: { font: bold }              # views whose styleClasses include "title"
/// "#header": { backgroundColor: $accent }       # the view whose restorationIdentifier is "header"
/// "Cell Label.title, #footer Label": { textColor: $accent }   # descendants; a selector list
/// ```
///
/// ```swift
/// let sheet = try SelectorStylesheet(contentsOf: URL(filePath: "theme.yaml"))
/// try sheet.apply(to: window)
/// ```
///
/// **Selectors.** A compound selector is a type (`Label`; it matches subclasses too, and `*`
/// matches any view), `.class` (one of the view's `styleClasses`) and `#identifier` (its
/// `restorationIdentifier`), written together without spaces: `Label.title#name`. A space between
/// compound selectors means "inside": `Cell Label` is a `Label` anywhere under a `Cell`. A comma
/// separates selectors sharing the declarations. Types are class names without their module (the
/// sheet needs no registry: `CardView` matches `MyApp.CardView`). Names are letters, digits, `_`
/// and `-`. In YAML, quote selectors that start with `#` (a comment) or `*` (an alias).
///
/// **Order.** As in CSS, the rules matching a view are applied in order of increasing
/// ``Specificity`` (identifiers, then classes, then types); rules of equal specificity are applied
/// in document order. The last value set wins, so the most specific rule decides. A rule whose
/// list has several selectors matching a view counts with the most specific of them. Which rules
/// match is decided before anything is set, so a declaration that changes `styleClasses` does not
/// change which rules apply in the same pass.
///
/// **Values** are set with `setValue(fromWritten:forKeyPath:)`, so every StringCoding type works;
/// nested mappings are flattened into key paths, lists become comma-separated strings, and `null`
/// sets an optional to nil while a quoted `"nil"` is the text itself, as in `Stylesheet`.
///
/// **Variables.** `$name` in a value is replaced with the variable's value when the sheet is read;
/// a value may use several. Rules may use any variable of the document, a variable only those
/// defined above it. `$$` is a literal `$`, and a `$` not followed by a name is kept as it is.
/// Names are letters, digits, `_` and `-`, so `$size-2` is the variable `size-2`.
///
/// JSON is read as YAML, keeping document order and lines; property lists and YAML anchors are
/// refused (see ``SelectorStylesheetError``).
public struct SelectorStylesheet: Sendable, Equatable {
    /// The rules, in document order.
    public var rules: [Rule]
    /// The variables, keyed by their name with its `$` (`"$accent"`), with variables already substituted.
    public var variables: [String: String]
    /// A name for the document in error messages, usually its file name.
    public var source: String?

    /// A stylesheet made in code.
    ///
    /// ```swift
    /// let sheet = SelectorStylesheet(rules: [
    ///     try .init(selectors: "Label.title", declarations: [.init(keyPath: "font", value: "bold")])
    /// ])
    /// ```
    public init(rules: [Rule], variables: [String: String] = [:], source: String? = nil) {
        self.rules = rules
        self.variables = variables
        self.source = source
    }

    /// Applies to `root` and every view under it; throws one error listing every failing declaration.
    ///
    /// A declaration that fails does not stop the others. The error names, for each failure, the
    /// rule's selector, the declaration and its line, and the view's path from `root` (see
    /// ``SelectorStylesheetError``).
    ///
    /// ```swift
    /// try sheet.apply(to: controller.view)
    /// ```
    @MainActor public func apply(to root: View) throws(SelectorStylesheetError) {
        let tree = StyledTree(root: root)
        var failures = ProblemList<SelectorStylesheetError.Failure>()
        setDeclarations(of: tree.matchingRules(rules), on: tree, namingViewsFrom: root, failures: &failures)
        if !failures.isEmpty {
            throw .declarationsFailed(source: source, failures: failures.listed, unlistedCount: failures.unlistedCount)
        }
    }

    /// Sets each matching rule's declarations on its view in `tree` with `set`; a declaration that
    /// fails is collected, naming the view by its path from `root`, and does not stop the others.
    @MainActor func setDeclarations(
        of matches: [(view: Int, matches: [StyledTree.Match])], on tree: StyledTree, namingViewsFrom root: View,
        failures: inout ProblemList<SelectorStylesheetError.Failure>,
        with set: (View, Declaration) throws -> Void = {
            try $0.setValue(fromWritten: $1.writtenValue, forKeyPath: $1.keyPath)
        }
    ) {
        for (viewIndex, viewMatches) in matches {
            let view = tree.views[viewIndex]
            for match in viewMatches {
                let rule = rules[match.rule]
                for declaration in rule.declarations {
                    do {
                        try set(view, declaration)
                    } catch {
                        failures.append(
                            .init(
                                source: source, selector: rule.selectors[match.selector].description,
                                declaration: declaration, viewPath: ElementPath.path(of: view, from: root),
                                reason: String(describing: error)))
                    }
                }
            }
        }
    }
}
