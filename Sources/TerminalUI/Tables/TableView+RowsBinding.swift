import Bindings
import CellControllers
import Foundation
import KeyCoding

/// Rows bound to an array found through the view tree, in code and in description files.
extension TableView {
    /// Binds the rows to the array at `path`: view steps to the view holding the model, as other
    /// bindings' paths (`@rootview`, `@superviewWithClass[UITableViewCell]`, `@cell`…), then
    /// `dataObject` and the array's key path in the model. Each element gets a row controller
    /// from `makeRow`; rows match by `rowID` and reload when `rowContentEqual` finds their element
    /// changed; `sections` makes sections as `TableController.bindRows(to:of:…)` does.
    ///
    /// The rows follow the model as ``TableRowsBinding`` describes: a change of the array is one
    /// batch on the main actor's next turn, with no call; another data object set on the view
    /// the steps lead to, or an object in the middle of the key path replaced, is followed.
    /// The rows are the table controller's (a `TableController` is made when the table has
    /// none), and replace any bound before.
    ///
    /// ```swift
    /// try table.bindRows(to: "@rootview.dataObject.names", rowID: { $0 }, rowContentEqual: ==) {
    ///     (name: String) in NameRow(name)
    /// }
    /// ```
    ///
    /// - Throws: `BindingError` when the path is malformed or ends at `dataObject`, its view steps
    ///   find no view (in a tree), or, when the model is there already, the key path cannot be read,
    ///   does not hold the array, or the model is not an `@Observable` class. Nothing is bound then,
    ///   and rows bound before are no longer.
    @discardableResult
    public func bindRows<Element, RowID: Hashable>(
        to path: String, sections: BoundSections<Element> = .oneSection, rowID: @escaping (Element) -> RowID,
        rowContentEqual: @escaping (Element, Element) -> Bool, makeRow: @escaping (Element) -> any CellController
    ) throws(BindingError) -> TableRowsBinding {
        try bindRows(
            to: path,
            binder: RowsBinder(sections: sections, rowID: rowID, rowContentEqual: rowContentEqual, makeRow: makeRow),
            selection: nil)
    }

    /// Binds the rows to an array of `Identifiable` and `Equatable` elements found at `path`: rows
    /// match by `id` and reload when `==` says an element changed. Otherwise as
    /// ``bindRows(to:sections:rowID:rowContentEqual:makeRow:)``.
    ///
    /// ```swift
    /// try table.bindRows(to: "@superviewWithClass[UIView].dataObject.books") { (book: Book) in BookRow(book) }
    /// ```
    @discardableResult
    public func bindRows<Element: Identifiable & Equatable>(
        to path: String, sections: BoundSections<Element> = .oneSection,
        makeRow: @escaping (Element) -> any CellController
    ) throws(BindingError) -> TableRowsBinding {
        try bindRows(to: path, sections: sections, rowID: { $0.id }, rowContentEqual: { $0 == $1 }, makeRow: makeRow)
    }

    /// Binds the rows to an array of objects found at `path`, each object its own row's identity.
    /// Otherwise as ``bindRows(to:sections:rowID:rowContentEqual:makeRow:)``.
    ///
    /// ```swift
    /// try table.bindRows(to: "@rootview.dataObject.fruits") { (fruit: Fruit) in FruitRow(fruit) }
    /// ```
    @discardableResult
    public func bindRows<Element: AnyObject>(
        to path: String, sections: BoundSections<Element> = .oneSection,
        makeRow: @escaping (Element) -> any CellController
    ) throws(BindingError) -> TableRowsBinding {
        try bindRows(
            to: path, sections: sections, rowID: { ObjectIdentifier($0) }, rowContentEqual: { $0 === $1 },
            makeRow: makeRow)
    }

    /// Binds the rows through a `bindTo` attribute: `rows | row=FactoryName`, then optionally
    /// `selection=keyPath` and `sections=arrays` or `groupBy=key` (see ``TableRowFactory``).
    func bindRowsAttribute(options: [String], to path: String) throws(BindingError) {
        let problem = { (reason: String) in
            BindingError(.invalidPath, node: self, key: TableRowsBinding.name, path: path, reason)
        }
        var factoryName: String?
        var selection: String?
        var sectioning = RowSectioning.oneSection
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch (parts.first, parts.count == 2 ? parts[1] : nil) {
            case ("row", let name?) where !name.isEmpty: factoryName = name
            case ("selection", let keyPath?) where !keyPath.isEmpty: selection = keyPath
            case ("sections", "arrays"): sectioning = .arrays
            case ("groupBy", let key?) where !key.isEmpty: sectioning = .grouped(by: key)
            default:
                throw problem(
                    "unknown option \"\(option)\" for rows; the options are row=<row factory>, selection=<key path>, "
                        + "sections=arrays and groupBy=<key>")
            }
        }
        let names = TableRowFactory.registeredNames
        let registered = names.isEmpty ? "none are registered" : "registered: \(names.joined(separator: ", "))"
        guard let factoryName else {
            throw problem(
                "name the row controllers' factory, as in \"rows | row=FruitRow\" (\(registered); see TableRowFactory.register)"
            )
        }
        guard let factory = TableRowFactory.named(factoryName) else {
            let suggestion = closestMatch(to: factoryName, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw problem("no row factory is named \"\(factoryName)\"\(suggestion) (\(registered))")
        }
        let binder: RowsBinder
        do {
            binder = try factory.makeBinder(sectioning)
        } catch {
            throw problem(error.reason)
        }
        try bindRows(to: path, binder: binder, selection: selection)
    }

    /// Binds the rows with `binder` to the array `path` leads to, and the selection to the
    /// model's `selection` key path when one is given.
    @discardableResult
    private func bindRows(
        to path: String, binder: RowsBinder, selection: String?
    ) throws(BindingError)
        -> TableRowsBinding
    {
        let name = TableRowsBinding.name
        let parsed: BindingPath
        do {
            parsed = try BindingPath(parsing: path)
        } catch {
            throw BindingError(.invalidPath, node: self, key: name, path: path, error.description)
        }
        guard !parsed.dataKeyPath.isEmpty else {
            throw BindingError(
                .invalidPath, node: self, key: name, path: path,
                "the path ends at the data object; go on to its array, as in \"\(path).items\"")
        }
        boundRows?.cancel()
        if tableController == nil { tableController = TableController() }
        let rows = TableRowsBinding(
            table: self, path: path, keyPath: parsed.dataKeyPath.joined(separator: "."), binder: binder,
            selectionKeyPath: selection)
        try bindDataObject(name, through: path) { [weak rows] model throws(BindingError) in try rows?.follow(model) }
        boundRows = rows
        return rows
    }
}
