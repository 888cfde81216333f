import StringCoding

/// How a selected cell is marked, by what the window's screen can show (see
/// ``TableViewCell/isHighlighted``).
extension TableViewCell {
    /// The ways a selection can be marked.
    enum SelectionMark {
        /// A background color behind the row.
        case background
        /// The row in reverse video, or underlined without the focus.
        case reverseVideo
        /// A `>` in the left margin.
        case marker
    }

    /// How this cell marks its selection now; nil when it is not drawn selected.
    var selectionMark: SelectionMark? {
        guard selectionStyle != .none, isSelected || isHighlighted else { return nil }
        guard let window else { return .background }
        switch window.colorMode {
        case .trueColor, .palette256: return .background
        case .palette16, .monochrome: return .reverseVideo
        case nil: return .marker
        }
    }

    /// The character that marks the selected row in plain text.
    static let selectionMarker = ">"

    /// The marks that go over the labels (the background goes under them, drawn by `draw(in:)`):
    /// reverse video (or an underline) over every cell of the
    /// row, or the marker in the left margin. In reverse video, cells without a text color of their
    /// own (blanks between and around the labels) take the text label's, so that the whole row
    /// turns into one bar of that color rather than a patchwork with the terminal's own.
    func drawSelectionOverContent(in canvas: Canvas) {
        switch selectionMark {
        case .reverseVideo:
            let highlighted = isHighlighted
            let textColor = textLabel.textColor
            canvas.restyle(canvas.bounds) { style in
                if highlighted {
                    style.foreground = style.foreground ?? textColor
                    style.isInverse = true
                } else {
                    style.isUnderlined = true
                }
            }
        case .marker:
            canvas.write(Self.selectionMarker, x: 0, y: max((canvas.bounds.height - 1) / 2, 0), style: .plain)
        case .background, nil:
            break
        }
    }
}
