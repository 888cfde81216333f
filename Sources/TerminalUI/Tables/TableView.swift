import Bindings
import CellControllers
import Foundation
import KeyCoding
import StringCoding

/// A scrolling list of rows in sections, driven by a `TableController`: the Swift stand-in for
/// `UITableView`.
///
/// The table asks its controller how many sections and rows there are, how high each row is and
/// which cell shows it; each question goes on to the row's own `CellController`. Only rows on
/// screen have cells: a cell that scrolls away waits in a queue under its reuse identifier until
/// a row of the same kind needs one (``dequeueReusableCell(withIdentifier:)``).
///
/// Section headers are a line of bold text; footers are dim. The `.grouped` style puts a blank
/// line between sections, and `.insetGrouped` also insets the rows two columns from each edge.
///
/// The table can take the keyboard focus: Up and Down move the selection to the previous or next
/// row the controller lets be highlighted, skipping the others and the headers (and scroll a line
/// when there is no such row that way); Page Up and Page Down move it a screenful; Home and End
/// to the first and last; Enter and Space select the row (`TableController/didSelectRow(at:in:)`).
/// A table that gains the focus with nothing selected selects the first row it can. The selection
/// is kept on screen as it moves.
///
/// `/` filters the rows as you type (see ``filterText`` and ``beginFiltering()``), and `?` lists
/// these keys in the window's keys overlay.
///
/// In editing mode (``isEditing``) each row whose controller has an editing style shows its
/// control at the left, and those rows can be selected too; Delete or Backspace on the selected
/// `.delete` row, and Insert or `+` on an `.insert` row, commit the edit
/// (`TableController/commit(_:forRowAt:in:)`). In either mode, Right or `i` on a row whose
/// accessory is a detail button taps it (`TableController/accessoryButtonTapped(forRowAt:in:)`).
/// A key the selected row has no use for goes on up the responder chain.
///
/// Changes arrive from the controller as a whole (``reloadData()``) or as batch updates
/// (``performBatchUpdates(_:animation:)``), shown with the next frame. A terminal cannot animate
/// rows sliding or fading, so every `RowAnimation` shows the change at once.
///
/// ```swift
/// let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 10), style: .grouped)
/// table.tableController = PhoneNumbersController(book: book)
/// window.addSubview(table)
/// window.focus(table)
/// window.handle(.down)   // selects the next row that can be selected
/// table.setEditing(true, animated: false)
/// window.handle(.delete)   // commits .delete on the selected row, if it is a delete row
/// ```
@Keyed open class TableView: View, TableHost {
    /// How sections are set apart; changing it lays the table out again.
    ///
    /// ```swift
    /// try table.setValue(fromString: "grouped", forKeyPath: "style")
    /// ```
    public var style: TableViewStyle = .plain { didSet { invalidateGeometry() } }
    /// The controller that answers the table's questions; the table holds it and sets its `host`.
    ///
    /// ```swift
    /// table.tableController = ContactsController()
    /// ```
    public var tableController: TableController? {
        didSet {
            if let oldValue, oldValue !== tableController, oldValue.host === self { oldValue.host = nil }
            tableController?.host = self
            reloadData()
        }
    }
    /// The height of rows whose controller gives none, in lines (rounded). `.subtitle` cells need 2.
    ///
    /// ```swift
    /// table.rowHeight = 2
    /// ```
    public var rowHeight = 1.0 { didSet { invalidateGeometry() } }
    /// The height of a section header, in lines; sections without a header title have none.
    ///
    /// ```swift
    /// table.sectionHeaderHeight = 2   // the title and a blank line under it
    /// ```
    public var sectionHeaderHeight = 1.0 { didSet { invalidateGeometry() } }
    /// The height of a section footer, in lines; sections without a footer title have none.
    ///
    /// ```swift
    /// table.sectionFooterHeight = 1
    /// ```
    public var sectionFooterHeight = 1.0 { didSet { invalidateGeometry() } }
    /// How many lines the content is scrolled up; kept between 0 and the content's height less the
    /// table's when the table is laid out.
    ///
    /// ```swift
    /// table.contentOffset = 0   // back to the top
    /// ```
    public var contentOffset = 0 {
        didSet {
            // Bounded at once so no arithmetic on it can overflow; the content's height bounds it at layout.
            if !(0...TableGeometry.largestOffset).contains(contentOffset) {
                contentOffset = min(max(contentOffset, 0), TableGeometry.largestOffset)
            }
            setNeedsLayout()
        }
    }
    /// Whether the table is in editing mode: each row whose controller has an editing style shows
    /// its control (`⊖` delete, `⊕` insert) at the left, every row's content moves right to line
    /// up, and Delete or Insert on the selected row commit its edit (see ``setEditing(_:animated:)``).
    ///
    /// ```swift
    /// try table.setValue(fromString: "YES", forKeyPath: "isEditing")
    /// ```
    public var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            editingDidChange()
        }
    }
    /// The selected row; nil when none is.
    ///
    /// ```swift
    /// table.indexPathForSelectedRow   // TableIndexPath(row: 0, section: 0)
    /// ```
    @NotKeyed public internal(set) var indexPathForSelectedRow: TableIndexPath? {
        didSet {
            // Read again even for the same position: after a reload another row may be there.
            selectedRowIdentity = indexPathForSelectedRow.flatMap {
                tableController?.cellController(at: $0)?.rowIdentity
            }
            guard indexPathForSelectedRow != oldValue else { return }
            updateCellStates()
            // After the cells: a selection bound to a model may write it, and the model's
            // observers may look at the table.
            tableController?.selectionDidChange(to: indexPathForSelectedRow)
        }
    }

    /// The binding of the rows to an array found through the view tree, made by
    /// ``bindRows(to:sections:rowID:rowContentEqual:makeRow:)`` or a description file's
    /// `rows` attribute; nil when there is none.
    ///
    /// ```swift
    /// table.boundRows?.keyPath   // "fruits"
    /// ```
    @NotKeyed public internal(set) var boundRows: TableRowsBinding?

    /// `rows` in a `bindTo` attribute binds the rows (see ``TableRowFactory``).
    open override func bindAttribute(
        _ viewKey: String, options: [String], to path: String
    ) throws(BindingError)
        -> Bool
    {
        guard viewKey == TableRowsBinding.name else {
            return try super.bindAttribute(viewKey, options: options, to: path)
        }
        try bindRowsAttribute(options: options, to: path)
        return true
    }

    /// Whether `/` starts filtering the rows (see ``beginFiltering()``).
    ///
    /// ```swift
    /// table.allowsFiltering = false   // "/" goes on up the responder chain
    /// ```
    public var allowsFiltering = true
    /// What the rows must contain to be shown; empty (the default) shows every row. Each word
    /// (separated by spaces) must be in one of the row's texts, ignoring case and accents: the
    /// controller's `searchableTexts` when it gives them, else the text of every label the row's
    /// cell shows (the text label, and the detail label in the styles that show it). A section
    /// with no row shown is hidden with its header and footer. Hidden rows keep their index paths
    /// and cannot be selected; the selection stays on its row while the row is shown, else moves to
    /// the nearest row shown. The filter line at the bottom of the table shows the filter and how
    /// many rows it lets through.
    ///
    /// ```swift
    /// table.filterText = "agren"   // "Chloé Ågren (fax)" and "Chloé Ågren (work)" stay
    /// table.filterText = "ada 555" // rows with both words, in any of their texts
    /// table.filterText = ""        // every row again
    /// ```
    public var filterText = "" {
        didSet { if filterText != oldValue { filterDidChange() } }
    }

    /// The rows the filter lets through; nil while there is no filter.
    @NotKeyed var shownRows: Set<TableIndexPath>?
    /// The line at the bottom that shows the filter, while there is one or it is being typed.
    @NotKeyed var filterBar: TableFilterBar?

    /// The selected row's identity, so that the selection can find its row again after a change
    /// that removed and re-added it.
    @NotKeyed var selectedRowIdentity: AnyHashable?
    /// Lines of the content as last laid out.
    @NotKeyed var geometry = TableGeometry.empty
    /// Everything must be asked again (``reloadData()``).
    @NotKeyed var needsReload = true
    /// Heights must be asked again; the visible cells stay.
    @NotKeyed var needsGeometry = false
    /// The cells of the rows on screen.
    @NotKeyed var cells: [TableIndexPath: TableViewCell] = [:]
    /// Cells that scrolled away, by reuse identifier.
    @NotKeyed var reuseQueue: [String: [TableViewCell]] = [:]

    /// A table of the given style.
    ///
    /// ```swift
    /// let table = TableView(frame: window.bounds, style: .grouped)
    /// ```
    public convenience init(frame: CGRect = .zero, style: TableViewStyle) {
        self.init(frame: frame)
        self.style = style
    }

    /// Enters or leaves editing mode (``isEditing``), as UIKit's Edit and Done buttons do. While
    /// editing, the rows with an editing control can be selected too, so that the keyboard reaches
    /// them: Delete or Backspace on a `.delete` row and Insert or `+` on an `.insert` row commit
    /// the edit through `TableController/commit(_:forRowAt:in:)`. Leaving it moves the selection
    /// off a row that can then no longer be selected. A terminal cannot animate the controls in, so
    /// `animated` changes nothing; override to do more when the mode changes, and call super.
    ///
    /// ```swift
    /// table.setEditing(true, animated: true)
    /// window.handle(.delete)   // the selected row's controller commits .delete
    /// ```
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    open override var canBecomeFocused: Bool { true }

    open override func focusDidChange() {
        super.focusDidChange()
        if isFocused, indexPathForSelectedRow == nil {
            updateRows()
            if let first = firstHighlightableRow(from: geometry.firstIndexPath(atOrBelow: contentOffset), forward: true)
            {
                selectRow(at: first, animated: false, scrollPosition: .none)
            }
        }
        updateCellStates()
    }

    /// Whether the table has the keyboard focus in its window.
    ///
    /// ```swift
    /// window.focus(table)
    /// table.isFocused   // true
    /// ```
    public var isFocused: Bool { window?.focusedView === self }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateRows()
        layoutFilterBar()
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        drawTitles(in: canvas)
    }

    open override func handleKey(_ key: Key) -> Bool {
        handleTableKey(key) ?? super.handleKey(key)
    }

    /// A press on a row selects it, if the row can be selected from the keyboard, and so does a
    /// drag over rows; choosing the row (`TableController/didSelectRow(at:in:)`) stays with Enter
    /// and Space. A wheel notch scrolls three lines, kept within the content, without moving the
    /// selection.
    ///
    /// ```swift
    /// window.handle(MouseEvent(kind: .press, button: .left, column: 4, row: 2))   // the row at line 2
    /// window.handle(MouseEvent(kind: .wheelDown, column: 4, row: 2))             // contentOffset + 3
    /// ```
    open override func handleMouse(_ event: MouseEvent, at location: CGPoint) -> Bool {
        handleTableMouse(event, at: location) ?? super.handleMouse(event, at: location)
    }

    /// The keys the table handles now, for the keys overlay: moving the selection, selecting the
    /// row, the selected row's editing and accessory keys, and filtering.
    open override var keyHelp: [KeyHelp] {
        tableKeyHelp + filterKeyHelp + super.keyHelp
    }

    // MARK: TableHost

    /// Forgets every row shown and asks the controller again with the next frame. The selection
    /// stays on its row when a row of the same identity is still there, else at the same position
    /// (or the nearest row that can be selected).
    ///
    /// ```swift
    /// table.reloadData()
    /// ```
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Shows one batch of the controller's changes (see `TableHost`), with the next frame and
    /// without animation. Cells of rows that stayed are kept, moved or not; reloaded rows are
    /// configured again in their cells when the new row uses the same reuse identifier. The
    /// selection follows its row, also when the row was deleted and inserted elsewhere (found by
    /// its controller's `rowIdentity`); when its row is gone it moves to the nearest remaining row
    /// that can be selected, preferring the one that took the deleted row's place. A changeset that
    /// does not fit the table's rows (one with `violations`) makes the table reload instead.
    ///
    /// ```swift
    /// controller.removeRow(at: TableIndexPath(row: 2, section: 0))   // calls this
    /// ```
    public func performBatchUpdates(_ changeset: TableChangeset, animation: RowAnimation) {
        applyBatchUpdates(changeset)
    }

    /// Configures the visible cells of these rows again, in place (the same cell objects).
    ///
    /// ```swift
    /// try controller.setRowData(42, at: path)   // calls this
    /// ```
    public func reconfigureRows(at indexPaths: [TableIndexPath]) {
        guard let tableController else { return }
        for indexPath in indexPaths {
            guard let cell = cells[indexPath] else { continue }
            tableController.configure(cell, forRowAt: indexPath)
        }
        // The new data may change a row's height.
        invalidateGeometry()
    }

    /// A cell that scrolled away and was made with `identifier`, made ready for another row
    /// (``TableViewCell/prepareForReuse()``); nil when there is none.
    ///
    /// ```swift
    /// let cell = table.dequeueReusableCell(withIdentifier: "phone") ?? TableViewCell(reuseIdentifier: "phone")
    /// ```
    public func dequeueReusableCell(withIdentifier identifier: String) -> (any TableCell)? {
        guard let cell = reuseQueue[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }
}
