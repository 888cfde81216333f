import CellControllers
import StringCoding

/// Where an editing cell puts its control: in the left margin's place, with the content moved
/// right by the control and one blank column after it.
extension TableViewCell {
    /// The columns the content moves right in editing mode. The same for every style, so rows
    /// with a control and rows without one line up.
    static let editingIndent = margin + CellEditingStyle.controlColumns

    /// Where the content view starts: after the editing control's room in editing mode.
    var contentIndent: Int { isEditing ? Self.editingIndent : 0 }

    /// Draws the control of the ``editingStyle`` at the left margin, on the middle line.
    func drawEditingControl(in canvas: Canvas) {
        guard isEditing, let color = editingStyle.controlColor else { return }
        let y = max((canvas.bounds.height - 1) / 2, 0)
        // No background of its own, so the selection's highlight shows through.
        canvas.write(editingStyle.controlGlyph, x: Self.margin, y: y, style: TextStyle(foreground: color))
    }
}

extension CellEditingStyle {
    /// What the control looks like in a terminal: UIKit's red minus and green plus, circled. Both
    /// are one column wide (East Asian "ambiguous" width, which terminals show narrow by default).
    var controlGlyph: String {
        switch self {
        case .none: ""
        case .delete: "⊖"
        case .insert: "⊕"
        }
    }

    /// The control's color; nil for no control.
    var controlColor: Color? {
        switch self {
        case .none: nil
        case .delete: .red
        case .insert: .green
        }
    }

    /// The columns the widest control takes.
    static let controlColumns = [Self.delete, .insert].map { TerminalWidth.columns(of: $0.controlGlyph) }.max() ?? 1
}
