import StringCoding

/// Section titles are drawn by the table itself: they are text, not views, and never selected.
extension TableView {
    func drawTitles(in canvas: Canvas) {
        let lines = visibleLines
        let columns = rowColumns
        let width = max(columns.count - 2 * TableViewCell.margin, 0)
        let x = columns.lowerBound + TableViewCell.margin
        for section in geometry.sections where section.top < lines.upperBound && section.bottom > lines.lowerBound {
            if section.headerHeight > 0, let title = section.headerTitle {
                drawTitle(title, x: x, y: section.top - lines.lowerBound, width: width, in: canvas, style: .headerStyle)
            }
            if section.footerHeight > 0, let title = section.footerTitle {
                drawTitle(
                    title, x: x, y: section.footerTop - lines.lowerBound, width: width, in: canvas, style: .footerStyle)
            }
        }
    }

    private func drawTitle(_ title: String, x: Int, y: Int, width: Int, in canvas: Canvas, style: TextStyle) {
        let line = TextLayout.lines(of: title, width: width, maximumLines: 1, lineBreakMode: .byTruncatingTail)
        guard let text = line.first else { return }
        canvas.write(text, x: x, y: y, style: style)
    }
}

extension TextStyle {
    /// Section headers: bold.
    static let headerStyle = TextStyle(isBold: true)
    /// Section footers: dim.
    static let footerStyle = TextStyle(isDim: true)
}
