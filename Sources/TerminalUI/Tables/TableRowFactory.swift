import CellControllers
import KeyCoding
import Observation
import StringCoding

/// A named maker of row controllers, one per element of a bound array, so that a description
/// file can bind a table's rows by naming it: `"bindTo.@rootview.dataObject.fruits": "rows | row=FruitRow"`.
///
/// Register each factory once, before the description files that name it are built. Rows match
/// as ``TableView/bindRows(to:sections:rowID:rowContentEqual:makeRow:)`` matches them: by object
/// for classes, by `id` for `Identifiable` and `Equatable` elements, or by the `rowID` given.
///
/// ```swift
/// TableRowFactory.register(TableRowFactory(name: "FruitRow") { (fruit: Fruit) in FruitRow(fruit) })
/// TableRowFactory.named("FruitRow")?.elementType == Fruit.self   // true
/// ```
@MainActor public struct TableRowFactory {
    /// The name a description file gives after `row=`.
    public let name: String
    /// The type of the elements it makes rows for: the bound array must hold them.
    public let elementType: Any.Type
    /// The binder for each way of making sections, or why the element type cannot be shown so.
    let makeBinder: (RowSectioning) throws(RowSectioning.Refusal) -> RowsBinder

    /// A factory for rows of objects, each object its own row's identity, as Cocoa's are.
    ///
    /// ```swift
    /// TableRowFactory(name: "FruitRow") { (fruit: Fruit) in FruitRow(fruit) }
    /// ```
    public init<Element: AnyObject>(name: String, makeRow: @escaping (Element) -> any CellController) {
        self.init(name: name, rowID: { ObjectIdentifier($0) }, rowContentEqual: { $0 === $1 }, makeRow: makeRow)
    }

    /// A factory for rows of `Identifiable` and `Equatable` values: rows match by `id` and reload
    /// when `==` says an element changed.
    ///
    /// ```swift
    /// TableRowFactory(name: "BookRow") { (book: Book) in BookRow(book) }
    /// ```
    public init<Element: Identifiable & Equatable>(name: String, makeRow: @escaping (Element) -> any CellController) {
        self.init(name: name, rowID: { $0.id }, rowContentEqual: { $0 == $1 }, makeRow: makeRow)
    }

    /// A factory whose rows match by `rowID` and reload when `rowContentEqual` finds the element
    /// of a row changed.
    ///
    /// ```swift
    /// TableRowFactory(name: "NameRow", rowID: { $0 }, rowContentEqual: ==) { (name: String) in NameRow(name) }
    /// ```
    public init<Element, RowID: Hashable>(
        name: String, rowID: @escaping (Element) -> RowID, rowContentEqual: @escaping (Element, Element) -> Bool,
        makeRow: @escaping (Element) -> any CellController
    ) {
        self.name = name
        elementType = Element.self
        makeBinder = { sectioning throws(RowSectioning.Refusal) in
            RowsBinder(
                sections: try sectioning.sections(of: Element.self), rowID: rowID, rowContentEqual: rowContentEqual,
                makeRow: makeRow)
        }
    }

    private static var registered: [String: TableRowFactory] = [:]

    /// Makes `factory` the one description files name `factory.name`, in place of any before.
    ///
    /// ```swift
    /// TableRowFactory.register(TableRowFactory(name: "FruitRow") { (fruit: Fruit) in FruitRow(fruit) })
    /// ```
    public static func register(_ factory: TableRowFactory) {
        registered[factory.name] = factory
    }

    /// The factory registered as `name`, or nil.
    ///
    /// ```swift
    /// TableRowFactory.named("FruitRow")?.name   // "FruitRow"
    /// ```
    public static func named(_ name: String) -> TableRowFactory? {
        registered[name]
    }

    /// The names registered, sorted: what error messages list.
    ///
    /// ```swift
    /// TableRowFactory.registeredNames   // ["BookRow", "FruitRow"]
    /// ```
    public static var registeredNames: [String] { registered.keys.sorted() }
}

/// How a description file has the bound value made into sections: `sections=arrays` or
/// `groupBy=key`, else one section.
enum RowSectioning: Equatable {
    case oneSection
    case arrays
    case grouped(by: String)

    /// Why the rows cannot be made into sections so.
    struct Refusal: Error {
        let reason: String
    }

    /// The sections for elements of type `Element`: grouping reads the key of each element
    /// through KeyCoding, so the elements must be `KeyCodable` and have that key.
    func sections<Element>(of element: Element.Type) throws(Refusal) -> BoundSections<Element> {
        switch self {
        case .oneSection: return .oneSection
        case .arrays: return .arrayOfArrays()
        case .grouped(let key):
            guard let keyed = Element.self as? any KeyCodable.Type else {
                throw Refusal(
                    reason: "groupBy=\(key) reads \(key) of each \(typeName(Element.self)), which is not KeyCodable")
            }
            guard keyed.keyedProperties[key] != nil else {
                let suggestion =
                    closestMatch(to: key, in: keyed.keyedProperties.names).map { "; did you mean \"\($0)\"?" } ?? ""
                throw Refusal(reason: "groupBy=\(key): \(typeName(Element.self)) has no key \"\(key)\"\(suggestion)")
            }
            return .grouped(by: { element in Self.groupName(of: element, key: key) })
        }
    }

    /// The section an element belongs to, as text: its header too.
    private static func groupName(of element: Any, key: String) -> String {
        guard let keyed = element as? any KeyCodable, let read = try? keyed.value(forKeyPath: key),
            let value = flattenOptional(read)
        else { return "" }
        return (value as? any StringEncodable)?.stringRepresentation ?? String(describing: value)
    }
}

/// Binds a table controller's rows to an array of a model known only at run time, with the row
/// controllers, identities and sections of one element type.
@MainActor struct RowsBinder {
    /// Binds the rows to `keyPath` of `model`; nil when the model is not an `@Observable` object,
    /// whose changes the rows could follow.
    let bind: (TableController, any KeyCodable, String) throws(TableBindingError) -> TableContentBinding?

    init<Element, RowID: Hashable>(
        sections: BoundSections<Element>, rowID: @escaping (Element) -> RowID,
        rowContentEqual: @escaping (Element, Element) -> Bool, makeRow: @escaping (Element) -> any CellController
    ) {
        bind = { controller, model, keyPath throws(TableBindingError) in
            guard let observable = model as? any KeyCodable & AnyObject & Observable else { return nil }
            return try controller.bindRows(
                to: keyPath, of: observable, sections: sections, rowID: rowID, rowContentEqual: rowContentEqual,
                makeRow: makeRow)
        }
    }
}
