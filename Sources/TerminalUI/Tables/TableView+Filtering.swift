import CellControllers
import Foundation

/// Filtering the rows as the user types: `/` opens a one-line field at the bottom of the table,
/// and the rows whose text does not contain what is typed are hidden.
extension TableView {
    /// The key that starts filtering: `/`, as in `less` and `vi`.
    ///
    /// ```swift
    /// window.handle(TableView.filterKey)   // the focused table shows its filter field
    /// ```
    public static let filterKey = Key.character("/")

    /// Whether the filter field has the keyboard: what is typed goes into ``filterText``.
    ///
    /// ```swift
    /// window.handle(.character("/"))
    /// table.isEditingFilter   // true
    /// ```
    public var isEditingFilter: Bool {
        guard let field = filterBar?.field else { return false }
        return window?.focusedView === field
    }

    /// Shows the filter field at the bottom of the table, holding ``filterText``, and gives it the
    /// keyboard: `/` does this when the table has the focus and ``allowsFiltering`` is true.
    ///
    /// While the field has the keyboard, what is typed filters the rows at once; Backspace and the
    /// other editing keys of a ``TextField`` edit it; Up, Down, Page Up and Page Down still move the
    /// table's selection. Enter keeps the filter and gives the keyboard back to the table (the
    /// field stays, showing the filter, until it is cleared); Escape, or Backspace in an empty
    /// field, clears the filter, shows every row and gives the keyboard back.
    ///
    /// ```swift
    /// table.beginFiltering()
    /// window.handle(.character("a"))   // filterText is "a"
    /// window.handle(.enter)            // the rows stay filtered; the arrows move the selection
    /// window.handle(.escape)           // every row again
    /// ```
    public func beginFiltering() {
        let bar = showFilterBar()
        bar.field.text = filterText
        // The cursor after the text, ready to type more.
        _ = bar.field.handleKey(.end)
        layoutIfNeeded()
        // The filter line takes the table's last line: the selection stays in view above it.
        if let selected = indexPathForSelectedRow { scrollToRow(at: selected, at: .none, animated: false) }
        window?.focus(bar.field)
    }

    /// Gives the keyboard back to the table from the filter field, keeping ``filterText`` or
    /// clearing it (which shows every row and takes the field away).
    ///
    /// ```swift
    /// table.endFiltering(keepingFilter: false)   // as Escape in the field does
    /// ```
    public func endFiltering(keepingFilter: Bool) {
        if !keepingFilter { filterText = "" }
        if window?.focusedView === filterBar?.field { window?.focus(self) }
        updateFilterBar()
    }

    /// `/` starts filtering; Escape, while a filter is kept, clears it. Nil for other keys.
    func handleFilterKey(_ key: Key) -> Bool? {
        switch key {
        case Self.filterKey where allowsFiltering:
            beginFiltering()
            return true
        case .escape where !filterText.isEmpty:
            endFiltering(keepingFilter: false)
            return true
        default:
            return nil
        }
    }

    /// The filter's keys, as the keys overlay lists them.
    var filterKeyHelp: [KeyHelp] {
        guard allowsFiltering, !isEditingFilter else { return [] }
        var keys = [KeyHelp(keys: [Self.filterKey], title: "filter the rows")]
        if !filterText.isEmpty { keys.append(KeyHelp(keys: [.escape], title: "clear the filter")) }
        return keys
    }

    /// The rows are measured again with the new filter; the selection stays on its row while the
    /// row is shown, else moves to the nearest row shown, and stays in view.
    func filterDidChange() {
        invalidateGeometry()
        updateRows()
        if let selected = indexPathForSelectedRow, !canHighlight(selected) {
            indexPathForSelectedRow = nearestHighlightableRow(to: selected)
        } else if indexPathForSelectedRow == nil, isFocused || isEditingFilter {
            indexPathForSelectedRow = firstHighlightableRow(from: geometry.firstIndexPath, forward: true)
        }
        if let selected = indexPathForSelectedRow {
            scrollToRow(at: selected, at: .none, animated: false)
        } else {
            contentOffset = 0
        }
        updateFilterBar()
    }

    /// The rows whose texts contain every word of ``filterText``, ignoring case and accents; nil
    /// when there is no filter. A row's texts are its controller's `searchableTexts`, else the
    /// text of every label in its cell.
    func rowsMatchingFilter() -> Set<TableIndexPath>? {
        let words = filterText.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, let tableController else { return nil }
        var matching: Set<TableIndexPath> = []
        for section in 0..<tableController.numberOfSections {
            for row in 0..<tableController.numberOfRows(inSection: section) {
                let indexPath = TableIndexPath(row: row, section: section)
                let texts = tableController.cellController(at: indexPath)?.searchableTexts ?? cellTexts(at: indexPath)
                let matches = words.allSatisfy { word in
                    texts.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
                }
                if matches { matching.insert(indexPath) }
            }
        }
        return matching
    }

    /// The texts of the labels in the row's cell: its cell on screen, or one configured for it
    /// and put back in the reuse queue.
    private func cellTexts(at indexPath: TableIndexPath) -> [String] {
        if let cell = cells[indexPath] { return cell.labelTexts }
        guard let cell = tableController?.cell(forRowAt: indexPath, in: self) as? TableViewCell else { return [] }
        defer { enqueue(cell) }
        return cell.labelTexts
    }

    /// Shows the filter bar, or hides it when there is nothing to show: no filter and no typing.
    func updateFilterBar() {
        guard isEditingFilter || !filterText.isEmpty else {
            filterBar?.removeFromSuperview()
            filterBar = nil
            setNeedsLayout()
            return
        }
        let bar = showFilterBar()
        if bar.field.text != filterText { bar.field.text = filterText }
    }

    /// The filter bar, made and added on top of the cells if it was not there.
    @discardableResult
    private func showFilterBar() -> TableFilterBar {
        if let filterBar { return filterBar }
        let bar = TableFilterBar(frame: .zero)
        bar.field.table = self
        _ = bar.field.observeUserEdits(ofKey: "text") { [weak self, weak bar] in
            guard let self, let bar else { return }
            filterText = bar.field.text
        }
        filterBar = bar
        addSubview(bar)
        setNeedsLayout()
        return bar
    }

    /// Lines the filter bar takes from the rows.
    var filterBarHeight: Int { filterBar == nil ? 0 : min(1, max(cellFrame.height, 0)) }

    /// Puts the bar on the table's last line, with the count of rows shown.
    func layoutFilterBar() {
        guard let filterBar else { return }
        let size = cellFrame
        filterBar.frame = CGRect(
            x: 0, y: Double(size.height - filterBarHeight), width: Double(size.width), height: Double(filterBarHeight))
        if let shownRows {
            let total = geometry.rowCounts.reduce(0, +)
            filterBar.countText = "\(shownRows.count) of \(total)"
        } else {
            filterBar.countText = ""
        }
    }
}

extension TableViewCell {
    /// The text of every label the cell shows, in the order of the subviews: the detail label is
    /// left out in the `.default` style, which does not show it, and hidden views are too.
    var labelTexts: [String] {
        subtree { !$0.isHidden && !($0 === detailTextLabel && style == .default) }
            .compactMap { ($0 as? Label)?.text }.filter { !$0.isEmpty }
    }
}
