/// How the value a table's rows are bound to becomes sections: one section of an array's
/// elements (``oneSection``), one section per inner array of an array of arrays
/// (``arrayOfArrays(headerTitle:)``), or one section per value of a grouping key
/// (``grouped(by:headerTitle:)``).
///
/// ```swift
/// try controller.bindRows(to: "books", of: library, sections: .grouped(by: \.author)) { (book: Book) in
///     BookRow(book)
/// }
/// ```
public struct BoundSections<Element> {
    /// The type the bound value must have, as the error about another type names it.
    let expectedType: String
    /// The value shown when the bound value is nil: an empty array of the expected type.
    let emptyValue: Any
    /// The value's sections, or nil when the value is not of the expected type.
    let split: (Any) -> [BoundSection<Element>]?

    @usableFromInline
    init(expectedType: String, emptyValue: Any, split: @escaping (Any) -> [BoundSection<Element>]?) {
        self.expectedType = expectedType
        self.emptyValue = emptyValue
        self.split = split
    }

    /// The bound value is an array (`[Element]`), shown as one section without a title.
    ///
    /// ```swift
    /// try controller.bindRows(to: "books", of: library, sections: .oneSection) { (book: Book) in BookRow(book) }
    /// ```
    @inlinable
    public static var oneSection: BoundSections {
        BoundSections(expectedType: typeName([Element].self), emptyValue: [Element]()) { value in
            guard let elements = value as? [Element] else { return nil }
            return [BoundSection(id: 0, headerTitle: nil, rows: elements)]
        }
    }

    /// The bound value is an array of arrays (`[[Element]]`), each inner array one section.
    /// Sections are matched by position, so adding an inner array at the end inserts a section
    /// and one in the middle moves the rows of the sections after it.
    ///
    /// ```swift
    /// // shelves: [[Book]]
    /// try controller.bindRows(to: "shelves", of: library, sections: .arrayOfArrays { "Shelf \($0 + 1)" }) {
    ///     (book: Book) in BookRow(book)
    /// }
    /// ```
    @inlinable
    public static func arrayOfArrays(headerTitle: @escaping (Int) -> String? = { _ in nil }) -> BoundSections {
        BoundSections(expectedType: typeName([[Element]].self), emptyValue: [[Element]]()) { value in
            guard let groups = value as? [[Element]] else { return nil }
            return groups.indices.map { BoundSection(id: $0, headerTitle: headerTitle($0), rows: groups[$0]) }
        }
    }

    /// The bound value is an array (`[Element]`) shown as one section per value of `key`, in the
    /// order in which each value first occurs, each section's rows in the array's order. A section
    /// is identified by its key, so an element whose key changes moves to its new section, and a
    /// key that no element has any more removes its section.
    ///
    /// ```swift
    /// try controller.bindRows(to: "books", of: library, sections: .grouped(by: \.author)) { (book: Book) in
    ///     BookRow(book)
    /// }
    /// ```
    @inlinable
    public static func grouped<Key: Hashable>(
        by key: @escaping (Element) -> Key, headerTitle: @escaping (Key) -> String? = { "\($0)" }
    ) -> BoundSections {
        BoundSections(expectedType: typeName([Element].self), emptyValue: [Element]()) { value in
            guard let elements = value as? [Element] else { return nil }
            var sectionOfKey: [Key: Int] = [:]
            var sections: [BoundSection<Element>] = []
            for element in elements {
                let elementKey = key(element)
                if let index = sectionOfKey[elementKey] {
                    sections[index].rows.append(element)
                } else {
                    sectionOfKey[elementKey] = sections.count
                    sections.append(
                        BoundSection(
                            id: AnyHashable(elementKey), headerTitle: headerTitle(elementKey), rows: [element]))
                }
            }
            return sections
        }
    }
}

/// A section of a bound table at each step of showing it: the elements read from the model, then
/// the rows with their controllers, and the rows' tags (flat indices) that the diff sees.
@usableFromInline
struct BoundSection<Item> {
    @usableFromInline var id: AnyHashable
    @usableFromInline var headerTitle: String?
    @usableFromInline var rows: [Item]

    @inlinable
    init(id: AnyHashable, headerTitle: String?, rows: [Item]) {
        self.id = id
        self.headerTitle = headerTitle
        self.rows = rows
    }
}
