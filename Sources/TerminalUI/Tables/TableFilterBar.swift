import Foundation
import KeyCoding
import StringCoding

/// The line at the bottom of a filtered table: `/`, the filter being typed, and how many rows it
/// lets through (`3 of 212`). It covers the rows behind it, painted with the window's background
/// (or its own ``View/backgroundColor``, class `tableFilter` in a stylesheet).
@Keyed final class TableFilterBar: View {
    /// Where the filter is typed.
    let field = TableFilterField()
    /// How many rows the filter lets through, out of how many; empty when it is not known.
    var countText = "" {
        didSet {
            guard countText != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
        styleClasses = ["tableFilter"]
        field.placeholder = "type to filter"
        addSubview(field)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = cellFrame.width
        let count = TerminalWidth.columns(of: countText)
        let fieldStart = TableViewCell.margin + 2
        let fieldEnd = count > 0 ? width - TableViewCell.margin - count - 2 : width - TableViewCell.margin
        field.frame = CGRect(x: Double(fieldStart), y: 0, width: Double(max(fieldEnd - fieldStart, 0)), height: 1)
    }

    override func draw(in canvas: Canvas) {
        // Covers whatever row lies behind the bar, so it reads as the table's last line.
        canvas.fill(background: backgroundColor ?? window?.backgroundColor)
        let style = TextStyle(foreground: field.textColor)
        canvas.write("/", x: TableViewCell.margin, y: 0, style: style)
        let count = TerminalWidth.columns(of: countText)
        guard count > 0 else { return }
        let column = canvas.bounds.width - TableViewCell.margin - count
        canvas.write(countText, x: column, y: 0, style: TextStyle(foreground: field.textColor, isDim: true))
    }
}

/// The text field of a table's filter: what is typed filters the rows as it is typed; Enter keeps
/// the filter and goes back to the rows, Escape (or Backspace when it is empty) clears it.
@Keyed final class TableFilterField: TextField {
    /// The table it filters.
    @NotKeyed weak var table: TableView?

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .enter: table?.endFiltering(keepingFilter: true)
        case .escape: table?.endFiltering(keepingFilter: false)
        case .backspace where text.isEmpty: table?.endFiltering(keepingFilter: false)
        default: return super.handleKey(key)
        }
        return true
    }

    override func focusDidChange() {
        super.focusDidChange()
        // The table's selection is drawn as focused while its filter is typed.
        table?.updateCellStates()
        // Left by Tab with nothing typed: the empty filter line goes.
        if !isFocused { table?.updateFilterBar() }
    }

    override var keyHelp: [KeyHelp] {
        [
            KeyHelp(keys: [.enter], title: "keep the filter and go back to the rows"),
            KeyHelp(keys: [.escape], title: "clear the filter"),
        ] + super.keyHelp
    }
}
