import Bindings
import CellControllers
import Foundation
import KeyCoding
import StringCoding

/// One row of a ``TableView``: the Swift stand-in for `UITableViewCell`.
///
/// The cell lays out ``textLabel`` and ``detailTextLabel`` by its ``style`` (see
/// ``CellStyle``), on one line except for `.subtitle`, which needs rows two lines high; text that
/// does not fit is truncated with "…". The ``accessoryType`` is drawn at the right edge; in editing
/// mode (``isEditing``) the ``editingStyle``'s control is drawn at the left edge and the content
/// moves right. Put views of your own in ``contentView``. A cell is a `BindingCell`, so a label
/// inside it can be bound to `@cell.dataObject.name`.
///
/// ```swift
/// let cell = TableViewCell(style: .value1, reuseIdentifier: "phone")
/// cell.textLabel.text = "Ada Lovelace (mobile)"
/// cell.detailTextLabel.text = "555-0100"
/// cell.accessoryType = .disclosureIndicator
/// ```
@Keyed open class TableViewCell: View, TableCell, @MainActor BindingCell {
    /// How the labels are laid out. Setting it also gives the labels that style's colors and
    /// alignments, as UIKit's styles do.
    ///
    /// ```swift
    /// try cell.setValue(fromString: "subtitle", forKeyPath: "style")
    /// ```
    public var style: CellStyle = .default {
        didSet {
            guard style != oldValue else { return }
            applyStyleAppearance()
            setNeedsLayout()
        }
    }
    /// The name cells of one kind share, so a table can reuse a cell that scrolled away for
    /// another row of the same kind; nil for a cell that is never reused.
    ///
    /// ```swift
    /// tableView.dequeueReusableCell(withIdentifier: "phone")   // a cell whose reuseIdentifier is "phone"
    /// ```
    public var reuseIdentifier: String? = nil
    /// The view that holds the labels, and where custom content goes; it leaves room for the accessory.
    ///
    /// ```swift
    /// cell.contentView.addSubview(badge)
    /// ```
    public let contentView: View = CellContentView()
    /// The main text; its style class is `textLabel`, so a stylesheet reaches it as
    /// `TableViewCell .textLabel`.
    ///
    /// ```swift
    /// cell.textLabel.text = "Link to another page"
    /// ```
    public let textLabel = Label()
    /// The secondary text, not shown in the `.default` style; its style class is
    /// `detailTextLabel`.
    ///
    /// ```swift
    /// cell.detailTextLabel.text = "555-0100"
    /// ```
    public let detailTextLabel = Label()
    /// The mark at the right edge: `›`, `✓`, `ⓘ`, `ⓘ ›` or nothing.
    ///
    /// ```swift
    /// cell.accessoryType = .checkmark
    /// ```
    public var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            setNeedsLayout()
        }
    }
    /// How the cell looks while selected: `.none` draws no highlight, `.gray` a gray one, the
    /// others a blue one. Where the window's ``Window/colorMode`` cannot be trusted to show a
    /// background, any style but `.none` marks the row otherwise (see ``isHighlighted``).
    ///
    /// ```swift
    /// cell.selectionStyle = .none
    /// ```
    public var selectionStyle: SelectionStyle = .default { didSet { selectionMarkDidChange() } }
    /// Whether the cell's row is the table's selected row. The table sets it.
    ///
    /// ```swift
    /// tableView.cellForRow(at: path)?.isSelected   // true for the selected row
    /// ```
    public var isSelected = false { didSet { if isSelected != oldValue { selectionMarkDidChange() } } }
    /// Whether the cell is drawn with the strong highlight: its row is selected and the table has
    /// the focus. A selected cell of a table without the focus is drawn with a dimmer highlight.
    ///
    /// How the highlight looks depends on the window's ``Window/colorMode``, so that the selection
    /// is seen without colors too:
    /// - `.trueColor`, `.palette256` (and a cell in no window): a blue background (gray for the
    ///   `.gray` ``selectionStyle``), dark gray without the focus;
    /// - `.palette16`, `.monochrome` (`NO_COLOR`, `TERM=dumb`): the row in reverse video, keeping
    ///   its colors, so it has the contrast the row has unselected; underlined without the focus;
    /// - nil (plain text, no attributes at all): a `>` in the left margin.
    ///
    /// ```swift
    /// window.focus(tableView)
    /// tableView.cellForRow(at: path)?.isHighlighted   // true for the selected row
    /// ```
    public var isHighlighted = false { didSet { if isHighlighted != oldValue { selectionMarkDidChange() } } }

    /// Whether the cell is in editing mode: it shows its ``editingStyle``'s control at the left edge,
    /// and its content moves right to make room, also when it has no control, so that the rows of
    /// an editing table stay aligned. The table sets it for every cell (``TableView/isEditing``).
    ///
    /// ```swift
    /// table.setEditing(true, animated: false)
    /// table.cellForRow(at: path)?.isEditing   // true
    /// ```
    public var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            setNeedsLayout()
            setNeedsDisplay()
        }
    }
    /// The control drawn in editing mode: a red `⊖` for `.delete`, a green `⊕` for `.insert`,
    /// nothing for `.none`. The table sets it from the row's controller.
    ///
    /// ```swift
    /// try cell.setValue(fromString: "delete", forKeyPath: "editingStyle")
    /// ```
    public var editingStyle: CellEditingStyle = .none {
        didSet {
            guard editingStyle != oldValue else { return }
            setNeedsDisplay()
        }
    }

    /// A `.default` cell that is not reused; description files make cells this way.
    ///
    /// ```swift
    /// let cell = TableViewCell(frame: CGRect(x: 0, y: 0, width: 30, height: 1))
    /// ```
    public required init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
        textLabel.styleClasses = ["textLabel"]
        detailTextLabel.styleClasses = ["detailTextLabel"]
        for label in [textLabel, detailTextLabel] { label.highlightedTextColor = Self.highlightedTextColor }
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        applyStyleAppearance()
    }

    /// A cell laid out in `style`, reusable under `reuseIdentifier`.
    ///
    /// ```swift
    /// let cell = TableViewCell(style: .subtitle, reuseIdentifier: "contact")
    /// ```
    public convenience init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.init(frame: .zero)
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        // Observers do not run for a class's own properties set in its initializers.
        applyStyleAppearance()
    }

    /// Called when a table hands the cell out again for another row, before that row's controller
    /// configures it. The default clears the selection state; override to reset what your rows
    /// set but do not always set again, and call super.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     super.prepareForReuse()
    ///     badge.isHidden = true
    /// }
    /// ```
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Enters or leaves editing mode (``isEditing``). A terminal cannot slide the content over, so
    /// `animated` changes nothing; override to do more when the mode changes, and call super.
    ///
    /// ```swift
    /// cell.setEditing(true, animated: true)
    /// ```
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContentView()
    }

    override func drawOverSubviews(in canvas: Canvas) {
        drawSelectionOverContent(in: canvas)
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        if let highlight = highlightBackground { canvas.fill(background: highlight) }
        drawEditingControl(in: canvas)
        let glyph = accessoryType.glyph
        guard !glyph.isEmpty else { return }
        let bounds = canvas.bounds
        let column = bounds.width - Self.margin - TerminalWidth.columns(of: glyph)
        // In the text's color: the terminal's default could be unreadable on a stylesheet's background.
        let style = TextStyle(foreground: textLabel.textStyle.foreground)
        canvas.write(glyph, x: column, y: max((bounds.height - 1) / 2, 0), style: style)
    }

    /// Highlights the labels in the content view while the cell is drawn selected, so that they
    /// switch to their ``Label/highlightedTextColor``, as UIKit's cells do, and draws the cell again.
    private func selectionMarkDidChange() {
        let highlighted = highlightBackground != nil
        for case let label as Label in contentView.subtree() { label.isHighlighted = highlighted }
        setNeedsDisplay()
    }

    /// The background the selection is drawn with; nil when the cell is not drawn selected, or
    /// not marked with a background (see ``isHighlighted``).
    var highlightBackground: Color? {
        guard selectionMark == .background else { return nil }
        guard isHighlighted else { return Self.unfocusedHighlight }
        return selectionStyle == .gray ? Self.grayHighlight : Self.blueHighlight
    }

    // Dark enough for white text (highlightedTextColor) to reach WCAG's 4.5:1 in truecolor and
    // after mapping to the 256- and 16-color palettes; a lighter gray maps to the 16 colors' gray
    // (127, 127, 127), where white reaches only 4:1.
    static let blueHighlight = Color(red: 0, green: 0.2, blue: 0.6)
    static let grayHighlight = Color(white: 0.24)
    static let unfocusedHighlight = Color(white: 0.2)
    /// The color of the labels' text on a highlight: white, whatever their own color.
    static let highlightedTextColor = Color.white
    /// The color of secondary text: UIKit's details are gray too.
    static let detailColor = Color.gray
}
