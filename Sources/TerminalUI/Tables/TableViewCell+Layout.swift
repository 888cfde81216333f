import Foundation
import KeyCoding
import StringCoding

/// Where each style puts the labels. Columns: a one-column margin at either edge; the accessory, when
/// there is one, at the right margin with one blank column before it; in editing mode, the editing
/// control after the left margin with one blank column after it; the labels in what is left.
extension TableViewCell {
    /// The blank columns at the left and right edges.
    static let margin = 1
    /// The widest the `.value2` style's label column gets; narrow cells give it a third of the width.
    static let value2LabelColumns = 10

    /// Colors and alignments as UIKit gives them per style: details gray, right-aligned in
    /// `.value1`; in `.value2` the text label is the gray, right-aligned column.
    func applyStyleAppearance() {
        textLabel.textAlignment = style == .value2 ? .right : .natural
        textLabel.textColor = style == .value2 ? Self.detailColor : nil
        detailTextLabel.textAlignment = style == .value1 ? .right : .natural
        detailTextLabel.textColor = style == .value2 ? nil : Self.detailColor
        for label in [textLabel, detailTextLabel] { label.lineBreakMode = .byTruncatingTail }
    }

    /// The content view starts after the editing control's room and ends where the accessory's
    /// blank column starts.
    func layoutContentView() {
        let size = cellFrame
        let glyphColumns = TerminalWidth.columns(of: accessoryType.glyph)
        let textEnd = max(size.width - Self.margin - (glyphColumns > 0 ? glyphColumns + 1 : 0), 0)
        let start = min(contentIndent, textEnd)
        contentView.frame = CGRect(
            x: Double(start), y: 0, width: Double(textEnd - start), height: Double(size.height))
        contentView.setNeedsLayout()
    }

    /// Places the labels in the content view; run by the content view, which a label's new text
    /// marks for layout.
    func layoutLabels() {
        let size = contentView.cellFrame
        let available = max(size.width - Self.margin, 0)
        let lines = style == .subtitle ? 2 : 1
        let top = max((size.height - lines) / 2, 0)
        detailTextLabel.isHidden = style == .default
        switch style {
        case .default:
            place(textLabel, x: Self.margin, y: top, width: available)
        case .value1:
            let detail = detailColumns(available: available)
            place(textLabel, x: Self.margin, y: top, width: detail > 0 ? max(available - detail - 1, 0) : available)
            place(detailTextLabel, x: Self.margin + available - detail, y: top, width: detail)
        case .value2:
            let column = min(Self.value2LabelColumns, available / 3)
            place(textLabel, x: Self.margin, y: top, width: column)
            place(detailTextLabel, x: Self.margin + column + 1, y: top, width: max(available - column - 1, 0))
        case .subtitle:
            place(textLabel, x: Self.margin, y: top, width: available)
            place(detailTextLabel, x: Self.margin, y: top + 1, width: available)
        }
    }

    /// The `.value1` detail keeps its whole width when both labels fit; otherwise it gives way to
    /// the text down to half the space, so neither label disappears.
    private func detailColumns(available: Int) -> Int {
        let detail = TerminalWidth.columns(of: detailTextLabel.text)
        guard detail > 0 else { return 0 }
        let text = TerminalWidth.columns(of: textLabel.text)
        return min(detail, max(available - text - 1, available / 2))
    }

    private func place(_ label: Label, x: Int, y: Int, width: Int) {
        label.frame = CGRect(x: Double(x), y: Double(y), width: Double(max(width, 0)), height: 1)
    }
}

/// A cell's content view: it lays the cell's labels out again whenever their text changes (a label
/// marks its superview, this view, for layout).
@Keyed final class CellContentView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        (superview as? TableViewCell)?.layoutLabels()
    }
}

extension AccessoryType {
    /// What the accessory looks like in a terminal: every glyph is one column wide.
    var glyph: String {
        switch self {
        case .none: ""
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .detailButton: "ⓘ"
        case .detailDisclosureButton: "ⓘ ›"
        }
    }

    /// Whether the accessory has a detail button, which Right or `i` taps.
    var hasDetailButton: Bool { self == .detailButton || self == .detailDisclosureButton }
}
