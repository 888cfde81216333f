import Foundation
import TerminalUI

/// A page whose content fills all but the last line, which holds a one-line status.
final class StatusLinePage: View {
    private(set) var content = View()
    private(set) var statusLine = Label()

    convenience init(content: View, statusLine: Label) {
        self.init(frame: .zero)
        self.content = content
        self.statusLine = statusLine
        addSubview(content)
        addSubview(statusLine)
    }

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = frame.size
        let contentHeight = max(size.height - 1, 0)
        content.frame = CGRect(x: 0, y: 0, width: size.width, height: contentHeight)
        statusLine.frame = CGRect(x: 1, y: contentHeight, width: max(size.width - 2, 0), height: min(size.height, 1))
    }
}
